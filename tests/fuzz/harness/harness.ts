// The fuzz loop: each case rebuilt from (seed, case number), run through every entry point, timed;
// the library is checked to plan correctly afterwards. script/fuzz and tests/fuzz run it.
import { pack } from "msgpackr";
import "../../support/engines.js";
import { requireCore } from "../../../bindings/engine/loader.js";
import { type Item, reconcileItems, reconcileMsgpack } from "../../../bindings/index.js";
import { reconcileOracle } from "../../properties/oracle.js";
import { isRepair, play } from "../../properties/transcripts.js";
import { corpusBases, hostileBytes, randomSteps, sweepBases } from "./bytes.js";
import {
  corpusLogs,
  exampleLogs,
  hostileLog,
  logRng,
  logTruncation,
  logTruncationCases,
} from "./logs.js";
import { hostileItems, hostileValue } from "./objects.js";
import { Rng } from "./rng.js";
import { bytesTargets, Escape, objectTargets } from "./targets.js";
import { logTargets, preflightTargets } from "./targets-logs.js";

/** One input that escaped, hung or left the library planning wrongly. */
export interface Failure {
  kind: "bytes" | "objects" | "truncation" | "logs" | "preflight" | "log-truncation";
  seed: number;
  index: number;
  what: string;
}

/** What a run measured. */
export interface Figures {
  inputs: number;
  escapes: number;
  hangs: number;
  wrongAfter: number;
  /** CPU time of the slowest input (what the bound judges: a niced run's wall time is the load's). */
  slowestMs: number;
  slowest: { kind: string; index: number } | undefined;
  /** Wall time of the slowest input by wall time, for the record. */
  slowestWallMs: number;
  rssHighWaterMb: number;
  heapHighWaterMb: number;
  /** The wasm core's memory in 64 KiB pages, highest sample (a leak shows here first). */
  wasmPagesHighWater: number;
  seconds: number;
  /** CPU seconds of this process (user + system): the cost, whatever the machine's load. */
  cpuSeconds: number;
  failures: Failure[];
}

/** One case: bytes or objects, from the seed and its number alone (for regressions). */
export function runCase(kind: Failure["kind"], seed: number, index: number): void {
  const rng = new Rng(seed, index);
  if (kind === "objects") objectTargets(hostileItems(rng), hostileValue(rng), rng);
  else if (kind === "bytes") bytesTargets(hostileBytes(rng), rng);
  else if (kind === "logs") logTargets(hostileLog(logRng(seed, index)), rng);
  else if (kind === "preflight") preflightTargets(rng);
  else if (kind === "log-truncation") logTargets(logTruncation(index), rng);
  else {
    const bases = [...sweepBases(), pack(play(randomSteps(new Rng(1, 0))))];
    const base = bases[Math.floor(index / 100_000) % bases.length];
    bytesTargets(base.subarray(0, index % 100_000), rng);
  }
}

const SANITY = play(randomSteps(new Rng(7, 7))).concat([
  { type: "function_call", call_id: "sane", name: "f", arguments: "{}" },
  { type: "message", role: "user", content: "between" },
  { type: "function_call_output", call_id: "sane", output: "ok" },
]);

// The random cases in turn: msgpack bytes, hostile objects, stored logs, preflight inputs.
const KINDS: Failure["kind"][] = ["bytes", "objects", "logs", "preflight"];

/** After hostile input the library still plans a known transcript as the oracle says. */
export function plansCorrectly(): boolean {
  const expected = reconcileOracle(SANITY, isRepair);
  if ("reason" in expected) return false;
  const want = expected.order.filter((e): e is number => typeof e === "number");
  for (const engine of ["reference", "wasm"] as const) {
    const plan = reconcileItems(SANITY as Item[], { engine, isRepairedOutput: isRepair });
    const got = plan.items({
      repairOutput: (r) => ({
        type: "function_call_output",
        call_id: r.callId,
        output: "interrupted",
      }),
    });
    const inputs = got
      .filter((item) => SANITY.includes(item as never))
      .map((item) => SANITY.indexOf(item as never));
    if (JSON.stringify(inputs) !== JSON.stringify(want)) return false;
    const bytesPlan = reconcileMsgpack(pack(SANITY), { engine, isRepairedOutput: isRepair });
    if (JSON.stringify([...bytesPlan.order]) !== JSON.stringify(want)) return false;
  }
  return true;
}

