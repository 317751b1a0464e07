// Claude Code keeps what reached the model mid-turn (a prompt typed while it worked, a peer's
// message, a task notification) as an `attachment` line of type `queued_command`, and sends its
// prompt wrapped in a reminder of its own (tests/hosts/claude-code.test.ts): the reader reads each
// as a user message of its prompt in its place, reads its other attachments past, and
// `fix --in-place` leaves their lines as they are.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTranscripts } from "../../../bindings/readers/index.js";
import { tempDir } from "../../cli/run.js";
import {
  type ChainLine,
  claudeChainOf,
  fixedLinesWith,
  withOpenCall,
} from "../../support/claude-chain.js";

type Obj = Record<string, unknown>;
const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A chain whose `attachment` lines hold their content as the attachment.
const session = (lines: readonly ChainLine[]) =>
  claudeChainOf(lines, "a7a7", "attachment", (attachment) => ({ attachment }));

const queued = (prompt: unknown, extra: Obj = {}) => ({
  type: "queued_command",
  prompt,
  commandMode: "prompt",
  ...extra,
});
const image = { type: "image", source: { type: "base64", media_type: "image/png", data: "AAAA" } };
const call = [{ type: "tool_use", id: "toolu_1", name: "Bash", input: {} }];
const lines: ChainLine[] = [
  ["user", "list the files"],
  ["assistant", call],
  ["user", [{ type: "tool_result", tool_use_id: "toolu_1", content: "ok" }]],
  ["attachment", queued("also check the tests", { origin: { kind: "human" } })],
  [
    "attachment",
    queued([{ type: "text", text: "match this" }, image, { type: "text", text: " " }]),
  ],
  [
    "attachment",
    queued("<task-notification>done</task-notification>", { commandMode: "task-notification" }),
  ],
  ["attachment", queued("from a peer", { isMeta: true, origin: { kind: "peer" } })],
  ["attachment", queued("  \n")],
  ["attachment", queued(undefined)],
  ["attachment", queued({ not: "a prompt" })],
  [
    "attachment",
    { type: "hook_additional_context", content: ["hook context"], hookEvent: "PostToolUse" },
  ],
  ["attachment", { type: "edited_text_file", filename: "a.txt", snippet: "1\tx" }],
  ["assistant", [{ type: "text", text: "done" }]],
];
const user = (content: unknown) => ({ type: "message", role: "user", content });

describe("Claude Code's queued commands", () => {
  it("are user messages of their prompt in their place; other attachments are no item", async () => {
    const read = await readTranscripts(session(lines));
    expect(read.transcripts.map((t) => t.id)).toEqual(["main"]);
    const [t] = read.transcripts;
    expect(t.items.slice(3, 7)).toEqual([
      user("also check the tests"),
      user([{ type: "input_text", text: "match this" }, image]),
      user("<task-notification>done</task-notification>"),
      user("from a peer"),
    ]);
    expect(t.items.map((i) => i.type)).toEqual([
      "message",
      "function_call",
      "function_call_output",
      "message",
      "message",
      "message",
      "message",
      "message",
    ]);
    expect(t.records.map((r) => r.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 13]);
    expect(JSON.stringify(t.items)).not.toMatch(/hook context|a\.txt/);
  });

  it("are left as they are by fix --in-place", async () => {
    // A second call without its result: the fix adds one after the call.
    const open = withOpenCall(lines, call);
    const path = join(dir, "session.jsonl");
    const { fixed, before, after } = fixedLinesWith(path, session(open), '"type":"attachment"');
    // Each kept as it was, but its parent link where a repair now stands in the chain.
    expect(after).toEqual(before);
    expect(after).toHaveLength(9);
    const items = (await readTranscripts(fixed)).transcripts[0].items;
    expect(items.map((i) => i.type).slice(0, 5)).toEqual([
      "message",
      "function_call",
      "function_call",
      "function_call_output",
      "function_call_output",
    ]);
    expect(items[5]).toEqual(user("also check the tests"));
    expect(JSON.stringify(items)).toContain("interrupted");
  });
});
