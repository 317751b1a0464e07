// Writes descriptors as msgpack ([[kind, flags, key...], ...]) straight into a byte array.
import { TranscriptError } from "../errors.js";
import type { Descriptor } from "./types.js";

const encoder = new TextEncoder();

function badDescriptor(index: number): TranscriptError {
  return new TranscriptError("invalid-argument", `descriptor ${index} is not valid`, { index });
}

/** Bytes of an array header for `count` entries. */
function arrayHeaderSize(count: number): number {
  return count < 16 ? 1 : count < 0x10000 ? 3 : 5;
}

/** An upper bound of the encoded size (a key takes at most 5 + 3 bytes per UTF-16 unit). */
export function descriptorsBound(descriptors: readonly Descriptor[]): number {
  let bytes = 5;
  for (let i = 0; i < descriptors.length; i++) {
    const keys = descriptors[i].keys;
    bytes += arrayHeaderSize(keys.length + 2) + 2 + keys.length * 5;
    for (let j = 0; j < keys.length; j++) {
      const key = keys[j];
      if (typeof key !== "string") throw badDescriptor(i);
      bytes += key.length * 3;
    }
  }
  if (!(bytes < 2 ** 31)) throw new TranscriptError("limit-exceeded", "descriptors too large");
  return bytes;
}

/** `value` as a big-endian u16 at pos. */
function writeU16(out: Uint8Array, pos: number, value: number): void {
  out[pos] = value >>> 8;
  out[pos + 1] = value & 0xff;
}

/** `value` as a big-endian u32 at pos. */
function writeU32(out: Uint8Array, pos: number, value: number): void {
  writeU16(out, pos, value >>> 16);
  writeU16(out, pos + 2, value & 0xffff);
}

/** msgpack's 16- or 32-bit length form at pos: `tag16` and a u16, else `tag32` and a u32. */
function writeLength(
  out: Uint8Array,
  pos: number,
  length: number,
  tag16: number,
  tag32: number,
): number {
  if (length < 0x10000) {
    out[pos] = tag16;
    writeU16(out, pos + 1, length);
    return pos + 3;
  }
  out[pos] = tag32;
  writeU32(out, pos + 1, length);
  return pos + 5;
}

/** An array header for `count` entries at pos (fixarray, array16 or array32). */
function writeArrayHeader(out: Uint8Array, pos: number, count: number): number {
  if (count < 16) {
    out[pos] = 0x90 | count;
    return pos + 1;
  }
  return writeLength(out, pos, count, 0xdc, 0xdd);
}

/** A str8/16/32 header for `length` bytes at pos (fixstr when short). */
function writeStrHeader(out: Uint8Array, pos: number, length: number): number {
  if (length < 32) {
    out[pos] = 0xa0 | length;
    return pos + 1;
  }
  if (length < 0x100) {
    out[pos] = 0xd9;
    out[pos + 1] = length;
    return pos + 2;
  }
  return writeLength(out, pos, length, 0xda, 0xdb);
}

/** Writes one key; ASCII inline (the common case), anything else through encodeInto with a str32 header. */
function writeKey(out: Uint8Array, pos: number, key: string): number {
  const length = key.length;
  const body = pos + (length < 32 ? 1 : length < 0x100 ? 2 : length < 0x10000 ? 3 : 5);
  for (let i = 0; i < length; i++) {
    const unit = key.charCodeAt(i);
    if (unit >= 0x80) return writeWideKey(out, pos, key);
    out[body + i] = unit;
  }
  writeStrHeader(out, pos, length);
  return body + length;
}

function writeWideKey(out: Uint8Array, pos: number, key: string): number {
  const { written } = encoder.encodeInto(key, out.subarray(pos + 5));
  out[pos] = 0xdb;
  new DataView(out.buffer, out.byteOffset).setUint32(pos + 1, written);
  return pos + 5 + written;
}

/** Writes every descriptor at out[0..]; returns the bytes written. Call descriptorsBound first: it checks the keys. */
export function writeDescriptors(out: Uint8Array, descriptors: readonly Descriptor[]): number {
  let pos = writeArrayHeader(out, 0, descriptors.length);
  for (let i = 0; i < descriptors.length; i++) {
    const { kind, flags, keys } = descriptors[i];
    if ((kind & 0x7f) !== kind || (flags & 0x7f) !== flags) throw badDescriptor(i);
    pos = writeArrayHeader(out, pos, keys.length + 2);
    out[pos++] = kind;
    out[pos++] = flags;
    for (let j = 0; j < keys.length; j++) pos = writeKey(out, pos, keys[j]);
  }
  return pos;
}
