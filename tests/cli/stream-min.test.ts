// Which files fix rewrites streamed when no --stream-min-mb is given: a Claude Code session from
// ONE_READ_STREAM_MIN_BYTES (read once), another host session or a JSON lines log of Responses
// items from SESSION_STREAM_MIN_BYTES (faster there, half the memory), anything else from
// STREAM_MIN_BYTES; compact and convert keep STREAM_MIN_BYTES (main.ts).
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { firstRecordLineOf } from "../../bindings/cli/file-head.js";
import {
  FIRST_LINE_READ_MAX,
  ONE_READ_STREAM_MIN_BYTES,
  SESSION_STREAM_MIN_BYTES,
  STREAM_MIN_BYTES,
  streamsFile,
} from "../../bindings/cli/transcript-file.js";
import { cli } from "./run.js";

const dir = mkdtempSync(join(tmpdir(), "clinker-stream-min-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FIRST_LINES = {
  claude: {
    type: "user",
    uuid: "00000000-0000-4000-8000-000000000001",
    parentUuid: null,
    sessionId: "s",
    message: { role: "user", content: "hi" },
  },
  codex: { type: "session_meta", timestamp: "2026-11-30T00:00:00Z", payload: { id: "s" } },
  responses: { type: "message", role: "user", content: "hi" },
  chat: { role: "user", content: "hi" },
};

/**
 * A sparse file of `bytes` whose first record is `first` (after `opening`): only its size and
 * first lines are read.
 */
function sized(name: string, first: object, bytes: number, opening = ""): string {
  const file = join(dir, name);
  const fd = openSync(file, "w");
  writeSync(fd, `${opening}${JSON.stringify(first)}\n`);
  writeSync(fd, "\n", bytes - 1);
  closeSync(fd);
  return file;
}

const between = (SESSION_STREAM_MIN_BYTES + STREAM_MIN_BYTES) / 2;
const output = "out.jsonl";

describe("the default bound of a streamed rewrite", () => {
  // Which of the four first lines stream in a sparse file of `size` bytes.
  const streamingAt = (size: number) =>
    Object.entries(FIRST_LINES).map(([name, first]) => [
      name,
      streamsFile(sized(`${name}-${size}.jsonl`, first, size), { output }) !== undefined,
    ]);

  it("streams a session or Responses items between the two bounds, not Chat messages", () => {
    expect(streamingAt(between)).toEqual([
      ["claude", true],
      ["codex", true],
      ["responses", true],
      ["chat", false],
    ]);
  });

  it("streams a Claude Code session from its own bound, read once, and no other log there", () => {
    expect(streamingAt((ONE_READ_STREAM_MIN_BYTES + SESSION_STREAM_MIN_BYTES) / 2)).toEqual([
      ["claude", true],
      ["codex", false],
      ["responses", false],
      ["chat", false],
    ]);
    const small = sized("claude-small.jsonl", FIRST_LINES.claude, ONE_READ_STREAM_MIN_BYTES);
    expect(streamsFile(small, { output })).toBeUndefined();
  });

  it("knows a session by the line its reader starts from: past a byte order mark, blank lines", () => {
    const size = (ONE_READ_STREAM_MIN_BYTES + SESSION_STREAM_MIN_BYTES) / 2;
    const opened = sized("claude-bom.jsonl", FIRST_LINES.claude, size, "\ufeff\n \r\n");
    expect(streamsFile(opened, { output })).toBe(size);
    const junk = sized("claude-junk.jsonl", FIRST_LINES.claude, size, '{"type":"us\n');
    expect(streamsFile(junk, { output })).toBeUndefined();
    expect(streamsFile(junk, { output, lenient: true })).toBe(size);
  });

  it("reads a session whole up to its bound, anything over the general bound streamed", () => {
    const small = sized("small.jsonl", FIRST_LINES.codex, SESSION_STREAM_MIN_BYTES);
    expect(streamsFile(small, { output })).toBeUndefined();
    const large = sized("large-chat.jsonl", FIRST_LINES.chat, STREAM_MIN_BYTES + 1);
    expect(streamsFile(large, { output })).toBe(STREAM_MIN_BYTES + 1);
  });

  it("takes a first line past FIRST_LINE_READ_MAX for no session's, and reads no further", () => {
    const long = {
      ...FIRST_LINES.claude,
      message: { role: "user", content: "x".repeat(FIRST_LINE_READ_MAX) },
    };
    const file = sized("long-first.jsonl", long, between);
    expect(streamsFile(file, { output })).toBeUndefined();
    const short = sized("short-first.jsonl", FIRST_LINES.claude, 1000);
    expect(firstRecordLineOf(short, { max: 10 })).toBeUndefined();
    expect(firstRecordLineOf(short, { max: 1000 })).toBe(JSON.stringify(FIRST_LINES.claude));
  });

  it("takes the given bound and format over the sniffed ones, and never streams stdout", () => {
    const file = sized("given.jsonl", FIRST_LINES.claude, between);
    expect(streamsFile(file, { output, streamMinBytes: STREAM_MIN_BYTES })).toBeUndefined();
    expect(streamsFile(file, { output, format: "chat-jsonl" })).toBeUndefined();
    expect(streamsFile(file, { output: "-" })).toBeUndefined();
    const chat = sized("given-chat.jsonl", FIRST_LINES.chat, between);
    expect(streamsFile(chat, { output, streamMinBytes: 1 })).toBe(between);
  });

  it("says both defaults in the rewriting commands' help", () => {
    for (const command of ["fix", "convert", "compact"]) {
      const help = cli([command, "--help"]).stdout.replace(/\s+/g, " ");
      expect(help).toContain(
        "(default: 64; fix: 8 for a Claude Code session, read once, 24 for a Codex or pi",
      );
    }
  });

  // compact's streamed run skips its closing preflight: it keeps the general bound for sessions too.
  it("compacts a session between the bounds whole, its closing preflight run", () => {
    const file = join(dir, "rollout.jsonl");
    const text = "x".repeat(1000);
    const item = (i: number) =>
      `${JSON.stringify({ timestamp: "2026-11-30T00:00:00Z", type: "response_item", payload: { type: "message", role: i % 2 ? "assistant" : "user", content: [{ type: i % 2 ? "output_text" : "input_text", text }] } })}\n`;
    const lines = [`${JSON.stringify(FIRST_LINES.codex)}\n`];
    for (let i = 0; lines.length * 1100 < SESSION_STREAM_MIN_BYTES + (1 << 20); i++)
      lines.push(item(i));
    writeFileSync(file, lines.join(""));
    const preflighted = (...extra: string[]) => {
      const args = ["compact", file, "--cutoff", "10", "--summary", "s", "--allow-lossy", "--json"];
      const run = cli([...args, ...extra, "-o", join(dir, "compacted.jsonl")]);
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(run.stdout).preflight?.ran !== false; // the field says only a skip
    };
    expect(preflighted()).toBe(true);
    expect(preflighted("--stream-min-mb", "1")).toBe(false); // streamed, as the report says
  });
});
