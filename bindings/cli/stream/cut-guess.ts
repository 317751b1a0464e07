// A one-read fix (one-read.ts) cuts its conversation before it knows each call key's last use: at
// every cut the pieces allow where no call waits for its output (a parallel group's calls come
// before their outputs; a message after them, or OPEN_REACH items, ends the wait), as if no other
// key were used again. The
// guess holds while no key used before a cut is used after it; the first such use ends the run
// (Replan), and the pieces made are then the ones a second read with the whole plan makes
// (history-sink.ts).
import { FLAG_PRIVATE } from "../../../common/codes.js";
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

/**
 * How many items at most a call's key is taken to wait for its output, where no message comes
 * after it: no cut is guessed before it is used again (a parallel group's outputs follow its
 * calls within a few items). A call left without an output holds the cuts back this long at most.
 */
export const OPEN_REACH = 256;

/** Keys used once within the last {@link OPEN_REACH} items (a call waiting for its output). */
class OpenKeys {
  private readonly opened = new Map<string, number>();
  /** Keys in the order they opened, with the item they opened at (some closed since). */
  private readonly order: { key: string; at: number }[] = [];
  private head = 0;

  /**
   * Records `keys` used at item `n`: a key's first use opens it, its next closes it; an item of no
   * key that is no private one (a message) closes every key, as a group's outputs come before it.
   * Throws nothing.
   */
  use(keys: readonly string[], flags: number, n: number): void {
    if (keys.length === 0 && (flags & FLAG_PRIVATE) === 0) this.opened.clear();
    for (const key of keys) {
      if (this.opened.delete(key)) continue;
      this.opened.set(key, n);
      this.order.push({ key, at: n });
    }
  }

  /** Whether no key opened after item `n - OPEN_REACH` is still open. Throws nothing. */
  none(n: number): boolean {
    while (this.head < this.order.length) {
      const { key, at } = this.order[this.head];
      const open = this.opened.get(key) === at;
      if (open && at > n - OPEN_REACH) return this.trimmed(false);
      if (open) this.opened.delete(key); // waited too long: its output, if it comes, ends the guess
      this.head++;
    }
    this.order.length = this.head = 0;
    return true;
  }

  // Drops the entries passed from the front now and then (calls may never all be answered at once).
  private trimmed(answer: boolean): boolean {
    if (this.head >= 4096 && this.head * 2 >= this.order.length) {
      this.order.splice(0, this.head);
      this.head = 0;
    }
    return answer;
  }
}

/** Each key's last use so far, checked against the last cut. @throws nothing itself. */
export class CutGuess implements KeyGuess {
  private readonly open = new OpenKeys();
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

  /** Records item `n` (its keys and flags); whether a piece may end after it (no call waits). */
  settles(item: { keys: readonly string[]; flags: number }, n: number): boolean {
    this.open.use(item.keys, item.flags, n);
    return this.open.none(n);
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
