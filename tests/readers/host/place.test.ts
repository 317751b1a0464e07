// The host writer's placement of a repairs-only fix (bindings/readers/host/place.ts): each new
// output goes after the last read item before it and carries the first call of its key read
// (pi writes the call's name into the repair record), whatever other calls the piece holds.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/items/types.js";
import { newPlacement, place } from "../../../bindings/readers/host/place.js";

const call = (id: string, name: string) =>
  ({ type: "function_call", call_id: id, name, arguments: "{}" }) as unknown as Item;
const output = (id: string) =>
  ({ type: "function_call_output", call_id: id, output: "aborted" }) as unknown as Item;

describe("place, repairs only", () => {
  it("gives each repair the first call of its key, among calls of other keys", () => {
    const items = [
      call("a", "first-a"),
      call("b", "only-b"),
      output("b"),
      call("a", "second-a"),
      call("c", "only-c"),
      call("d", "only-d"),
    ];
    const records = items.map((_, k) => ({ index: k, line: k + 10 }));
    const repairs = [output("a"), output("c")];
    const fixed = [...items.slice(0, 5), repairs[0], repairs[1], items[5]];
    const placement = newPlacement();
    place({ items, records, fixed }, placement);
    const after = placement.inserts.get(14) ?? [];
    expect(after.map((i) => i.output)).toEqual(repairs);
    expect(after.map((i) => i.call)).toEqual([items[0], items[4]]);
    expect([...placement.inserts.keys()]).toEqual([14]);
    expect(placement.kept.size).toBe(0);
  });
});
