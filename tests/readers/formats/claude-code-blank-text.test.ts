// Claude Code leaves a text block of only white space or nothing out of what it sends
// (tests/hosts/claude-code.test.ts): the reader reads a message without them, a line of only
// those makes no item, and the lines after it stay in the conversation; `fix --in-place` keeps
// such a line as it is.
import { readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixInPlace } from "../../../bindings/cli/in-place.js";
import { readTranscripts } from "../../../bindings/readers/index.js";
import { tempDir } from "../../cli/run.js";
import { type ChainLine, claudeChain, fixOldSession } from "../../support/claude-chain.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const session = (lines: readonly ChainLine[]) => claudeChain(lines, "e0e0");

const empty = { type: "text", text: "" };
const text = (t: string) => ({ type: "text", text: t });
const call = (n: number) => ({ type: "tool_use", id: `toolu_${n}`, name: "Bash", input: {} });
const lines: [string, unknown][] = [
  ["user", [empty, text("\n"), text("list the files")]],
  ["assistant", [empty]],
  ["assistant", [text(" \t"), call(1), empty]],
  ["user", [{ type: "tool_result", tool_use_id: "toolu_1", content: [empty] }]],
  ["assistant", [text("  \n")]],
  ["user", [text("\u00a0")]],
  ["user", " "],
  ["assistant", [text(" done ")]],
];

describe("Claude Code's blank text blocks", () => {
  it("are read as Claude Code sends them: left out, a line of only those no item", async () => {
    const read = await readTranscripts(session(lines));
    expect(read.transcripts.map((t) => t.id)).toEqual(["main"]);
    const [t] = read.transcripts;
    expect(t.items).toEqual([
      { type: "message", role: "user", content: [{ type: "input_text", text: "list the files" }] },
      { type: "function_call", call_id: "toolu_1", name: "Bash", arguments: "{}" },
      // What Claude Code sends as it is: a tool result's content, a string, a text's white space.
      { type: "function_call_output", call_id: "toolu_1", output: [empty] },
      { type: "message", role: "user", content: " " },
      {
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: " done ", annotations: [] }],
      },
    ]);
    expect(t.records.map((r) => r.line)).toEqual([1, 3, 4, 7, 8]);
  });

  it("stay in their lines under fix --in-place", async () => {
    // A second call without its result: the fix adds one after the call.
    const open = lines.map(([type, content]): [string, unknown] =>
      Array.isArray(content) && content.some((b) => b.type === "tool_use")
        ? [type, [...content, call(2)]]
        : [type, content],
    );
    const path = join(dir, "session.jsonl");
    const before = session(open);
    expect(fixOldSession(path, before)).toMatchObject({ ok: true, changed: true });
    const fixed = readFileSync(path, "utf8");
    const blank = /"text":"(|\\n| \\t| {2}\\n|\u00a0)"/;
    // Each kept as it was, but its parent link where a repair now stands in the chain.
    const kept = (t: string) =>
      t
        .split("\n")
        .filter((l) => blank.test(l))
        .map((l) => ({ ...JSON.parse(l), parentUuid: undefined }));
    expect(kept(fixed)).toEqual(kept(before));
    expect(kept(fixed)).toHaveLength(6);
    const read = await readTranscripts(fixed);
    expect(JSON.stringify(read.transcripts[0].items)).toContain("interrupted");
  });

  it("stay in a line fix --in-place writes anew without one of its items", async () => {
    const orphan = { type: "tool_result", tool_use_id: "toolu_gone", content: "late" };
    const path = join(dir, "orphan.jsonl");
    const before = session([
      ["user", "list the files"],
      ["assistant", [empty, text("Listing."), text(" ")]],
      ["user", [text("\n"), orphan, empty, text("thanks")]],
      ["assistant", [text("done")]],
    ]);
    writeFileSync(path, before);
    const old = Date.UTC(2026, 10, 30) / 1000;
    utimesSync(path, old, old);
    expect(fixInPlace(path, {})).toMatchObject({ ok: true, changed: true });
    const records = readFileSync(path, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(records.map((r) => r.message.content)).toEqual([
      "list the files",
      [empty, text("Listing."), text(" ")],
      [text("\n"), empty, text("thanks")],
      [text("done")],
    ]);
    const read = await readTranscripts(readFileSync(path, "utf8"));
    expect(read.transcripts[0].items.map((i) => i.type)).toEqual(Array(4).fill("message"));
  });
});
