// What the streamed-rewrite tests share (stream.test.ts, stream-fix.test.ts): the generated
// transcripts in the Responses vocabulary, and the options that force each path.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { expect } from "vitest";
import { brokenTranscript } from "../properties/transcripts.js";

type Obj = Record<string, unknown>;

/** The generated transcripts in the Responses vocabulary (what the streamed paths write). */
export function asResponses(items: readonly Obj[]): Obj[] {
  return items.flatMap((item): Obj[] => {
    if (item.role === "tool")
      return [{ type: "function_call_output", call_id: item.tool_call_id, output: item.content }];
    if (!Array.isArray(item.tool_calls)) return [item];
    return item.tool_calls.map((c: Obj) => ({
      type: "function_call",
      call_id: c.id,
      name: "f",
      arguments: "{}",
    }));
  });
}

// --allow-lossy: a host session written as items is refused without it (host-records.ts).
/** The whole-log path, whatever the size. */
export const WHOLE = { streamMinBytes: Number.POSITIVE_INFINITY, allowLossy: true };
/** The streamed path, whatever the size. */
export const STREAMED = { streamMinBytes: 0, allowLossy: true };

/** A Responses call, its output and a user message (the hand-made cases' vocabulary). */
export const responses = {
  call: (k: string) => ({ type: "function_call", call_id: k, name: "f", arguments: "{}" }),
  out: (k: string) => ({ type: "function_call_output", call_id: k, output: "o" }),
  user: (text: string) => ({ type: "message", role: "user", content: text }),
};

/**
 * Runs `check` on generated broken transcripts (Responses vocabulary), a piece size of 1 to 3 and
 * a number choosing options, with a fixed seed; `check` says whether that run streamed. A fifth
 * or more must have (a property where every run falls back proves nothing).
 */
export async function streamedProperty(
  seed: number,
  check: (items: Obj[], piece: number, at: number) => Promise<boolean>,
): Promise<void> {
  const runs = Number(process.env.PROPERTY_RUNS ?? 150);
  let streamed = 0;
  const piece = fc.integer({ min: 1, max: 3 });
  await fc.assert(
    fc.asyncProperty(brokenTranscript, piece, fc.nat(), async (items, size, at) => {
      if (await check(asResponses(items), size, at)) streamed++;
    }),
    { numRuns: runs, seed },
  );
  expect(streamed).toBeGreaterThan(runs / 10);
}

/** One run's report (its output path blanked) and the bytes it wrote (none on an error). */
export interface PathRun<R> {
  report: R;
  bytes: string | undefined;
}

/**
 * Runs a rewrite on the whole-log path, then streamed in pieces of `piece` items (every size
 * streams), each to a fresh output `next()` names; `wrote.n` counts the streamed runs that wrote.
 */
export async function bothPaths<R extends { error?: unknown; output: string }>(
  rewrite: (extra: { streamMinBytes: number; streamPiece?: number; output: string }) => Promise<R>,
  next: () => string,
  wrote: { n: number },
  piece?: number,
): Promise<{ whole: PathRun<R>; streamed: PathRun<R>; wasStreamed: boolean }> {
  const run = async (streamMinBytes: number, streamPiece?: number) => {
    const output = next();
    const report = await rewrite({ streamMinBytes, streamPiece, output });
    const bytes = report.error ? undefined : readFileSync(output, "utf8");
    return { report: { ...report, output: "" }, bytes };
  };
  const whole = await run(Number.POSITIVE_INFINITY);
  const before = wrote.n;
  const streamed = await run(0, piece);
  return { whole, streamed, wasStreamed: wrote.n > before };
}
