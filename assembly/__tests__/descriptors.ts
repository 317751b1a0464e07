// Test helper: descriptors as bindings/engine/descriptor-writer.ts writes them ([kind, flags,
// keys...] per item), staged for a one-shot plan or appended to a resident index, and what the
// one-shot plan holds, read back as the bindings read it.
import { FLAG_NEEDS_OUTPUT, KIND_CALL, KIND_OTHER, KIND_OUTPUT } from "../../common/codes";
import { inputAlloc, oneShot, planField, prepare, residentAppend, residentInput } from "../index";
import { Bytes } from "./bytes";

export class Descriptors {
  count: i32 = 0;
  body: Bytes = new Bytes();

  add(kind: i32, flags: i32, keys: string[] = []): Descriptors {
    this.body.arr(2 + keys.length).byte(kind).byte(flags);
    for (let i = 0; i < keys.length; i++) this.body.str(keys[i]);
    this.count++;
    return this;
  }
  call(key: string, flags: i32 = FLAG_NEEDS_OUTPUT): Descriptors {
    return this.add(KIND_CALL, flags, [key]);
  }
  out(key: string): Descriptors {
    return this.add(KIND_OUTPUT, 0, [key]);
  }
  other(flags: i32 = 0): Descriptors {
    return this.add(KIND_OTHER, flags);
  }

  /** Writes them into the core's input block and parses them for a one-shot plan; MP_* status. */
  load(extra: u8[] = []): i32 {
    let all = this.bytes(extra);
    let ptr = inputAlloc(all.length);
    for (let i = 0; i < all.length; i++) store<u8>(ptr + <usize>i, all.data[i]);
    return prepare(all.length, 1000, 7);
  }

  /** Stages them in the handle's input block and appends them (as ResidentIndex#append); MP_* status. */
  append(handle: usize, extra: u8[] = []): i32 {
    let all = this.bytes(extra);
    let ptr = residentInput(handle, all.length); // 0 for a handle that is not live
    if (ptr != 0) for (let i = 0; i < all.length; i++) store<u8>(ptr + <usize>i, all.data[i]);
    return residentAppend(handle, all.length);
  }

  private bytes(extra: u8[]): Bytes {
    return new Bytes().arr(this.count).raw(this.body.data).raw(extra);
  }
}

/** `len` i32 values from `ptr`. */
export function ints(ptr: usize, len: i32): i32[] {
  let out = new Array<i32>(len);
  for (let i = 0; i < len; i++) out[i] = load<i32>(ptr + (<usize>i << 2));
  return out;
}

/** Field `field` (PLAN_*) of the one-shot plan's tables. */
export function plan(field: i32): i32 {
  return planField(oneShot(), field);
}
