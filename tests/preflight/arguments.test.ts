// SPEC §10: preflight throws only on bad arguments, naming the argument; violations carry the
// fields SPEC §10 lists (block only for Anthropic, callId only where a call is named), in input
// order across rules; a compaction_trigger is left to its own rule and pairs nothing.
import { describe, expect, it } from "vitest";
import { Projection, preflight } from "../../bindings/index.js";
import { errorOf } from "../support/errors.js";
import { call, chatCalls, chatUser, out, reasoning, tool, user } from "../support/items.js";

describe("preflight arguments", () => {
  it("names the bad argument", () => {
    const cases: Array<[unknown, unknown, string]> = [
      [[], undefined, "preflight options must be an object with an api"],
      [[], "responses", "preflight options must be an object with an api"],
      [[], {}, 'api must be "responses", "chat" or "anthropic", got undefined'],
      [[], { api: "gemini" }, 'api must be "responses", "chat" or "anthropic", got "gemini"'],
      [[], { api: "chat", model: 3 }, "model must be a string"],
      [[], { api: "chat", family: 3 }, "family must be a string"],
      [[], { api: "responses", store: "yes" }, "store must be a boolean"],
      [[], { api: "anthropic", thinking: 1 }, "thinking must be a boolean"],
      [[], { api: "responses", reasoningModel: "no" }, "reasoningModel must be a boolean"],
      [[], { api: "responses", itemFamilies: {} }, "itemFamilies must be a Map"],
      ["x", { api: "responses" }, "input must be an array or a Projection"],
      [
        new Projection([user("a")]),
        { api: "chat" },
        "a Projection is preflighted with api 'responses'",
      ],
      [
        new Projection([user("a")]),
        { api: "anthropic" },
        "a Projection is preflighted with api 'responses'",
      ],
    ];
    for (const [input, options, message] of cases) {
      const error = errorOf(() => preflight(input as never, options as never));
      expect(error.code).toBe("invalid-argument");
      expect(error.message).toBe(`invalid-argument: ${message}`);
    }
    expect(preflight(new Projection([user("a")]), { api: "responses" }).ok).toBe(true);
  });
});

describe("violations", () => {
  it("have block only on Anthropic, callId only where a call is named", () => {
    const [missing, last] = preflight([user("go"), call("c1"), reasoning("rs_1")], {
      api: "responses",
    }).violations;
    expect(missing.rule).toBe("responses/missing-output");
    expect(Object.hasOwn(missing, "block")).toBe(false);
    expect(missing.callId).toBe("c1");
    expect(last.rule).toBe("responses/reasoning-without-following-item");
    expect(Object.hasOwn(last, "callId")).toBe(false);
    expect(Object.hasOwn(last, "block")).toBe(false);
  });

  it("come in input order across rules", () => {
    const input = [user("go"), out("x1"), call("c1"), reasoning("rs_1"), tool("t1"), call("c2")];
    const found = preflight(input, { api: "responses" }).violations.map((v) => [v.rule, v.index]);
    const indexes = found.map(([, index]) => index as number);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(found).toContainEqual(["responses/orphan-output", 1]);
    expect(found).toContainEqual(["responses/missing-output", 5]);
    const chat = [
      chatUser("go"),
      tool("x1"),
      chatCalls("c1"),
      tool("y1"),
      chatUser("again"),
      tool("c1"),
    ];
    const orphans = preflight(chat, { api: "chat" }).violations.map((v) => [
      v.rule,
      v.index,
      v.fix,
    ]);
    expect(orphans).toEqual([
      ["chat/orphan-tool-message", 1, "drop-orphan"],
      ["chat/missing-tool-message", 2, "reconcile"],
      ["chat/orphan-tool-message", 3, "drop-orphan"],
      ["chat/orphan-tool-message", 5, "reconcile"],
    ]);
  });

  it("a compaction_trigger pairs nothing: the other rules still see the calls around it", () => {
    const trigger = { type: "compaction_trigger" };
    const found = preflight([user("go"), trigger, call("c1"), out("c1"), call("c2")], {
      api: "responses",
    }).violations.map((v) => [v.rule, v.index, v.callId]);
    expect(found).toEqual([
      ["responses/compaction-trigger-not-last", 1, undefined],
      ["responses/missing-output", 4, "c2"],
    ]);
  });
});

describe("chat/reasoning-content-required: only for a DeepSeek or Kimi model in thinking mode", () => {
  const rule = "chat/reasoning-content-required";
  const input = [chatUser("go"), chatCalls("c1"), tool("c1")];
  const fired = (options: Parameters<typeof preflight>[1]) =>
    preflight(input, options).violations.filter((v) => v.rule === rule);

  it("names the vendor by the model's prefix", () => {
    expect(fired({ api: "chat", thinking: true })).toEqual([]);
    expect(fired({ api: "chat", thinking: true, model: "gpt-4o" })).toEqual([]);
    expect(fired({ api: "chat", model: "deepseek-reasoner" })).toEqual([]);
    const [deepseek] = fired({ api: "chat", thinking: true, model: "DeepSeek-Reasoner" });
    expect(deepseek.message).toBe(
      "Missing `reasoning_content` field in the assistant message at message index 1.",
    );
    for (const model of ["kimi-k2-thinking", "moonshot-v1-8k"]) {
      const [kimi] = fired({ api: "chat", thinking: true, model });
      expect(kimi.message).toBe(
        "thinking is enabled but reasoning_content is missing in assistant tool call message at index 1",
      );
    }
  });
});
