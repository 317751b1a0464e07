// Preflight's pairing is the engines' plan read back (bindings/preflight/correlate.ts): checked
// here on the shapes where reading it back could go wrong, on both engines: a call at index 0, a
// Chat group next to a Responses call, server calls with nothing after them, a Chat group with a
// refused key, and a trigger that is no refusal.
import { describe, expect, it } from "vitest";
import { preflight } from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, chatCalls, chatUser, out, tool, user } from "../support/items.js";

const server = (id: string) => ({ type: "tool_search_call", call_id: id, execution: "server" });

describe.each(ENGINES)("preflight pairing on the %s engine", (engine) => {
  const R = { api: "responses", engine } as const;
  const found = (input: unknown[], options: Parameters<typeof preflight>[1]) =>
    preflight(input, options).violations.map((v) => [v.rule, v.index, v.callId, v.fix]);

  it("a call at index 0 without its output is missing it", () => {
    expect(found([call("c1")], R)).toEqual([["responses/missing-output", 0, "c1", "reconcile"]]);
  });

  it("a Chat group ends at its message, even when a Responses call follows", () => {
    expect(found([user("go"), chatCalls("a"), tool("a"), call("b"), out("b")], R)).toEqual([]);
  });

  it("a server call pairs with nothing that follows it but its own output", () => {
    expect(found([user("go"), server("s1")], R)).toEqual([]);
    expect(found([user("go"), server("s1"), user("next")], R)).toEqual([]);
    const A = { api: "anthropic", engine } as const;
    const use = { type: "server_tool_use", id: "srvtoolu_1", name: "web_search", input: {} };
    const text = { type: "text", text: "t" };
    const input = [
      { role: "user", content: [text] },
      { role: "assistant", content: [use, text] },
    ];
    expect(found(input, A)).toEqual([]);
  });

  it("a key repeated in a Chat group is refused alone; the group's other calls still pair", () => {
    const C = { api: "chat", engine } as const;
    const input = [chatUser("go"), chatCalls("a", "a", "b"), tool("a"), tool("b")];
    expect(found(input, C)).toEqual([["chat/unpairable", 1, "a", "remove-item"]]);
    const missing = [chatUser("go"), chatCalls("a", "a", "b"), tool("a")];
    expect(found(missing, C)).toEqual([
      ["chat/missing-tool-message", 1, "b", "reconcile"],
      ["chat/unpairable", 1, "a", "remove-item"],
    ]);
  });

  it("two refused items are both reported, in input order", () => {
    const input = [user("go"), call("a"), call("a"), out("a"), call("b"), call("b"), out("b")];
    const unpairable = found(input, R).filter(([rule]) => rule === "responses/unpairable");
    expect(unpairable).toEqual([
      ["responses/unpairable", 2, "a", "remove-item"],
      ["responses/unpairable", 5, "b", "remove-item"],
    ]);
  });
});
