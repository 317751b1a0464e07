// Benchmark of `clinker-transcript check` on a generated 1 GB JSONL log (issue 13), and beside it
// `fix`, `convert` and `compact` on the same log (issue 35): peak RSS of the process and
// throughput, with verdicts computed from this run. Not a test; run with
//   npm run build && node --import tsx bench/cli-check.ts [--gb 1] [--keep] [--file big.jsonl]
// Writes its sections of bench/RESULTS.md (between the cli-check and cli-rewrite markers).
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ByteLineSplitter } from "../bindings/readers/lines.js";
import {
  generate,
  generateClaude,
  generatePi,
  PI_COMPACT_EVERY,
  UNANSWERED_EVERY,
} from "./cli-logs.js";
import { recordSection } from "./report.js";

const ROOT = join(import.meta.dirname, "..");
const CLI = join(ROOT, "dist", "cli.js");
const RESULTS = join(ROOT, "bench", "RESULTS.md");
const GOAL_RSS_MB = 256;
const GOAL_MB_PER_S = 200;
const GOAL_REWRITE_MB_PER_S = 100;
const BEGIN = "<!-- cli-check:begin -->";
const END = "<!-- cli-check:end -->";
const REWRITE_BEGIN = "<!-- cli-rewrite:begin -->";
const REWRITE_END = "<!-- cli-rewrite:end -->";
const arg = (name: string) => process.argv.indexOf(name);
const gigabytes = arg("--gb") > 0 ? Number(process.argv[arg("--gb") + 1]) : 1;

interface Run {
  seconds: number;
  peakRssMb: number | undefined;
  /** User + system CPU seconds of the process (all its threads). */
  cpuSeconds: number | undefined;
  exitCode: number | null;
  report: Record<string, any>;
}

// `check --json` under /usr/bin/time -v when present (its peak RSS), else without an RSS figure.
function runCheck(path: string, jobs?: number): Run {
  return runCli(["check", "--json", ...(jobs ? ["--jobs", String(jobs)] : []), path]);
}

