// The one rule of content only its model verifies (bindings/model-signed.ts): what is signed,
// when a recorded producer is foreign, and what fix leaves out after a model switch. Preflight's
// anthropic/foreign-thinking and responses/foreign-encrypted-content read the same functions.
import { describe, expect, it } from "vitest";
import type { Item } from "../../bindings/index.js";
import { preflight } from "../../bindings/index.js";
import {
  foreignModelItems,
  isForeignProducer,
  isModelSigned,
} from "../../bindings/model-signed.js";

const thinking = { type: "thinking", thinking: "t", signature: "s" };
const redacted = { type: "redacted_thinking", data: "d" };
const encrypted = { type: "reasoning", summary: [], encrypted_content: "gAAAA" };
const compaction = { type: "compaction", encrypted_content: "gAAAB" };
const text = { type: "text", text: "x" };

describe("isModelSigned", () => {
  it("thinking, redacted thinking, and encrypted reasoning or compaction content", () => {
    for (const signed of [thinking, redacted, encrypted, compaction])
      expect(isModelSigned(signed)).toBe(true);
  });

  it("not reasoning without encrypted content, other content, or what is not an object", () => {
    expect(isModelSigned({ type: "reasoning", summary: [] })).toBe(false);
    expect(isModelSigned({ type: "reasoning", encrypted_content: "" })).toBe(false);
    expect(isModelSigned({ type: "message", encrypted_content: "gAAAA" })).toBe(false);
    expect(isModelSigned(text)).toBe(false);
    expect(isModelSigned({ type: ["thinking"] })).toBe(false);
    expect(isModelSigned(null)).toBe(false);
    expect(isModelSigned("thinking")).toBe(false);
    expect(isModelSigned(Object.create({ type: "thinking" }))).toBe(false);
  });
});

describe("isForeignProducer", () => {
  it("a recorded producer other than the current one", () => {
    expect(isForeignProducer("claude-a", "claude-b")).toBe(true);
    expect(isForeignProducer("claude-b", "claude-b")).toBe(false);
    expect(isForeignProducer(undefined, "claude-b")).toBe(false);
    expect(isForeignProducer("claude-a", undefined)).toBe(false);
  });
});

describe("foreignModelItems", () => {
  const items = [thinking, redacted, encrypted, compaction, text, { ...thinking }] as Item[];
  const models = new Map<Item, string>(items.slice(0, 5).map((item) => [item, "model-a"]));
  models.set(items[1], "model-b");

  it("the signed items another model made, compaction items aside, the inputs unchanged", () => {
    const found = foreignModelItems(items, (item) => models.get(item), "model-b");
    expect([...found]).toEqual([items[0], items[2]]);
    expect(items).toHaveLength(6);
  });

  it("none without a session model", () => {
    expect(foreignModelItems(items, (item) => models.get(item), undefined).size).toBe(0);
  });
});

describe("preflight's rules read the same functions", () => {
  const messages = [
    { role: "user", content: "q" },
    { role: "assistant", content: [thinking, text] },
    { role: "user", content: "q2" },
    { role: "assistant", content: [redacted, text] },
  ];
  const found = (input: unknown[], options: object, rule: string) =>
    preflight(input, options as never)
      .violations.filter((v) => v.rule === rule)
      .map((v) => [v.index, v.block]);

  it("anthropic/foreign-thinking: by model, by family, never one compared with the other", () => {
    const rule = "anthropic/foreign-thinking";
    const itemModels = new Map<unknown, string>([
      [thinking, "claude-a"],
      [messages[3], "claude-b"],
    ]);
    const anthropic = { api: "anthropic" };
    expect(found(messages, { ...anthropic, model: "claude-b", itemModels }, rule)).toEqual([
      [1, 0],
    ]);
    expect(found(messages, { ...anthropic, model: "claude-a", itemModels }, rule)).toEqual([
      [3, 0],
    ]);
    const itemFamilies = new Map<unknown, string>([[messages[1], "openai"]]);
    const byFamily = { ...anthropic, family: "anthropic", itemFamilies, model: "openai" };
    expect(found(messages, byFamily, rule)).toEqual([[1, 0]]);
  });

  it("responses/foreign-encrypted-content: encrypted reasoning and compaction of another model", () => {
    const rule = "responses/foreign-encrypted-content";
    const input = [{ type: "message", role: "user", content: "q" }, encrypted, compaction];
    const itemModels = new Map<unknown, string>([
      [encrypted, "gpt-a"],
      [compaction, "gpt-a"],
    ]);
    const options = { api: "responses", model: "gpt-b", itemModels };
    expect(found(input, options, rule).map(([index]) => index)).toEqual([1, 2]);
    expect(found(input, { ...options, model: "gpt-a" }, rule)).toEqual([]);
  });
});
