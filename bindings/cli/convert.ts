// `convert FILE --to jsonl|json|msgpack|chat|anthropic -o OUT`.
import type { WriteFormat } from "../readers/write.js";
import { refuseChatAsResponses } from "./lossy.js";
import { carryRequestFields } from "./request-fields.js";
import { type RewriteOptions, type RewriteRun, rewriteFile } from "./rewrite-file.js";

/** Options of `convert`. */
export interface ConvertOptions extends RewriteOptions {
  to: WriteFormat;
}

/** What `convert` did (`--json`). */
export interface ConvertReport extends RewriteRun {
  file: string;
  output: string;
  format?: string;
  to: WriteFormat;
  conversation?: string;
  items?: number;
}

/** Runs `convert`; never throws (failures are in `error`). */
export function convertFile(file: string, options: ConvertOptions): Promise<ConvertReport> {
  const report: ConvertReport = {
    file,
    output: options.output,
    ok: false,
    to: options.to,
    dropped: {},
    droppedFields: [],
  };
  return rewriteFile(file, options, report, ({ outcome, transcript }) => {
    refuseChatAsResponses(outcome.api, options.to);
    const body = carryRequestFields(transcript.meta, options.to);
    const items = [...body.head, ...transcript.items];
    Object.assign(report, {
      format: outcome.format,
      conversation: transcript.id,
      items: items.length,
    });
    return { items, body, to: options.to, ok: true };
  });
}
