// Hostile stored logs for the readers (SPEC §11): every format as written, the example logs and
// the heads of the real corpus files, cut, corrupted line by line, bit-flipped, spliced, junk.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Item } from "../../../bindings/index.js";
import { WRITE_FORMATS, writeTranscript } from "../../../bindings/readers/index.js";
import { play } from "../../properties/transcripts.js";
import { corpusDir, hasCorpus } from "../../support/corpus.js";
import { randomSteps } from "./bytes.js";
import { Rng } from "./rng.js";

const EXAMPLES = join(import.meta.dirname, "../../../examples/logs");
const HEAD = 24 * 1024;

let examples: Uint8Array[] | undefined;
let corpusHeads: Uint8Array[] | undefined;

/** The example logs in examples/logs, whose every truncation chunk 0 tries. */
export function exampleLogs(): Uint8Array[] {
  examples ??= readdirSync(EXAMPLES)
    .sort()
    .map((f) => new Uint8Array(readFileSync(join(EXAMPLES, f))));
  return examples;
}

/** The first 24 KiB of every corpus file, cut at a line end (JSONL) or whole (small JSON). */
export function corpusLogs(): Uint8Array[] {
  if (corpusHeads) return corpusHeads;
  corpusHeads = [];
  if (!hasCorpus) return corpusHeads;
  for (const folder of readdirSync(corpusDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(corpusDir, folder.name)).sort()) {
      const bytes = new Uint8Array(readFileSync(join(corpusDir, folder.name, file)));
      if (bytes.length <= HEAD) corpusHeads.push(bytes);
      else if (file.endsWith(".jsonl")) {
        const end = bytes.subarray(0, HEAD).lastIndexOf(0x0a);
        if (end > 0) corpusHeads.push(bytes.subarray(0, end + 1));
      }
    }
  }
  return corpusHeads;
}

const encoder = new TextEncoder();
const asBytes = (out: string | Uint8Array) => (typeof out === "string" ? encoder.encode(out) : out);

/** A generated transcript written in one of the writer's formats. */
function written(rng: Rng): Uint8Array {
  const items = play(randomSteps(rng)) as Item[];
  try {
    return asBytes(writeTranscript(items, { format: rng.pick(WRITE_FORMATS) } as never));
  } catch {
    return asBytes(writeTranscript(items, { format: "jsonl" }));
  }
}

/** A JSON lines log as one JSON array of its records (a Stop hook's dump); undefined where a line is no JSON. */
function dumped(log: Uint8Array, rng: Rng): Uint8Array | undefined {
  try {
    const lines = new TextDecoder().decode(log).split("\n").filter(Boolean);
    const records = lines.map((line) => JSON.parse(line));
    return asBytes(JSON.stringify(records, null, rng.pick([0, 2, "\t"])));
  } catch {
    return undefined;
  }
}

function base(rng: Rng): Uint8Array {
  const real = [...exampleLogs(), ...corpusLogs()];
  if (!rng.chance(0.6)) return written(rng);
  const log = rng.pick(real);
  return (rng.chance(0.3) && dumped(log, rng)) || log;
}

