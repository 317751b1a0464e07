// The `clinker-transcript` command: parses arguments (commander) and runs check, fix, compact or
// convert. Exit codes in exit-codes.ts. Errors are one line each, never a stack trace.
import { readFileSync } from "node:fs";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { TRANSCRIPT_FORMATS } from "../readers/types.js";
import { WRITE_FORMATS } from "../readers/write.js";
import { type CheckOptions, checkFile } from "./check.js";
import { fileLines, summaryLine } from "./check-report.js";
import { compactFile } from "./compact.js";
import { convertFile } from "./convert.js";
import { parseCutoff } from "./cutoff.js";
import { EXIT_CLEAN, EXIT_CODES_HELP, EXIT_FAILURE, EXIT_VIOLATION } from "./exit-codes.js";
import { failureOf, failureText, UsageError } from "./failure.js";
import { fixToOutput } from "./host-copy.js";
import { inPlaceText, runInPlace } from "./in-place-command.js";
import { restoreLines } from "./in-place-report.js";
import { expandInputs } from "./inputs.js";
import { outputsFor } from "./outputs.js";
import { restoreFile } from "./restore.js";
import { compactLines, convertLines, fixLines } from "./rewrite-report.js";
import { resolveSessionArg } from "./sessions.js";
import { addSessionsCommand } from "./sessions-command.js";
import { colorsFor } from "./style.js";
import { STREAM_MIN_BYTES } from "./transcript-file.js";

/** The version of the `--json` documents. */
export const JSON_VERSION = 1;

// Errors a rewrite cannot get past but that are the transcript's, not the user's: exit 1.
const TRANSCRIPT_CODES = new Set([
  "reconciliation",
  "compaction",
  "missing-output",
  "invalid-repair",
]);

const API = new Option("--api <api>", "preflight for this API (default: the log's own)").choices([
  "responses",
  "chat",
  "anthropic",
]);
const FORMAT = new Option("--format <format>", "read as this format (default: detected)").choices(
  TRANSCRIPT_FORMATS,
);
const TO = (required: boolean) =>
  new Option(
    "--to <format>",
    required ? "output format" : "output format (default: the log's dialect)",
  ).choices(WRITE_FORMATS);

const FROM_FAMILY_FLAG = "--from-family <family>";
const FROM_FAMILY_HELP =
  "the model family that produced the log's private content, when the log does not name it";

// dist/cli.js reads ../package.json; bindings/cli/main.ts (tsx) reads ../../package.json.
function packageVersion(): string {
  for (const path of ["../package.json", "../../package.json"]) {
    try {
      return JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")).version;
    } catch {
      // not here
    }
  }
  return "unknown";
}

function integer(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError("expected a whole number");
  return Number(value);
}

function positive(value: string): number {
  const n = integer(value);
  if (n < 1) throw new InvalidArgumentError("expected a whole number of at least 1");
  return n;
}

function print(lines: readonly string[], toStderr = false): void {
  (toStderr ? process.stderr : process.stdout).write(`${lines.join("\n")}\n`);
}

function json(document: object, toStderr = false): void {
  print([JSON.stringify({ version: JSON_VERSION, ...document }, null, 2)], toStderr);
}

/** One input's run: its report, exit code and text. */
interface Ran {
  report: object;
  code: number;
  lines: string[];
}

// Several inputs: each reported in turn (one JSON document holding them all), the worst exit code.
function reportAll(runs: readonly Ran[], asJson: boolean, toStderr: boolean): number {
  const code = runs.reduce((worst, r) => Math.max(worst, r.code), EXIT_CLEAN);
  if (asJson)
    json(
      runs.length === 1
        ? runs[0].report
        : { ok: code === EXIT_CLEAN, exitCode: code, files: runs.map((r) => r.report) },
      toStderr,
    );
  else
    print(
      runs.flatMap((r) => r.lines),
      toStderr,
    );
  return code;
}

