// Each call key's last use, as a streamed rewrite's first read keeps it for the second read's cuts
// (bindings/cli/last-uses.ts): the answers of a Map of each key's last use, through growth,
// for keys alike but for one character, empty, long or not ASCII; and a key never set is unknown;
// where a key used again starts an epoch, as its own pairing state says (key-epoch.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keyUse } from "../../bindings/cli/key-epoch.js";
import { LastUses } from "../../bindings/cli/last-uses.js";
import { KIND_CALL, KIND_CHAT_CALLS, KIND_OTHER, KIND_OUTPUT } from "../../common/codes.js";

describe("LastUses", () => {
  it("answers each key's last use as a Map does, through growth or sized at once", () => {
    const key = fc.oneof(
      fc.nat(3000).map((n) => `call_${String(n).padStart(24, "0")}`),
      fc.string({ maxLength: 4 }),
      fc.string({ unit: "grapheme", maxLength: 8 }),
      fc.nat(20).map((n) => "x".repeat(200 + n)),
    );
    fc.assert(
      fc.property(fc.array(fc.array(key, { maxLength: 3 }), { maxLength: 4000 }), (items) => {
        // Sized for the keys at once, or grown as they come.
        const sized = items.length % 2 === 0 ? items.flat().length : 0;
        const [uses, map] = [new LastUses(sized), new Map<string, number>()];
        items.forEach((keys, n) => {
          for (const k of keys) {
            uses.set(k, n);
            map.set(k, n);
          }
        });
        expect(uses.size).toBe(map.size);
        for (const [k, n] of map) expect(uses.get(k)).toBe(n);
        expect(uses.get("never set")).toBeUndefined();
      }),
      { seed: 20261205, numRuns: 60 },
    );
  });

  it("says where a key's epochs start as its own pairing state does, through growth", () => {
    const kind = fc.constantFrom(KIND_CALL, KIND_CHAT_CALLS, KIND_OUTPUT, KIND_OTHER);
    const use = fc.tuple(
      fc.nat(600).map((n) => `call_${n}`),
      kind,
    );
    fc.assert(
      fc.property(fc.array(use, { maxLength: 3000 }), (uses) => {
        const table = new LastUses();
        const [states, last] = [new Map<string, number>(), new Map<string, number>()];
        uses.forEach(([key, k], n) => {
          const want = keyUse(states.get(key) ?? 0, k);
          states.set(key, want.state);
          expect(table.use(key, n, k)).toBe(want.starts ? last.get(key) : undefined);
          last.set(key, n);
        });
        for (const [key, n] of last) expect(table.get(key)).toBe(n);
      }),
      { seed: 20261207, numRuns: 40 },
    );
  });

  it("keeps three hundred thousand call ids apart", () => {
    const uses = new LastUses();
    const id = (n: number) => `toolu_${String(n).padStart(24, "0")}`;
    for (let n = 0; n < 300_000; n++) uses.set(id(n), 2 * n);
    for (let n = 0; n < 300_000; n += 7) uses.set(id(n), 2 * n + 1);
    expect(uses.size).toBe(300_000);
    for (let n = 0; n < 300_000; n++) {
      const want = n % 7 === 0 ? 2 * n + 1 : 2 * n;
      if (uses.get(id(n)) !== want) expect(uses.get(id(n))).toBe(want);
    }
  });
});
