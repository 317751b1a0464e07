// `convert FILE --to jsonl|json|msgpack|chat|anthropic -o OUT`.
import type { Item } from "../items/types.js";
import { jsonLines, type WriteFormat } from "../readers/write.js";
import { writeStreamedOutput } from "./io.js";
import { refuseChatAsResponses } from "./lossy.js";
import { carryRequestFields } from "./request-fields.js";
import { freshReport, type RewriteOptions, type RewriteRun } from "./rewrite-file.js";
import { streamPieces } from "./stream/pieces.js";
import type { StreamPlan } from "./stream/plan.js";
import { rewriteStreamable } from "./stream/run.js";
import { carriedMeta } from "./transcript-file.js";

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

// A large file converted to items JSONL in two streamed reads (nothing is planned: any cut will
// do); false: not streamed.
async function convertStreamed(
  file: string,
  plan: StreamPlan,
  options: ConvertOptions,
  report: ConvertReport,
) {
  if (options.to !== "jsonl") return false;
  Object.assign(report, { format: plan.outcome.format, conversation: plan.id, items: plan.items });
  const meta = { ...carriedMeta(plan.meta), api: plan.outcome.api };
  let first = true;
  const write = (
    items: Item[],
    _records: unknown,
    _last: boolean,
    texts: (string | undefined)[],
  ) => {
    const lines = [...jsonLines(items, first ? meta : undefined, texts)];
    first = false;
    return lines;
  };
  const anywhere = { ...plan, lastUse: new Map() }; // no key holds a cut back
  await writeStreamedOutput(
    options.output,
    streamPieces(file, anywhere, options, write, options.streamPiece, true),
  );
  report.ok = true;
  return true;
}

/** Runs `convert`; never throws (failures are in `error`). */
export async function convertFile(file: string, options: ConvertOptions): Promise<ConvertReport> {
  const fresh = (): ConvertReport => freshReport(file, options.output, { to: options.to });
  const streamed = (plan: StreamPlan, report: ConvertReport) =>
    convertStreamed(file, plan, options, report);
  return rewriteStreamable(file, options, fresh, streamed, ({ outcome, transcript }, report) => {
    refuseChatAsResponses(transcript.items, options.to);
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
