// A one-read fix (one-read.ts) cuts its conversation before it knows each call key's last use: at
// every cut the pieces allow, as if no key seen so far were used again. The guess holds while no
// key used before a cut is used after it; the first such use ends the run (Replan), and the
// pieces made are then the ones a second read with the whole plan makes (history-sink.ts).
import type { LeftOut } from "../../readers/types.js";
import { LastUses } from "../last-uses.js";
import type { KeyGuess, StreamPlan } from "./plan.js";

/**
 * A one-read run cannot stand: its bytes are not to be kept. `plan` is the read's own, when it
 * read the log to the end and its plan holds (a second read alone then fixes it); else the run
 * starts over, with `leaveOut` where the read found what is off the history the session resumes
 * (a rewound session, read to its end: one read more leaving it out). Constructing it throws
 * nothing.
 */
export class Replan extends Error {
  constructor(
    readonly plan: StreamPlan | undefined,
    reason: string,
    readonly leaveOut?: LeftOut,
  ) {
    super(reason);
  }
}

/** Each key's last use so far, checked against the last cut. @throws nothing itself. */
export class CutGuess implements KeyGuess {
  private readonly seen = new LastUses();
  /** The first item of the piece being gathered: every item before it is handed on. */
  private cutAt = 0;
  private stopped = false;

  /** The run stopped fixing (one-read.ts): no cut is checked from here on. */
  stop(): void {
    this.stopped = true;
  }

  /** A piece was handed on: the next one starts at item `at`. */
  cut(at: number): void {
    this.cutAt = at;
  }

  /**
   * Records `keys` used at item `n`, after the cut before it (if any) was made.
   * @throws {Replan} when one was used before the last cut (two keys whose hashes agree count as one).
   */
  use(keys: readonly string[], n: number): void {
    if (this.stopped) return;
    for (const key of keys) {
      const last = this.seen.get(key);
      if (last !== undefined && last < this.cutAt)
        throw new Replan(undefined, `call key ${key} is used on both sides of a cut`);
      this.seen.set(key, n);
    }
  }
}
