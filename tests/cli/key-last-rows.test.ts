// Each key's last row (bindings/cli/key-last-rows.ts), which cuts check's pairing into pieces: the
// same answer as a Map of every key to its last row, for rows of no, one or several keys, keys
// repeated near and far, keys that differ in one character, and tables that probe past full slots.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeyLastRows, type KeyRows } from "../../bindings/cli/key-last-rows.js";

function rowsOf(lists: readonly (readonly string[])[]): KeyRows {
  const keys = lists.flat();
  const ends: number[] = [];
  for (const list of lists) ends.push((ends[ends.length - 1] ?? 0) + list.length);
  return { length: lists.length, keys, keysEnd: (i) => ends[i] };
}

describe("KeyLastRows", () => {
  it("gives each key occurrence its key's last row, as a Map does", () => {
    // Few distinct keys, alike: many share a slot's neighbourhood and a probe runs past them.
    const key = fc.oneof(
      fc.nat(40).map((n) => `toolu_${String(n).padStart(24, "0")}`),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(key, { maxLength: 3 }), { maxLength: 300 }), (lists) => {
        const rows = rowsOf(lists);
        const last = new Map<string, number>();
        lists.forEach((list, i) => {
          for (const k of list) last.set(k, i);
        });
        const table = new KeyLastRows(rows);
        rows.keys.forEach((k, j) => expect(table.lastRowOf(j)).toBe(last.get(k)));
      }),
      { seed: 20261205, numRuns: 400 },
    );
  });

  it("keeps a quarter of a million keys, each used twice, apart", () => {
    const lists: string[][] = [];
    for (let n = 0; n < 250_000; n++) lists.push([`call_${n}`], [], [`call_${n}`]);
    const table = new KeyLastRows(rowsOf(lists));
    for (let n = 0; n < 250_000; n += 997) {
      expect(table.lastRowOf(2 * n)).toBe(3 * n + 2);
      expect(table.lastRowOf(2 * n + 1)).toBe(3 * n + 2);
    }
  });
});
