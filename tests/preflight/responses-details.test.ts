// The Responses rules of PROVIDER-RULES.md on the shapes beside their one case: outputs at
// index 0, orphans keyed by other fields, reasoning turns under store: true, references, foreign
// encrypted content only with a stated family and producer, Chat messages inside Responses input.
import { describe, expect, it } from "vitest";
import { preflight } from "../../bindings/index.js";
import { assistant, call, chatUser, out, reasoning, tool, user } from "../support/items.js";

const R = { api: "responses" } as const;
const S = { ...R, store: true } as const;

/** [rule, index, callId, fix] of each violation (of `rule` when given). */
function found(input: unknown[], options: Parameters<typeof preflight>[1], rule?: string) {
  return preflight(input, options)
    .violations.filter((v) => rule === undefined || v.rule === rule)
    .map((v) => [v.rule, v.index, v.callId, v.fix]);
}

describe("responses outputs", () => {
  it("an output first, before its call, is early (reconcile), and the call is not missing", () => {
    expect(found([out("c1"), call("c1")], R)).toEqual([
      ["responses/orphan-output", 0, "c1", "reconcile"],
    ]);
  });

  it("an orphan is named by its own key field: id for local shell, tool_call_id for Chat", () => {
    const shell = { type: "local_shell_call_output", id: "lsh_9", output: "" };
    expect(found([user("go"), shell, tool("t9")], R)).toEqual([
      ["responses/orphan-output", 1, "lsh_9", "drop-orphan"],
      ["responses/orphan-output", 2, "t9", "drop-orphan"],
    ]);
  });
});

describe("responses reasoning and turns", () => {
  const rule = "responses/item-without-reasoning";
  const said = (id: string) => ({ ...assistant("done"), id });
  const fc = (id: string, key: string) => ({ ...call(key), id });

  it("under store: true, each turn needs its own reasoning before an item sent by id", () => {
    expect(found([fc("fc_1", "c1"), out("c1")], S, rule)).toEqual([
      [rule, 0, undefined, "drop-id"],
    ]);
    expect(found([user("go"), reasoning("rs_1"), said("msg_1")], S, rule)).toEqual([]);
    const twoTurns = [user("go"), reasoning("rs_1"), said("msg_1"), user("again"), said("msg_2")];
    expect(found(twoTurns, S, rule)).toEqual([[rule, 4, undefined, "drop-id"]]);
    // A user message sent by id is no assistant output.
    expect(found([{ ...user("go"), id: "msg_0" }], S, rule)).toEqual([]);
  });

  it("reasoning needs a following item that is no output and no message from outside the turn", () => {
    const rule2 = "responses/reasoning-without-following-item";
    expect(found([user("go"), reasoning("rs_1"), call("c1"), out("c1")], R, rule2)).toEqual([]);
    for (const next of [tool("c1"), chatUser("more"), out("c1")])
      expect(found([user("go"), reasoning("rs_1"), next], R, rule2)).toEqual([
        [rule2, 1, undefined, "remove-item"],
      ]);
  });
});

describe("responses references, ids and types", () => {
  it("a reference is an item_reference, an item of only id and type, or reasoning without encrypted_content", () => {
    const rule = "responses/unstored-reference";
    expect(found([user("go"), { type: "item_reference" }], R, rule)).toEqual([
      [rule, 1, undefined, "remove-item"],
    ]);
    const [v] = preflight([user("go"), { type: "item_reference" }], R).violations;
    expect(v.message).toContain("Item with id '…' not found.");
    // Two fields but no id: no reference, unless it is reasoning without encrypted_content.
    expect(found([user("go"), { type: "message", role: "user" }], R, rule)).toEqual([]);
    expect(
      found([user("go"), { type: "reasoning", summary: [] }, assistant("x")], R, rule),
    ).toEqual([[rule, 1, undefined, "remove-item"]]);
    const kept = { type: "reasoning", summary: [], encrypted_content: "gAAA" };
    expect(found([user("go"), kept, assistant("x")], R, rule)).toEqual([]);
    expect(
      found(
        [user("go"), { type: "reasoning", summary: [] }, assistant("x")],
        { ...R, store: true },
        rule,
      ),
    ).toEqual([]);
  });

  it("ids that are not strings are no ids", () => {
    const input = [user("go"), { ...assistant("a"), id: 5 }, { ...assistant("b"), id: 5 }];
    expect(found(input, R, "responses/duplicate-id")).toEqual([]);
  });

  it("Chat messages and non-string types are not unknown types; unknown types are removed", () => {
    expect(found([chatUser("go"), { type: 7, role: "user", content: "x" }], R)).toEqual([]);
    expect(found([user("go"), { type: "thing" }], R, "responses/unknown-type")).toEqual([
      ["responses/unknown-type", 1, undefined, "remove-item"],
    ]);
  });
});

describe("responses/foreign-encrypted-content", () => {
  const rule = "responses/foreign-encrypted-content";
  const rs = { ...reasoning("rs_1"), encrypted_content: "gAAAAABforeign" };
  const cmp = { type: "compaction", id: "cmp_1", encrypted_content: "gAAAAABcompact" };
  const msg = { ...assistant("x"), encrypted_content: "gAAAAABmessage" };
  const input = [user("go"), rs, cmp, msg, assistant("done")];

  it("needs a family and itemFamilies", () => {
    const itemFamilies = new Map<unknown, string>([[rs, "xai"]]);
    expect(found(input, { ...R, itemFamilies }, rule)).toEqual([]);
    expect(found(input, { ...R, family: "openai" }, rule)).toEqual([]);
  });

  it("flags reasoning and compaction items of another producer only", () => {
    const itemFamilies = new Map<unknown, string>([
      [rs, "xai"],
      [cmp, "xai"],
      [msg, "xai"],
    ]);
    expect(found(input, { ...R, family: "openai", itemFamilies }, rule)).toEqual([
      [rule, 1, undefined, "family-projection"],
      [rule, 2, undefined, "family-projection"],
    ]);
    // The blob is quoted to 12 characters.
    const [quoted] = preflight(input, { ...R, family: "openai", itemFamilies }).violations;
    expect(quoted.message).toBe("The encrypted content gAAAAABforei… could not be verified.");
    const twelve = { ...rs, encrypted_content: "gAAAAABfore1" };
    const [whole] = preflight([user("go"), twelve, assistant("x")], {
      ...R,
      family: "openai",
      itemFamilies: new Map([[twelve, "xai"]]),
    }).violations;
    expect(whole.message).toBe("The encrypted content gAAAAABfore1 could not be verified.");
    const own = new Map<unknown, string>([[rs, "openai"]]);
    expect(found(input, { ...R, family: "openai", itemFamilies: own }, rule)).toEqual([]);
  });

  it("with model and itemModels: flags reasoning another model produced (a model switch)", () => {
    // the compaction is the session model's; the reasoning and the message an earlier model's
    const makers = [rs, cmp, msg].map((item) => [
      item,
      item === cmp ? "gpt-5-codex" : "gpt-5.1-codex",
    ]);
    const itemModels = new Map(makers as [unknown, string][]);
    expect(found(input, { ...R, model: "gpt-5-codex", itemModels }, rule)).toEqual([
      [rule, 1, undefined, "family-projection"],
    ]);
    expect(found(input, { ...R, itemModels }, rule)).toEqual([]);
    // a family is never compared with a model
    const itemFamilies = new Map<unknown, string>([[rs, "openai"]]);
    expect(found(input, { ...R, model: "openai", itemFamilies }, rule)).toEqual([]);
  });
});
