// Issue 29: read → write → read is the identity for every format the command line reads and
// writes (items, records and meta all equal), over generated valid transcripts. Item formats are
// written by writeTranscript with what the read kept (a body's other fields, the log's meta);
// host formats by writeTranscriptLike, as `fix --in-place` does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Item } from "../../bindings/items/types.js";
import {
  readTranscriptsSync,
  type TranscriptsResult,
  type WriteFormat,
  writeTranscript,
  writeTranscriptLike,
} from "../../bindings/readers/index.js";
import {
  anthropicItems,
  chatItems,
  HOST_LOGS,
  linesText,
  responsesItems,
  type Turn,
  turns,
} from "../support/format-logs.js";

type Data = string | Uint8Array;

interface Case {
  /** The format the input is read as. */
  format: string;
  input: (list: readonly Turn[]) => Data;
  write: (read: TranscriptsResult, data: Data) => Data;
}

/** Writes the read's one conversation in `format`, with what the read kept. */
const as =
  (format: WriteFormat) =>
  ({ transcripts: [t] }: TranscriptsResult): Data =>
    writeTranscript(t.items, { format, requestFields: t.meta.requestFields, meta: t.meta });

const host = (read: TranscriptsResult, data: Data): Data =>
  writeTranscriptLike(new Map(read.transcripts.map((t) => [t.id, t.items])), { data, read }).data;

// A request body on one line, as SDKs log them.
const body = (fields: object, items: Item[], key = "messages") =>
  JSON.stringify({ ...fields, [key]: items });

const META = { family: "openai", model: "gpt-5-codex", sessionId: "s-29" };

/** Items written as `to` (with `meta` or none), read as `format`, written back as `to`. */
const items = (
  format: string,
  to: WriteFormat,
  make: (l: readonly Turn[]) => Item[],
  meta?: typeof META,
): Case => ({
  format,
  input: (l) => writeTranscript(make(l), { format: to, meta }),
  write: as(to),
});

const CASES: Case[] = [
  items("responses-jsonl", "jsonl", responsesItems),
  items("responses-jsonl", "jsonl", responsesItems, META),
  items("chat-jsonl", "jsonl", chatItems),
  items("chat-jsonl", "jsonl", chatItems, META),
  items("json-array", "json", responsesItems),
  items("json-array", "json", chatItems, META),
  items("json-array", "chat", chatItems),
  items("msgpack", "msgpack", responsesItems),
  items("msgpack", "msgpack", responsesItems, META),
  items("anthropic-messages", "anthropic", anthropicItems),
  {
    format: "json-array",
    input: (l) => body({ model: "gpt-4o", temperature: 0, tools: [] }, chatItems(l)),
    write: as("chat"),
  },
  items("json-array", "responses", responsesItems),
  {
    format: "json-array",
    input: (l) => body({ model: "gpt-5", store: false, tools: [] }, responsesItems(l), "input"),
    write: as("responses"),
  },
  {
    format: "anthropic-messages",
    input: (l) =>
      body(
        { model: MODEL, max_tokens: 1024, system: "Be brief." },
        JSON.parse(writeTranscript(anthropicItems(l), { format: "anthropic" })).messages,
      ),
    write: as("anthropic"),
  },
  ...HOST_LOGS.map(
    ([format, lines]): Case => ({ format, input: (l) => linesText(lines(l)), write: host }),
  ),
];

const MODEL = "claude-sonnet-4-5-20250929";

describe("read → write → read is the identity", () => {
  for (const [name, lines] of HOST_LOGS)
    it(`${name} written as items JSONL, JSON or msgpack keeps its family, model and session id`, () => {
      fc.assert(
        fc.property(turns, fc.constantFrom<WriteFormat>("jsonl", "json", "msgpack"), (list, to) => {
          const [t] = readTranscriptsSync(linesText(lines(list))).transcripts;
          const { family, model, sessionId } = t.meta;
          expect(family).toBeDefined();
          const again = readTranscriptsSync(as(to)({ transcripts: [t] } as TranscriptsResult));
          expect(again.transcripts[0].items).toEqual(t.items);
          expect(again.transcripts[0].meta).toEqual({ family, model, sessionId, compactions: [] });
        }),
        { seed: 29, numRuns: 40 },
      );
    });

  CASES.forEach(({ format, input, write }, n) =>
    it(`${format} (case ${n})`, () => {
      fc.assert(
        fc.property(turns, (list) => {
          const data = input(list);
          const first = readTranscriptsSync(data);
          expect(first.format).toBe(format);
          const again = readTranscriptsSync(write(first, data));
          expect([again.format, again.api]).toEqual([first.format, first.api]);
          expect(again.transcripts).toEqual(first.transcripts);
        }),
        { seed: 29, numRuns: 80 },
      );
    }),
  );
});
