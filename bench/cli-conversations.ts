// The command line on a log of many conversations: a Claude Code session whose turns are each a
// sidechain of its own (as a session of many subagent tasks keeps them) against one of the same
// size whose turns are all in its main conversation, `check --json`, `fix -o` (its own format)
// and `convert --to jsonl` of each, alternated. Goal: the many-conversation log within twice the
// time and the peak RSS of the one-conversation log (each conversation's own work, its objects,
// preflight and report, is no fixed cost of hundreds of kilobytes). Not a test; run with
//   npm run build && node --import tsx bench/cli-conversations.ts [--mb 30]
// Writes its section of bench/RESULTS.md (between the cli-conversations markers).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { generateClaude, generateClaudeSidechains } from "./cli-logs.js";
import { CLI, median, type Run, timedCli } from "./cli-timed.js";
import { recordSection } from "./report.js";

const ROOT = join(import.meta.dirname, "..");
const RESULTS = join(ROOT, "bench", "RESULTS.md");
const BEGIN = "<!-- cli-conversations:begin -->";
const END = "<!-- cli-conversations:end -->";
const ROUNDS = 3;
/** The many-conversation log may take at most this many times the one's time and peak RSS. */
const AT_MOST = 2;

interface Row {
  command: string;
  one: Run[];
  many: Run[];
}

// Each command on both logs, the order alternated each round.
function rows(one: string, many: string, out: string): Row[] {
  const commands: [string, string[]][] = [
    ["check --json", ["check", "--json"]],
    ["fix -o", ["fix", "--json", "-o", out]],
    ["convert --to jsonl", ["convert", "--json", "--to", "jsonl", "--allow-lossy", "-o", out]],
  ];
  const found = commands.map(([command]) => ({ command, one: [] as Run[], many: [] as Run[] }));
  for (let round = 0; round < ROUNDS; round++)
    commands.forEach(([, args], c) => {
      const order = round % 2 === 0 ? [one, many] : [many, one];
      for (const file of order)
        (file === one ? found[c].one : found[c].many).push(timedCli([...args, file], true));
    });
  return found;
}

function line(row: Row): string {
  const s = (runs: Run[]) => median(runs.map((r) => r.seconds));
  const m = (runs: Run[]) => median(runs.map((r) => r.rssMb));
  const [time, memory] = [s(row.many) / s(row.one), m(row.many) / m(row.one)];
  const verdict = time <= AT_MOST && memory <= AT_MOST ? "**met**" : "**missed**";
  return `| \`${row.command}\` | ${s(row.one).toFixed(2)} s at ${m(row.one).toFixed(0)} MB | ${s(row.many).toFixed(2)} s at ${m(row.many).toFixed(0)} MB | ${time.toFixed(2)}x | ${memory.toFixed(2)}x | ${verdict} |`;
}

function section(mb: number, sidechains: number, found: Row[], load: number[]): string {
  return [
    BEGIN,
    "## The command line on a log of many conversations (bench/cli-conversations.ts)",
    "",
    `Run ${new Date().toISOString()} on ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${load.map((l) => l.toFixed(2)).join(", ")} at the start:`,
    `two generated Claude Code sessions of ${mb} MB (bench/cli-check.ts's turns, a call without output every`,
    `100 items): one whose turns are all in its main conversation, one whose turns after the first are`,
    `each a sidechain of its own (${sidechains} conversations); each command as a subprocess under \`/usr/bin/time -v\`,`,
    `${ROUNDS} rounds, the order alternated, medians. Goal: the many-conversation session within ${AT_MOST}x the`,
    "one-conversation session's time and peak RSS.",
    "",
    "| command | one conversation | many conversations | time | peak RSS | verdict |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...found.map(line),
    END,
  ].join("\n");
}

async function main(): Promise<void> {
  if (!existsSync(CLI)) throw new Error("dist/cli.js is missing: run npm run build first");
  if (!existsSync("/usr/bin/time")) throw new Error("needs /usr/bin/time for peak RSS");
  const at = process.argv.indexOf("--mb");
  const mb = at > 0 ? Number(process.argv[at + 1]) : 30;
  const dir = mkdtempSync(join(tmpdir(), "clinker-conversations-"));
  try {
    const load = loadavg();
    const [one, many] = [join(dir, "one.jsonl"), join(dir, "many.jsonl")];
    await generateClaude(one, mb * 2 ** 20);
    await generateClaudeSidechains(many, statSync(one).size);
    const report = JSON.parse(
      spawnSync(process.execPath, [CLI, "check", "--json", many], {
        encoding: "utf8",
        maxBuffer: 1 << 30,
      }).stdout,
    );
    const sidechains = report.files[0].conversations.length;
    const text = section(mb, sidechains, rows(one, many, join(dir, "out.jsonl")), load);
    console.log(text);
    recordSection(RESULTS, text, BEGIN, END);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
