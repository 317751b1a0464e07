// Issue 13: the parallel check reads a log in byte ranges, side by side, and must give exactly the
// report of one streamed read: counts, pairing across range borders, lines and record indexes,
// skipped records and warnings, the first bad record's error. Ranges are read here in a shuffled
// order in this thread (the worker threads themselves are run in check-parallel.test.ts).
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scanFile } from "../../bindings/cli/load.js";
import {
  countInParallel,
  EarlierLinesNeeded,
  type RangeRunner,
} from "../../bindings/cli/parallel/ordered.js";
import { lineRanges } from "../../bindings/cli/parallel/ranges.js";
import { scanRange } from "../../bindings/cli/parallel/worker.js";
import { TallySink } from "../../bindings/cli/tally.js";
import { TranscriptError } from "../../bindings/errors.js";

const NO_PROGRESS = { add() {}, stop() {} };
const dir = mkdtempSync(join(tmpdir(), "clinker-parallel-"));

// Reads the ranges in the order `order` gives, delivering each range's rows and end as it goes.
const shuffled =
  (seed: number): RangeRunner =>
  async (path, format, slots, arrived) => {
    const order = slots
      .map((_, i) => i)
      .sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13));
    for (const i of order) {
      slots[i].end = await scanRange({ path, range: slots[i].range, format }, (batch) => {
        slots[i].batches.push(batch);
        arrived();
      });
      arrived();
    }
  };

const envelope = (type: string, payload: object) =>
  JSON.stringify({ timestamp: "t", type, payload });
const item = (payload: object) => envelope("response_item", payload);

// One line of a Codex rollout: items, calls and outputs over a few keys (so pairs, orphans and
// duplicates cross range borders), compactions, meta, and the bad lines a real log can hold.
const LINE = fc.oneof(
  fc
    .nat(5)
    .map((k) => item({ type: "function_call", call_id: `c${k}`, name: "f", arguments: "{}" })),
  fc.nat(5).map((k) => item({ type: "function_call_output", call_id: `c${k}`, output: "ok" })),
  fc.constant(
    item({ type: "message", role: "user", content: [{ type: "input_text", text: "hi" }] }),
  ),
  fc.constant(item({ type: "reasoning", summary: [], encrypted_content: "gAAA" })),
  fc.nat(5).map((k) =>
    envelope("compacted", {
      message: "",
      replacement_history: [
        { type: "function_call", call_id: `c${k}`, name: "f", arguments: "{}" },
      ],
    }),
  ),
  fc.constant(envelope("compacted", { message: "summary" })),
  fc.string({ maxLength: 6 }).map((model) => envelope("turn_context", { model })),
  fc.constantFrom("", "  ", "not json {", '{"type":"weird","payload":{}}', "[1]", "\uFEFF{}"),
);

type LogCase = typeof LOG extends fc.Arbitrary<infer T> ? T : never;

const LOG = fc.record({
  lines: fc.array(LINE, { maxLength: 40 }),
  crlf: fc.boolean(),
  bom: fc.nat(9).map((n) => n === 0),
  cut: fc.nat(30), // the last line cut short by this many characters (0: whole)
  terminated: fc.boolean(),
});

function write(log: LogCase, n: number): string {
  const head = envelope("session_meta", { id: "s" });
  let text = [head, ...log.lines].join(log.crlf ? "\r\n" : "\n");
  if (log.cut > 0 && log.lines.length > 0)
    text = text.slice(0, Math.max(head.length + 1, text.length - log.cut));
  if (log.terminated) text += "\n";
  const path = join(dir, `log-${n}.jsonl`);
  writeFileSync(path, (log.bom ? "\uFEFF" : "") + text);
  return path;
}

// The whole answer of a read: the counts, or the error; skipped records and warnings. A read
// that gives up for lack of the lines before a range (EarlierLinesNeeded) is made again, whole.
async function answer(read: (tally: TallySink) => Promise<unknown>, whole = read) {
  let tally = new TallySink();
  try {
    let outcome: unknown;
    try {
      outcome = await read(tally);
    } catch (error) {
      if (!(error instanceof EarlierLinesNeeded)) throw error;
      tally = new TallySink();
      outcome = await whole(tally);
    }
    return JSON.parse(JSON.stringify({ outcome, conversations: tally.results() }));
  } catch (error) {
    if (!(error instanceof TranscriptError)) throw error;
    const { code, reason, line, index, message } = error;
    return { error: { code, reason, line, index, message } };
  }
}

