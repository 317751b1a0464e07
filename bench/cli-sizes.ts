// The command line on logs of the sizes users have (5-60 MB): `fix -o` in the log's own format
// and `convert --to jsonl` of a Codex-like rollout and a Claude Code session, each held
// (`--stream-min-mb 1024`) and streamed (`--stream-min-mb 1`), in alternating pairs; outputs
// checked equal. Verdict for `fix` over its default bound (a Claude Code session's 8 MB, read
// once; other sessions' 24 MB), where it streams:
// no slower than holding (median of paired ratios, at most 1.05) and its peak RSS lower; `convert`
// holds up to 64 MB by default, its rows say why. Not a test; run with
//   npm run build && node --import tsx bench/cli-sizes.ts
// Writes its section of bench/RESULTS.md (between the cli-sizes markers).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import {
  ONE_READ_STREAM_MIN_BYTES,
  SESSION_STREAM_MIN_BYTES,
} from "../bindings/cli/transcript-file.js";
import { generate, generateClaude } from "./cli-logs.js";
import { recordSection } from "./report.js";

const ROOT = join(import.meta.dirname, "..");
const CLI = join(ROOT, "dist", "cli.js");
const RESULTS = join(ROOT, "bench", "RESULTS.md");
const BEGIN = "<!-- cli-sizes:begin -->";
const END = "<!-- cli-sizes:end -->";
const SIZES_MB = [5, 10, 25, 40, 60];
/** `fix`'s default bounds (bindings/cli/transcript-file.ts): a Claude Code session's, the others'. */
const CLAUDE_MIN_MB = ONE_READ_STREAM_MIN_BYTES / 2 ** 20;
const SESSION_MIN_MB = SESSION_STREAM_MIN_BYTES / 2 ** 20;
const CLAUDE = "Claude Code session";
const PAIRS = 3;
/** The default may take at most this share more time than holding the log, in the paired median. */
const NO_SLOWER = 1.05;

interface Run {
  seconds: number;
  rssMb: number;
}

// One command line run under /usr/bin/time -v: wall seconds and peak RSS.
function run(args: string[]): Run {
  const started = process.hrtime.bigint();
  const result = spawnSync("/usr/bin/time", ["-v", process.execPath, CLI, ...args], {
    encoding: "utf8",
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0)
    throw new Error(`${args.join(" ")}: exit ${result.status}\n${result.stdout}${result.stderr}`);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
  return { seconds, rssMb: Number(rss?.[1]) / 1024 };
}

// A repair record's uuid is random: outputs are compared without the uuid fields.
const masked = (file: string) =>
  readFileSync(file, "utf8").replace(/"(parentUuid|uuid)":"[^"]*"/g, "");

interface Row {
  log: string;
  mb: number;
  command: string;
  held: Run[];
  streamed: Run[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Held and streamed runs of one command on one log, alternated, their outputs compared. */
function pairs(log: string, file: string, dir: string, command: string, args: string[]): Row {
  const row: Row = { log, mb: statSync(file).size / 2 ** 20, command, held: [], streamed: [] };
  const [heldOut, streamedOut] = [join(dir, "held.out"), join(dir, "streamed.out")];
  for (let p = 0; p < PAIRS; p++) {
    const first = p % 2 === 0;
    const once = (held: boolean) => {
      const out = held ? heldOut : streamedOut;
      const bound = ["--stream-min-mb", held ? "1024" : "1"];
      (held ? row.held : row.streamed).push(run([...args, ...bound, file, "-o", out]));
    };
    once(first);
    once(!first);
  }
  if (masked(heldOut) !== masked(streamedOut)) throw new Error(`${log} ${command}: outputs differ`);
  return row;
}

const ratioOf = (row: Row) => median(row.streamed.map((a, i) => a.seconds / row.held[i].seconds));

// fix: judged where its default streams; convert: held by default up to 64 MB.
function verdict(row: Row): string {
  if (row.command !== "fix -o") return "– (held by default)";
  if (row.mb <= (row.log === CLAUDE ? CLAUDE_MIN_MB : SESSION_MIN_MB)) return "– (held by default)";
  const ratio = ratioOf(row);
  const lighter = median(row.streamed.map((r) => r.rssMb)) < median(row.held.map((r) => r.rssMb));
  return ratio <= NO_SLOWER && lighter ? "**met**" : `**missed** (${ratio.toFixed(2)}x)`;
}

function line(row: Row): string {
  const s = (runs: Run[]) => `${median(runs.map((r) => r.seconds)).toFixed(2)} s`;
  const m = (runs: Run[]) => `${median(runs.map((r) => r.rssMb)).toFixed(0)} MB`;
  return `| ${row.log} | ${row.mb.toFixed(0)} MB | \`${row.command}\` | ${s(row.held)} at ${m(row.held)} | ${s(row.streamed)} at ${m(row.streamed)} | ${ratioOf(row).toFixed(2)}x | ${verdict(row)} |`;
}

function section(rows: Row[], load: number[]): string {
  return [
    BEGIN,
    "## The command line on logs of the sizes users have (bench/cli-sizes.ts)",
    "",
    `Run ${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${load.map((l) => l.toFixed(2)).join(", ")} at the start:`,
    `each command as a subprocess under \`/usr/bin/time -v\`, the log held (\`--stream-min-mb 1024\`) and`,
    `streamed (\`--stream-min-mb 1\`), alternated in ${PAIRS} pairs, medians; outputs equal but the repair`,
    "records' random uuids. Logs: the generators of bench/cli-check.ts at these sizes (a call without",
    `output every 100 items). By default \`fix\` streams a Claude Code session over ${CLAUDE_MIN_MB} MB (in one read),`,
    `another session over ${SESSION_MIN_MB} MB, \`convert\` any log over 64 MB; verdict where \`fix\` streams by default:`,
    `no slower than holding (paired median at most ${NO_SLOWER}x) and its peak RSS lower.`,
    "",
    "| log | size | command | held | streamed | streamed / held | verdict |",
    "| --- | ---: | --- | ---: | ---: | ---: | ---: |",
    ...rows.map(line),
    END,
  ].join("\n");
}

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error("dist/cli.js is missing: run npm run build first");
  if (!existsSync("/usr/bin/time")) throw new Error("needs /usr/bin/time for peak RSS");
  const dir = mkdtempSync(join(tmpdir(), "clinker-sizes-"));
  try {
    const load = loadavg();
    const rows: Row[] = [];
    for (const mb of SIZES_MB) {
      const codex = join(dir, `codex-${mb}.jsonl`);
      const claude = join(dir, `claude-${mb}.jsonl`);
      await generate(codex, mb * 2 ** 20);
      await generateClaude(claude, mb * 2 ** 20);
      console.log(`${mb} MB ...`);
      const convert = ["convert", "--to", "jsonl", "--allow-lossy"];
      rows.push(pairs("Codex-style rollout", codex, dir, "fix -o", ["fix"]));
      rows.push(pairs("Codex-style rollout", codex, dir, "convert --to jsonl", convert));
      rows.push(pairs(CLAUDE, claude, dir, "fix -o", ["fix"]));
      rows.push(pairs(CLAUDE, claude, dir, "convert --to jsonl", convert));
      rmSync(codex);
      rmSync(claude);
    }
    const text = section(rows, load);
    console.log(text);
    recordSection(RESULTS, text, BEGIN, END);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