const JUNK_LINES = [
  "",
  "this is not json",
  "{",
  "[1,2,3]",
  "null",
  '"text"',
  '{"hello":"world"}',
  '{"type":"response_item","payload":null}',
  '{"type":"response_item","payload":{"type":"function_call","call_id":7}}',
  '{"type":"user","message":{"role":"user","content":[{"type":"tool_result"}]}}',
  '{"role":"tool","tool_call_id":null}',
  // Claude Code lines that make a user message though neither is a message line.
  '{"type":"system","subtype":"local_command","content":"<command-name>/cost</command-name>"}',
  '{"type":"attachment","attachment":{"type":"queued_command","prompt":"also this"}}',
  '{"type":"attachment","attachment":{"type":"queued_command","prompt":[{"type":"text","text":"x"},{"type":"tool_result","tool_use_id":"toolu_01"}]}}',
  '{"type":"attachment","attachment":{"type":"queued_command","prompt":{"__proto__":[]}}}',
  // Claude Code lines that branch (the example log's uuids): a prompt typed again under an early
  // line (a rewind), a result written last under an early call's line, a system line last under
  // an early line, a prompt naming itself.
  '{"type":"user","parentUuid":"c0de0000-0000-4000-8000-000000000002","uuid":"f0000000-0000-4000-8000-000000000001","isSidechain":false,"sessionId":"s","message":{"role":"user","content":"again"}}',
  '{"type":"user","parentUuid":"c0de0000-0000-4000-8000-000000000003","uuid":"f0000000-0000-4000-8000-000000000002","sessionId":"s","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01","content":"late"}]}}',
  '{"type":"system","subtype":"turn_duration","parentUuid":"c0de0000-0000-4000-8000-000000000001","uuid":"f0000000-0000-4000-8000-000000000003"}',
  '{"type":"user","parentUuid":"f0000000-0000-4000-8000-000000000004","uuid":"f0000000-0000-4000-8000-000000000004","message":{"role":"user","content":"me"}}',
  '{"type":"compacted","payload":{"replacement_history":"x"}}',
  // Codex: an older compaction (its summary alone, rebuilt from the user's messages), its own items.
  '{"type":"compacted","payload":{"message":"earlier work"}}',
  '{"type":"compacted","payload":{"message":""}}',
  '{"type":"response_item","payload":{"type":"message","role":"system","content":[{"type":"input_text","text":"s"}]}}',
  '{"type":"response_item","payload":{"type":"compaction_trigger"}}',
  // pi: a stopped turn with a call (no item), a result of it (an orphan then).
  '{"type":"message","id":"j1","parentId":null,"message":{"role":"assistant","stopReason":"aborted","content":[{"type":"toolCall","id":"toolu_j","name":"bash","arguments":{}}]}}',
  '{"type":"message","id":"j2","parentId":"j1","message":{"role":"toolResult","toolCallId":"toolu_j","content":[{"type":"text","text":"ran"}]}}',
  // pi: a Responses API's message (its reasoning item as JSON, a call id with `|`), its result
  // with an image, a switch to that API's provider, an image without its type of data.
  '{"type":"message","id":"j3","parentId":"j2","message":{"role":"assistant","api":"openai-responses","model":"gpt-5","stopReason":"toolUse","content":[{"type":"thinking","thinking":"t","thinkingSignature":"{\\"type\\":\\"reasoning\\",\\"id\\":\\"rs_j\\",\\"summary\\":[]}"},{"type":"thinking","thinking":"x","thinkingSignature":"{"},{"type":"text","text":"a","textSignature":"{\\"v\\":1,\\"id\\":7}"},{"type":"toolCall","id":"call_j|fc_j|x","name":"bash","arguments":{}}]}}',
  '{"type":"message","id":"j4","parentId":"j3","message":{"role":"toolResult","toolCallId":"call_j|","content":[{"type":"image","data":"AA","mimeType":"image/png"},{"type":"image","data":7}]}}',
  '{"type":"model_change","id":"j5","parentId":"j4","provider":"openai-codex","modelId":"gpt-5-codex"}',
  // pi: a compaction keeping from an entry (by id; by place, as format 1 names it), branch
  // summaries (one going back to an earlier entry, one of no text).
  '{"type":"compaction","id":"j6","parentId":"j5","summary":"s","firstKeptEntryId":"j2","tokensBefore":1}',
  '{"type":"compaction","summary":{"x":1},"firstKeptEntryIndex":3}',
  '{"type":"branch_summary","id":"j7","parentId":"j1","fromId":"j1","summary":"left"}',
  '{"type":"branch_summary","id":"j8","parentId":"j7","summary":7}',
  '{"__proto__":{"polluted":true},"type":"message"}',
  "\u0000\u0001\u0002\ufffd\ufffdPK\u0003\u0004",
  '{"a":'.repeat(2000),
];

/** One line of the log replaced, cut, doubled, dropped or moved. */
function corruptLine(bytes: Uint8Array, rng: Rng): Uint8Array {
  const lines = new TextDecoder().decode(bytes).split("\n");
  const at = rng.int(lines.length);
  switch (rng.int(5)) {
    case 0:
      lines[at] = rng.pick(JUNK_LINES);
      break;
    case 1:
      lines[at] = lines[at].slice(0, rng.int(lines[at].length + 1));
      break;
    case 2:
      lines.splice(at, 0, lines[rng.int(lines.length)]);
      break;
    case 3:
      lines.splice(at, 1);
      break;
    default: {
      const [moved] = lines.splice(at, 1);
      lines.splice(rng.int(lines.length + 1), 0, moved);
    }
  }
  return encoder.encode(lines.join("\n"));
}

function junk(rng: Rng): Uint8Array {
  const out = new Uint8Array(rng.int(512));
  for (let i = 0; i < out.length; i++) out[i] = rng.int(256);
  return out;
}

/** One hostile log. */
export function hostileLog(rng: Rng): Uint8Array {
  const b = base(rng);
  switch (rng.int(7)) {
    case 0:
      return b.subarray(0, rng.int(b.length + 1));
    case 1:
    case 2:
      return corruptLine(b, rng);
    case 3: {
      const out = b.slice();
      for (let f = 1 + rng.int(8); f > 0 && out.length > 0; f--)
        out[rng.int(out.length)] ^= 1 << rng.int(8);
      return out;
    }
    case 4: {
      const other = base(rng);
      const head = b.subarray(0, rng.int(b.length + 1));
      const out = new Uint8Array(head.length + other.length);
      out.set(head);
      out.set(other.subarray(rng.int(other.length + 1)), head.length);
      return out;
    }
    case 5:
      return junk(rng);
    default:
      return b;
  }
}

/** The (seed, index) a truncation case of the example logs is numbered by, for the sweep. */
export function logTruncation(index: number): Uint8Array {
  const logs = exampleLogs();
  const log = logs[Math.floor(index / 100_000) % logs.length];
  return log.subarray(0, index % 100_000);
}

/** Every truncation of every example log, as case numbers for {@link logTruncation}. */
export function logTruncationCases(): number[] {
  return exampleLogs().flatMap((log, l) =>
    Array.from({ length: log.length + 1 }, (_, n) => l * 100_000 + n),
  );
}

/** A fresh generator for a log case (kept apart from the other kinds' numbering). */
export const logRng = (seed: number, index: number) => new Rng(seed ^ 0x5f3759df, index);
