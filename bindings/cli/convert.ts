// `convert FILE --to jsonl|json|msgpack|chat|anthropic -o OUT`.
import type { WriteFormat } from "../readers/write.js";
import { type Failure, failureOf } from "./failure.js";
import { lostByFormat, refuseChatAsResponses, refuseLoss } from "./lossy.js";
import { writeItems } from "./output.js";
import { refuseInputAsOutput } from "./output-target.js";
import { carryRequestFields } from "./request-fields.js";
import { carried, type InputOptions, loadTranscript } from "./transcript-file.js";

/** Options of `convert`. */
export interface ConvertOptions extends InputOptions {
  output: string;
  to: WriteFormat;
  /** Write even when the output format has no form for some items (counted in `dropped`). */
  allowLossy?: boolean;
}

/** What `convert` did (`--json`). */
export interface ConvertReport {
  file: string;
  output: string;
  ok: boolean;
  error?: Failure;
  format?: string;
  to: WriteFormat;
  conversation?: string;
  /** The file's other conversations, not written (`--conversation ID` takes one). */
  otherConversations?: string[];
  items?: number;
  /** Items the target has no form for, by type (chat and anthropic only; with --allow-lossy). */
  dropped: Record<string, number>;
  /** The input request body's fields the target has no place for (with --allow-lossy). */
  droppedFields: string[];
}

/** Runs `convert`; never throws (failures are in `error`). */
export async function convertFile(file: string, options: ConvertOptions): Promise<ConvertReport> {
  const report: ConvertReport = {
    file,
    output: options.output,
    ok: false,
    to: options.to,
    dropped: {},
    droppedFields: [],
  };
  try {
    refuseInputAsOutput(file, options.output, options);
    const loaded = await loadTranscript(file, options);
    const { outcome, transcript, others } = loaded;
    if (others.length) report.otherConversations = others;
    refuseChatAsResponses(outcome.api, options.to);
    const body = carryRequestFields(transcript.meta, options.to);
    const items = [...body.head, ...transcript.items];
    Object.assign(report, {
      format: outcome.format,
      conversation: transcript.id,
      items: items.length,
    });
    report.dropped = lostByFormat(items, options.to);
    report.droppedFields = body.lost;
    refuseLoss(
      report.dropped,
      options.to,
      options.allowLossy,
      body.lost,
      transcript.meta.requestBody,
    );
    await writeItems(options.output, items, options.to, carried(loaded, body));
    report.ok = true;
  } catch (error) {
    report.error = failureOf(error);
  }
  return report;
}
