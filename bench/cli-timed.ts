// One command line run timed as a subprocess under /usr/bin/time -v: wall seconds and peak RSS
// (bench/cli-conversations.ts, bench/cli-shapes.ts).
import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** The built command line. */
export const CLI = join(import.meta.dirname, "..", "dist", "cli.js");

/** A run's wall time and peak resident set. */
export interface Run {
  seconds: number;
  rssMb: number;
}

/** The median of `xs` (the upper one of an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Runs the command line with `args`; throws unless it exits 0 or, with `checks`, `check`'s 1 (it
 * found something to report).
 */
export function timedCli(args: string[], checks = false): Run {
  const started = process.hrtime.bigint();
  const result = spawnSync("/usr/bin/time", ["-v", process.execPath, CLI, ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0 && !(checks && args[0] === "check" && result.status === 1))
    throw new Error(`${args.join(" ")}: exit ${result.status}\n${result.stderr}`);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
  return { seconds, rssMb: Number(rss?.[1]) / 1024 };
}