/** Truncation cases: every prefix of each base transcript (as numbered by runCase). */
export function truncationCases(): number[] {
  const bases = [...sweepBases(), pack(play(randomSteps(new Rng(1, 0))))];
  return bases.flatMap((base, b) =>
    Array.from({ length: base.length + 1 }, (_, n) => b * 100_000 + n),
  );
}

/**
 * Runs `runs` cases (bytes, objects, logs and preflight in turn) after one pass over every
 * truncation of the base transcripts and example logs (skipped with `sweep: false`: a long run's
 * later chunks would repeat those inputs); each case must answer within `boundMs`. Failures are
 * returned, never thrown.
 */
export function runFuzz(options: {
  runs: number;
  seed: number;
  boundMs: number;
  sweep?: boolean;
}): Figures {
  const { runs, seed, boundMs, sweep = true } = options;
  const figures: Figures = {
    inputs: 0,
    escapes: 0,
    hangs: 0,
    wrongAfter: 0,
    slowestMs: 0,
    slowest: undefined,
    slowestWallMs: 0,
    rssHighWaterMb: 0,
    heapHighWaterMb: 0,
    wasmPagesHighWater: 0,
    seconds: 0,
    cpuSeconds: 0,
    failures: [],
  };
  // The corpus is read and packed once, before the clock: not the first input's time.
  corpusBases();
  corpusLogs();
  exampleLogs();
  const began = performance.now();
  const cpu = process.cpuUsage();
  const one = (kind: Failure["kind"], index: number) => {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    try {
      runCase(kind, seed, index);
    } catch (error) {
      figures.escapes++;
      const what = error instanceof Escape ? error.message : String(error);
      figures.failures.push({ kind, seed, index, what: what.slice(0, 2000) });
    }
    const used = process.cpuUsage(cpuStart);
    const ms = (used.user + used.system) / 1000;
    figures.slowestWallMs = Math.max(figures.slowestWallMs, performance.now() - start);
    figures.inputs++;
    if (ms > figures.slowestMs) {
      figures.slowestMs = ms;
      figures.slowest = { kind, index };
    }
    if (ms > boundMs) {
      figures.hangs++;
      figures.failures.push({
        kind,
        seed,
        index,
        what: `took ${ms.toFixed(0)} ms of CPU time (bound ${boundMs})`,
      });
    }
    if (figures.inputs % 1000 === 0) sample(figures);
  };
  const truncations = sweep ? truncationCases() : [];
  const logCuts = sweep ? logTruncationCases() : [];
  for (const index of truncations) one("truncation", index);
  for (const index of logCuts) one("log-truncation", index);
  const swept = truncations.length + logCuts.length;
  const random = sweep ? Math.max(runs - swept, Math.ceil(runs / 2)) : runs;
  for (let i = 0; i < random; i++) one(KINDS[i % KINDS.length], i);
  sample(figures);
  if (!plansCorrectly()) {
    figures.wrongAfter++;
    figures.failures.push({ kind: "objects", seed, index: -1, what: "wrong plans after the run" });
  }
  figures.seconds = (performance.now() - began) / 1000;
  const used = process.cpuUsage(cpu);
  figures.cpuSeconds = (used.user + used.system) / 1e6;
  return figures;
}

function sample(figures: Figures): void {
  const { rss, heapUsed } = process.memoryUsage();
  figures.rssHighWaterMb = Math.max(figures.rssHighWaterMb, Math.round(rss / 2 ** 20));
  figures.heapHighWaterMb = Math.max(figures.heapHighWaterMb, Math.round(heapUsed / 2 ** 20));
  const pages = requireCore().memory.buffer.byteLength / 65_536;
  figures.wasmPagesHighWater = Math.max(figures.wasmPagesHighWater, pages);
  if (!plansCorrectly()) figures.wrongAfter++;
}
