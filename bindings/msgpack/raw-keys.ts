// The core's call-key rule on the reference side: a call key that is not well-formed UTF-8 is
// refused (MP_BAD_KEY), since msgpackr decodes such bytes leniently while the core compares bytes.
import { MP_BAD_KEY, MP_OK } from "../../common/codes.js";
import { appendAll } from "../append-all.js";
import type { Descriptor } from "../engine/types.js";
import { callKeyField, chatToolCalls } from "../items/classify.js";
import { HARD_MAX_DEPTH, strWidth, type Walker, walkerOver } from "./walk.js";

const strict = new TextDecoder("utf-8", { fatal: true });
const encoder = new TextEncoder();

/** MP_BAD_KEY when a call key of the stored items is not well-formed UTF-8 as stored, else MP_OK. */
export function keysStatus(
  bytes: Uint8Array,
  offsets: Uint32Array,
  items: readonly unknown[],
  descriptors: readonly Descriptor[],
): number {
  for (let i = 0; i < descriptors.length; i++) {
    if (descriptors[i].keys.length === 0 || isAscii(bytes, offsets[i], offsets[i + 1])) continue;
    if (!storedKeys(bytes, offsets[i], items[i]).every(isUtf8)) return MP_BAD_KEY;
  }
  return MP_OK;
}

function isAscii(bytes: Uint8Array, start: number, end: number): boolean {
  let any = 0;
  for (let at = start; at < end; at++) any |= bytes[at];
  return any < 0x80;
}

function isUtf8(body: Uint8Array): boolean {
  try {
    strict.decode(body);
    return true;
  } catch {
    return false;
  }
}

/** The key bodies the core reads: the last `field` of the item map, or each tool_calls entry's last `id`. */
function storedKeys(bytes: Uint8Array, start: number, item: unknown): Uint8Array[] {
  const w = walkerOver(bytes, HARD_MAX_DEPTH);
  w.pos = start;
  if (!chatToolCalls(item)) return strAt(w, lastValue(w, callKeyField(item) ?? ""));
  const at = lastValue(w, "tool_calls");
  if (at < 0) return [];
  w.pos = at;
  const keys: Uint8Array[] = [];
  for (let n = w.header(0x90, 0xdc, 0xdd, 1); n > 0; n--) {
    const entry = w.pos;
    w.skip(1, 0);
    const end = w.pos;
    w.pos = entry;
    if ((bytes[entry] & 0xf0) === 0x80 || bytes[entry] >= 0xde)
      appendAll(keys, strAt(w, lastValue(w, "id")));
    w.pos = end;
  }
  return keys;
}

/** Position of the last value under the str key `name` in the map at w.pos (-1: none); w ends after the map. */
function lastValue(w: Walker, name: string): number {
  const want = encoder.encode(name);
  let found = -1;
  for (let pairs = w.header(0x80, 0xde, 0xdf, 2); pairs > 0; pairs--) {
    const b = w.byte();
    const width = strWidth(b);
    if (width < 0) {
      w.pos--;
      w.skip(1, 0);
    } else {
      const n = width === 0 ? b & 0x1f : w.length(width);
      const match = n === want.length && want.every((c, i) => w.bytes[w.pos + i] === c);
      w.pos += n;
      if (match) found = w.pos;
    }
    w.skip(1, 0);
  }
  return found;
}

/** The body of the str at `at` ([] when none is there). */
function strAt(w: Walker, at: number): Uint8Array[] {
  if (at < 0) return [];
  w.pos = at;
  const width = strWidth(w.byte());
  if (width < 0) return [];
  const n = width === 0 ? w.bytes[at] & 0x1f : w.length(width);
  return [w.bytes.subarray(w.pos, w.pos + n)];
}
