// The history pi resumes from a compacted session (pi-coding-agent's buildSessionContext): the
// last compaction on the branch of the last entry gives its summary first, then the entries from
// its first kept one up to it, then those after it.
import { describe, expect, it } from "vitest";
import { readTranscripts } from "../../../bindings/readers/index.js";

type Rec = Record<string, any>;

const header = (version?: number) => ({
  type: "session",
  id: "s",
  ...(version ? { version } : {}),
  timestamp: "2026-01-02T10:00:00.000Z",
  cwd: "/",
});
const message = (id: string, parentId: string | null, text: string) => ({
  type: "message",
  id,
  parentId,
  timestamp: "2026-01-02T10:00:00.000Z",
  message: { role: "user", content: [{ type: "text", text }], timestamp: 0 },
});
const compaction = (id: string, parentId: string, firstKeptEntryId: string, summary: string) => ({
  type: "compaction",
  id,
  parentId,
  timestamp: "2026-01-02T10:00:00.000Z",
  summary,
  firstKeptEntryId,
  tokensBefore: 1,
});

const read = async (records: Rec[], full = false) => {
  const text = records.map((r) => `${JSON.stringify(r)}\n`).join("");
  const [t] = (await readTranscripts(text, full ? { history: "full" } : {})).transcripts;
  const texts = t.items.map((i: Rec) => i.content[0].text as string);
  return { texts, lines: t.records.map((r) => r.line), compactions: t.meta.compactions };
};
const summary = (s: string) =>
  `The conversation history before this point was compacted into the following summary:\n\n<summary>\n${s}\n</summary>`;

const chain = [header(3), message("a", null, "A"), message("b", "a", "B"), message("c", "b", "C")];

describe("a compacted pi session", () => {
  it("is read from its summary, its first kept entry up to it, then what follows", async () => {
    const records = [...chain, compaction("k", "c", "b", "S"), message("d", "k", "D")];
    const { texts, lines, compactions } = await read(records);
    expect(texts).toEqual([summary("S"), "B", "C", "D"]);
    expect(lines).toEqual([5, 3, 4, 6]);
    expect(compactions.map((c) => c.record.line)).toEqual([5]);
    expect((await read(records, true)).texts).toEqual(["A", "B", "C", "D"]);
  });

  it("is read from its last compaction only, which may keep entries from before an earlier one", async () => {
    const records = [
      ...chain,
      compaction("k1", "c", "b", "S1"),
      message("d", "k1", "D"),
      compaction("k2", "d", "c", "S2"),
      message("e", "k2", "E"),
    ];
    expect((await read(records)).texts).toEqual([summary("S2"), "C", "D", "E"]);
  });

  it("keeps nothing before a compaction whose first kept entry is not on the path before it", async () => {
    for (const kept of ["zz", "d"]) {
      const records = [...chain, compaction("k", "c", kept, "S"), message("d", "k", "D")];
      expect((await read(records)).texts).toEqual([summary("S"), "D"]);
    }
  });

  it("is read as if uncompacted when the compaction is on a branch the user left", async () => {
    const records = [...chain, compaction("k", "c", "b", "S"), message("d", "c", "D")];
    const { texts, compactions } = await read(records);
    expect(texts).toEqual(["A", "B", "C", "D"]);
    expect(compactions).toEqual([]);
  });

  it("of format 1 keeps from the entry at its firstKeptEntryIndex, none when that is the header", async () => {
    const bare = ({ id: _, parentId: __, firstKeptEntryId: ___, ...rest }: Rec) => rest;
    const v1 = (index: number) => [
      header(),
      ...chain.slice(1).map(bare),
      { ...bare(compaction("k", "c", "b", "S")), firstKeptEntryIndex: index },
      bare(message("d", "k", "D")),
    ];
    expect((await read(v1(2))).texts).toEqual([summary("S"), "B", "C", "D"]);
    expect((await read(v1(0))).texts).toEqual([summary("S"), "D"]);
  });
});
