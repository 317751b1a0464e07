// An older Codex wrote a compaction as its summary alone (`compacted` without
// `replacement_history`). Codex resuming such a rollout rebuilds the history from the user's own
// messages before it (newest first, within its budget of 20,000 of its tokens) and the summary,
// all as user messages: the reader's items are that rebuild (the pinned Codex's, checked in
// tests/hosts/codex.test.ts), not the summary alone, which lost the user's words.
import { describe, expect, it } from "vitest";
import {
  NO_SUMMARY,
  USER_MESSAGE_TOKENS,
} from "../../../bindings/readers/formats/codex-user-messages.js";
import { readTranscriptSync } from "../../../bindings/readers/index.js";

type Obj = Record<string, any>;
const line = (type: string, payload: Obj) => JSON.stringify({ timestamp: "t", type, payload });
const item = (payload: Obj) => line("response_item", payload);
const user = (...texts: string[]) =>
  item({
    type: "message",
    role: "user",
    content: texts.map((text) => ({ type: "input_text", text })),
  });
const assistant = (text: string) =>
  item({ type: "message", role: "assistant", content: [{ type: "output_text", text }] });
const summaryOnly = (message: string) => line("compacted", { message });
const rollout = (...lines: string[]) =>
  [line("session_meta", { id: "s" }), line("turn_context", { model: "m" }), ...lines].join("\n");

/** Each item as its role and texts. */
const texts = (items: readonly Obj[]) =>
  items.map((i) => `${i.role}: ${(i.content as Obj[]).map((p) => p.text).join(" | ")}`);
const read = (text: string, history: "current" | "full" = "current") =>
  readTranscriptSync(text, { history });

const SUMMARY_PREFIX =
  "Another language model started to solve this problem and produced a summary of its thinking process. You also have access to the state of the tools that were used by that language model. Use this to build on the work that has already been done and avoid duplicating work. Here is the summary produced by the other language model, use the information in this summary to assist with your own analysis:";

describe("a Codex compaction that holds only its summary", () => {
  it("is the user's messages before it, then the summary: not their context, calls or answers", () => {
    const text = rollout(
      user("<environment_context>\n  <cwd>/w</cwd>\n</environment_context>"),
      user("# AGENTS.md instructions for /w\n\n<INSTRUCTIONS>\nbe kind\n</INSTRUCTIONS>"),
      user("first ask"),
      item({ type: "function_call", call_id: "c1", name: "shell", arguments: "{}" }),
      item({ type: "function_call_output", call_id: "c1", output: "ok" }),
      assistant("done"),
      user("  <turn_aborted>\nby the user\n</turn_aborted>  "),
      user(`${SUMMARY_PREFIX}\nan earlier summary`),
      user("<environment_context>x</environment_context> and my words"),
      user("", "two parts"),
      item({
        type: "message",
        role: "user",
        content: [
          { type: "input_image", image_url: "data:image/png;base64,iVBORw0KGgo=" },
          { type: "input_text", text: "see the picture" },
        ],
      }),
      item({ type: "message", role: "user", content: "string content Codex cannot read" }),
      summaryOnly("THE SUMMARY"),
      assistant("after"),
    );
    expect(texts(read(text).items)).toEqual([
      "user: first ask",
      "user: <environment_context>x</environment_context> and my words",
      "user:  | two parts",
      "user: see the picture",
      "user: THE SUMMARY",
      "assistant: after",
    ]);
    expect(read(text).meta.compactions).toMatchObject([
      { source: "codex-compacted", replacement: 5 },
    ]);
  });

  it("stands in for an empty summary as Codex does", () => {
    expect(texts(read(rollout(user("a"), summaryOnly(""))).items)).toEqual([
      "user: a",
      `user: ${NO_SUMMARY}`,
    ]);
  });

  it("keeps the newest messages within Codex's budget, counted in UTF-8 bytes over 4", () => {
    // Each message: 10,000 three-byte characters, 7,500 tokens; newest first: two fit, the third
    // crosses the budget (kept whole: Codex cuts it), the older ones are let go.
    const big = (k: number) => `${k}${"語".repeat(9_999)}`;
    const tokens = Math.ceil((1 + 3 * 9_999) / 4);
    expect(3 * tokens).toBeGreaterThan(USER_MESSAGE_TOKENS);
    expect(2 * tokens).toBeLessThan(USER_MESSAGE_TOKENS);
    const items = read(
      rollout(...[1, 2, 3, 4, 5].map((k) => user(big(k))), summaryOnly("s")),
    ).items;
    expect(items.map((i: Obj) => (i.content as Obj[])[0].text.slice(0, 1))).toEqual([
      "3",
      "4",
      "5",
      "s",
    ]);
    // One message over the whole budget is kept, and nothing before it.
    const huge = "x".repeat(4 * USER_MESSAGE_TOKENS + 4);
    const alone = read(rollout(user("older"), user(huge), summaryOnly("s"))).items;
    expect(alone.map((i: Obj) => (i.content as Obj[])[0].text.length)).toEqual([huge.length, 1]);
    // 3,000 messages of 10 tokens: the newest 2,000 fill the budget exactly.
    const many = [...Array(3000).keys()].map((k) => user(`${k}`.padEnd(40, ".")));
    const kept = read(rollout(...many, summaryOnly("s"))).items;
    expect(kept).toHaveLength(2001);
    expect((kept[0].content as Obj[])[0].text).toBe("1000".padEnd(40, "."));
  });

  it("after a compaction with a replacement history, counts only that history's messages and what follows", () => {
    const text = rollout(
      user("gone"),
      line("compacted", {
        message: "",
        replacement_history: [
          { type: "message", role: "user", content: [{ type: "input_text", text: "kept" }] },
          { type: "message", role: "assistant", content: [{ type: "output_text", text: "x" }] },
        ],
      }),
      user("later"),
      summaryOnly("first summary"),
      user("last"),
      summaryOnly("second summary"),
    );
    // The first summary is a user message of the history the second one rebuilds from.
    expect(texts(read(text).items)).toEqual([
      "user: kept",
      "user: later",
      "user: first summary",
      "user: last",
      "user: second summary",
    ]);
  });

  it("keeps every item of the full history, the rebuild only counted", () => {
    const result = read(rollout(user("a"), assistant("b"), summaryOnly("s"), user("c")), "full");
    expect(texts(result.items)).toEqual(["user: a", "assistant: b", "user: c"]);
    expect(result.meta.compactions).toMatchObject([{ before: 2, replacement: 2 }]);
  });
});
