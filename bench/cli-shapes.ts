// `fix -o` on logs of shapes the 1 GB benchmark does not make, each against a log of the same
// size and kind in the benchmark's shape (a repair every 100 items), alternated: a JSON lines log
// of Responses items with nothing to fix (written as this tool writes JSON, as Python's json.dumps
// does, and with CRLF line ends), the items as Chat messages or Anthropic messages, a log whose every call id is
// `call_0` (items and Chat, its calls answered), a Codex rollout that compacts every 500 turns, and a Claude Code
// session with a 40 MB tool result line every 80 MB; and outputs in another form than the log's
// own (a Claude Code session as a Messages body, the items as their JSON array) against the same
// log's `fix -o` in its own form; and the items read as a JSON array or as msgpack (`fix -o` writes JSON lines). Goal: each within twice its baseline's time
// and 1.25 times its peak RSS, plus eight copies of a long line (a clean log was held whole to
// learn its bytes stand; a Chat or Anthropic log, or one whose call ids come again, was held whole; a compacted
// rollout held every line before its history; a long line was copied again per chunk). Not a test; run with
//   npm run build && node --import tsx bench/cli-shapes.ts [--mb 150]
// Writes its section of bench/RESULTS.md (between the cli-shapes markers).
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { generate, generateClaude } from "./cli-logs.js";
import { type ItemsSpelling, itemsLog } from "./cli-shape-logs.js";
import { CLI, median, type Run, timedCli } from "./cli-timed.js";
import { recordSection } from "./report.js";

// `fix FILE -o OUT` (with `args`), timed.
const fix = (file: string, out: string, args: readonly string[] = []) =>
  timedCli(["fix", "--json", file, "-o", out, ...args]);

const ROOT = join(import.meta.dirname, "..");
const RESULTS = join(ROOT, "bench", "RESULTS.md");
const BEGIN = "<!-- cli-shapes:begin -->";
const END = "<!-- cli-shapes:end -->";
const ROUNDS = 3;
/** A shape may take at most this many times its baseline's time, and of its peak RSS. */
const AT_MOST = 2;
const RSS_AT_MOST = 1.25;
/** The long lines' length; a line's parse holds about this many copies of it (bytes, text, value, items). */
const LONG_LINE = 40 * 2 ** 20;
const COPIES = 8;

interface Shape {
  name: string;
  file: string;
  baseline: string;
  /** Its longest line's bytes beyond the baseline's (0: lines of a few kilobytes). */
  longest: number;
  /** `fix`'s options for the shape (its baseline's are none). */
  args?: readonly string[];
}

interface Row {
  shape: Shape;
  runs: Run[];
  base: Run[];
}

// Each shape and its baseline, the order alternated each round.
function measure(shapes: Shape[], out: string): Row[] {
  const rows = shapes.map((shape) => ({ shape, runs: [] as Run[], base: [] as Run[] }));
  for (let round = 0; round < ROUNDS; round++)
    for (const row of rows) {
      const first = round % 2 === 0;
      const { file, baseline, args } = row.shape;
      const a = first ? fix(baseline, out) : fix(file, out, args);
      const b = first ? fix(file, out, args) : fix(baseline, out);
      row.base.push(first ? a : b);
      row.runs.push(first ? b : a);
    }
  return rows;
}

function line(row: Row): string {
  const s = (runs: Run[]) => median(runs.map((r) => r.seconds));
  const m = (runs: Run[]) => median(runs.map((r) => r.rssMb));
  const [time, memory] = [s(row.runs) / s(row.base), m(row.runs) / m(row.base)];
  // A shape may hold its longest line's copies beyond its baseline (only the long lines' is long).
  const extra = row.shape.longest / 2 ** 20 / m(row.base);
  const verdict =
    time <= AT_MOST && memory <= RSS_AT_MOST + COPIES * extra ? "**met**" : "**missed**";
  const at = (runs: Run[]) => `${s(runs).toFixed(2)} s at ${m(runs).toFixed(0)} MB`;
  return `| ${row.shape.name} | ${at(row.base)} | ${at(row.runs)} | ${time.toFixed(2)}x | ${memory.toFixed(2)}x | ${verdict} |`;
}

