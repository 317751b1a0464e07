// Issue 13: the parallel check with real worker threads (the built dist/cli.js serves them), in
// this process and as `check --jobs N` from the command line: the same report as one thread.
import { statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { scanFile } from "../../bindings/cli/load.js";
import { countFile } from "../../bindings/cli/parallel/count.js";
import { countInParallel, EarlierLinesNeeded } from "../../bindings/cli/parallel/ordered.js";
import { workerPool } from "../../bindings/cli/parallel/threads.js";
import { TallySink } from "../../bindings/cli/tally.js";
import { built, CLI, cli, tempDir } from "./run.js";

const dir = tempDir();
const envelope = (type: string, payload: object) =>
  JSON.stringify({ timestamp: "t", type, payload });
const call = (k: number) =>
  envelope("response_item", {
    type: "function_call",
    call_id: `c${k}`,
    name: "f",
    arguments: "{}",
  });
const user = (text: string) =>
  envelope("response_item", {
    type: "message",
    role: "user",
    content: [{ type: "input_text", text }],
  });
const summary = { message: "so far" };
const replaced = { message: "", replacement_history: [JSON.parse(user("so far")).payload] };
const output = (k: number) =>
  envelope("response_item", { type: "function_call_output", call_id: `c${k}`, output: "ok" });

// 3,000 turns whose outputs come 7 turns late (pairs across every range border), an unanswered
// call every 100, an orphan every 250, a compaction at 1,500 (`summaryOnly`: an older Codex's,
// which Codex rebuilds from the user's messages before it), a bad line at 2,222.
function bigLog(badLine: boolean, summaryOnly = false): string {
  const lines = [envelope("session_meta", { id: "s" }), envelope("turn_context", { model: "m" })];
  for (let n = 0; n < 3000; n++) {
    if (n % 100 !== 0) lines.push(call(n));
    if (n >= 7 && (n - 7) % 100 !== 0) lines.push(output(n - 7));
    if (n % 250 === 0) lines.push(output(100_000 + n));
    if (n % 500 === 0) lines.push(user(`turn ${n}`));
    if (n === 1500) lines.push(envelope("compacted", summaryOnly ? summary : replaced));
    if (badLine && n === 2222) lines.push("{ not json");
  }
  const path = join(dir, `big-${badLine}-${summaryOnly}.jsonl`);
  writeFileSync(path, `${lines.join("\n")}\n`);
  return path;
}

describe.skipIf(!built)("the parallel check in worker threads", () => {
  it("counts as one read does, in this process", async () => {
    const path = bigLog(true);
    const one = new TallySink();
    const single = await scanFile(path, () => one, { lenient: true });
    const many = new TallySink();
    const plan = { pieces: 9, run: workerPool(3, pathToFileURL(CLI)) };
    const progress = { add() {}, stop() {} };
    const side = await countInParallel(
      path,
      statSync(path).size,
      many,
      { lenient: true },
      plan,
      progress,
    );
    expect(side).toEqual(single);
    expect(many.results()).toEqual(one.results());
    expect(single.skipped).toEqual([expect.objectContaining({ reason: "not-json" })]);
  });

  it("`check --jobs 3` prints the report of `--jobs 1`, and the same error", () => {
    for (const bad of [false, true]) {
      for (const lenient of bad ? [[], ["--lenient"]] : [[]]) {
        const args = ["check", "--json", "--preflight-max-mb", "0", ...lenient, bigLog(bad)];
        const one = cli([...args, "--jobs", "1"]);
        const three = cli([...args, "--jobs", "3"]);
        expect(three).toEqual(one);
        expect(three.stderr).not.toContain("no worker threads");
        expect(one.code).toBe(bad && lenient.length === 0 ? 2 : 1);
      }
    }
    expect(cli(["check", "--jobs", "0", bigLog(false)]).code).toBe(2);
  });

  // Codex rebuilds an older compaction from the user's messages before it: a range after the
  // first cannot count it alone, so the counting gives up and the file is read whole.
  it("a summary-only compaction after the first range: the parallel count gives up, countFile reads the file whole, the report of one read", async () => {
    const path = bigLog(false, true);
    const size = statSync(path).size;
    const one = new TallySink();
    const single = await scanFile(path, () => one, {});
    const plan = { pieces: 9, run: workerPool(3, pathToFileURL(CLI)) };
    const progress = { add() {}, stop() {} };
    await expect(
      countInParallel(path, size, new TallySink(), {}, plan, progress),
    ).rejects.toBeInstanceOf(EarlierLinesNeeded);
    const parallel = { jobs: 3, workerScript: pathToFileURL(CLI) };
    const counted = await countFile(path, size, () => new TallySink(), {}, parallel);
    expect(counted.outcome).toEqual(single);
    expect(counted.sink.results()).toEqual(one.results());
    // The rebuild holds the user's messages before it (turns 0 to 1,500, a 500 apart), the summary.
    const compaction = one.results()[0].meta.compactions[0];
    expect(compaction).toMatchObject({ source: "codex-compacted", replacement: 5 });
    const args = ["check", "--json", "--preflight-max-mb", "0", path];
    expect(cli([...args, "--jobs", "3"])).toEqual(cli([...args, "--jobs", "1"]));
  });
});
