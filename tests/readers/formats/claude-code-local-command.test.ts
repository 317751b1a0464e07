// Claude Code keeps a local command (`/cost`, `/model`, ...) and its output as `system` lines of
// subtype `local_command`, and sends them to the model as user text unless display-only
// (tests/hosts/claude-code.test.ts): the reader reads each as a user message in its place, and
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

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A chain whose `system` lines are local commands (their content the line's `content`).
const session = (lines: readonly ChainLine[]) =>
  claudeChainOf(lines, "c0c0", "system", (content) => ({ subtype: "local_command", content }));

const command = "<command-name>/cost</command-name>";
const stdout = "<local-command-stdout>Total cost: $0.01</local-command-stdout>";
const call = [{ type: "tool_use", id: "toolu_1", name: "Bash", input: {} }];
const lines: ChainLine[] = [
  ["system", command],
  ["system", stdout],
  ["user", "list the files"],
  ["assistant", call],
  ["user", [{ type: "tool_result", tool_use_id: "toolu_1", content: "ok" }]],
  ["system", "<command-name>/context</command-name>", { isDisplayOnly: true }],
  ["system", { not: "text" }],
  ["system", "  "],
  ["assistant", [{ type: "text", text: "done" }]],
];
const userText = (text: string) => ({
  type: "message",
  role: "user",
  content: [{ type: "input_text", text }],
});

describe("Claude Code's local commands", () => {
  it("are user messages in their place, but display-only ones (and blank or not text)", async () => {
    const read = await readTranscripts(session(lines));
    expect(read.transcripts.map((t) => t.id)).toEqual(["main"]);
    const [t] = read.transcripts;
    expect(t.items.slice(0, 3)).toEqual([
      userText(command),
      userText(stdout),
      { type: "message", role: "user", content: "list the files" },
    ]);
    expect(t.items.map((i) => i.type)).toEqual([
      "message",
      "message",
      "message",
      "function_call",
      "function_call_output",
      "message",
    ]);
    expect(t.records.map((r) => r.line)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(t.meta).toMatchObject({ family: "anthropic", sessionId: "s" });
  });

  it("are left as they are by fix --in-place", async () => {
    // A second call without its result: the fix adds one after the call.
    const open = withOpenCall(lines, call);
    const path = join(dir, "session.jsonl");
    const { fixed, before, after } = fixedLinesWith(path, session(open), '"local_command"');
    // Each kept as it was, but its parent link where a repair now stands in the chain.
    expect(after).toEqual(before);
    expect(after).toHaveLength(5);
    const read = await readTranscripts(fixed);
    expect(read.transcripts[0].items.slice(0, 2)).toEqual([userText(command), userText(stdout)]);
    expect(JSON.stringify(read.transcripts[0].items)).toContain("interrupted");
  });
});
