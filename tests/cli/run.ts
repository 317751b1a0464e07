// Runs the built command line (dist/cli.js) as a subprocess, as users do.
import { execFileSync, type SpawnSyncReturns, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";

export const root = join(import.meta.dirname, "../..");
export const CLI = join(root, "dist", "cli.js");
export const LOGS = join(root, "examples", "logs");
export const built = existsSync(CLI);
if (!built)
  console.warn("dist/cli.js missing (run npm run build): skipping the command line tests");

/** What a run printed and its exit code. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `clinker-transcript ...args` in `cwd`, without colour variables; `node` flags go before the
 * script (a preloaded module), `env` is added to the environment.
 */
export function cli(
  args: readonly string[],
  options: { cwd?: string; input?: string | Buffer; node?: string[]; env?: NodeJS.ProcessEnv } = {},
): Run {
  const env = { ...process.env, ...options.env };
  delete env.FORCE_COLOR;
  const argv = [...(options.node ?? []), CLI, ...args];
  const result: SpawnSyncReturns<string> = spawnSync(process.execPath, argv, {
    cwd: options.cwd ?? root,
    input: options.input,
    encoding: "utf8",
    env,
    maxBuffer: 256 * 1024 * 1024,
  });
  const run = { code: result.status, stdout: result.stdout, stderr: result.stderr };
  // Never a stack trace, whatever the input.
  expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  return run;
}

/** A fresh temporary directory. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "clinker-cli-"));
}

/** A log in examples/logs. */
export const log = (name: string) => join(LOGS, name);

/** A new FIFO in `dir` and a `cat` reading it: `text()` is what it read once the writer closed. */
export function fifoReader(dir: string): { fifo: string; text: () => Promise<string> } {
  const fifo = join(dir, "pipe");
  execFileSync("mkfifo", [fifo]);
  const reader = spawn("cat", [fifo]);
  let got = "";
  reader.stdout.on("data", (d) => {
    got += d;
  });
  const closed = new Promise((resolve) => reader.on("close", resolve));
  return { fifo, text: () => closed.then(() => got) };
}
