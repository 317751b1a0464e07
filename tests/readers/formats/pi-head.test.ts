// Issue 35: a compacted pi session's second read skips the lines before the history pi resumes
// unparsed (types.ts SkippedHead), where the first read found them clean; it then hands its sink
// and reports what a read of them would have: the same meta, compactions, items, records, kinds,
// branches and dialect.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/items/types.js";
import { Scanner, type ScanOutcome } from "../../../bindings/readers/scanner.js";
import { assignMeta, type TranscriptSink } from "../../../bindings/readers/sink.js";
import type {
  LeftOut,
  ScanOptions,
  TranscriptMeta,
  TranscriptRecord,
} from "../../../bindings/readers/types.js";

type Rec = Record<string, unknown>;
const TIME = "2026-01-02T10:00:00.000Z";

const user = (id: string, parentId: string | null, text: string): Rec => ({
  type: "message",
  id,
  parentId,
  timestamp: TIME,
  message: { role: "user", content: [{ type: "text", text }] },
});
const call = (id: string, parentId: string, callId: string, model = "claude-sonnet-4-5"): Rec => ({
  type: "message",
  id,
  parentId,
  timestamp: TIME,
  message: {
    role: "assistant",
    api: "anthropic-messages",
    model,
    content: [{ type: "toolCall", id: callId, name: "bash", arguments: { command: "ls" } }],
  },
});
const result = (id: string, parentId: string, callId: string): Rec => ({
  type: "message",
  id,
  parentId,
  timestamp: TIME,
  message: { role: "toolResult", toolCallId: callId, toolName: "bash", content: [] },
});
const compaction = (id: string, parentId: string, firstKeptEntryId: string): Rec => ({
  type: "compaction",
  id,
  parentId,
  timestamp: TIME,
  summary: `before ${id}`,
  firstKeptEntryId,
  tokensBefore: 9,
});
const modelChange = (id: string, parentId: string, modelId: string): Rec => ({
  type: "model_change",
  id,
  parentId,
  timestamp: TIME,
  provider: "anthropic",
  modelId,
});

/**
 * A session with, before the history pi resumes: a model change, a compaction on the branch
 * resumed, a branch left (with its own model and compaction), and a thinking-level change; after
 * it, a branch left too.
 */
function session(): Rec[] {
  return [
    { type: "session", version: 3, id: "sess-1", timestamp: TIME, cwd: "/" },
    user("a", null, "start"),
    call("b", "a", "toolu_b"),
    result("c", "b", "toolu_b"),
    modelChange("d", "c", "claude-opus-4-5"),
    compaction("e", "d", "c"),
    user("f", "e", "a branch the user left"),
    modelChange("g", "f", "claude-haiku-4-5"),
    compaction("h", "g", "f"),
    {
      type: "thinking_level_change",
      id: "i",
      parentId: "e",
      timestamp: TIME,
      thinkingLevel: "high",
    },
    user("j", "i", "kept from here"),
    call("k", "j", "toolu_k", "claude-opus-4-5"),
    result("l", "k", "toolu_k"),
    user("p", "l", "a branch left after the history's start"),
    compaction("m", "l", "j"),
    user("n", "m", "after the compaction"),
    call("o", "n", "toolu_open", "claude-opus-4-5"),
  ];
}

const text = (records: readonly Rec[]) => records.map((r) => `${JSON.stringify(r)}\n`).join("");

/** Every call a read hands its sink, the meta merged as a sink merges it. */
interface Handed {
  items: [Item, TranscriptRecord][];
  compactions: [string, TranscriptRecord][];
  meta: TranscriptMeta;
  offPath: string[];
}

// `asText`: the input given as a string (the library's reads), split by the text splitter.
function read(
  input: string,
  options: ScanOptions,
  asText = false,
): { outcome: ScanOutcome; handed: Handed } {
  const handed: Handed = { items: [], compactions: [], meta: { compactions: [] }, offPath: [] };
  const sink: TranscriptSink = {
    item: (_, item, at) => handed.items.push([item, at]),
    compaction: (_, event) => handed.compactions.push([event.source, event.record]),
    meta: (_, fields) => assignMeta(handed.meta, fields),
    offPath: (id) => handed.offPath.push(id),
  };
  const scanner = new Scanner(sink, options);
  scanner.write(asText ? input : Buffer.from(input));
  return { outcome: scanner.end(), handed };
}

const firstRead = (input: string, lenient = false) =>
  read(input, { format: "pi-session", streamed: true, lenient }).outcome;

// The second read as the command line makes it (rescan.ts: every record in file order).
const secondRead = (input: string, leaveOut: LeftOut, asText = false) =>
  read(input, { leaveOut, history: "full" }, asText);

const withoutHead = ({ head: _, ...rest }: LeftOut): LeftOut => rest;

// A read's calls but the entries of branches left it names: a skipped head's are not named (the
// host writer never rewrites a line there, none naming a later record: sink.ts offPath).
const beyondOffPath = ({ offPath: _, ...rest }: Handed) => rest;

