import { describe, expect, it } from "vitest";
import { itemsForFamily, Projection, TranscriptError } from "../../bindings/index.js";
import { deepFreeze } from "../support/freeze.js";
import { reasoning, user } from "../support/items.js";

describe("itemsForFamily", () => {
  const r = deepFreeze(reasoning("r1"));
  const thinkingMsg = deepFreeze({
    role: "assistant",
    content: [
      { type: "thinking", thinking: "hm", signature: "sig" },
      { type: "text", text: "answer" },
    ],
  });
  const deepseek = deepFreeze({ role: "assistant", content: "x", reasoning_content: "because" });
  const handoff = deepFreeze(user("(summary of private reasoning)"));
  const plain = deepFreeze(user("hello"));
  const unknownPrivate = deepFreeze(reasoning("r2"));
  const items = deepFreeze([plain, r, thinkingMsg, deepseek, handoff, unknownPrivate]);
  const itemFamilies = new Map<object, string>([
    [r, "openai"],
    [thinkingMsg, "anthropic"],
    [deepseek, "deepseek"],
  ]);
  const handoffFamilies = new Map<object, string>([[handoff, "openai"]]);

  it("keeps private items for their own family only; drops unknown producers", () => {
    const forOpenAI = itemsForFamily(items, "openai", { itemFamilies, handoffFamilies });
    expect(forOpenAI).toContain(r);
    expect(forOpenAI).not.toContain(unknownPrivate);
    const forAnthropic = itemsForFamily(items, "anthropic", { itemFamilies, handoffFamilies });
    expect(forAnthropic).not.toContain(r);
  });

  it("omits a handoff for its native family and keeps it for others", () => {
    expect(itemsForFamily(items, "openai", { itemFamilies, handoffFamilies })).not.toContain(
      handoff,
    );
    expect(itemsForFamily(items, "anthropic", { itemFamilies, handoffFamilies })).toContain(
      handoff,
    );
  });

  it("strips private content from shared items as fresh copies for foreign families", () => {
    const forOpenAI = itemsForFamily(items, "openai", { itemFamilies, handoffFamilies });
    expect(forOpenAI).toHaveLength(4);
    const stripped = forOpenAI[2] as { content: unknown[] };
    expect(stripped).not.toBe(thinkingMsg);
    expect(stripped.content).toEqual([{ type: "text", text: "answer" }]);
    const ds = forOpenAI[3] as Record<string, unknown>;
    expect(ds).toEqual({ role: "assistant", content: "x" });
    const forAnthropic = itemsForFamily(items, "anthropic", { itemFamilies, handoffFamilies });
    expect(forAnthropic[1]).toBe(thinkingMsg);
    expect(forAnthropic[3]).toBe(handoff);
  });

  it("keeps everything else as is, in order, in a fresh array", () => {
    const result = itemsForFamily(items, "openai", { itemFamilies, handoffFamilies });
    expect(result[0]).toBe(plain);
    expect(result).not.toBe(items);
    expect(itemsForFamily([plain], "x")).toEqual([plain]);
  });

  it("accepts a projection", () => {
    expect(itemsForFamily(new Projection([plain, r]), "openai", { itemFamilies })).toEqual([
      plain,
      r,
    ]);
  });

  it("rejects bad arguments", () => {
    expect(() => itemsForFamily("x" as never, "openai")).toThrow(TranscriptError);
    expect(() => itemsForFamily([], 3 as never)).toThrow(TranscriptError);
    expect(() => itemsForFamily([], "a", { itemFamilies: {} as never })).toThrow(TranscriptError);
  });
});
