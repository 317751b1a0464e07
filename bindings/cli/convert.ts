// `convert FILE --to jsonl|json|msgpack|chat|anthropic -o OUT`.
import { itemType } from "../items/classify.js";
import type { Item } from "../items/types.js";
import { anthropicMessages } from "../readers/anthropic-write.js";
import { chatMessages } from "../readers/chat-write.js";
import type { WriteFormat } from "../readers/write.js";
import { type Failure, failureOf } from "./failure.js";
import { writeItems } from "./output.js";
import { refuseInputAsOutput } from "./output-target.js";
import { type InputOptions, loadTranscript } from "./transcript-file.js";

/** Options of `convert`. */
export interface ConvertOptions extends InputOptions {
  output: string;
  to: WriteFormat;
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
  items?: number;
  /** Items the target has no form for, by type (chat and anthropic only). */
  dropped: Record<string, number>;
}

function droppedTypes(items: readonly Item[], to: WriteFormat): Record<string, number> {
  const indices =
    to === "chat"
      ? chatMessages(items).dropped
      : to === "anthropic"
        ? anthropicMessages(items).dropped
        : [];
  const out: Record<string, number> = {};
  for (const i of indices) {
    const type = itemType(items[i]) ?? "(none)";
    out[type] = (out[type] ?? 0) + 1;
  }
  return out;
}

/** Runs `convert`; never throws (failures are in `error`). */
export async function convertFile(file: string, options: ConvertOptions): Promise<ConvertReport> {
  const report: ConvertReport = {
    file,
    output: options.output,
    ok: false,
    to: options.to,
    dropped: {},
  };
  try {
    refuseInputAsOutput(file, options.output, options);
    const { outcome, transcript } = await loadTranscript(file, options);
    Object.assign(report, {
      format: outcome.format,
      conversation: transcript.id,
      items: transcript.items.length,
    });
    report.dropped = droppedTypes(transcript.items, options.to);
    await writeItems(options.output, transcript.items, options.to);
    report.ok = true;
  } catch (error) {
    report.error = failureOf(error);
  }
  return report;
}
