// `convert FILE --to jsonl|json|msgpack|chat|anthropic|responses -o OUT`; a large log streamed
// to every output.
import { jsonLines, type WriteFormat } from "../readers/write.js";
import { writeStreamedOutput } from "./io.js";
import { refuseChatAsResponses } from "./lossy.js";
import { carryRequestFields } from "./request-fields.js";
import { freshReport, type RewriteOptions, type RewriteRun } from "./rewrite-file.js";
import { closedBy, documentOutput } from "./stream/document-output.js";
import type { HeldMessages } from "./stream/held-messages.js";
import { ItemsHeader, settling } from "./stream/items-header.js";
import { MsgpackOutput } from "./stream/msgpack-output.js";
import type { OneRead } from "./stream/one-read.js";
import { type PieceWriter, type PlanBeside, streamPieces, type Written } from "./stream/pieces.js";
import type { StreamPlan } from "./stream/plan.js";
import { rewriteStreamable } from "./stream/run.js";

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

/** The items a streamed convert has handed to its output so far (the report's `items`). */
class Tally {
  items = 0;

  /** `write`, counting the items of each piece it writes (a refused cut writes none yet). */
  counting(write: PieceWriter): PieceWriter {
    return (items, records, last, texts) => {
      const out = write(items, records, last, texts);
      if (out !== undefined) this.items += items.length;
      return out;
    };
  }
}

// Writes the items of `plan`'s conversation as JSON lines, any cut will do (nothing is planned),
// `header` ahead of the first piece, counted in `tally`. `beside`: the read's plan as well.
function itemLines(
  file: string,
  plan: StreamPlan,
  options: ConvertOptions,
  header: ItemsHeader,
  tally: Tally,
  beside?: PlanBeside,
): AsyncGenerator<Written> {
  const write = tally.counting((items, _records, _last, texts) => [
    ...jsonLines(items, header.next(), texts),
  ]);
  return streamPieces(file, plan, options, write, options.streamPiece, true, beside);
}

// The report's fields of a streamed convert over `plan`: `items` as many as were written.
function converted(report: ConvertReport, plan: StreamPlan, tally: Tally): true {
  const { format } = plan.outcome;
  Object.assign(report, { format, conversation: plan.id, items: tally.items });
  report.ok = true;
  return true;
}

// A large file converted to items JSONL, a JSON document (document-output.ts) or msgpack, in two
// streamed reads; false: not streamed.
async function convertStreamed(
  file: string,
  plan: StreamPlan,
  options: ConvertOptions,
  report: ConvertReport,
) {
  const anywhere = { ...plan, lastUse: new Map() }; // no key holds a cut back
  const header = new ItemsHeader(() => plan);
  const tally = new Tally();
  if (options.to === "msgpack") {
    const packed = new MsgpackOutput();
    const write = tally.counting((items) => packed.piece(items, header.next()));
    const pieces = streamPieces(file, anywhere, options, write, options.streamPiece);
    await packed.write(options.output, pieces);
    return converted(report, plan, tally);
  }
  const body = documentOutput(options.to, !!options.allowLossy, report.dropped, () =>
    header.next(),
  );
  if (options.to !== "jsonl" && body === undefined) return false;
  const lines = body
    ? closedBy(messagesPieces(file, anywhere, options, body, tally), body)
    : itemLines(file, anywhere, options, header, tally);
  await writeStreamedOutput(options.output, lines);
  return converted(report, plan, tally);
}

// The items of `plan`'s conversation as `body` writes them, a piece at a time (its end not yet).
function messagesPieces(
  file: string,
  plan: StreamPlan,
  options: ConvertOptions,
  body: HeldMessages,
  tally: Tally,
): AsyncGenerator<Written> {
  const write = tally.counting((items, _records, _last, texts) => body.piece(items, texts));
  return streamPieces(file, plan, options, write, options.streamPiece, true);
}

// A host session converted to items JSONL in one read (one-read.ts): the header written with the
// meta foreseen is checked against the settled plan's before the last bytes (items-header.ts).
async function convertOneRead(
  file: string,
  one: OneRead,
  options: ConvertOptions,
  report: ConvertReport,
): Promise<StreamPlan> {
  let settled: StreamPlan | undefined;
  // Written before the read ends: the meta foreseen; after: the settled plan's.
  const header = new ItemsHeader(() => settled ?? one.plan);
  const beside = settling(file, one, options, header, (plan) => {
    settled = plan;
  });
  const tally = new Tally();
  const lines = itemLines(file, one.plan, options, header, tally, beside);
  await writeStreamedOutput(options.output, lines);
  converted(report, settled as StreamPlan, tally);
  return settled as StreamPlan;
}

/** Runs `convert`; never throws (failures are in `error`). */
export async function convertFile(file: string, options: ConvertOptions): Promise<ConvertReport> {
  const fresh = (): ConvertReport => freshReport(file, options.output, { to: options.to });
  const streamed = (plan: StreamPlan, report: ConvertReport) =>
    convertStreamed(file, plan, options, report);
  const oneRead =
    options.to === "jsonl"
      ? {
          use: "convert" as const,
          write: (one: OneRead, report: ConvertReport) =>
            convertOneRead(file, one, options, report),
        }
      : undefined;
  return rewriteStreamable(
    file,
    options,
    fresh,
    streamed,
    ({ outcome, transcript }, report) => {
      refuseChatAsResponses(transcript.items, options.to);
      const body = carryRequestFields(transcript.meta, options.to);
      const items = [...body.head, ...transcript.items];
      Object.assign(report, {
        format: outcome.format,
        conversation: transcript.id,
        items: items.length,
      });
      return { items, body, to: options.to, ok: true };
    },
    false,
    undefined,
    oneRead,
  );
}
