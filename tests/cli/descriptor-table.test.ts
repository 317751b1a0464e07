// The typed table check's pairing counts keep per conversation (bindings/cli/descriptor-table.ts):
// every row reads back as pushed (kind, flags, no, one or several keys, line, index, item number)
// across chunk boundaries, with lines and indexes past 2^31 from the middle of a chunk on (that
// chunk turns from Int32 to doubles); a slice gives the descriptors correlate() plans, KIND_OTHER
// rows as the shared OTHER; keys pushed after a read of them, and an output sharing its call's.
import { describe, expect, it } from "vitest";
import { DescriptorTable, OTHER } from "../../bindings/cli/descriptor-table.js";
import { hashString, keyHashes } from "../../bindings/cli/key-hash.js";
import type { Descriptor } from "../../bindings/engine/types.js";
import { FLAG_NEEDS_OUTPUT, KIND_CALL, KIND_CHAT_CALLS, KIND_OUTPUT } from "../../common/codes.js";

const ROWS = 40_000; // more than two chunks
const BIG = 2 ** 33;

function rowOf(i: number): { d: Descriptor; line: number; index: number; item: number } {
  const k = i % 4;
  const d: Descriptor =
    k === 0
      ? OTHER
      : k === 1
        ? { kind: KIND_CALL, flags: FLAG_NEEDS_OUTPUT, keys: [`c${i}`] }
        : k === 2
          ? { kind: KIND_OUTPUT, flags: 0, keys: [`c${i - 1}`] }
          : { kind: KIND_CHAT_CALLS, flags: FLAG_NEEDS_OUTPUT, keys: [`a${i}`, `b${i}`, `d${i}`] };
  // Lines and indexes past 2^31 from row 20,000 on: the second chunk turns to doubles midway.
  const base = i < 20_000 ? 0 : BIG;
  return { d, line: i % 5 === 0 ? -1 : base + i, index: base + 2 * i, item: i % 7 === 0 ? -1 : i };
}

describe("DescriptorTable", () => {
  const table = new DescriptorTable();
  for (let i = 0; i < ROWS; i++) {
    const { d, line, index, item } = rowOf(i);
    table.push(d, line, index, item);
  }

  it("reads every row back as pushed, across chunks", () => {
    expect(table.length).toBe(ROWS);
    const read = Array.from({ length: ROWS }, (_, i) => ({
      kind: table.kind(i),
      keys: table.keysOf(i),
      d: table.descriptor(i),
      at: table.at(i),
    }));
    const pushed = Array.from({ length: ROWS }, (_, i) => {
      const { d, line, index, item } = rowOf(i);
      return { kind: d.kind, keys: d.keys, d, at: { line, index, item } };
    });
    expect(read).toEqual(pushed);
  });

  it("slices descriptors, KIND_OTHER rows as the shared OTHER", () => {
    const start = (1 << 14) - 3;
    const slice = table.slice(start, start + 8);
    expect(slice).toEqual(Array.from({ length: 8 }, (_, k) => rowOf(start + k).d));
    expect(slice.filter((d) => d.kind === OTHER.kind).every((d) => d === OTHER)).toBe(true);
  });

  it("reads keys pushed after a read, and an output's key given as its call's slot", () => {
    const t = new DescriptorTable();
    t.push({ kind: KIND_CALL, flags: FLAG_NEEDS_OUTPUT, keys: ["k1"] }, 1, 0, 0);
    expect(t.slice(0, 1).flatMap((d) => d.keys)).toEqual(["k1"]);
    const slot = t.keyCount - 1;
    t.push({ kind: KIND_CHAT_CALLS, flags: 0, keys: ["k2", "k3"] }, 2, 1, 1);
    t.push({ kind: KIND_OUTPUT, flags: 0, keys: ["k1"] }, 3, 2, 2, slot);
    t.push({ kind: KIND_OUTPUT, flags: 0, keys: ["k3"] }, 4, 3, 3, t.keyCount - 2);
    expect(t.slice(0, 4).flatMap((d) => d.keys)).toEqual(["k1", "k2", "k3", "k1", "k3"]);
    // A range that starts after the call an output shares its key with reads the key still.
    expect(t.slice(2, 4).flatMap((d) => d.keys)).toEqual(["k1", "k3"]);
    expect([2, 3].map((i) => t.keysOf(i))).toEqual([["k1"], ["k3"]]);
  });

  it("hashes each key slot as its string hashes, whatever the key holds", () => {
    const t = new DescriptorTable();
    const keys = ["call_abc", "é", "\u{1F600}x", "", "z".repeat(300), "toolu_01"];
    keys.forEach((key, i) => {
      t.push({ kind: KIND_CALL, flags: 0, keys: [key] }, i, i, i);
    });
    t.push({ kind: KIND_OUTPUT, flags: 0, keys: ["call_abc"] }, 9, 9, 9, 0);
    const [got, want] = [keyHashes(), keyHashes()];
    [...keys, "call_abc"].forEach((key, slot) => {
      t.hashKey(slot, got);
      hashString(key, want);
      expect([slot, ...got]).toEqual([slot, ...want]);
    });
  });

  it("grows its first chunk from a few rows, in doubles from a line past 2^31 on", () => {
    const t = new DescriptorTable();
    const rows = 5000;
    const lineOf = (i: number) => (i < 10 ? i : BIG + i);
    for (let i = 0; i < rows; i++)
      t.push({ kind: KIND_CALL, flags: 0, keys: [`k${i}`] }, lineOf(i), i, i);
    expect(Array.from({ length: rows }, (_, i) => t.at(i).line)).toEqual(
      Array.from({ length: rows }, (_, i) => lineOf(i)),
    );
    expect(t.keysOf(rows - 1)).toEqual([`k${rows - 1}`]);
  });

  // A log of many small conversations (a session's sidechains): each table held its first chunks
  // whole (320 KB), so 30,000 sidechains took a 30 MB session's check to 4.5 GB.
  it("costs a small conversation bytes, not a chunk", () => {
    const before = process.memoryUsage().arrayBuffers;
    const tables = Array.from({ length: 2000 }, (_, i) => {
      const t = new DescriptorTable();
      t.push({ kind: KIND_CALL, flags: FLAG_NEEDS_OUTPUT, keys: [`c${i}`] }, 1, 0, 0);
      t.push({ kind: KIND_OUTPUT, flags: 0, keys: [`c${i}`] }, 2, 1, 1, 0);
      return t;
    });
    const grew = process.memoryUsage().arrayBuffers - before;
    expect(tables.length * 2048).toBeGreaterThan(grew); // under 2 KB a table (it was 480 KB)
  });
});
