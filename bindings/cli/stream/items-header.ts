// The record a streamed items output opens with (readers/items-meta.ts, which jsonLines writes
// ahead of the first piece): the conversation's family, model, session id and dialect as the
// whole read ends them. A one-read run writes it before its read ends, with the meta foreseen,
// and checks it once the read's plan settles (one-read.ts).
import type { ItemsMeta } from "../../readers/items-meta.js";
import type { ScanOutcome } from "../../readers/scanner.js";
import { carriedMeta, type InputOptions } from "../transcript-file.js";
import { Replan } from "./cut-guess.js";
import type { OneRead } from "./one-read.js";
import { type PlanBeside, Unstreamable } from "./pieces.js";
import { type StreamPlan, streamsPlan } from "./plan.js";

/** The meta written ahead of `plan`'s conversation's items. Throws nothing. */
export function headerOf(plan: StreamPlan): ItemsMeta {
  return { ...carriedMeta(plan.meta), api: plan.outcome.api };
}

/** A streamed items output's header, taken from the plan `now` gives when the first piece is written. */
export class ItemsHeader {
  #written: string | undefined;

  constructor(private readonly now: () => StreamPlan) {}

  /** The meta to write ahead of a piece's lines: the first piece's, none after. Throws nothing. */
  next(): ItemsMeta | undefined {
    if (this.#written !== undefined) return undefined;
    const meta = headerOf(this.now());
    this.#written = JSON.stringify(meta);
    return meta;
  }

  /**
   * Checks the header written (if any) is `plan`'s.
   * @throws {Replan} with `plan` where it is not (the run's output is not to be kept).
   */
  check(plan: StreamPlan): void {
    if (this.#written !== undefined && this.#written !== JSON.stringify(headerOf(plan)))
      throw new Replan(plan, "the session's meta changed after its header was written");
  }
}

/**
 * A one-read run's part in a streamed items output: its plan's sink beside the pieces', and at
 * the read's end its plan settled and checked (items, the header written, then `settled`'s own
 * checks) before it is handed to `settled`. Throws nothing itself; its `ended` throws what
 * OneRead.settle throws, {@link Unstreamable} for a conversation without items, {@link Replan}
 * from {@link ItemsHeader.check}, and what `settled` throws.
 */
export function settling(
  file: string,
  one: OneRead,
  options: InputOptions,
  header: ItemsHeader,
  settled: (plan: StreamPlan) => void,
): PlanBeside {
  return {
    uses: one.uses,
    ended: (outcome: ScanOutcome) => {
      const plan = one.settle(file, outcome, options);
      if (!streamsPlan(plan)) throw new Unstreamable("the log does not stream");
      header.check(plan);
      settled(plan);
    },
  };
}
