import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Item,
  itemsForFamily,
  itemType,
  ReconciliationError,
  reconcileItems,
} from "../../bindings/index.js";
import {
  hasFamilyPrivateContent,
  isFamilyPrivateItem,
  withoutPrivateContent,
} from "../../bindings/items/classify.js";

const SEED = 20261201;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);

/** SPEC §3 composed from the §1 predicates, read field by field (what itemsForFamily must equal). */
function specified(
  items: Item[],
  family: string,
  families: Map<Item, string>,
  handoffs: Map<Item, string>,
): Item[] {
  const out: Item[] = [];
  for (const item of items) {
    const handoff = handoffs.get(item);
    if (handoff !== undefined) {
      if (handoff !== family) out.push(item);
      continue;
    }
    const producer = families.get(item);
    if (isFamilyPrivateItem(item)) {
      if (producer === family) out.push(item);
    } else if (hasFamilyPrivateContent(item) && producer !== family)
      out.push(withoutPrivateContent(item));
    else out.push(item);
  }
  return out;
}

const part = fc.constantFrom(
  { type: "input_text", text: "t" },
  { type: "output_text", text: "t" },
  { type: "thinking", thinking: "x", signature: "s" },
  { type: "redacted_thinking", data: "d" },
  "plain",
);
const item: fc.Arbitrary<Item> = fc.oneof(
  fc.record(
    {
      type: fc.constantFrom("message", undefined),
      role: fc.constantFrom("user", "assistant", "tool", "system", 7),
      content: fc.oneof(fc.array(part, { maxLength: 3 }), fc.constant("text")),
      reasoning_content: fc.constantFrom("why", null),
      thinking_blocks: fc.constant([{ type: "thinking" }]),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Item>,
  fc.record(
    {
      type: fc.constantFrom(
        "reasoning",
        "compaction",
        "compaction_summary",
        "web_search_call",
        "file_search_call",
        "tool_search_call",
        "tool_search_output",
        "program",
        "function_call",
        "thinking",
      ),
      execution: fc.constantFrom("server", "client"),
    },
    { requiredKeys: ["type"] },
  ) as fc.Arbitrary<Item>,
);

describe("itemsForFamily reads each item once", () => {
  it("keeps, strips and drops exactly as SPEC §3 composed from the §1 predicates", () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 12 }),
        fc.array(fc.constantFrom("openai", "anthropic", undefined), { maxLength: 12 }),
        fc.array(fc.constantFrom("openai", "anthropic", undefined), { maxLength: 12 }),
        fc.constantFrom("openai", "anthropic"),
        fc.constantFrom("drop" as const, "text" as const, undefined),
        (items, producers, handoffList, family, foreign) => {
          const families = new Map<Item, string>();
          const handoffs = new Map<Item, string>();
          items.forEach((it, i) => {
            if (producers[i]) families.set(it, producers[i]!);
            if (handoffList[i] && i % 3 === 0) handoffs.set(it, handoffList[i]!);
          });
          const got = itemsForFamily(items, family, {
            itemFamilies: families,
            handoffFamilies: handoffs,
          });
          const want = specified(items, family, families, handoffs);
          expect(got).toEqual(want);
          // The plan's items({ family }) selects in its own pass exactly what itemsForFamily selects.
          let plan: ReturnType<typeof reconcileItems> | undefined;
          try {
            plan = reconcileItems(items);
          } catch (error) {
            if (!(error instanceof ReconciliationError)) throw error;
          }
          if (plan) {
            const repairOutput = ({ callId }: { callId: string }) => ({
              type: "function_call_output",
              call_id: callId,
              output: "interrupted",
            });
            const reconciled = plan.items({ repairOutput });
            // With either `foreign` (SPEC §3 "Foreign private content as text").
            const fused = plan.items({
              repairOutput,
              family,
              itemFamilies: families,
              handoffFamilies: handoffs,
              foreign,
            });
            const two = itemsForFamily(reconciled, family, {
              itemFamilies: families,
              handoffFamilies: handoffs,
              foreign,
            });
            expect(fused).toEqual(two);
            fused.forEach((it, i) => {
              if (items.includes(it)) expect(it).toBe(two[i]);
            });
          }
          // Kept items are the same objects; only stripped copies are new.
          got.forEach((it, i) => {
            if (items.includes(it)) expect(it).toBe(want[i]);
          });
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe("itemFamilies that hold no entry", () => {
  const items = [
    { type: "message", role: "user", content: [{ type: "input_text", text: "go" }] },
    { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAA" },
    { type: "message", role: "assistant", content: [{ type: "thinking", thinking: "t" }] },
    { type: "message", role: "assistant", content: [{ type: "output_text", text: "done" }] },
  ] as Item[];
  const plan = reconcileItems(items);

  it("drop every private item and strip every private part, as no map does", () => {
    const none = itemsForFamily(items, "openai");
    expect(none).toEqual([items[0], { ...items[2], content: [] }, items[3]]);
    expect(itemsForFamily(items, "openai", { itemFamilies: new Map() })).toEqual(none);
    expect(plan.items({ family: "openai", itemFamilies: new Map() })).toEqual(none);
  });

  it("still ask a Map subclass with no entry of its own (its get may answer)", () => {
    // A host's map may answer from elsewhere (a database, a default): its size says nothing.
    class Recorded extends Map<Item, string> {
      override get(_item: Item): string | undefined {
        return "openai";
      }
    }
    const families = new Recorded();
    expect(itemsForFamily(items, "openai", { itemFamilies: families })).toEqual(items);
    expect(plan.items({ family: "openai", itemFamilies: families })).toEqual(items);
  });
});

/** Every combination of the fields that decide an item's privacy, each present or absent. */
function* privacyGrid(): Generator<Item> {
  const thinking = { type: "thinking", thinking: "x", signature: "s" };
  const bare = Object.assign(Object.create(null), thinking);
  // Parts whose type is inherited (no own type: not thinking), or read through a throwing getter.
  const inherited = Object.create(thinking);
  const throwing = Object.create(
    Object.defineProperty({}, "type", {
      get() {
        throw new Error("type");
      },
    }),
  );
  const choices: Array<[string, unknown[]]> = [
    [
      "type",
      [
        undefined,
        "message",
        "reasoning",
        "function_call",
        "function_call_output",
        "tool_search_call",
        "tool_search_output",
        "web_search_call",
      ],
    ],
    ["role", [undefined, "assistant", "user"]],
    ["reasoning_content", [undefined, "why", null]],
    [
      "content",
      [
        undefined,
        "text",
        [{ type: "output_text", text: "t" }],
        [thinking],
        [bare],
        [inherited, { type: "output_text", text: "t" }],
        [throwing, thinking],
        { 0: thinking, length: 1 },
      ],
    ],
    ["execution", [undefined, "server"]],
  ];
  const pick = (at: number, item: Record<string, unknown>): Generator<Item> =>
    (function* () {
      if (at === choices.length) {
        yield item as Item;
        return;
      }
      const [name, values] = choices[at];
      for (const value of values)
        yield* pick(at + 1, value === undefined ? item : { ...item, [name]: value });
    })();
  yield* pick(0, {});
}

describe("itemsForFamily on every combination of the deciding fields", () => {
  it("keeps, strips and drops as SPEC §3 says; a kept item is the same object", () => {
    const items = [...privacyGrid()];
    // Fields an item inherits are not its own (SPEC §1): read as if absent.
    const inheriting = items.map((item) =>
      Object.assign(Object.create(item as object), { id: "i" }),
    );
    const all = [...items, ...inheriting];
    const families = new Map<Item, string>();
    all.forEach((item, i) => {
      if (i % 3 > 0) families.set(item, i % 3 === 1 ? "openai" : "anthropic");
    });
    // Calls and outputs without keys are malformed for a plan: it selects the rest.
    const plannable = all.filter((item) => !/_call$|_output$/.test(String(itemType(item))));
    for (const family of ["openai", "anthropic"]) {
      for (const [got, list] of [
        [itemsForFamily(all, family, { itemFamilies: families }), all],
        [reconcileItems(plannable).items({ family, itemFamilies: families }), plannable],
      ]) {
        const want = specified(list, family, families, new Map());
        expect(got).toHaveLength(want.length);
        const wrong = got.flatMap((item, i) => {
          const same = list.includes(want[i]) ? item === want[i] : !list.includes(item);
          return same && JSON.stringify(item) === JSON.stringify(want[i]) ? [] : [i];
        });
        expect(wrong.slice(0, 3).map((i) => [got[i], want[i]])).toEqual([]);
      }
    }
  });
});
