// A command that writes a host session's items (convert, compact) in one read where it can (a pi
// session's after the read naming its tree): the run's own plan gathered beside the pieces and
// settled before the last bytes (one-read.ts). What a settled run tells the command next: its
// report, a plan for a second read alone, or two reads from the start (leaving out what a read
// found).

import type { LeftOut } from "../../readers/types.js";
import { failureOf } from "../failure.js";
import { ONE_READ_FORMATS } from "../host-records.js";
import type { RewriteOptions, RewriteRun } from "../rewrite-file.js";
import { Replan } from "./cut-guess.js";
import { hostFormat, oneReadOf } from "./host-plan.js";
import type { OneRead, OneReadUse } from "./one-read.js";
import { Unstreamable } from "./pieces.js";
import type { StreamPlan } from "./plan.js";

/** A command's write as a one-read run's only read. */
export interface OneReadWrite<R> {
  /** What it writes (one-read.ts): a conversation's items. */
  readonly use: Exclude<OneReadUse, "fix">;
  /**
   * Fills `report` and returns the settled plan.
   * @throws {Replan} where a guess was wrong (the output is not kept), {@link Unstreamable} where
   * the whole-log path is to run, and the write's errors.
   */
  write(one: OneRead, report: R): Promise<StreamPlan>;
}

/**
 * What a one-read run leaves to do: nothing (`done`: its report, with the plan it settled on
 * where it wrote the output, without where it failed), a second read alone over `plan`, the whole
 * log held (`whole`), else two reads leaving out `leaveOut`.
 */
export interface AfterOneRead<R> {
  done?: R;
  plan?: StreamPlan;
  whole?: boolean;
  leaveOut?: LeftOut;
}

const FORMATS: ReadonlySet<string> = new Set([...ONE_READ_FORMATS, "pi-session"]);

/**
 * Runs `run`'s write as the only read of `file` (`size` bytes, over its bound) where its format
 * reads in one (a Claude Code session; a pi session after the read naming its tree) and a
 * session written as items is allowed (--allow-lossy: else its refusal needs the first read's
 * record counts); a rewound session found so is read once more leaving its branch out.
 * @throws nothing: a write's failure is in the report.
 */
export async function oneReadRun<R extends RewriteRun>(
  file: string,
  size: number,
  options: RewriteOptions,
  fresh: () => R,
  run: OneReadWrite<R>,
): Promise<AfterOneRead<R>> {
  if (!options.allowLossy) return {};
  const format = hostFormat(file, options, FORMATS);
  let one = await oneReadOf(file, size, options, format, run.use);
  if (!one) return {};
  for (let rounds = 0; ; rounds++) {
    const report = fresh();
    try {
      return { done: report, plan: await run.write(one, report) };
    } catch (error) {
      if (error instanceof Unstreamable) return { whole: true };
      // Nothing was written: the pieces' findings so far are no report of it.
      if (!(error instanceof Replan))
        return { done: Object.assign(fresh(), { error: failureOf(error) }) };
      if (error.plan) return { plan: error.plan };
      // Found at the end: what is off the history, left out by one read more (once).
      if (!error.leaveOut || rounds > 0) return { leaveOut: one.plan.leaveOut };
      one = one.leaving(error.leaveOut);
    }
  }
}
