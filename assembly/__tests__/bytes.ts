// Test helper: builds msgpack bytes by hand and places them in core memory.

export class Bytes {
  data: u8[] = [];

  raw(values: u8[]): Bytes {
    for (let i = 0; i < values.length; i++) this.data.push(values[i]);
    return this;
  }

  byte(value: u32): Bytes {
    this.data.push(<u8>value);
    return this;
  }

  be32(value: u32): Bytes {
    return this.byte(value >>> 24).byte(value >>> 16).byte(value >>> 8).byte(value);
  }

  arr(count: u32): Bytes {
    return count < 16 ? this.byte(0x90 | count) : this.byte(0xdd).be32(count);
  }

  str(text: string): Bytes {
    let bytes = Uint8Array.wrap(String.UTF8.encode(text));
    this.byte(bytes.length < 32 ? 0xa0 | bytes.length : 0xd9);
    if (bytes.length >= 32) this.byte(bytes.length);
    for (let i = 0; i < bytes.length; i++) this.data.push(bytes[i]);
    return this;
  }

  get length(): i32 {
    return this.data.length;
  }

  /** Copies the first `len` bytes to a fresh block; the caller frees it with heap.free. */
  place(len: i32 = -1): usize {
    let n = len < 0 ? this.data.length : len;
    let ptr = heap.alloc(max<usize>(<usize>n, 1));
    for (let i = 0; i < n; i++) store<u8>(ptr + <usize>i, this.data[i]);
    return ptr;
  }
}