function section(mb: number, rows: Row[], load: number[]): string {
  return [
    BEGIN,
    "## `fix -o` on shapes beside the benchmark's (bench/cli-shapes.ts)",
    "",
    `Run ${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${load.map((l) => l.toFixed(2)).join(", ")} at the start:`,
    `logs of about ${mb} MB made from bench/cli-check.ts's rollout, each against its baseline (the same`,
    "kind in the benchmark's shape, a call without output every 100 items): its items as a JSON lines",
    "log with nothing to fix (as this tool writes JSON, as Python's json.dumps does, with CRLF ends),",
    "as Chat messages and as Anthropic messages (a repair every 100 items as the baseline's), every call id `call_0` (items and",
    "Chat, nothing to fix), the rollout compacting every 500 turns, and a Claude Code session (bench/cli-check.ts's) with a",
    "40 MB tool result line every 80 MB; and, against the same log's `fix -o` in its own form, the Claude Code session written",
    "as a Messages body (`--to anthropic --allow-lossy`) and the items as their JSON array (`--to json`);",
    "and the items log given as a JSON array, one item a line, and as a msgpack array (each read an element at a time;",
    "`fix -o` writes items as JSON lines); and read with `--lenient`, a line that is no record after each item (half no",
    "JSON by their first character, half records cut short) and its first line a record cut short.",
    "Each `fix -o` as a subprocess under `/usr/bin/time -v`,",
    `${ROUNDS} rounds alternated, medians. Goal: within ${AT_MOST}x the baseline's time and ${RSS_AT_MOST}x its peak RSS`,
    `(a shape holds no more than its baseline), plus ${COPIES} copies of a long line (its bytes, text, value and items).`,
    "",
    "| shape | baseline | shape | time | peak RSS | verdict |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(line),
    END,
  ].join("\n");
}

async function logs(dir: string, bytes: number): Promise<Shape[]> {
  const at = (name: string) => join(dir, name);
  await generate(at("rollout.jsonl"), bytes);
  await generate(at("compacting.jsonl"), bytes, { compactEvery: 500 });
  await generateClaude(at("claude.jsonl"), bytes);
  // A 40 MB line every 80 MB or so: the session's turns are about 4 KB.
  const long = { longEvery: 20_000, longBytes: LONG_LINE };
  await generateClaude(at("claude-long-lines.jsonl"), bytes, 0, long);
  const items = (name: string, clean: boolean, extra: Partial<ItemsSpelling> = {}) =>
    itemsLog(at("rollout.jsonl"), at(name), { clean, spelling: "ours", end: "\n", ...extra });
  await items("items.jsonl", false);
  await items("items-array.json", false, { array: true });
  await items("items.msgpack", false, { msgpack: true });
  await items("clean.jsonl", true);
  await items("python.jsonl", true, { spelling: "python" });
  await items("crlf.jsonl", true, { end: "\r\n" });
  await items("chat.jsonl", false, { dialect: "chat" });
  await items("reused.jsonl", true, { ids: "reused" });
  await items("chat-reused.jsonl", true, { ids: "reused", dialect: "chat" });
  await items("anthropic.jsonl", false, { dialect: "anthropic" });
  await items("bad-between.jsonl", false, { bad: "between" });
  await items("bad-first.jsonl", false, { bad: "first" });
  const shape = (name: string, file: string, baseline: string, longest = 0, args?: string[]) => ({
    name,
    file: at(file),
    baseline: at(baseline),
    longest,
    args,
  });
  return [
    shape("items, nothing to fix", "clean.jsonl", "items.jsonl"),
    shape("items, nothing to fix, Python's spelling", "python.jsonl", "items.jsonl"),
    shape("items, nothing to fix, CRLF ends", "crlf.jsonl", "items.jsonl"),
    shape("Chat messages", "chat.jsonl", "items.jsonl"),
    shape("items, every call id `call_0`, answered", "reused.jsonl", "items.jsonl"),
    shape("Chat messages, every call id `call_0`, answered", "chat-reused.jsonl", "items.jsonl"),
    shape("Anthropic messages", "anthropic.jsonl", "items.jsonl"),
    shape("Codex rollout compacting every 500 turns", "compacting.jsonl", "rollout.jsonl"),
    shape(
      "Claude Code session with a 40 MB line every 80 MB",
      "claude-long-lines.jsonl",
      "claude.jsonl",
      LONG_LINE,
    ),
    shape("Claude Code session as a Messages body", "claude.jsonl", "claude.jsonl", 0, [
      "--to",
      "anthropic",
      "--allow-lossy",
    ]),
    shape("items as their JSON array", "items.jsonl", "items.jsonl", 0, ["--to", "json"]),
    shape("items read as a JSON array", "items-array.json", "items.jsonl"),
    shape("items read as msgpack", "items.msgpack", "items.jsonl"),
    shape(
      "items, a line no record after each, `--lenient`",
      "bad-between.jsonl",
      "items.jsonl",
      0,
      ["--lenient"],
    ),
    shape("items, the first line cut short, `--lenient`", "bad-first.jsonl", "items.jsonl", 0, [
      "--lenient",
    ]),
  ];
}

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error("dist/cli.js is missing: run npm run build first");
  if (!existsSync("/usr/bin/time")) throw new Error("needs /usr/bin/time for peak RSS");
  const at = process.argv.indexOf("--mb");
  const mb = at > 0 ? Number(process.argv[at + 1]) : 150;
  const dir = mkdtempSync(join(tmpdir(), "clinker-shapes-"));
  try {
    const load = loadavg();
    const shapes = await logs(dir, mb * 2 ** 20);
    const text = section(mb, measure(shapes, join(dir, "out.jsonl")), load);
    console.log(text);
    recordSection(RESULTS, text, BEGIN, END);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
