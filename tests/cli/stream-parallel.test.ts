// Issue 35: `convert --to jsonl` on a large log writes its ranges in worker threads
// (bindings/cli/parallel/write-range.ts, written.ts). The output and the report are the single
// read's, byte for byte: on generated rollouts with replacing compactions anywhere (in ranges of a
// few lines, so a range starts or ends at every kind of record), on the example logs and on the
// corpus logs, with one worker thread and with several.
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { type ConvertOptions, convertFile } from "../../bindings/cli/convert.js";
import { writtenInParallel } from "../../bindings/cli/parallel/written.js";
import { built, CLI, tempDir } from "./run.js";
import { STREAMED, streamLogs, WHOLE } from "./stream-support.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const RUNS = Number(process.env.PROPERTY_RUNS ?? 150) / 2; // each run starts worker threads
let n = 0;

async function converted(input: string, options: Partial<ConvertOptions>) {
  const output = join(dir, `out-${n++}.jsonl`);
  const report = await convertFile(input, { to: "jsonl", ...options, output });
  const bytes = report.error ? undefined : readFileSync(output, "utf8");
  return { report: { ...report, output: "" }, bytes };
}

const inThreads = (jobs: number, rangeBytes: number) => ({
  ...STREAMED,
  parallel: { jobs, workerScript: pathToFileURL(CLI) },
  streamRangeBytes: rangeBytes,
});

const envelope = (type: string, payload: object) =>
  JSON.stringify({ timestamp: "t", type, payload });
// A call, a Responses message, or a message without a type (read back as Chat's without the meta
// record's dialect: the meta line heading the output depends on the first item written).
const item = (k: number) => {
  if (k % 3 === 0) return { type: "function_call", call_id: `c${k}`, name: "f", arguments: "{}" };
  if (k % 3 === 1) return { role: "user", content: `m${k}é` };
  return { type: "message", role: "assistant", content: `m${k}` };
};

// A rollout's records: items, turn contexts, UI events, and compactions that replace the
// history (with items, with none, or as older Codex's summary message) or do not.
const record = fc.oneof(
  { weight: 8, arbitrary: fc.nat(99).map((k) => envelope("response_item", item(k))) },
  { weight: 1, arbitrary: fc.constant(envelope("turn_context", { model: "gpt-5" })) },
  { weight: 1, arbitrary: fc.constant(envelope("event_msg", { type: "x" })) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.nat(99), { maxLength: 2 })
      .map((ks) => envelope("compacted", { replacement_history: ks.map(item) })),
  },
  { weight: 1, arbitrary: fc.constant(envelope("compacted", { message: "so far" })) },
);
const rollout = fc
  .tuple(fc.boolean(), fc.array(record, { minLength: 1, maxLength: 40 }))
  .map(([meta, lines]) => [...(meta ? [envelope("session_meta", { id: "s" })] : []), ...lines]);

describe.skipIf(!built)("convert --to jsonl, ranges written in worker threads", () => {
  it("writes the single read's bytes and report on generated rollouts, in ranges of a few lines", async () => {
    let wrote = 0;
    // The readers (1 to 3 worker threads), and ranges of a few lines each.
    const split = fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 400 }));
    await fc.assert(
      fc.asyncProperty(rollout, split, async (lines, [jobs, rangeBytes]) => {
        const input = join(dir, `log-${n++}.jsonl`);
        writeFileSync(input, `${lines.join("\n")}\n`);
        const single = await converted(input, { ...STREAMED, streamPiece: 1 });
        const whole = await converted(input, WHOLE);
        const threads = await converted(input, inThreads(jobs, rangeBytes));
        // The threads path was taken (it is undefined where the file cannot be split).
        const { parallel } = inThreads(jobs, rangeBytes);
        const job = { conversation: "main", meta: {}, format: "codex-rollout" as const };
        const size = statSync(input).size;
        expect(writtenInParallel(input, size, { ...job, replacements: 0 }, parallel)).toBeDefined();
        expect(single).toEqual(whole);
        expect(threads).toEqual(whole);
        if (whole.bytes) wrote++;
      }),
      { numRuns: RUNS, seed: 35 },
    );
    expect(wrote).toBeGreaterThan(RUNS / 2);
  }, 240_000);

  it.each(streamLogs())("writes the single read's bytes and report on %s", async (input) => {
    const whole = await converted(input, WHOLE);
    for (const jobs of [1, 3])
      for (const rangeBytes of [4096, 64 * 1024])
        expect(await converted(input, inThreads(jobs, rangeBytes))).toEqual(whole);
  });
});
