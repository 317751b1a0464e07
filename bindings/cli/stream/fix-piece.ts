// One piece of a streamed `fix` through the whole-log fix step (fixTranscript), shared by the
// items output (stream/fix.ts) and a host session written in its own format (stream/host-fix.ts):
// what a piece cannot decide as the whole does sends the run to the whole-log path.

import { TranscriptError } from "../../errors.js";
import type { Item } from "../../items/types.js";
import type { PreflightApi } from "../../preflight/index.js";
import type { TranscriptRecord } from "../../readers/types.js";
import { UsageError } from "../failure.js";
import { mergeFixReport } from "../fix-merge.js";
import {
  emptyFixReport,
  type FixOptions,
  type FixReport,
  fixTranscript,
} from "../fix-transcript.js";
import { cutsAfter, Unstreamable } from "./pieces.js";
import type { StreamPlan } from "./plan.js";

// Removals a piece decides as the whole does: the rule reads the item alone (its type), and the
// whole lists its removals in item order, as the pieces' lists follow one another.
const ITEM_RULES: ReadonlySet<string> = new Set([
  "responses/unknown-type",
  "responses/reasoning-to-non-reasoning-model",
]);

// The item's own `id`, when it has one (a Responses item id the API refuses twice).
function idOf(item: Item): string | undefined {
  const id = (item as { id?: unknown }).id;
  return typeof id === "string" ? id : undefined;
}

// Whether a fixed piece still ends where a cut may fall: an item left out before the plan (an
// unknown type, say) can leave a call or reasoning last, which the whole joins to the calls after.
function keepsCut(items: readonly Item[], out: readonly Item[]): boolean {
  const last = items[items.length - 1];
  if (out[out.length - 1] === last) return true;
  const kept = new Set(out);
  let end = items.length;
  while (end > 0 && !kept.has(items[end - 1])) end--;
  return end === items.length || cutsAfter(items.slice(0, end));
}

/**
 * The fix of one piece after another of `stream`'s conversation (checked for `checkApi`, the
 * output's API), each piece's findings merged into `report`: returns the piece's fixed items
 * (fixTranscript's), or undefined when the piece is not `last` and its fix no longer ends where a
 * cut may fall ({@link keepsCut}): nothing is kept of it, and the caller offers it again, grown,
 * at the next cut.
 * @throws {Unstreamable} when the whole-log path is to decide: an item id seen in an earlier
 * piece (the whole removes the second), preflight removing an item by a rule that may read past
 * the item (another than {@link ITEM_RULES}'s) or leaving a violation, a result left out whose
 * use an earlier piece holds, or the engines or the options refusing the piece.
 */
export function pieceFixer(
  file: string,
  stream: StreamPlan,
  api: PreflightApi,
  options: FixOptions,
  report: FixReport,
  checkApi: PreflightApi = api,
): (items: Item[], records: TranscriptRecord[], last: boolean) => Item[] | undefined {
  const ids = new Set<string>();
  return (items, records, last) => {
    const own = new Set<string>();
    for (const item of items) {
      const id = idOf(item);
      if (id === undefined) continue;
      if (ids.has(id) || own.has(id)) throw new Unstreamable(`item id ${id} in two pieces`);
      own.add(id);
    }
    const one = emptyFixReport(file, options.output);
    const transcript = { id: stream.id ?? "", items, records, meta: stream.meta };
    try {
      const out = fixTranscript(transcript, api, options, one, checkApi);
      if (one.remaining.length > 0 || one.removed.some((r) => !ITEM_RULES.has(r.rule)))
        throw new Unstreamable("preflight names items of a piece by what may lie past it");
      // A server tool result left out as a stray whose use an earlier piece holds (the cut's reach).
      if (one.orphansDropped.some((o) => ids.has(o.callId)))
        throw new Unstreamable("a piece leaves out a result whose use is in an earlier piece");
      if (!last && !keepsCut(items, out)) return undefined;
      for (const id of own) ids.add(id);
      mergeFixReport(report, one);
      return out;
    } catch (error) {
      if (error instanceof TranscriptError || error instanceof UsageError)
        throw new Unstreamable(error.message);
      throw error;
    }
  };
}
