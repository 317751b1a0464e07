import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UuidTable } from "../../../bindings/readers/formats/uuid-table.js";

const hex = (n: number) => n.toString(16).padStart(12, "0");
// uuids as hosts write them, and strings that only look like them (each must stay its own key).
const lookalikes = (u: string) => [
  u,
  u.toUpperCase(),
  u.replace(/-/g, "_"),
  `${u.slice(0, 35)}g`,
  `${u.slice(0, 8)}${u.slice(9)}-`,
  `${u}0`,
];
const uuidArb = fc.uuid().chain((u) => fc.constantFrom(...lookalikes(u)));
// pi's short ids (8 hex digits), what only looks like them, and the uuid whose words a short id's
// key shares but for its first (it must stay its own key).
const short = (k: number) => (k * 2654435761).toString(16).padStart(8, "0").slice(-8);
const shortArb = fc.nat(3000).chain((k) => {
  const id = short(k);
  return fc.constantFrom(
    id,
    id.toUpperCase(),
    `${id}0`,
    id.slice(1),
    `${id}-5a5a-5a5a-5a5a-5a5a5a5a5a5a`,
  );
});

describe("UuidTable", () => {
  it("answers as a Map does, through growth, replaced values and strings that are not uuids", () => {
    const op = fc.record({
      key: fc.oneof(
        uuidArb,
        shortArb,
        fc.string({ maxLength: 40 }),
        fc.nat(5000).map((k) => `00000000-0000-4000-8000-${hex(k)}`),
      ),
      value: fc.nat(1_000_000),
      set: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(op, { minLength: 1000, maxLength: 4000 }), (ops) => {
        const [table, map] = [new UuidTable(), new Map<string, number>()];
        for (const { key, value, set } of ops) {
          if (set) {
            table.set(key, value);
            map.set(key, value);
          } else expect(table.get(key)).toBe(map.get(key));
        }
        expect(table.size).toBe(map.size);
        for (const [key, value] of map) expect(table.get(key)).toBe(value);
      }),
      { seed: 3517, numRuns: 60 },
    );
  });

  // The table answers the uuid set last without a lookup (a line's parent is most often the line before).
  it("answers the uuid set last, and each before it, as a Map does", () => {
    const op = fc.record({
      key: fc.oneof(
        uuidArb,
        fc.nat(50).map((k) => `00000000-0000-4000-8000-${hex(k)}`),
      ),
      value: fc.nat(1_000_000),
      ask: fc.constantFrom("last", "before", "none"),
    });
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 300 }), (ops) => {
        const [table, map] = [new UuidTable(), new Map<string, number>()];
        const keys: string[] = [];
        for (const { key, value, ask } of ops) {
          table.set(key, value);
          map.set(key, value);
          keys.push(key);
          const asked =
            ask === "last" ? key : ask === "before" ? keys[keys.length >> 1] : undefined;
          // A copy of the string: the same uuid read from another line.
          if (asked !== undefined) expect(table.get(` ${asked}`.slice(1))).toBe(map.get(asked));
        }
      }),
      { seed: 3518, numRuns: 300 },
    );
  });

  // A reader asks for a line's uuid, then sets it: the table keeps the missed slot for that set.
  it("answers as a Map does when uuids are asked for and then set, across the table's growth", () => {
    const key = (k: number) => `00000000-0000-4000-8000-${hex(k)}`;
    const op = fc.record({ k: fc.nat(40), set: fc.boolean(), value: fc.nat(1000) });
    fc.assert(
      fc.property(fc.nat(30), fc.array(op, { minLength: 1, maxLength: 120 }), (gap, ops) => {
        const [table, map] = [new UuidTable(), new Map<string, number>()];
        // Filled to within `gap` entries of its first growth (1024 slots at most 70% full).
        for (let k = 0; k < 716 - gap; k++) {
          table.set(key(100 + k), k);
          map.set(key(100 + k), k);
        }
        for (const { k, set, value } of ops) {
          if (set) {
            table.set(key(k), value);
            map.set(key(k), value);
          } else expect(table.get(key(k))).toBe(map.get(key(k)));
        }
        for (const [k, value] of map) expect(table.get(k)).toBe(value);
        expect(table.size).toBe(map.size);
      }),
      { seed: 3519, numRuns: 300 },
    );
  });

  it("keeps strings that only look like a uuid apart from it", () => {
    fc.assert(
      fc.property(fc.uuid(), (u) => {
        const table = new UuidTable();
        const keys = [...new Set(lookalikes(u))];
        keys.forEach((key, i) => table.set(key, i));
        keys.forEach((key, i) => expect(table.get(key)).toBe(i));
      }),
      { seed: 3517, numRuns: 200 },
    );
  });

  it("keeps a hundred thousand sequential uuids (hosts' ids differ in the last digits only)", () => {
    const table = new UuidTable();
    const key = (k: number) => `00000000-0000-4000-8000-${hex(k)}`;
    for (let k = 0; k < 100_000; k++) table.set(key(k), k);
    expect(table.size).toBe(100_000);
    for (let k = 0; k < 100_000; k++)
      if (table.get(key(k)) !== k) expect(table.get(key(k))).toBe(k);
    expect(table.get(key(100_000))).toBeUndefined();
    expect(table.get(key(0xabc).toUpperCase())).toBeUndefined(); // the same digits, another string
  });

  // A read of a million lines holds 40 MB here: freed when the read ends, not at a full collection.
  it("clear empties the table, frees its memory now and takes entries again", () => {
    const table = new UuidTable();
    const key = (k: number) => `00000000-0000-4000-8000-${hex(k)}`;
    for (let k = 0; k < 5000; k++) table.set(key(k), k);
    table.set("not a uuid", 7);
    const { buffer } = (table as unknown as { slots: Int32Array }).slots;
    table.clear();
    expect(buffer.byteLength).toBe(0); // detached: its memory moved away
    expect(table.size).toBe(0);
    expect(table.get(key(4999))).toBeUndefined(); // the uuid set last too
    expect(table.get("not a uuid")).toBeUndefined();
    table.set(key(1), 1);
    expect(table.get(key(1))).toBe(1);
  });
});
