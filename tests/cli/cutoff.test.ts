// Issue 28: `compact --cutoff N` counts items, but `check` never showed item numbers. check now
// shows each finding's item number, and compact takes the cut as an item number, line:L or id:X.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, log, tempDir } from "./run.js";

const compactAt = (cutoff: string, output: string) =>
  cli([
    "compact",
    log("codex-ends-mid-call.jsonl"),
    "--allow-lossy",
    "--cutoff",
    cutoff,
    "--summary",
    "s",
    "-o",
    output,
  ]);

describe.skipIf(!built)("item numbers for compact --cutoff", () => {
  it("check shows the item number of each finding (text and --json)", () => {
    const file = log("codex-ends-mid-call.jsonl");
    expect(cli(["check", file]).stdout).toContain("call_npm_test at line 10 (item 6)");
    const report = JSON.parse(cli(["check", "--json", file]).stdout);
    expect(report.files[0].conversations[0].unresolved).toEqual([
      { callId: "call_npm_test", line: 10, index: 9, item: 6 },
    ]);
  });

  it("--cutoff 4, line:L and id:X name the same cut", () => {
    const dir = tempDir();
    const written = (cutoff: string) => {
      const output = join(dir, `${cutoff.replace(":", "-")}.jsonl`);
      const run = compactAt(cutoff, output);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      return readFileSync(output, "utf8");
    };
    const byItem = written("4");
    expect(written("id:rs_02")).toBe(byItem);
    expect(written("line:8")).toBe(byItem);
    expect(byItem).not.toBe(written("2"));
  });

  it("a cutoff that names nothing is a usage error (exit 2)", () => {
    const dir = tempDir();
    for (const cutoff of ["id:nope", "line:999", "first"]) {
      expect(compactAt(cutoff, join(dir, "x.jsonl")).code, cutoff).toBe(2);
    }
  });
});