// The command line with `args` under /usr/bin/time -v when present, its --json report parsed.
function runCli(cliArgs: string[]): Run {
  const timed = existsSync("/usr/bin/time");
  const command = timed ? "/usr/bin/time" : process.execPath;
  const args = [...(timed ? ["-v", process.execPath] : []), CLI, ...cliArgs];
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr ?? "");
  const cpu = ["User", "System"].map((k) =>
    Number(new RegExp(`${k} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr ?? "")?.[1]),
  );
  return {
    seconds,
    peakRssMb: rss ? Number(rss[1]) / 1024 : undefined,
    cpuSeconds: cpu.every(Number.isFinite) ? cpu[0] + cpu[1] : undefined,
    exitCode: result.status,
    report: JSON.parse(result.stdout),
  };
}

interface Rate {
  wall: number;
  cpu: number;
}
interface Bounds {
  split: Rate;
  parse: Rate;
}

// What bounds `check` on one core, measured in this process on the same file right after it: the
// read with lines split and decoded as the reader does, then the same with JSON.parse of each line.
async function bounds(path: string, size: number): Promise<Bounds> {
  const pass = async (parse: boolean) => {
    let records = 0;
    const splitter = new ByteLineSplitter((text) => {
      if (parse && text !== "") records += JSON.parse(text) ? 1 : 0;
    });
    const started = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }))
      splitter.push(chunk);
    splitter.end();
    const used = process.cpuUsage(cpu);
    if (parse && records === 0) throw new Error("the bound parsed no record");
    const mb = size / (1024 * 1024);
    return {
      wall: mb / (Number(process.hrtime.bigint() - started) / 1e9),
      cpu: mb / ((used.user + used.system) / 1e6),
    };
  };
  return { split: await pass(false), parse: await pass(true) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The default `check` (worker threads) and `--jobs 1`, in alternating pairs. */
interface Runs {
  parallel: Run[];
  single: Run[];
}

function section(size: number, runs: Runs, bound: Bounds, load: number[]): string {
  const mb = size / (1024 * 1024);
  const seconds = median(runs.parallel.map((r) => r.seconds));
  const throughput = mb / seconds;
  const singleSeconds = median(runs.single.map((r) => r.seconds));
  const speedups = runs.parallel.map((r, i) => runs.single[i].seconds / r.seconds);
  const conversation = runs.parallel[0].report.files[0].conversations[0];
  const rss = runs.parallel.map((r) => r.peakRssMb).filter((x): x is number => x !== undefined);
  const peakRss = rss.length ? Math.max(...rss) : undefined;
  const rssVerdict =
    peakRss === undefined
      ? "not measured (no /usr/bin/time)"
      : peakRss < GOAL_RSS_MB
        ? "met"
        : "missed";
  const speedVerdict = throughput >= GOAL_MB_PER_S ? "met" : "missed";
  const cpu = runs.parallel.map((r) => r.cpuSeconds).filter((x): x is number => x !== undefined);
  const cpuRate = cpu.length ? mb / median(cpu) : undefined;
  const rate = (r: Rate) =>
    `${r.wall.toFixed(0)} MB/s wall, ${r.cpu.toFixed(0)} MB/s per CPU second`;
  const rows = [
    `| input | ${mb.toFixed(0)} MB JSONL (${conversation.items.toLocaleString("en")} items, ${conversation.calls.toLocaleString("en")} calls), generated |`,
    `| wall time, default (${Math.min(cpus().length, 4)} readers: this thread and worker threads) | ${seconds.toFixed(2)} s median of ${runs.parallel.length} (${runs.parallel.map((r) => r.seconds.toFixed(2)).join(", ")}; exit ${runs.parallel[0].exitCode}) |`,
    `| wall time, \`--jobs 1\` | ${singleSeconds.toFixed(2)} s median (${runs.single.map((r) => r.seconds.toFixed(2)).join(", ")}) |`,
    `| speed-up of the threads, per pair | ${speedups.map((x) => `${x.toFixed(2)}x`).join(", ")} |`,
    `| peak RSS, default | ${peakRss === undefined ? "n/a" : `${peakRss.toFixed(0)} MB`} (goal < ${GOAL_RSS_MB} MB): **${rssVerdict}** |`,
    `| throughput, default | ${throughput.toFixed(0)} MB/s (goal >= ${GOAL_MB_PER_S} MB/s): **${speedVerdict}** |`,
    `| throughput, \`--jobs 1\` | ${(mb / singleSeconds).toFixed(0)} MB/s |`,
    `| throughput per CPU second (user + system, all threads), default | ${cpuRate === undefined ? "n/a" : `${cpuRate.toFixed(0)} MB/s`} |`,
    `| bound of one core: read, split and decode lines | ${rate(bound.split)} |`,
    `| bound of one core: the same plus JSON.parse of each line | ${rate(bound.parse)} |`,
    `| load average (1, 5, 15 min) at the start | ${load.map((l) => l.toFixed(2)).join(", ")} on ${cpus().length} cores |`,
  ];
  return [
    BEGIN,
    "## `clinker-transcript check` on a 1 GB log (bench/cli-check.ts)",
    "",
    `Run ${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}:`,
    "`check --json` as a subprocess over a generated Codex-style rollout, by default (worker",
    "threads read byte ranges side by side) and with `--jobs 1` (one streamed read), in",
    "alternating pairs; the two reports are checked equal. The input is over `--preflight-max-mb`,",
    "so the items are streamed through the pairing counts and never kept. The bounds are one",
    "core's rates for the reading steps every record needs, measured in the benchmark's own",
    "process on the same file after the runs: one thread cannot beat the second. On a loaded",
    "machine the wall rates fall with the load; the rates per CPU second much less.",
    "",
    "| | |",
    "| --- | --- |",
    ...rows,
    END,
  ].join("\n");
}

function record(text: string, begin = BEGIN, end = END): void {
  recordSection(RESULTS, text, begin, end);
}

/** One rewriting command's run on the log, with what its report says it did. */
interface Rewrite {
  command: string;
  /** The median run (its peak RSS the highest of all runs). */
  run: Run;
  /** Every run, in order. */
  runs?: Run[];
  did: string;
  /** The input's size when it is not the main log (the Claude Code session). */
  bytes?: number;
  /** The speed goal when not the rewriting commands' (`check`'s own). */
  goal?: number;
}

// fix, convert, compact and fix --in-place (on a copy) on the log, each once, their outputs deleted after.
function rewrites(path: string, dir: string, items: number): Rewrite[] {
  const out = join(dir, OUT);
  const inPlace = join(dir, IN_PLACE);
  const runs: Command[] = [
    [
      "fix",
      ["fix", "--json", path, "-o", out],
      (r) =>
        `${r.repairs?.length ?? 0} repairs, ${r.itemsBefore} → ${r.itemsAfter} items${r.preflight ? ", streamed (closing preflight skipped)" : ""}`,
    ],
    [
      // The rollout fixed into Responses items JSON lines: the streamed fix (stream/fix.ts).
      "fix --to jsonl",
      ["fix", "--json", "--to", "jsonl", "--allow-lossy", path, "-o", out],
      (r) => `${r.repairs?.length ?? 0} repairs, ${r.itemsBefore} → ${r.itemsAfter} items`,
    ],
    [
      "convert --to jsonl",
      ["convert", "--json", "--to", "jsonl", "--allow-lossy", path, "-o", out],
      (r) => `${r.items} items`,
    ],
    [
      `compact --cutoff ${Math.floor(items / 2)}`,
      [
        "compact",
        "--json",
        "--allow-lossy",
        path,
        "--cutoff",
        String(Math.floor(items / 2)),
        "--summary",
        "The first half ran the test shards.",
        "-o",
        out,
      ],
      (r) => `${r.repairs ?? 0} repairs, ${r.itemsBefore} → ${r.itemsAfter} items`,
    ],
    [
      // The session repaired in its own file (a copy of the log, a minute old), its backup beside it.
      "fix --in-place",
      ["fix", "--json", "--in-place", inPlace],
      (r) => {
        const lines = r.lines ?? { added: [] };
        return `${r.conversations?.[0]?.repairs?.length ?? 0} repairs, ${lines.added.length} records added in place, backup ${r.backup ? "written" : "none"}`;
      },
    ],
  ];
  return runEach(path, dir, runs);
}

/** A command of the rewrite table: its label, arguments, what its report says it did, its goal. */
type Command = [string, string[], (r: Record<string, any>) => string, number?];
/** The output every command writes, and the copy `--in-place` repairs (their backups beside it). */
const OUT = "out.jsonl";
const IN_PLACE = "in-place.jsonl";

/** Runs of each rewriting command: its row reads the median run's time and the highest peak RSS. */
const REWRITE_RUNS = 3;

// Each command REWRITE_RUNS times on `path` (`bytes`: its size when not the main log's), the
// commands in turn each round, its output and the in-place copy deleted after each run.
function runEach(path: string, dir: string, commands: Command[], bytes?: number): Rewrite[] {
  const inPlace = join(dir, IN_PLACE);
  const runs: Run[][] = commands.map(() => []);
  for (let round = 0; round < REWRITE_RUNS; round++)
    commands.forEach(([command, args], k) => {
      if (args.includes(inPlace)) prepareCopy(path, inPlace);
      console.log(`running ${command}, ${round + 1} of ${REWRITE_RUNS} ...`);
      runs[k].push(runCli(args));
      for (const f of readdirSync(dir))
        if (f === OUT || f.startsWith(IN_PLACE)) rmSync(join(dir, f));
    });
  return commands.map(([command, , did, goal], k) => {
    const run = medianRun(runs[k]);
    const error = run.report.error ?? run.report.files?.[0]?.error;
    return {
      command,
      run,
      runs: runs[k],
      bytes,
      goal,
      did: error ? `error: ${error.message}` : did(run.report),
    };
  });
}

// The run of median time, with the highest peak RSS of all (the memory goal holds for every run).
function medianRun(runs: Run[]): Run {
  const mid = [...runs].sort((a, b) => a.seconds - b.seconds)[Math.floor(runs.length / 2)];
  const peaks = runs.map((r) => r.peakRssMb).filter((m) => m !== undefined);
  return { ...mid, peakRssMb: peaks.length === runs.length ? Math.max(...peaks) : undefined };
}

/** A host session the bench generates: its name in the rows, its file, its generator. */
interface Session {
  name: string;
  file: string;
  generate: (path: string, bytes: number) => Promise<number>;
}

/** Every this many turns the Claude Code session's message makes three calls in parallel. */
const CLAUDE_PARALLEL_EVERY = 5;

const SESSIONS: Session[] = [
  {
    name: "Claude Code session",
    file: "claude.jsonl",
    generate: (path, bytes) => generateClaude(path, bytes, CLAUDE_PARALLEL_EVERY),
  },
  { name: "pi session", file: "pi.jsonl", generate: generatePi },
];

/**
 * A host session of the log's size: `check`, `fix -o` in its own format, `convert` and `compact`
 * into items and `fix --in-place` on it (a tree format reads on one thread).
 */
async function sessionRuns(dir: string, bytes: number, session: Session): Promise<Rewrite[]> {
  const path = join(dir, session.file);
  console.log(`generating a ${session.name} of ${(bytes / 1024 ** 3).toFixed(1)} GB ...`);
  const size = await session.generate(path, bytes);
  const out = join(dir, OUT);
  const copy = join(dir, IN_PLACE);
  // compact cuts the history the session resumes in half: its items, counted by a check first.
  const cutoff = Math.floor(historyItems(path) / 2);
  const runs: Command[] = [
    [
      `check (${session.name})`,
      ["check", "--json", path],
      (r) => {
        const conversations: { calls: number }[] = r.files[0].conversations;
        const calls = conversations.reduce((n, c) => n + c.calls, 0);
        return `${calls} calls, ${conversations.length} conversation${conversations.length === 1 ? "" : "s"}`;
      },
      GOAL_MB_PER_S,
    ],
    [
      `fix (${session.name}, its own format)`,
      ["fix", "--json", path, "-o", out],
      (r) => `${r.repairs?.length ?? 0} repairs`,
    ],
    [
      `convert --to jsonl (${session.name})`,
      ["convert", "--json", "--to", "jsonl", "--allow-lossy", path, "-o", out],
      (r) => `${r.items} items of ${r.conversation}`,
    ],
    [
      `compact --cutoff ${cutoff} --to jsonl (${session.name})`,
      [
        "compact",
        "--json",
        "--to",
        "jsonl",
        "--allow-lossy",
        path,
        "--cutoff",
        String(cutoff),
        "--summary",
        "The first half ran the test shards.",
        "-o",
        out,
      ],
      (r) => `${r.repairs ?? 0} repairs, ${r.itemsBefore} → ${r.itemsAfter} items`,
    ],
    [
      `fix --in-place (${session.name})`,
      ["fix", "--json", "--in-place", copy],
      (r) => {
        const conversations: { repairs: unknown[] }[] = r.conversations ?? [];
        const repairs = conversations.reduce((n, c) => n + c.repairs.length, 0);
        return `${repairs} repairs, ${r.lines?.added.length ?? 0} records added in place`;
      },
    ],
  ];
  try {
    return runEach(path, dir, runs, size);
  } finally {
    rmSync(path, { force: true });
  }
}

/** The items of the main conversation's history in a session, as `check --json` counts them. */
function historyItems(path: string): number {
  const conversations: { id: string; items: number }[] = runCli(["check", "--json", path]).report
    .files[0].conversations;
  return conversations.find((c) => c.id === "main")?.items ?? 0;
}

/** A copy of the log at `to`, last changed a minute ago (`--in-place` refuses a file just written). */
function prepareCopy(from: string, to: string): void {
  copyFileSync(from, to);
  const old = Date.now() / 1000 - 60;
  utimesSync(to, old, old);
}

function rewriteSection(
  size: number,
  check: Run[],
  runs: Rewrite[],
  load: number[],
  bound: Bounds,
): string {
  const row = (command: string, run: Run, goal: number, did: string, bytes = size, all?: Run[]) => {
    const mb = bytes / (1024 * 1024);
    const each = all ? `; ${all.map((r) => r.seconds.toFixed(1)).join(", ")}` : "";
    const rate = mb / run.seconds;
    const cpu = run.cpuSeconds === undefined ? "n/a" : `${(mb / run.cpuSeconds).toFixed(0)} MB/s`;
    const rss = run.peakRssMb === undefined ? "n/a" : `${run.peakRssMb.toFixed(0)} MB`;
    const verdict = (ok: boolean) => (ok ? "met" : "**missed**");
    const rssOk = run.peakRssMb !== undefined && run.peakRssMb < GOAL_RSS_MB;
    // A run that failed did not rewrite the log: no rate to judge.
    const failed = run.report.error !== undefined;
    const speed = failed ? "**failed**" : verdict(rate >= goal);
    return `| \`${command}\` | ${rate.toFixed(0)} MB/s (${run.seconds.toFixed(1)} s${each}): ${speed} | ${cpu} | ${rss}: ${verdict(rssOk)} | exit ${run.exitCode}; ${did} |`;
  };
  const median = medianRun(check);
  return [
    REWRITE_BEGIN,
    "## `fix`, `convert`, `compact` beside `check` on the same 1 GB log (bench/cli-check.ts)",
    "",
    `Run ${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${load.map((l) => l.toFixed(2)).join(", ")} at the start:`,
    `each command ${REWRITE_RUNS} times (the commands in turn each round; a row reads the median run's time, every run's`,
    `time after it, and the highest peak RSS) as a subprocess under \`/usr/bin/time -v\` on the log above (a call without output`,
    `every ${UNANSWERED_EVERY * 5} items), and on a Claude Code session of the same size (the same turns as records`,
    `chained by \`parentUuid\` after the Warmup sidechain a 2.x session opens with, a tool_use without its result every 100 records, every ${CLAUDE_PARALLEL_EVERY}th turn three calls in parallel) and a`,
    `pi session of the same size (the same turns as entries chained by \`parentId\`, 8-hex ids as pi writes them, a compaction every ${PI_COMPACT_EVERY} turns), output to a file in the same`,
    `temporary folder (deleted after). Goals: >= ${GOAL_REWRITE_MB_PER_S} MB/s`,
    `wall and peak RSS < ${GOAL_RSS_MB} MB (\`check\`: its own goal, ${GOAL_MB_PER_S} MB/s). Rates per CPU second count every thread.`,
    "",
    "| command | throughput (wall) | per CPU second | peak RSS | what it did |",
    "| --- | ---: | ---: | ---: | --- |",
    row("check (median run, default)", median, GOAL_MB_PER_S, "pairing counts only", size, check),
    ...runs.map((r) =>
      row(r.command, r.run, r.goal ?? GOAL_REWRITE_MB_PER_S, r.did, r.bytes, r.runs),
    ),
    "",
    "What bounds them: each reads the file twice, the first time as `check` (worker threads), the",
    "second on one thread, parsing every line; `fix` into the session's own format copies the lines",
    "it does not touch as bytes and writes only the repair records (`--in-place` the same, into a",
    "file beside the log, then copies the original to its backup before the rename), the others",
    "write every item, and `fix` puts each piece through the whole-log fix step. One core's parse rate",
    `measured above (${bound.parse.cpu.toFixed(0)} MB/s per CPU second) caps the second read, and the`,
    "two reads add: at best 1 / (1 / check + 1 / parse). Peak RSS is the first read's, as `check`'s.",
    "On the Claude Code session `check` runs on one thread (a tree's records are routed by their",
    "parents, in file order), and the reader keeps every line's uuid (a later record may name any",
    "as its parent): its live set grows with the lines. Its `fix` reads the file once",
    "(stream/one-read.ts: cuts guessed, then checked), so it is bound by one thread's parse, reader",
    "and fix step together, about `check`'s work plus the fix step and the writes; its `convert` and",
    "`compact` read it once too (stream/one-read-run.ts), each item written as JSON. The pi session",
    "is read once more: its last compaction decides which entries make items, so a first read that",
    "makes none (only the tree, each record checked) names what the next one leaves out; the next",
    "skips the lines before the history unparsed (formats/pi-head.ts), so each command parses the",
    "file about once: one thread's parse, the tree's id table and the checks bound `check`.",
    REWRITE_END,
  ].join("\n");
}

const PAIRS = 3;

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error("dist/cli.js is missing: run npm run build first");
  const given = arg("--file") > 0 ? process.argv[arg("--file") + 1] : undefined;
  const dir = mkdtempSync(join(tmpdir(), "clinker-bench-"));
  const path = given ?? join(dir, "big.jsonl");
  try {
    if (!given) console.log(`generating ${gigabytes} GB in ${path} ...`);
    const size = given ? statSync(path).size : await generate(path, gigabytes * 1024 ** 3);
    const load = loadavg();
    const runs: Runs = { parallel: [], single: [] };
    for (let pair = 0; pair < PAIRS; pair++) {
      console.log(`running check, pair ${pair + 1} of ${PAIRS} ...`);
      runs.parallel.push(runCheck(path));
      runs.single.push(runCheck(path, 1));
      const [a, b] = [runs.parallel.at(-1)!, runs.single.at(-1)!];
      if (JSON.stringify(a.report) !== JSON.stringify(b.report))
        throw new Error("the threaded check and --jobs 1 disagree");
    }
    console.log("measuring the bounds ...");
    const bound = await bounds(path, size);
    const text = section(size, runs, bound, load);
    console.log(text);
    record(text);
    const items = runs.parallel[0].report.files[0].conversations[0].items;
    const rewriteLoad = loadavg();
    const rewrote = rewrites(path, dir, items);
    for (const session of SESSIONS) rewrote.push(...(await sessionRuns(dir, size, session)));
    const rewritten = rewriteSection(size, runs.parallel, rewrote, rewriteLoad, bound);
    console.log(rewritten);
    record(rewritten, REWRITE_BEGIN, REWRITE_END);
    // The README's line of the command line's verdicts, from the section just written.
    spawnSync(process.execPath, [join(ROOT, "script", "readme-figures.mjs"), "--blocks"], {
      cwd: ROOT,
      stdio: "inherit",
    });
  } finally {
    if (arg("--keep") < 0) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