describe("a pi session's head skipped by a second read", () => {
  it("is named by a clean first read: the line the history starts on, its kinds", () => {
    const outcome = firstRead(text(session()));
    const head = outcome.leftOut?.head;
    expect(head).toMatchObject({
      line: 11,
      records: 10,
      format: "pi-session",
      recordKinds: outcome.recordKinds,
      meta: { sessionId: "sess-1", model: "claude-opus-4-5", family: "anthropic" },
      api: "anthropic",
      branches: 2,
    });
    // The compaction on the branch resumed, not the one on the branch left.
    expect(head?.compactions).toEqual([{ index: 5, line: 6 }]);
  });

  it("hands on and reports what a read of it would", () => {
    const input = text(session());
    const leaveOut = firstRead(input).leftOut as LeftOut;
    const skipped = secondRead(input, leaveOut);
    const whole = secondRead(input, withoutHead(leaveOut));
    expect(beyondOffPath(skipped.handed)).toEqual(beyondOffPath(whole.handed));
    expect(skipped.outcome).toEqual(whole.outcome);
    expect(whole.handed.offPath).toEqual(["f", "g", "h", "p"]);
    expect(skipped.handed.offPath).toEqual(["p"]);
    expect(skipped.handed.items.map(([item]) => item.type)).toEqual([
      "message",
      "message",
      "function_call",
      "function_call_output",
      "message",
      "function_call",
    ]);
  });

  it("parses none of its lines", () => {
    const records = session();
    const input = text(records);
    const leaveOut = firstRead(input).leftOut as LeftOut;
    // The same lines before the history, unreadable: a read of them would fail.
    const garbled = `${"{not json\n".repeat(10)}${text(records.slice(10))}`;
    const skipped = secondRead(garbled, leaveOut);
    const whole = secondRead(input, withoutHead(leaveOut));
    expect(skipped.outcome).toEqual(whole.outcome);
    expect(beyondOffPath(skipped.handed)).toEqual(beyondOffPath(whole.handed));
    expect(() => secondRead(garbled, withoutHead(leaveOut))).toThrow(/not JSON/);
    // Given as text, the lines are split as text: the scanner skips them itself.
    const asText = secondRead(garbled, leaveOut, true);
    expect(asText.outcome).toEqual(whole.outcome);
    expect(beyondOffPath(asText.handed)).toEqual(beyondOffPath(whole.handed));
  });

  it("is not named where the session resumes every entry", () => {
    const records = session().filter((r) => r.type !== "compaction");
    expect(firstRead(text(records)).leftOut?.head).toBeUndefined();
  });

  it("is not named where a line names an entry before it is read, or an id repeats", () => {
    const named = session();
    named[2] = { ...named[2], parentId: "n" }; // names an entry of the history, read later
    expect(firstRead(text(named)).leftOut?.head).toBeUndefined();
    const labelled = session();
    // A label naming an entry of the history: its link field is re-pointed where that is left out.
    labelled.splice(4, 0, {
      type: "label",
      id: "x",
      parentId: "c",
      timestamp: TIME,
      targetId: "n",
    });
    labelled[5] = { ...labelled[5], parentId: "x" };
    expect(firstRead(text(labelled)).leftOut?.head).toBeUndefined();
    const repeated = session();
    repeated[4] = { ...repeated[4], id: "a" };
    repeated[5] = { ...repeated[5], parentId: "a" };
    expect(firstRead(text(repeated)).leftOut?.head).toBeUndefined();
  });

  it("is not named where the first read skipped a record or met an unknown type", () => {
    const bad = text(session()).replace(/^.*"id":"b".*$/m, "{not json");
    const lenient = firstRead(bad, true);
    expect(lenient.skipped).toHaveLength(1);
    expect(lenient.leftOut?.head).toBeUndefined();
    const unknown = session();
    unknown[2] = { ...unknown[2], type: "a-later-entry-type" };
    expect(firstRead(text(unknown)).leftOut?.head).toBeUndefined();
  });

  it("foresees the meta a second read ends with where a record with a model is refused", () => {
    const records = session();
    const refused = { role: "narrator", model: "claude-haiku-9", content: [] };
    records.push({ type: "message", id: "q", parentId: "o", timestamp: TIME, message: refused });
    const input = text(records);
    const first = firstRead(input, true);
    expect(first.skipped.map((s) => s.line)).toEqual([18]);
    const second = read(input, { leaveOut: first.leftOut, history: "full", lenient: true });
    expect(first.leftOut?.ending).toEqual({ model: "claude-opus-4-5", family: "anthropic" });
    expect(second.handed.meta).toMatchObject(first.leftOut?.ending ?? {});
  });

  it("is read for its problems by the first read, which fails where the second would", () => {
    const records = session();
    records[1] = { ...records[1], message: { role: "narrator", content: [] } };
    expect(() => firstRead(text(records))).toThrow(/pi message role/);
    const blocks = session();
    blocks[1] = { ...blocks[1], message: { role: "user", content: [null] } };
    expect(() => firstRead(text(blocks))).toThrow(/not a JSON object/);
  });
});
