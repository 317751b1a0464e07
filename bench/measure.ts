// Timing: interleaved variants, fixed counts, gc() between samples, results consumed.

declare const gc: (() => void) | undefined;

let sink = 0;
/** Consumes a result so no variant's work can be optimized away. */
export function consume(value: unknown): void {
  if (value && typeof value === "object") sink ^= (value as { length?: number }).length ?? 1;
  else sink ^= Number(value) | 0;
}

export function sinkValue(): number {
  return sink;
}

const napCell = new Int32Array(new SharedArrayBuffer(4));

/**
 * A new seeded order of `n` variants at each call (Fisher-Yates over a fixed-seed LCG). Rotating a
 * fixed cycle kept each variant behind the same neighbour in every round, and identical code timed
 * up to 1.19x apart behind different neighbours (session 6, corpus cutoff rows).
 */
function seededShuffle(n: number): () => number[] {
  let state = 0x2f6b3a1d;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return () => {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
  };
}

/**
 * Milliseconds of CPU this process has used (user + system, all its threads): the clock every
 * timing here reads. On this shared 2-vCPU machine other jobs take the CPU away for long stretches,
 * which wall-clock time counts and CPU time does not (measured: 200 one-pass reconciliations of 1k
 * items read 0.9-3.7 ms a call on the wall clock and 0.18-0.21 ms of CPU).
 */
export function cpuNow(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * gc(), then, `settleMs` > 0, a pause with the main thread idle: gc() returns before the collector's
 * background threads are done with what it freed (sweeping, returning pages), and on this 2-vCPU VM
 * that work otherwise lands in the next timed run (measured: 100k items, the wasm bytes path ran
 * 20.4-25 ms right after an unpack+reference run against 18.6 alone; 1M, ~325 ms against ~225 ms;
 * with --single-threaded-gc, or this pause, the two agree).
 */
export function collect(settleMs = 0): void {
  if (typeof gc === "function") gc();
  if (settleMs > 0) Atomics.wait(napCell, 0, 0, settleMs);
}

export function median(values: readonly number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** How {@link rounds} collects: a pause after each gc() (ms), and whether to gc() before every run. */
export interface RoundOptions {
  settleMs?: number;
  /**
   * false: one gc() before the first round only. For small inputs with a large heap around them,
   * a gc() per run costs more than the runs and few long samples read noisier than many short ones
   * (the same code against itself, 48 corpus transcripts: 15 samples with gc() each read 0.82-1.25,
   * 61 samples without 0.93-1.07; docs/decisions.md, "Benchmark").
   */
  collectEach?: boolean;
  /**
   * Called untimed before each timed run: a server's own allocation between calls (bench/shapes/
   * heap.ts), so a collection it makes due lands in the calls as it would in a server's.
   */
  between?: () => void;
}

/**
 * Milliseconds per call of each variant in every round: `samples` rounds, each running every
 * variant `inner` times (a seeded shuffle of the variants every round), gc() before each timed run
 * unless told otherwise (then a pause of `settleMs` for the collector's background threads, the
 * same for every variant). Round i of two variants ran close together, so their ratio in that round
 * is a paired ratio. `settle` as a number is `settleMs`.
 */
export function rounds(
  variants: Record<string, () => unknown>,
  samples: number,
  inner = 1,
  settle: number | RoundOptions = 0,
): Record<string, number[]> {
  const {
    settleMs = 0,
    collectEach = true,
    between,
  } = typeof settle === "number" ? { settleMs: settle } : settle;
  const names = Object.keys(variants);
  for (const name of names) consume(variants[name]()); // warm-up, untimed
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const shuffle = seededShuffle(names.length);
  if (!collectEach) collect(settleMs);
  for (let s = 0; s < samples; s++) {
    const order = shuffle();
    for (let k = 0; k < names.length; k++) {
      const name = names[order[k]];
      const run = variants[name];
      if (collectEach) collect(settleMs);
      between?.();
      const t0 = cpuNow();
      for (let i = 0; i < inner; i++) consume(run());
      times[name].push((cpuNow() - t0) / inner);
    }
  }
  return times;
}

/** {@link rounds} for variants that may return a promise: each call is awaited inside its timing. */
export async function roundsAsync(
  variants: Record<string, () => unknown>,
  samples: number,
  inner = 1,
  { collectEach = true, between }: Pick<RoundOptions, "collectEach" | "between"> = {},
): Promise<Record<string, number[]>> {
  const names = Object.keys(variants);
  const call = async (run: () => unknown) => {
    const value = run();
    consume(value instanceof Promise ? await value : value);
  };
  for (const name of names) await call(variants[name]); // warm-up, untimed
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const shuffle = seededShuffle(names.length);
  for (let s = 0; s < samples; s++) {
    const order = shuffle();
    for (let k = 0; k < names.length; k++) {
      const name = names[order[k]];
      if (collectEach) collect();
      between?.();
      const t0 = cpuNow();
      for (let i = 0; i < inner; i++) await call(variants[name]);
      times[name].push((cpuNow() - t0) / inner);
    }
  }
  return times;
}

/** Median milliseconds per call of each variant over {@link rounds}. */
export function measure(
  variants: Record<string, () => unknown>,
  samples: number,
  inner = 1,
  settle: number | RoundOptions = 0,
): Record<string, number> {
  const times = rounds(variants, samples, inner, settle);
  return Object.fromEntries(Object.entries(times).map(([n, t]) => [n, median(t)]));
}

/** The median over rounds of a[i] / b[i]: a ratio each round's noise affects on both sides. */
export function pairedRatio(a: readonly number[], b: readonly number[]): number {
  return median(a.map((value, i) => value / b[i]));
}

/** Samples and inner repetitions for a size: more for small inputs, at least 3 samples. */
export function counts(items: number): { samples: number; inner: number } {
  if (items <= 300) return { samples: 30, inner: 200 };
  if (items <= 1_000) return { samples: 30, inner: 20 };
  if (items <= 10_000) return { samples: 25, inner: 5 };
  // Several calls a sample from 30k on: a call's young-generation collections land in some
  // samples and not others (identical code, auto and the engine it picks, differed by up to 27%).
  if (items <= 50_000) return { samples: 15, inner: 3 };
  if (items <= 100_000) return { samples: 15, inner: 1 };
  if (items <= 300_000) return { samples: 5, inner: 1 };
  return { samples: 3, inner: 1 };
}

/** Milliseconds for a report: two significant digits at least, so a microsecond call is not "0.00". */
export const ms = (value: number): string =>
  value >= 100
    ? value.toFixed(0)
    : value >= 10
      ? value.toFixed(1)
      : value >= 0.01 || value === 0
        ? value.toFixed(2)
        : value.toPrecision(2);

export const ratio = (value: number): string =>
  `${value >= 10 ? value.toFixed(1) : value.toFixed(2)}x`;
