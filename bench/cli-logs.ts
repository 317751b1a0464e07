// The generated logs of the command line's benchmarks (bench/cli-check.ts, bench/cli-sizes.ts): a
// Codex-like rollout and a Claude Code session of a given size, a call without output every 100 items.
import { createWriteStream, statSync } from "node:fs";

/** Every this many turns (5 items each) a call has no output: a repair every 100 items. */
export const UNANSWERED_EVERY = 20;

// One turn of a Codex-like rollout: user text, encrypted reasoning, a call, its output (none in
// every UNANSWERED_EVERY-th turn: fix repairs it), a reply.
function turn(n: number): string {
  const at = new Date(Date.UTC(2026, 10, 30) + n * 1000).toISOString();
  const line = (payload: object) =>
    JSON.stringify({ timestamp: at, type: "response_item", payload });
  return [
    line({
      type: "message",
      role: "user",
      content: [
        {
          type: "input_text",
          text: `Step ${n}: run the tests and fix what fails. ${"context ".repeat(20)}`,
        },
      ],
    }),
    line({
      type: "reasoning",
      summary: [{ type: "summary_text", text: "**Running the tests**" }],
      encrypted_content: `gAAAAA${"Zm9vYmFy".repeat(180)}`,
    }),
    line({
      type: "function_call",
      name: "shell",
      arguments: JSON.stringify({ command: ["npm", "test", `--shard=${n}`] }),
      call_id: `call_${n}`,
    }),
    ...(n % UNANSWERED_EVERY === UNANSWERED_EVERY - 1
      ? []
      : [
          line({
            type: "function_call_output",
            call_id: `call_${n}`,
            output: JSON.stringify({
              output: `PASS test ${n}\n${"ok ".repeat(400)}`,
              metadata: { exit_code: 0 },
            }),
          }),
        ]),
    line({
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text: `Shard ${n} passes.` }],
    }),
  ].join("\n");
}

/** Variations of the Codex-like rollout and the Claude Code session (bench/cli-shapes.ts): none by default. */
export interface RolloutShape {
  /** Every this many turns a `compacted` record replaces the history (its summary alone). */
  compactEvery?: number;
  /**
   * Every this many turns (from the middle one: a turn whose call is answered) the call's output
   * is this many bytes long (a line that size).
   */
  longEvery?: number;
  longBytes?: number;
}

// A compaction as Codex writes it: the history replaced by its summary.
function compacted(n: number): string {
  const replacement = [
    { type: "message", role: "user", content: [{ type: "input_text", text: `Up to step ${n}.` }] },
  ];
  const payload = { message: "The shards so far pass.", replacement_history: replacement };
  const at = new Date(Date.UTC(2026, 10, 30) + n * 1000).toISOString();
  return JSON.stringify({ timestamp: at, type: "compacted", payload });
}

// A long output (a whole file read, say) in place of turn n's output line.
function lengthened(turnLines: string, n: number, bytes: number): string {
  const lines = turnLines.split("\n");
  const at = lines.findIndex((l) => l.includes('"function_call_output"'));
  if (at < 0) return turnLines;
  const at2 = new Date(Date.UTC(2026, 10, 30) + n * 1000).toISOString();
  const payload = { type: "function_call_output", call_id: `call_${n}`, output: "x".repeat(bytes) };
  lines[at] = JSON.stringify({ timestamp: at2, type: "response_item", payload });
  return lines.join("\n");
}

