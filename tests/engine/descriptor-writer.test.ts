// writeDescriptors writes msgpack a standard decoder reads back: every header width (fixarray,
// array16, array32; fixstr, str8, str16, str32) and non-ASCII keys.
import { Unpackr } from "msgpackr";
import { describe, expect, it } from "vitest";
import { descriptorsBound, writeDescriptors } from "../../bindings/engine/descriptor-writer.js";
import type { Descriptor } from "../../bindings/engine/types.js";

const decode = (descriptors: Descriptor[]) => {
  const out = new Uint8Array(descriptorsBound(descriptors));
  const end = writeDescriptors(out, descriptors);
  return new Unpackr({ useRecords: false }).unpack(out.subarray(0, end));
};
const asArrays = (descriptors: Descriptor[]) =>
  descriptors.map(({ kind, flags, keys }) => [kind, flags, ...keys]);

describe("writeDescriptors", () => {
  it("keys of every string header width, ASCII and not", () => {
    const keys = [1, 31, 32, 255, 256, 65535, 65536].map((n) => "k".repeat(n));
    keys.push("é".repeat(40), "调用".repeat(200), "😀".repeat(20000));
    const descriptors = keys.map((key) => ({ kind: 1, flags: 2, keys: [key] }));
    expect(decode(descriptors)).toEqual(asArrays(descriptors));
  });

  it("arrays of every header width (a wide Chat group, many descriptors)", () => {
    const wide = { kind: 3, flags: 2, keys: Array.from({ length: 70000 }, (_, i) => `c${i}`) };
    const group16 = { kind: 3, flags: 2, keys: Array.from({ length: 20 }, (_, i) => `g${i}`) };
    const many: Descriptor[] = Array.from({ length: 70000 }, () => ({
      kind: 0,
      flags: 0,
      keys: [],
    }));
    const descriptors = [wide, group16, ...many];
    expect(decode(descriptors)).toEqual(asArrays(descriptors));
  });
});
