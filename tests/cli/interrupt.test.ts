// A stop signal during a write removes the temporary file and ends the process as the signal
// would; the target is left as it was, or (a synchronous write, renamed before the signal is
// seen) holds the whole new file. interrupted-write.ts is the child that writes.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { durableReplace } from "../../bindings/cli/durable-replace.js";
import { tempDir } from "./run.js";

const CHILD = join(import.meta.dirname, "interrupted-write.ts");

interface Ended {
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

// Runs the child writing `target`, sends `signal` once it says "ready", and waits for its end.
function interrupt(how: string, target: string, signal: NodeJS.Signals): Promise<Ended> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", CHILD, how, target]);
  let [stdout, stderr] = ["", ""];
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  child.stdout?.on("data", (d) => {
    stdout += d;
    if (stdout === "ready\n") child.kill(signal);
  });
  return new Promise((resolve) =>
    child.on("exit", (_, s) => resolve({ signal: s, stdout, stderr })),
  );
}

describe("a write stopped by a signal", () => {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    it(`removes its temporary file and leaves the target as it was (${signal}, awaiting)`, async () => {
      const dir = tempDir();
      const target = join(dir, "session.jsonl");
      writeFileSync(target, "the old file\n");
      const ended = await interrupt("async", target, signal);
      expect(ended.signal).toBe(signal);
      expect(ended.stdout).toBe("ready\n");
      expect(ended.stderr).toBe(`clinker-transcript: interrupted; ${target} left as it was\n`);
      expect(readdirSync(dir)).toEqual(["session.jsonl"]);
      expect(readFileSync(target, "utf8")).toBe("the old file\n");
    });
  }

  it("ends the process after a synchronous write, which it finished and renamed", async () => {
    const dir = tempDir();
    const target = join(dir, "session.jsonl");
    writeFileSync(target, "the old file\n");
    const ended = await interrupt("sync", target, "SIGINT");
    expect(ended.signal).toBe("SIGINT");
    expect(ended.stdout).toBe("ready\n"); // not "alive": the signal was not dropped
    expect(ended.stderr).toBe(`clinker-transcript: interrupted; ${target} written\n`);
    expect(readdirSync(dir)).toEqual(["session.jsonl"]);
    expect(readFileSync(target, "utf8")).toBe("first part\nsecond part\n");
  });
});

describe("many writes in one synchronous loop", () => {
  it("share one listener per signal (no MaxListenersExceededWarning past ten files)", async () => {
    const dir = tempDir();
    const before = process.listenerCount("SIGINT");
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on("warning", onWarning);
    for (let k = 0; k < 15; k++)
      durableReplace(join(dir, `s${k}.jsonl`), [Buffer.from(`${k}\n`)], 0o644);
    expect(process.listenerCount("SIGINT")).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 20)); // past the deferred releases
    process.off("warning", onWarning);
    expect(process.listenerCount("SIGINT")).toBe(before);
    expect(warnings).toEqual([]);
    expect(readdirSync(dir).length).toBe(15);
  });
});