/** A Codex-like rollout of about `bytes` at `path` (with `shape`'s variations); resolves with its size. */
export async function generate(
  path: string,
  bytes: number,
  shape: RolloutShape = {},
): Promise<number> {
  const out = createWriteStream(path);
  const head = JSON.stringify({
    timestamp: "2026-11-30T00:00:00.000Z",
    type: "session_meta",
    payload: { id: "bench", cli_version: "0.60.0" },
  });
  out.write(`${head}\n`);
  let written = head.length + 1;
  for (let n = 0; written < bytes; n++) {
    let lines = turn(n);
    if (shape.longEvery && n % shape.longEvery === Math.floor(shape.longEvery / 2))
      lines = lengthened(lines, n, shape.longBytes ?? 0);
    if (shape.compactEvery && n % shape.compactEvery === shape.compactEvery - 1)
      lines = `${lines}\n${compacted(n)}`;
    const chunk = `${lines}\n`;
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await new Promise<void>((r) => out.once("drain", () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  return statSync(path).size;
}

// One turn of a Claude Code session, a record a line chained by parentUuid: the user's text, the
// assistant's signed thinking, its tool_use, the tool_result (none in every UNANSWERED_EVERY-th
// turn: fix repairs it), its reply. Lines of 0.2-2 KB, as the bench log's. Every `parallelEvery`-th
// turn (none at 0) its message makes two more calls in parallel, each a line of its own as Claude
// Code writes them, their results before the first call's.
function claudeTurn(n: number, first: number, parallelEvery = 0, sidechain = false): string[] {
  const uuid = (k: number) => `00000000-0000-4000-8000-${k.toString(16).padStart(12, "0")}`;
  const id = `toolu_${String(n).padStart(24, "0")}`;
  const base = { isSidechain: sidechain, userType: "external", cwd: "/work", sessionId: "bench" };
  const assistant = (content: object[], message: string) => ({
    type: "assistant",
    message: {
      model: "claude-sonnet-4-5",
      id: message,
      type: "message",
      role: "assistant",
      content,
    },
  });
  const records: object[] = [
    {
      type: "user",
      message: { role: "user", content: `Step ${n}: run the tests. ${"context ".repeat(20)}` },
    },
    assistant(
      [{ type: "thinking", thinking: "Running the tests.", signature: `Eq${"Zm9v".repeat(200)}` }],
      `msg_${n}`,
    ),
    assistant(
      [{ type: "tool_use", id, name: "Bash", input: { command: `npm test --shard=${n}` } }],
      `msg_${n}`,
    ),
    ...parallelCalls(n, parallelEvery > 0 && n % parallelEvery === 1 ? [`${id}b`, `${id}c`] : []),
    ...(n % UNANSWERED_EVERY === UNANSWERED_EVERY - 1
      ? []
      : [
          {
            type: "user",
            message: {
              role: "user",
              content: [
                {
                  type: "tool_result",
                  tool_use_id: id,
                  content: `PASS ${"ok ".repeat(300)}`,
                  is_error: false,
                },
              ],
            },
            toolUseResult: { stdout: "ok", stderr: "", interrupted: false },
          },
        ]),
    assistant([{ type: "text", text: `Shard ${n} passes.` }], `msg_${n}b`),
  ];
  const at = new Date(Date.UTC(2026, 10, 30) + n * 1000).toISOString();
  return records.map((r, k) =>
    JSON.stringify({
      parentUuid: first + k === 0 || (sidechain && k === 0) ? null : uuid(first + k - 1),
      ...base,
      ...r,
      uuid: uuid(first + k),
      timestamp: at,
    }),
  );
}

// The lines of calls `ids` made in parallel in turn `n`'s message (after its first), then their results.
function parallelCalls(n: number, ids: string[]): object[] {
  const message = (id: string) => ({
    model: "claude-sonnet-4-5",
    id: `msg_${n}`,
    type: "message",
    role: "assistant",
    content: [
      { type: "tool_use", id, name: "Bash", input: { command: `npm run lint --part=${id}` } },
    ],
  });
  const result = (id: string) => ({
    role: "user",
    content: [{ type: "tool_result", tool_use_id: id, content: "lint ok", is_error: false }],
  });
  return [
    ...ids.map((id) => ({ type: "assistant", message: message(id) })),
    ...ids.map((id) => ({ type: "user", message: result(id) })),
  ];
}

// The "Warmup" exchange every Claude Code 2.x session opens with, on a sidechain of its own.
function claudeWarmup(): string {
  const base = { isSidechain: true, userType: "external", cwd: "/work", sessionId: "bench" };
  const user = { role: "user", content: "Warmup" };
  const reply = {
    model: "claude-haiku-4-5",
    role: "assistant",
    content: [{ type: "text", text: "Ready." }],
  };
  const [first, second] = [
    "be35b3fe-896e-43bc-b664-f6e3a5678751",
    "be35b3fe-896e-43bc-b664-f6e3a5678752",
  ];
  const at = new Date(Date.UTC(2026, 10, 30) - 1000).toISOString();
  return [
    { parentUuid: null, ...base, type: "user", message: user, uuid: first, timestamp: at },
    { parentUuid: first, ...base, type: "assistant", message: reply, uuid: second, timestamp: at },
  ]
    .map((r) => `${JSON.stringify(r)}\n`)
    .join("");
}

// Writes `head`, then turns of `lines` (given the turn's number and its first line's) until the
// file holds `bytes`: its size.
async function writeTurns(
  path: string,
  head: string,
  bytes: number,
  lines: (n: number, first: number) => string[],
): Promise<number> {
  const out = createWriteStream(path);
  out.write(head);
  let [written, count] = [0, 0];
  for (let n = 0; written < bytes; n++) {
    const turn = lines(n, count);
    count += turn.length;
    const chunk = `${turn.join("\n")}\n`;
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await new Promise<void>((r) => out.once("drain", () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  return statSync(path).size;
}

/**
 * A Claude Code session of about `bytes` at `path` (every `parallelEvery`-th turn, none at 0,
 * making three calls in parallel); resolves with its size.
 */
export function generateClaude(
  path: string,
  bytes: number,
  parallelEvery = 0,
  shape: Pick<RolloutShape, "longEvery" | "longBytes"> = {},
): Promise<number> {
  return writeTurns(path, claudeWarmup(), bytes, (n, first) => {
    const lines = claudeTurn(n, first, parallelEvery);
    const long = shape.longEvery && n % shape.longEvery === Math.floor(shape.longEvery / 2);
    return long ? lines.map((line) => longResult(line, shape.longBytes ?? 0)) : lines;
  });
}

// A tool result's line with its content `bytes` long (a whole file read, a screenshot), else the line.
function longResult(line: string, bytes: number): string {
  const record = JSON.parse(line);
  const block = record.message?.content?.[0];
  if (block?.type !== "tool_result") return line;
  block.content = "x".repeat(bytes);
  return JSON.stringify(record);
}

/**
 * A Claude Code session of about `bytes` at `path` whose turns after the first are each a
 * sidechain of its own (a conversation each, as a session of many subagent tasks); resolves with
 * its size.
 */
export function generateClaudeSidechains(path: string, bytes: number): Promise<number> {
  return writeTurns(path, claudeWarmup(), bytes, (n, first) => claudeTurn(n, first, 0, n > 0));
}

/** Every this many turns a pi session compacts (its context full), keeping the last KEPT_TURNS. */
export const PI_COMPACT_EVERY = 400;
const PI_KEPT_TURNS = 40;

// pi's entry ids: 8 hex digits, distinct for every entry of the file (an odd multiplier is a
// bijection on 32 bits).
const piId = (k: number) => (Math.imul(k, 0x9e3779b1) >>> 0).toString(16).padStart(8, "0");

// One turn of a pi session, an entry a line chained by parentId from entry `first` on: the
// user's text, the assistant's signed thinking and tool call, its result (none in every
// UNANSWERED_EVERY-th turn), its reply; and after every PI_COMPACT_EVERY-th turn a compaction
// keeping the last PI_KEPT_TURNS turns, as pi's automatic compaction writes it.
function piTurn(n: number, first: number): string[] {
  const at = new Date(Date.UTC(2026, 10, 30) + n * 1000).toISOString();
  const id = `toolu_${String(n).padStart(24, "0")}`;
  const model = { api: "anthropic-messages", provider: "anthropic", model: "claude-sonnet-4-5" };
  const message = (message: object) => ({ type: "message", message });
  const entries: object[] = [
    message({
      role: "user",
      content: [{ type: "text", text: `Step ${n}: run the tests. ${"context ".repeat(20)}` }],
    }),
    message({
      role: "assistant",
      ...model,
      content: [
        {
          type: "thinking",
          thinking: "Running the tests.",
          thinkingSignature: `Eq${"Zm9v".repeat(200)}`,
        },
        { type: "toolCall", id, name: "bash", arguments: { command: `npm test --shard=${n}` } },
      ],
      stopReason: "toolUse",
    }),
    ...(n % UNANSWERED_EVERY === UNANSWERED_EVERY - 1
      ? []
      : [
          message({
            role: "toolResult",
            toolCallId: id,
            toolName: "bash",
            content: [{ type: "text", text: `PASS ${"ok ".repeat(300)}` }],
            isError: false,
          }),
        ]),
    message({
      role: "assistant",
      ...model,
      content: [{ type: "text", text: `Shard ${n} passes.` }],
      stopReason: "stop",
    }),
  ];
  if (n % PI_COMPACT_EVERY === PI_COMPACT_EVERY - 1) {
    // The first entry of the turn PI_KEPT_TURNS back (turns of 4 or 5 entries: found by its step).
    const kept = Math.max(0, first - (PI_KEPT_TURNS - 1) * 5);
    entries.push({
      type: "compaction",
      summary: `## Goal\n${"What was done so far. ".repeat(100)}`,
      firstKeptEntryId: piId(kept),
      tokensBefore: 180000,
    });
  }
  return entries.map((e, k) =>
    JSON.stringify({
      ...e,
      id: piId(first + k),
      parentId: first + k === 0 ? null : piId(first + k - 1),
      timestamp: at,
    }),
  );
}

/** A pi session of about `bytes` bytes at `path` (format 3): its size. */
export function generatePi(path: string, bytes: number): Promise<number> {
  const at = "2026-11-30T00:00:00.000Z";
  const head = { type: "session", version: 3, id: "bench", timestamp: at, cwd: "/work" };
  return writeTurns(path, `${JSON.stringify(head)}\n`, bytes, piTurn);
}
