// The history a rewound Claude Code session resumes, read as the pinned Claude Code sends it
// (tests/support/claude-tree.ts: each case's `sent` is what the real host sent of it).
import { describe, expect, it } from "vitest";
import { readTranscripts } from "../../../bindings/readers/index.js";
import { Scanner } from "../../../bindings/readers/scanner.js";
import type { TranscriptSink } from "../../../bindings/readers/sink.js";
import { ClaudeTree, itemForm, OPENING, TREE_CASES } from "../../support/claude-tree.js";

type Rec = Record<string, any>;

const jsonlOf = (build: (t: ClaudeTree) => void) => {
  const tree = new ClaudeTree();
  build(tree);
  return tree.jsonl();
};

// A streamed read (file order, the records left out named), then a second leaving them out.
function twoReads(text: string): { first: Rec[]; second: Rec[]; leftOut: number } {
  const read = (options: Rec) => {
    const items: Rec[] = [];
    const sink: TranscriptSink = {
      item: (key, item) => key === "main" && items.push(item as Rec),
      compaction() {},
      meta() {},
    };
    const scanner = new Scanner(sink, { format: "claude-code", ...options });
    scanner.write(text);
    return { items, outcome: scanner.end() };
  };
  const first = read({ streamed: true });
  const leftOut = first.outcome.leftOut ?? { records: new Set<number>() };
  const second = read({ leaveOut: leftOut }).items;
  return { first: first.items, second, leftOut: leftOut.records.size };
}

describe("a Claude Code session's branches: the history it resumes", () => {
  it.each(TREE_CASES)("$name", async ({ build, sent, leftOut }) => {
    const text = jsonlOf(build);
    const result = await readTranscripts(text);
    expect(result.transcripts.map((t) => t.id)).toEqual(["main"]);
    expect(itemForm(result.transcripts[0].items as Rec[])).toEqual(sent);
    const warned = result.warnings.filter((w) => w.includes("branches here"));
    expect(warned).toHaveLength(leftOut > 0 ? 1 : 0);
    const lines = leftOut === 1 ? "1 line" : `${leftOut} lines`;
    if (leftOut > 0) expect(warned[0]).toContain(`that branch is read, ${lines} of other`);
    // A streamed read and a second one leaving out what it named read the same.
    const reads = twoReads(text);
    expect(reads.leftOut).toBe(leftOut);
    expect(itemForm(reads.second)).toEqual(sent);
    // Every branch in file order on asking.
    const full = await readTranscripts(text, { history: "full" });
    expect(itemForm(full.transcripts[0].items as Rec[])).toEqual(itemForm(reads.first));
    if (leftOut > 0) expect(full.warnings[0]).toContain("every branch is read in file order");
    if (leftOut > 0) expect(itemForm(reads.first).length).toBeGreaterThan(sent.length);
  });

  it("the model of the branch resumed is the session's, whatever a branch left said", async () => {
    const t = new ClaudeTree();
    const a1 = t.opening();
    t.text(t.user(a1, "left"), "msg_02", "answer left");
    (t.records[3].message as Rec).model = "claude-opus-4-1";
    t.text(t.user(a1, "kept"), "msg_03", "answer kept");
    const [transcript] = (await readTranscripts(t.jsonl())).transcripts;
    expect(transcript.meta.model).toBe("claude-sonnet-4-5");
    expect(transcript.meta.sessionId).toBe("5f1b2c3d-0000-4000-8000-000000000001");
  });

  it("a session without a rewind is read whole and warns nothing (its trees and sidechains as before)", async () => {
    const t = new ClaudeTree();
    const a1 = t.opening();
    t.text(t.user(a1, "second"), "msg_02", "answer two");
    // A second tree: a prompt whose parent is not in the file.
    t.text(t.user("00000000-0000-4000-8000-00000000ffff", "elsewhere"), "msg_03", "answer");
    const result = await readTranscripts(t.jsonl());
    expect(result.warnings).toEqual([]);
    expect(result.transcripts.flatMap((x) => itemForm(x.items as Rec[]))).toHaveLength(6);
  });

  it("a branch left under a compaction's logical parent: left out of the history before it", async () => {
    const t = new ClaudeTree();
    const a1 = t.opening();
    t.text(t.user(a1, "left"), "msg_02", "answer left");
    const a3 = t.text(t.user(a1, "kept"), "msg_03", "answer kept");
    const boundary = t.add(null, "system", {
      subtype: "compact_boundary",
      content: "Conversation compacted",
      logicalParentUuid: a3,
    });
    const summary = t.add(boundary, "user", {
      message: { role: "user", content: "This session is being continued. Summary." },
      isCompactSummary: true,
    });
    t.text(t.user(summary, "after"), "msg_05", "answer after");
    const [transcript] = (await readTranscripts(t.jsonl())).transcripts;
    expect(itemForm(transcript.items as Rec[])).toEqual([
      "first",
      "answer one",
      "kept",
      "answer kept",
      "This session is being continued. Summary.",
      "after",
      "answer after",
    ]);
  });
});

describe("a line without a uuid under a branch left", () => {
  it("goes with its parent, held or read twice", async () => {
    const t = new ClaudeTree();
    const a1 = t.opening();
    const left = t.user(a1, "left");
    t.records.push({
      ...t.records[2],
      uuid: undefined,
      parentUuid: left,
      message: { role: "assistant", content: [{ type: "text", text: "no uuid" }] },
      type: "assistant",
    });
    t.text(t.user(a1, "kept"), "msg_03", "answer kept");
    const text = t.jsonl();
    const sent = [...OPENING, "kept", "answer kept"];
    expect(itemForm((await readTranscripts(text)).transcripts[0].items as Rec[])).toEqual(sent);
    expect(itemForm(twoReads(text).second)).toEqual(sent);
  });
});
