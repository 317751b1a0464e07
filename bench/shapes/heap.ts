// The two heaps a shape's calls run in: a process holding only the transcript (gc() before each
// timed run), and a server-like one (other sessions' transcripts and a cache live beside it,
// hundreds of MB, no gc() forced, a request's worth of allocation before each call).
import type { RoundOptions } from "../measure.js";
import { SHAPES } from "./shapes.js";

export type HeapName = "bare" | "server";

export interface Heap {
  name: HeapName;
  /** How the rounds run in it (bench/measure.ts). */
  rounds: Pick<RoundOptions, "collectEach" | "between">;
  /** MB live in the heap before the first call (process.memoryUsage().heapUsed). */
  liveMB: number;
  /** What it holds: kept reachable for the process's life. */
  held: unknown[];
}

const MB = 2 ** 20;
/** Items of each other session's transcript the server holds. */
const SESSION_ITEMS = 20_000;

/** A request's worth of short-lived allocation: a JSON body parsed and a cache entry replaced. */
function churn(body: string, cache: Map<number, unknown>): () => void {
  let next = 0;
  return () => {
    const request = JSON.parse(body);
    cache.set(next++ % cache.size, request); // the oldest entry becomes garbage, the new one lives on
  };
}

/**
 * The heap named `name`. `server`: copies of other sessions' transcripts (each parsed from JSON,
 * so no two share a string) and a cache of small objects until `targetMB` are live, and `between`
 * allocating a ~256 KB request's objects before every timed call.
 */
export function heap(name: HeapName, targetMB = 400): Heap {
  if (name === "bare") return { name, rounds: { collectEach: true }, liveMB: liveMB(), held: [] };
  const sessions: unknown[] = [];
  const json = JSON.stringify(SHAPES[0].items(SESSION_ITEMS));
  const cache = new Map<number, unknown>();
  for (let i = 0; i < 200_000; i++) cache.set(i, { id: i, at: Date.now(), tags: [`t${i % 97}`] });
  while (process.memoryUsage().heapUsed < targetMB * MB) sessions.push(JSON.parse(json));
  const body = JSON.stringify(SHAPES[0].items(400));
  return {
    name,
    rounds: { collectEach: false, between: churn(body, cache) },
    liveMB: liveMB(),
    held: [sessions, cache],
  };
}

function liveMB(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / MB);
}
