// `fix SESSION -o OUT` for a Claude Code, Codex or pi session: the fixed session in its own
// format (as --in-place writes it, every conversation, untouched lines byte for byte), written to
// OUT; the input is not touched and no backup is needed.
import { readFileSync } from "node:fs";
import type { Item } from "../items/types.js";
import { hostLogChunks } from "../readers/host/index.js";
import { readTranscriptsSync } from "../readers/read.js";
import { failureOf } from "./failure.js";
import { emptyFixReport, type FixOptions, type FixReport, fixFile, fixTranscript } from "./fix.js";
import { conversationLabel, mergeFixReport } from "./fix-merge.js";
import { SESSION_FORMATS, sniffDumpFormat, sniffLineFormat } from "./host-records.js";
import { writeOutput } from "./io.js";
import { refuseInputAsOutput } from "./output-target.js";
import { skippedFields } from "./rewrite-file.js";
import { fixHostStreamed } from "./stream/host-fix.js";

/**
 * Runs `fix FILE -o OUT`: a host session (no --to, no --conversation) is written in its own format,
 * anything else as fixFile writes it. Never throws (failures are in `error`).
 */
export async function fixToOutput(file: string, options: FixOptions): Promise<FixReport> {
  // --foreign text makes new text items, which a session's own records have no place for.
  const own =
    options.to === undefined && options.conversation === undefined && options.foreign !== "text";
  const lines = own
    ? (options.format ?? sniffLineFormat(file, undefined, options.lenient))
    : undefined;
  // A session dumped as one JSON array is written back as the array (readers/host/array-dump.ts).
  const dump = own && lines === undefined ? sniffDumpFormat(file) : undefined;
  const format = lines ?? dump;
  if (format === undefined || !SESSION_FORMATS.has(format))
    return fixFile(file, options, own ? (lines ?? null) : undefined);
  const report = emptyFixReport(file, options.output);
  try {
    refuseInputAsOutput(file, options.output, options);
    // A large session in two streamed reads (stream/host-fix.ts), when it can decide as the whole.
    const streamed = dump ? undefined : await fixHostStreamed(file, options);
    if (streamed) return streamed;
    await fixSessionTo(file, options, report);
  } catch (error) {
    report.ok = false;
    report.error = failureOf(error);
  }
  return report;
}

// Fixes every conversation of the session `file` and writes it in its own format to
// `options.output`, filling `report` (the conversations' findings merged).
async function fixSessionTo(file: string, options: FixOptions, report: FixReport): Promise<void> {
  const data = readFileSync(file);
  const read = readTranscriptsSync(data, { format: options.format, lenient: options.lenient });
  const api = options.api ?? read.api;
  const fixed = new Map<string, Item[]>();
  for (const transcript of read.transcripts) {
    const one = emptyFixReport(file, options.output);
    fixed.set(transcript.id, fixTranscript(transcript, api, options, one));
    mergeFixReport(report, one);
  }
  const conversation = conversationLabel(read.transcripts.map((t) => t.id));
  Object.assign(report, { format: read.format, api, to: read.format, conversation });
  Object.assign(report, skippedFields(read)); // lenient's copied as read, a torn line not
  const { chunks } = hostLogChunks(fixed, { data, read });
  await writeOutput(options.output, chunks);
  report.ok = report.remaining.length === 0;
}
