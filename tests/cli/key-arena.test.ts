// check's pairing keys kept as bytes (bindings/cli/key-arena.ts): every key reads back as an equal
// string, whatever it holds (ASCII ids, Latin-1 and other text, lone surrogates, empty, past 255
// characters, across the 64 KB pages), a key added as the same as an earlier one too; a range of
// slots reads as that slice, and each slot hashes as its string.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeyArena } from "../../bindings/cli/key-arena.js";
import { hashString, keyHashes } from "../../bindings/cli/key-hash.js";

const keyArb = fc.oneof(
  fc.stringMatching(/^(call|toolu|fc)_[A-Za-z0-9]{8,30}$/),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.constantFrom("", "\ud800", "é", "x".repeat(255), "y".repeat(256), "z".repeat(4000)),
);

describe("KeyArena", () => {
  it("reads every key back as an equal string, the ones added as an earlier one's too", () => {
    const op = fc.record({ key: keyArb, share: fc.option(fc.nat(), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 400 }), (ops) => {
        const arena = new KeyArena();
        const added: string[] = [];
        const pairs: [number, number][] = [];
        const sharedOnce = new Set<number>();
        for (const { key, share } of ops) {
          const earlier = share === undefined || added.length === 0 ? -1 : share % added.length;
          if (earlier >= 0 && !sharedOnce.has(earlier)) {
            sharedOnce.add(earlier);
            pairs.push([earlier, added.length]);
            arena.add(added[earlier], earlier);
            added.push(added[earlier]);
          } else {
            arena.add(key);
            added.push(key);
          }
        }
        expect(arena.length).toBe(added.length);
        const read = arena.strings();
        expect(read).toEqual(added);
        for (const [a, b] of pairs) expect(read[b]).toBe(read[a]);
        // A range reads as the same slice (a sharer whose text came before it too), and each
        // slot hashes as its string does.
        const from = Math.floor(added.length / 3);
        const to = added.length - Math.floor(added.length / 4);
        expect(arena.strings(from, to)).toEqual(added.slice(from, to));
        const [got, want] = [keyHashes(), keyHashes()];
        added.forEach((key, slot) => {
          arena.hashOf(slot, got);
          hashString(key, want);
          if (got[0] !== want[0] || got[1] !== want[1])
            expect([slot, ...got]).toEqual([slot, ...want]);
        });
      }),
      { seed: 5201, numRuns: 300 },
    );
  });

  it("keeps keys across many pages", () => {
    const arena = new KeyArena();
    const keys = Array.from({ length: 20_000 }, (_, i) => `toolu_${String(i).padStart(24, "0")}`);
    arena.add("");
    for (const key of keys) arena.add(key);
    expect(arena.strings()).toEqual(["", ...keys]);
  });
});
