// SPEC §3 "Foreign private content as text": readable reasoning and thinking of another family kept
// as assistant text in the item's own dialect, marked as a handoff, reported; the rest as before.
import { describe, expect, it } from "vitest";
import {
  type Item,
  itemsForFamily,
  reconcileItems,
  selectForFamily,
} from "../../bindings/index.js";
import { codeOf } from "../support/errors.js";
import { deepFreeze } from "../support/freeze.js";
import { user } from "../support/items.js";

const reasoning = deepFreeze({
  type: "reasoning",
  id: "rs_1",
  summary: [{ type: "summary_text", text: "Plan: look it up." }],
  encrypted_content: "gAAA",
}) as Item;
const encryptedOnly = deepFreeze({
  type: "reasoning",
  id: "rs_2",
  summary: [],
  encrypted_content: "gAAA",
}) as Item;
const rawReasoning = deepFreeze({
  type: "reasoning",
  summary: [],
  content: [{ type: "reasoning_text", text: "raw thought" }],
}) as Item;
const chatReasoning = deepFreeze({
  role: "assistant",
  content: "The answer is 4.",
  reasoning_content: "2 + 2 = 4",
}) as Item;
const anthropicStyle = deepFreeze({
  type: "message",
  role: "assistant",
  content: [
    { type: "thinking", thinking: "Let me think.", signature: "sig" },
    { type: "redacted_thinking", data: "xyz" },
    { type: "output_text", text: "Done." },
  ],
}) as Item;
const thinkingOnly = deepFreeze({
  role: "assistant",
  content: [{ type: "thinking", thinking: "Only thought.", signature: "sig" }],
}) as Item;

const items = deepFreeze([
  user("q"),
  reasoning,
  encryptedOnly,
  rawReasoning,
  chatReasoning,
  anthropicStyle,
  thinkingOnly,
]) as Item[];
const produced = new Map<Item, string>(items.slice(1).map((item) => [item, "openai"]));

describe('itemsForFamily(..., { foreign: "text" })', () => {
  it("turns readable private content into text in each item's dialect; encrypted-only is dropped", () => {
    const out = itemsForFamily(items, "anthropic", { itemFamilies: produced, foreign: "text" });
    expect(out).toEqual([
      items[0],
      {
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: "Plan: look it up." }],
      },
      {
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: "raw thought" }],
      },
      {
        role: "assistant",
        content: [
          { type: "text", text: "2 + 2 = 4" },
          { type: "text", text: "The answer is 4." },
        ],
      },
      {
        type: "message",
        role: "assistant",
        content: [
          { type: "output_text", text: "Let me think." },
          { type: "output_text", text: "Done." },
        ],
      },
      { role: "assistant", content: [{ type: "text", text: "Only thought." }] },
    ]);
  });

  it('"drop" (the default) is the SPEC §3 rules unchanged', () => {
    const dropped = itemsForFamily(items, "anthropic", { itemFamilies: produced });
    expect(itemsForFamily(items, "anthropic", { itemFamilies: produced, foreign: "drop" })).toEqual(
      dropped,
    );
    expect(dropped).toHaveLength(4);
  });

  it("its own family keeps everything; an unknown producer's content is dropped as before", () => {
    expect(itemsForFamily(items, "openai", { itemFamilies: produced, foreign: "text" })).toEqual(
      items,
    );
    const unknown = itemsForFamily(items, "anthropic", { foreign: "text" });
    expect(unknown).toEqual(itemsForFamily(items, "anthropic", {}));
  });

  it("rejects any other foreign value", () => {
    expect(codeOf(() => itemsForFamily(items, "anthropic", { foreign: "all" as never }))).toBe(
      "invalid-argument",
    );
  });
});

describe("selectForFamily: the report and the handoff marks", () => {
  it("lists each item turned into text and marks the handoffs with the producing family", () => {
    const given = new Map<Item, string>();
    const result = selectForFamily(items, "anthropic", {
      itemFamilies: produced,
      handoffFamilies: given,
      foreign: "text",
    });
    expect(result.items).toEqual(
      itemsForFamily(items, "anthropic", { itemFamilies: produced, foreign: "text" }),
    );
    expect(result.asText.map((t) => [items.indexOf(t.source), t.family])).toEqual([
      [1, "openai"],
      [3, "openai"],
      [4, "openai"],
      [5, "openai"],
      [6, "openai"],
    ]);
    for (const t of result.asText) expect(result.items).toContain(t.item);
    // Standalone stand-ins are handoffs; a message that kept its own text is not.
    const marked = [...result.handoffFamilies.keys()].map((item) => result.items.indexOf(item));
    expect(marked).toEqual([1, 2, 5]);
    expect(given.size).toBe(0); // the caller's map is copied, never changed
  });

  it("projecting the result back to the producing family omits the handoffs", () => {
    const there = selectForFamily(items, "anthropic", { itemFamilies: produced, foreign: "text" });
    const back = itemsForFamily(there.items, "openai", { handoffFamilies: there.handoffFamilies });
    expect(back).toHaveLength(there.items.length - 3);
  });

  it("plan.items({ family, foreign }) selects the same in the reconciling pass", () => {
    const plan = reconcileItems(items);
    const options = { family: "anthropic", itemFamilies: produced, foreign: "text" as const };
    expect(plan.items(options)).toEqual(
      itemsForFamily(items, "anthropic", { itemFamilies: produced, foreign: "text" }),
    );
  });
});