// Runs `one` for each input and its output (outputs.ts), reporting as reportAll.
async function rewriteEach<R extends object>(
  files: readonly string[],
  o: Record<string, any>,
  one: (file: string, output: string) => Promise<R>,
  exit: (report: R) => number,
  lines: (report: R, c: ReturnType<typeof colorsFor>) => string[],
): Promise<number> {
  const outputs = outputsFor(files, o.output, o.to);
  const toStderr = o.output === "-";
  const c = colorsFor(toStderr ? process.stderr : process.stdout);
  const runs: Ran[] = [];
  for (let i = 0; i < files.length; i++) {
    const report = await one(files[i], outputs[i]);
    runs.push({ report, code: exit(report), lines: lines(report, c) });
  }
  return reportAll(runs, o.json === true, toStderr);
}

const INPUTS_HELP =
  "log files, folders (every .jsonl, .ndjson, .json and .msgpack file under them) or quoted globs; - for stdin";
const SEVERAL_HELP =
  "\nSeveral inputs: -o names an existing folder (each output under its input's name), or fix --in-place; the exit code is the worst of them.";

function rewriteExit(ok: boolean, error: { code: string } | undefined): number {
  if (error) return TRANSCRIPT_CODES.has(error.code) ? EXIT_VIOLATION : EXIT_FAILURE;
  return ok ? EXIT_CLEAN : EXIT_VIOLATION;
}

// One example per command, under its help, with the exit codes.
function helpAfter(command: Command, example: string): Command {
  return command.addHelpText("after", `\nExample:\n  ${example}\n\n${EXIT_CODES_HELP}`);
}

function addInputOptions(command: Command): Command {
  return command
    .addOption(FORMAT)
    .option("--lenient", "skip bad records (counted) instead of failing")
    .option("--conversation <id>", "the conversation to take from a file of several")
    .option("--json", "print one JSON document (shape in docs/cli.md)");
}

// fix, compact and convert: a large file rewritten in two streamed reads (bindings/cli/stream/).
const STREAM_MIN = new Option(
  "--stream-min-mb <n>",
  "larger inputs are rewritten streamed, a piece at a time, to any output (compact: the closing preflight skipped; fix: a session in its own format too) (default: 64; fix: 8 for a Claude Code session, read once, 24 for a Codex or pi session or a JSON lines log of Responses items)",
).argParser(integer);

/**
 * The streamed rewrite's options from the parsed ones (`--stream-min-mb`, else `fallback`: none
 * lets the size and format decide, transcript-file.ts; the worker threads).
 */
function streamOptions(o: { streamMinMb?: number }, context: CliContext, fallback?: number) {
  const { workerScript } = context;
  return {
    streamMinBytes: o.streamMinMb === undefined ? fallback : o.streamMinMb * 1024 * 1024,
    ...(workerScript ? { parallel: { workerScript } } : {}),
  };
}

/** What the running command line knows of itself. */
export interface CliContext {
  /** The command line's own script, which worker threads run (none: no worker threads). */
  workerScript?: URL;
}

