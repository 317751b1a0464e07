// What the streamed-rewrite tests share (stream.test.ts, stream-fix.test.ts,
// stream-host-fix.test.ts): the generated transcripts in the Responses vocabulary, the logs they
// run on, the options that force each path, and a run on both paths to compare.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { expect, vi } from "vitest";
import { brokenTranscript, REPAIR } from "../properties/transcripts.js";
import { corpusDir, corpusFiles, hasCorpus } from "../support/corpus.js";
import { LOGS } from "./run.js";
import { streamedWrites } from "./stream-count.js";

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

/**
 * The generated transcripts as an Anthropic messages log, a message a line: text, tool uses and
 * results, a signed thinking block for reasoning; a call without a key a use without an id; what
 * Anthropic has no form for (compactions, server tools, triggers) left out.
 */
export function asAnthropic(items: readonly Obj[]): Obj[] {
  return asResponses(items).flatMap((item): Obj[] => {
    const said = (role: string, block: Obj) => [{ role, content: [block] }];
    switch (item.type) {
      case "message":
        return [{ role: item.role === "assistant" ? "assistant" : "user", content: item.content }];
      case "function_call":
        return said("assistant", { type: "tool_use", id: item.call_id, name: "f", input: {} });
      case "function_call_output":
        return said("user", {
          type: "tool_result",
          tool_use_id: item.call_id,
          content: item.output,
        });
      case "reasoning":
        return said("assistant", { type: "thinking", thinking: "t", signature: `sig-${item.id}` });
      default:
        return [];
    }
  });
}

/**
 * The generated transcripts (their own Chat vocabulary) with their call keys drawn from `pool`
 * keys, by order of first use: keys used again after their answer (SPEC §5 "Key reuse"), and
 * duplicate calls and outputs of a key that is still open.
 */
export function reusingKeys(items: readonly Obj[], pool = 2): Obj[] {
  const keys = new Map<unknown, string>();
  const key = (id: unknown) => {
    if (!keys.has(id)) keys.set(id, `k${keys.size % pool}`);
    return keys.get(id);
  };
  return items.map((item) => {
    if (item.role === "tool") return { ...item, tool_call_id: key(item.tool_call_id) };
    if (!Array.isArray(item.tool_calls)) return item;
    return { ...item, tool_calls: item.tool_calls.map((c: Obj) => ({ ...c, id: key(c.id) })) };
  });
}

/** The example logs and the corpus's JSON lines logs (none when ../shared/corpus is absent). */
export function exampleAndCorpusLogs(): string[] {
  const corpus = hasCorpus ? corpusFiles().filter((f) => f.endsWith(".jsonl")) : [];
  return [...readdirSync(LOGS).map((f) => join(LOGS, f)), ...corpus.map((f) => join(corpusDir, f))];
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
 * Runs `check` on generated broken transcripts (the Responses vocabulary unless `vocabulary`
 * says another: the generator's own is Chat's), a piece size of 1 to 3 and
 * a number choosing options, with a fixed seed; `check` says whether that run streamed. More than
 * `share` of the runs (a tenth unless given) must have (a property where every run falls back
 * proves nothing).
 */
export async function streamedProperty(
  seed: number,
  check: (items: Obj[], piece: number, at: number) => Promise<boolean>,
  share = 1 / 10,
  vocabulary: (items: readonly Obj[]) => Obj[] = asResponses,
): Promise<void> {
  const runs = Number(process.env.PROPERTY_RUNS ?? 150);
  let streamed = 0;
  const piece = fc.integer({ min: 1, max: 3 });
  await fc.assert(
    fc.asyncProperty(brokenTranscript, piece, fc.nat(), async (items, size, at) => {
      if (await check(vocabulary(items), size, at)) streamed++;
    }),
    { numRuns: runs, seed },
  );
  expect(streamed).toBeGreaterThan(runs * share);
}

/** A fix property's options by its run's number: orphans kept in a third, another model in a quarter. */
export const fixOptionsAt = (at: number) => ({
  repairText: REPAIR,
  ...(at % 3 === 0 ? { orphans: "keep" as const } : {}),
  ...(at % 4 === 0 ? { model: "m2" } : {}),
});

/** One run's report (its output path blanked) and the bytes it wrote (none on an error). */
export interface PathRun<R> {
  report: R;
  bytes: string | undefined;
}

/** What a rewrite is run with on each path: the stream threshold, the piece size, the output. */
export interface PathOptions {
  streamMinBytes: number;
  streamPiece?: number;
  output: string;
}

/**
 * Runs a rewrite on the whole-log path, then streamed in pieces of `piece` items (every size
 * streams; the default piece size without `piece`), each to a fresh output `next()` names and
 * read back in `encoding` (`latin1`: a byte a character, for msgpack);
 * `wasStreamed`: the streamed run wrote (counted where the test mocks the streamed module with
 * stream-count.ts's countingWrites; false otherwise).
 */
export async function runWholeAndStreamed<R extends { error?: unknown; output: string }>(
  rewrite: (extra: PathOptions) => Promise<R>,
  next: () => string,
  piece?: number,
  encoding: BufferEncoding = "utf8",
): Promise<{ whole: PathRun<R>; streamed: PathRun<R>; wasStreamed: boolean }> {
  const run = async (streamMinBytes: number, streamPiece?: number) => {
    const output = next();
    const report = await rewrite({ streamMinBytes, streamPiece, output });
    const bytes = report.error ? undefined : readFileSync(output, encoding);
    return { report: { ...report, output: "" }, bytes };
  };
  const whole = await run(Number.POSITIVE_INFINITY);
  const before = streamedWrites.n;
  const streamed = await run(0, piece);
  return { whole, streamed, wasStreamed: streamedWrites.n > before };
}

/**
 * Numbered ids in place of the random ones repair records get (crypto.randomUUID), so both paths
 * write the same bytes: `reset()` before each run.
 */
export function numberedUuids(): { reset: () => void } {
  let next = 0;
  vi.spyOn(globalThis.crypto, "randomUUID").mockImplementation(
    () => `00000000-0000-4000-8000-${String(next++).padStart(12, "0")}` as const,
  );
  return {
    reset: () => {
      next = 0;
    },
  };
}

/**
 * The stream/plan.js module with `planStream` counted into `calls.n` (a `vi.mock` factory's
 * result: the first reads a command made).
 */
export function countingPlanStream(
  mod: Record<string, (...args: unknown[]) => unknown>,
  calls: { n: number },
): Record<string, (...args: unknown[]) => unknown> {
  return {
    ...mod,
    planStream: (...args: unknown[]) => {
      calls.n++;
      return Reflect.apply(mod.planStream, undefined, args);
    },
  };
}
