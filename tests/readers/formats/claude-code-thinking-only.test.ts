// Claude Code leaves out of what it sends an assistant message of only thinking whose message id
// has no line of other content (tests/hosts/claude-code.test.ts): the reader holds a thinking-only
// line's items until the next line sent in its conversation, and sends them only before a sibling
// of that id with other content.
import { describe, expect, it } from "vitest";
import { readTranscripts } from "../../../bindings/readers/index.js";
import { type ChainLine, claudeChain } from "../../support/claude-chain.js";

const thinking = (text: string) => ({ type: "thinking", thinking: text, signature: "sig" });
const said = (id: string, content: unknown[]): ChainLine => [
  "assistant",
  content,
  { message: { id, role: "assistant", model: "claude-sonnet-4-5", content } },
];

const read = async (lines: ChainLine[]) => {
  const [t] = (await readTranscripts(claudeChain(lines, "7h1c"))).transcripts;
  return { types: t.items.map((i) => i.type), lines: t.records.map((r) => r.line), t };
};

describe("Claude Code's thinking-only lines", () => {
  it("are sent before a sibling of their id with other content", async () => {
    const { types, lines } = await read([
      ["user", "hi"],
      said("msg_1", [thinking("a")]),
      said("msg_1", [thinking("b")]),
      said("msg_1", [{ type: "text", text: "hello" }]),
    ]);
    expect(types).toEqual(["message", "thinking", "thinking", "message"]);
    expect(lines).toEqual([1, 2, 3, 4]);
  });

  it("are left out when the next line sent is no such sibling (an interrupt, another id, the end, no id)", async () => {
    const { types, t } = await read([
      ["user", "hi"],
      said("msg_1", [thinking("interrupted")]),
      ["user", "[Request interrupted by user]"],
      said("msg_2", [thinking("other id")]),
      said("msg_3", [{ type: "text", text: "answer" }]),
      ["assistant", [thinking("no id")]],
      said("msg_3", [{ type: "text", text: "no id between" }]),
      said("msg_4", [thinking("last")]),
    ]);
    expect(types).toEqual(["message", "message", "message", "message"]);
    expect(JSON.stringify(t.items)).not.toMatch(/interrupted"|other id|no id"|last/);
  });

  it("are sent beside other content on their own line, as a sibling only of thinking is not", async () => {
    const { types } = await read([
      ["user", "hi"],
      said("msg_1", [thinking("a"), { type: "text", text: "with text" }]),
      said("msg_2", [thinking("b")]),
      said("msg_2", [{ type: "text", text: " " }]), // blank: left out, so no other content
      ["user", "next"],
    ]);
    expect(types).toEqual(["message", "thinking", "message", "message"]);
  });
});