describe("the parallel check gives the report of one read", () => {
  it("for any log cut into any ranges, read in any order (400 runs)", async () => {
    let n = 0;
    let parallelRead = 0;
    await fc.assert(
      fc.asyncProperty(
        LOG,
        fc.integer({ min: 1, max: 9 }),
        fc.nat(12),
        fc.boolean(),
        async (log, pieces, seed, lenient) => {
          const path = write(log, n++);
          const size = statSync(path).size;
          const oneRead = (tally: TallySink) => scanFile(path, () => tally, { lenient });
          const one = await answer(oneRead);
          const run: RangeRunner = (...args) => {
            parallelRead++;
            return shuffled(seed)(...args);
          };
          const plan = { pieces, run };
          const side = await answer(async (tally) => {
            const outcome = await countInParallel(
              path,
              size,
              tally,
              { lenient },
              plan,
              NO_PROGRESS,
            );
            if (outcome === undefined) return scanFile(path, () => tally, { lenient });
            parallelRead++;
            return outcome;
          }, oneRead);
          expect(side).toEqual(one);
          // Records by kind in order of first sight: the order a lossy report names them in.
          const kinds = (a: typeof one) => Object.keys(a.outcome?.recordKinds ?? {});
          expect(kinds(side)).toEqual(kinds(one));
        },
      ),
      { seed: 20261201, numRuns: 400 },
    );
    // The BOM-first and junk-first logs go to the single read; most must not.
    expect(parallelRead).toBeGreaterThan(280);
  });

  it("past the skipped records a read lists: the same list, count, unknown types and warning", async () => {
    // 4,000 lines, every other one bad (three ways), an unknown type every 7th, the last cut short.
    const bad = ["not json {", "{ x: 1 }", '{"type": x}'];
    const lines = [envelope("session_meta", { id: "s" })];
    for (let n = 0; n < 4000; n++) {
      if (n % 2 === 0) lines.push(bad[n % 3]);
      else if (n % 7 === 0) lines.push(envelope(`weird-${n % 3}`, {}));
      else lines.push(item({ type: "message", role: "user", content: `m${n}` }));
    }
    const path = join(dir, "many-bad.jsonl");
    writeFileSync(path, `${lines.join("\n")}\n{"timestamp":"t","type":"resp`);
    const size = statSync(path).size;
    const one = await answer((tally) => scanFile(path, () => tally, { lenient: true }));
    expect(one.outcome.skipped).toHaveLength(1001);
    expect(one.outcome.skippedCount).toBe(2001);
    expect(one.outcome.skipped.at(-1)).toMatchObject({ reason: "truncated" });
    expect(one.outcome.skipped[999]).toMatchObject({ line: 2000, reason: "not-json" });
    for (const pieces of [2, 5, 9])
      for (const seed of [0, 7]) {
        const plan = { pieces, run: shuffled(seed) };
        const read = (tally: TallySink) =>
          countInParallel(path, size, tally, { lenient: true }, plan, NO_PROGRESS);
        expect(await answer(read)).toEqual(one);
      }
  });

  it("cuts ranges at line starts, covering the file once", () => {
    const path = join(dir, "ranges.jsonl");
    writeFileSync(path, "a\nbb\n\nccc\nd");
    for (let pieces = 1; pieces <= 12; pieces++) {
      const ranges = lineRanges(path, 11, pieces);
      expect(ranges[0].start).toBe(0);
      expect(ranges.at(-1)!.end).toBe(11);
      for (let i = 1; i < ranges.length; i++) {
        expect(ranges[i].start).toBe(ranges[i - 1].end);
        expect([0, 2, 5, 6, 10]).toContain(ranges[i].start);
      }
    }
  });
});
