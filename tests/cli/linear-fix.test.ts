// `fix` stays linear (issue 30: 200k unanswered calls, 31 MB, took 33 s with `items.indexOf` per
// repair; reading the plan back then scanned a group's every slot per repair and per output).
// No clock: the command runs with array-work.mjs preloaded, which counts the entries every Array
// and typed-array method walks and every Map and Set operation; the count at 4n over the count at
// n is about 4 for linear work and 16 for a search per item. LINEAR_FIX_CALLS sets n (default
// 50,000, so 4n is the 200,000).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, root, tempDir } from "./run.js";

const N = Number(process.env.LINEAR_FIX_CALLS ?? 50_000);
const dir = tempDir();
const PRELOAD = join(root, "tests/cli/array-work.mjs");
// Linear work measured 3.4 (unanswered calls) and 3.6 (answered in reverse) here; quadratic 15.6.
const MAX_RATIO = 6;
// Entries walked per item at 4n, measured about 90 (fixed start-up work included).
const MAX_PER_ITEM = 400;

const line = (item: object) => JSON.stringify(item);
const call = (k: number) =>
  line({ type: "function_call", call_id: `call_${k}`, name: "shell", arguments: '{"cmd":"ls"}' });
const output = (k: number) =>
  line({ type: "function_call_output", call_id: `call_${k}`, output: "ok" });
const user = line({ type: "message", role: "user", content: "go" });

// n calls in one group, none answered: n repairs.
function unanswered(n: number): string {
  const lines = [user];
  for (let k = 0; k < n; k++) lines.push(call(k));
  return `${lines.join("\n")}\n`;
}

// n calls in one group, then their outputs in reverse order, every tenth call unanswered.
function answeredInReverse(n: number): string {
  const lines = [user];
  for (let k = 0; k < n; k++) lines.push(call(k));
  for (let k = n - 1; k >= 0; k--) if (k % 10 !== 0) lines.push(output(k));
  return `${lines.join("\n")}\n`;
}

// Runs `fix --json` on the log; its report, and the work the run did.
function fixWork(name: string, text: string): { report: Record<string, unknown>; work: number } {
  const file = join(dir, `${name}.jsonl`);
  writeFileSync(file, text);
  const workFile = join(dir, `${name}.work.json`);
  const run = cli(["fix", "--json", file, "-o", join(dir, `${name}.fixed.jsonl`)], {
    node: ["--import", PRELOAD],
    env: { ARRAY_WORK_FILE: workFile },
  });
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  const { work } = JSON.parse(readFileSync(workFile, "utf8")) as { work: number };
  return { report: JSON.parse(run.stdout), work };
}

describe.skipIf(!built)("fix is linear in the calls it repairs", () => {
  it(`${4 * N} unanswered calls: about 4 times the work of ${N}`, () => {
    const small = fixWork("unanswered-n", unanswered(N));
    const large = fixWork("unanswered-4n", unanswered(4 * N));
    expect(small.report.repairs).toHaveLength(N);
    expect(large.report.repairs).toHaveLength(4 * N);
    expect(large.report.itemsAfter).toBe(8 * N + 1);
    expect(large.report.remaining).toEqual([]);
    expect(large.work / small.work).toBeLessThan(MAX_RATIO);
    expect(large.work / (4 * N)).toBeLessThan(MAX_PER_ITEM);
  }, 600_000);

  it(`${4 * N} calls answered in reverse order: about 4 times the work of ${N}`, () => {
    const small = fixWork("reverse-n", answeredInReverse(N));
    const large = fixWork("reverse-4n", answeredInReverse(4 * N));
    expect(large.report.repairs).toHaveLength((4 * N) / 10);
    expect(large.report.remaining).toEqual([]);
    expect(large.work / small.work).toBeLessThan(MAX_RATIO);
    expect(large.work / (4 * N)).toBeLessThan(MAX_PER_ITEM);
  }, 600_000);
});
