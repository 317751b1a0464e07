// A number an entry of a tree reader's table, where the numbers run in steps of one or stay put
// for long stretches (a line's record index and line number grow by one a line but where a line
// holds no entry; a document's records have no line): kept as runs, 12 bytes each, where an
// array takes 4 bytes an entry (a 1 GB session's million lines: 8 MB an array, and its doubling).
import { grown } from "./grown.js";

/** The entries' numbers in runs (each from its first entry: its first number and its step). */
export class RunOffsets {
  private starts = new Int32Array(16);
  private firsts = new Int32Array(16);
  /** 0 or 1; a run of one entry has none yet (its second entry sets it). */
  private steps = new Int32Array(16);
  private runs = 0;
  private count = 0;

  /** Entries held. */
  get size(): number {
    return this.count;
  }

  /** Runs held (12 bytes each). */
  get runCount(): number {
    return this.runs;
  }

  /** The next entry's number. Throws nothing. */
  push(value: number): void {
    const k = this.runs - 1;
    if (k >= 0) {
      const length = this.count - this.starts[k];
      const step = value - this.firsts[k];
      if (length === 1 && (step === 0 || step === 1)) {
        this.steps[k] = step;
        this.count++;
        return;
      }
      if (length > 1 && value === this.firsts[k] + this.steps[k] * length) {
        this.count++;
        return;
      }
    }
    this.starts = grown(this.starts, this.runs + 1);
    this.firsts = grown(this.firsts, this.runs + 1);
    this.steps = grown(this.steps, this.runs + 1);
    this.starts[this.runs] = this.count++;
    this.firsts[this.runs] = value;
    this.steps[this.runs] = 0;
    this.runs++;
  }

  /** Entry `entry`'s number (an entry pushed). Throws nothing. */
  at(entry: number): number {
    const k = this.runOf(entry);
    return this.firsts[k] + this.steps[k] * (entry - this.starts[k]);
  }

  /**
   * The entry whose number is `value`, where the numbers strictly grow (a line's place), else
   * undefined (a value that is no integer too). Throws nothing.
   */
  entryOf(value: number): number | undefined {
    let lo = 0;
    let hi = this.runs - 1;
    if (hi < 0 || !Number.isInteger(value) || value < this.firsts[0]) return undefined;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.firsts[mid] <= value) lo = mid;
      else hi = mid - 1;
    }
    const end = lo + 1 < this.runs ? this.starts[lo + 1] : this.count;
    if (this.steps[lo] === 0) return value === this.firsts[lo] ? this.starts[lo] : undefined;
    const entry = this.starts[lo] + value - this.firsts[lo];
    return entry < end ? entry : undefined;
  }

  // The run holding `entry`: the last one starting at or before it.
  private runOf(entry: number): number {
    let lo = 0;
    let hi = this.runs - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= entry) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
