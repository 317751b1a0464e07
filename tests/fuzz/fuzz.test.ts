// The fuzz run (SPEC §8): FUZZ_RUNS inputs (default 20,000) from FUZZ_SEED over every public entry
// point; only TranscriptError may escape, each input answers within FUZZ_BOUND_MS, and the library
// plans correctly afterwards. script/fuzz runs the long version and records the figures.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import "../support/engines.js";
import { runFuzz } from "./harness/harness.js";

const runs = Number(process.env.FUZZ_RUNS ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? 20261201);
const boundMs = Number(process.env.FUZZ_BOUND_MS ?? 5_000);
const sweep = process.env.FUZZ_SWEEP !== "0";
const regressions = join(import.meta.dirname, "regressions");

it(`${runs} hostile inputs (seed ${seed}): no escape, no hang, correct plans afterwards`, {
  timeout: 0,
}, () => {
  const figures = runFuzz({ runs, seed, boundMs, sweep });
  if (process.env.FUZZ_REPORT) {
    mkdirSync(join(process.env.FUZZ_REPORT, ".."), { recursive: true });
    writeFileSync(
      process.env.FUZZ_REPORT,
      `${JSON.stringify({ runs, seed, boundMs, ...figures }, null, 2)}\n`,
    );
  }
  // A failing input is kept as a regression case, replayed by regressions.test.ts.
  for (const f of figures.failures.slice(0, 20)) {
    if (f.index < 0) continue;
    const file = join(regressions, `${f.kind}-${f.seed}-${f.index}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ kind: f.kind, seed: f.seed, index: f.index, what: f.what.split("\n")[0] }, null, 2)}\n`,
    );
  }
  expect(figures.failures.slice(0, 5)).toEqual([]);
  expect(figures.inputs).toBe(Math.max(runs, figures.inputs));
  expect(figures.wrongAfter).toBe(0);
});