/** Builds the program; `setExit` receives each command's exit code. */
export function program(setExit: (code: number) => void, context: CliContext = {}): Command {
  const root = new Command("clinker-transcript")
    .description(
      "Check, fix, compact and convert stored agent transcripts (Codex, Claude Code, pi, Chat, Responses, Anthropic).",
    )
    .version(packageVersion())
    .showHelpAfterError("(run with --help for usage)")
    .addHelpText("after", `\n${EXIT_CODES_HELP}\n\nMore: docs/cli.md`)
    .exitOverride();

  helpAfter(root.command("check"), "clinker-transcript check session.jsonl --api anthropic")
    .description(
      "report per file and conversation: format, items by kind, calls, outputs, unresolved calls, orphans, duplicates, private items, compactions, and every preflight violation",
    )
    .argument("<file...>", `${INPUTS_HELP}: each is reported, the exit code is the worst`)
    .addOption(API)
    .addOption(FORMAT)
    .option("--lenient", "skip bad records (counted) instead of failing")
    .option(
      "--family <family>",
      "preflight as sent to this model family (enables the foreign-content rules)",
    )
    .option(FROM_FAMILY_FLAG, FROM_FAMILY_HELP)
    .option("--model <model>", "the target model (some rules depend on it)")
    .option(
      "--preflight-max-mb <n>",
      "larger inputs are checked by their pairing counts alone, streamed",
      integer,
      64,
    )
    .option(
      "--jobs <n>",
      "readers (this thread and worker threads) for JSON lines inputs over --preflight-max-mb (default: the cores, at most 4; 1: one thread)",
      positive,
    )
    .option("--json", "print one JSON document (shape in docs/cli.md)")
    .action(async (files: string[], o) => {
      const { workerScript } = context;
      // Asked for threads that this host cannot start (main() called without a worker script): say so.
      if (!workerScript && (o.jobs ?? 1) > 1)
        process.stderr.write(
          "clinker-transcript: --jobs: no worker threads here; reading in one thread\n",
        );
      const options: CheckOptions = {
        ...o,
        preflightMaxBytes: o.preflightMaxMb * 1024 * 1024,
        ...(workerScript ? { parallel: { jobs: o.jobs, workerScript } } : {}),
      };
      const reports = [];
      for (const file of expandInputs(files, resolveSessionArg))
        reports.push(await checkFile(file, options));
      const code = reports.some((r) => r.error)
        ? EXIT_FAILURE
        : reports.every((r) => r.ok)
          ? EXIT_CLEAN
          : EXIT_VIOLATION;
      if (o.json) json({ ok: code === 0, exitCode: code, files: reports });
      else {
        const c = colorsFor(process.stdout);
        print([...reports.flatMap((r) => fileLines(r, c)), summaryLine(reports, c)]);
      }
      setExit(code);
    });

  addInputOptions(
    helpAfter(root.command("fix"), "clinker-transcript fix session.jsonl -o fixed.jsonl")
      .description(
        "reconcile: repair calls with no output, move outputs next to their calls, drop orphan outputs, select private content for a family; prints what changed",
      )
      .argument("<file...>", INPUTS_HELP)
      .option("-o, --output <file>", "where to write (- for stdout; a folder for several inputs)")
      .option(
        "--in-place",
        "rewrite the host's own log (Claude Code, Codex, pi) in its format, keeping FILE.bak-<time>",
      )
      .option("--dry-run", "say what --in-place would change; write nothing")
      .option("--force", "--in-place even when the file changed in the last few seconds")
      .addOption(TO(false))
      .option(
        "--allow-lossy",
        "write even when the output format cannot hold some items (they are listed by type and count); without it such an output is refused, exit 2",
      )
      .addOption(API)
      .option("--family <family>", "keep only what this model family may replay")
      .option(FROM_FAMILY_FLAG, FROM_FAMILY_HELP)
      .addOption(
        new Option(
          "--orphans <choice>",
          "drop (default) or keep outputs that answer no call (providers reject them)",
        ).choices(["keep", "drop"]),
      )
      .option("--keep-orphans", "the same as --orphans keep")
      .addOption(
        new Option(
          "--foreign <choice>",
          "with --family: drop (default) another family's reasoning and thinking, or keep their readable text as assistant text",
        ).choices(["drop", "text"]),
      )
      .option("--repair-text <text>", "the output text of a repaired call")
      .option("--model <model>", "the target model (for the closing preflight)")
      .addOption(STREAM_MIN),
  )
    .addHelpText("after", SEVERAL_HELP)
    .action(async (args: string[], o) => {
      const files = expandInputs(args, resolveSessionArg);
      if (o.inPlace || o.dryRun) {
        const runs = [];
        for (const file of files) {
          const { report, code } = await runInPlace(file, o, streamOptions(o, context));
          runs.push({ report, code, lines: inPlaceText(report) });
        }
        return setExit(reportAll(runs, o.json === true, false));
      }
      if (o.output === undefined)
        throw new UsageError("give -o FILE (-o FOLDER for several), or --in-place or --dry-run");
      const fix = (file: string, output: string) =>
        fixToOutput(file, { ...o, ...streamOptions(o, context), output });
      const exit = (r: Awaited<ReturnType<typeof fixToOutput>>) => rewriteExit(r.ok, r.error);
      setExit(await rewriteEach(files, o, fix, exit, fixLines));
    });

  addInputOptions(
    helpAfter(
      root.command("compact"),
      'clinker-transcript compact session.jsonl --cutoff 40 --summary "We fixed the build." -o short.jsonl',
    )
      .description(
        "replace the items before --cutoff by a summary (the cut moves back so no call loses its output)",
      )
      .argument("<file...>", INPUTS_HELP)
      .requiredOption(
        "--cutoff <n>",
        "the number of leading items to replace (check shows item numbers), or line:L (from the first item read at line L), or id:X (from the item with id or call_id X)",
        parseCutoff,
      )
      .option("--summary <text>", "the summary text")
      .option("--summary-file <file>", "read the summary text from a file")
      .requiredOption(
        "-o, --output <file>",
        "where to write (- for stdout; a folder for several inputs)",
      )
      .addOption(TO(false))
      .option(
        "--allow-lossy",
        "write even when the output format cannot hold some items (they are listed by type and count); without it such an output is refused, exit 2",
      )
      .addOption(API)
      .option("--repair-text <text>", "the output text of a repaired call")
      .addOption(STREAM_MIN),
  )
    .addHelpText("after", SEVERAL_HELP)
    .action(async (args: string[], o) => {
      if ((o.summary === undefined) === (o.summaryFile === undefined)) {
        throw new UsageError("give exactly one of --summary and --summary-file");
      }
      const summary = o.summary ?? readFileSync(o.summaryFile, "utf8");
      const compact = (file: string, output: string) =>
        compactFile(file, {
          ...o,
          ...streamOptions(o, context, STREAM_MIN_BYTES),
          summary,
          output,
        });
      const exit = (r: Awaited<ReturnType<typeof compactFile>>) => rewriteExit(r.ok, r.error);
      setExit(await rewriteEach(expandInputs(args), o, compact, exit, compactLines));
    });

  addInputOptions(
    helpAfter(
      root.command("convert"),
      "clinker-transcript convert rollout.jsonl --to json -o items.json",
    )
      .description(
        "write the log's items as jsonl, json, msgpack, chat (Chat Completions messages) or anthropic (a Messages body)",
      )
      .argument("<file...>", INPUTS_HELP)
      .addOption(TO(true).makeOptionMandatory())
      .option(
        "--allow-lossy",
        "write even when the output format cannot hold some items (they are listed by type and count); without it such an output is refused, exit 2",
      )
      .requiredOption(
        "-o, --output <file>",
        "where to write (- for stdout; a folder for several inputs)",
      )
      .addOption(STREAM_MIN),
  )
    .addHelpText("after", SEVERAL_HELP)
    .action(async (args: string[], o) => {
      const convert = (file: string, output: string) =>
        convertFile(file, { ...o, ...streamOptions(o, context, STREAM_MIN_BYTES), output });
      const exit = (r: { error?: unknown }) => (r.error ? EXIT_FAILURE : EXIT_CLEAN);
      setExit(await rewriteEach(expandInputs(args), o, convert, exit, convertLines));
    });
  addSessionsCommand(root, setExit, context.workerScript);
  helpAfter(
    root.command("restore"),
    "clinker-transcript restore ~/.claude/projects/<project>/<id>.jsonl",
  )
    .description("put the newest backup fix --in-place left beside FILE back in its place")
    .argument("<file>", "the log file")
    .option("--json", "print one JSON document")
    .action((file: string, o) => {
      const report = restoreFile(file);
      if (o.json) json(report);
      else print(restoreLines(report, colorsFor(process.stdout)));
      setExit(report.error ? EXIT_FAILURE : EXIT_CLEAN);
    });
  return root;
}

/** Runs the command line on `argv` (without node and the script) and returns the exit code. */
export async function main(argv: readonly string[], context: CliContext = {}): Promise<number> {
  let code = 0;
  const root = program((c) => {
    code = c;
  }, context);
  try {
    await root.parseAsync([...argv], { from: "user" });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // help and version print and succeed; every other parse error is a usage error
      return error.exitCode === 0 ? EXIT_CLEAN : EXIT_FAILURE;
    }
    const failure = failureOf(error);
    process.stderr.write(`clinker-transcript: ${failureText(failure)}\n`);
    if (failure.code === "internal" && process.env.CLINKER_DEBUG) console.error(error);
    return EXIT_FAILURE;
  }
}
