// fix tries its streamed run (whose first read is a whole read of the log) only where its options
// can stream: with --family, --foreign, or a log read in another dialect than
// Responses checked for another than its own, the log goes straight to the whole-log path.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { fixFile } from "../../bindings/cli/fix.js";
import { fixToOutput } from "../../bindings/cli/host-copy.js";
import { logText, piLog } from "../support/host-logs.js";
import { log, tempDir } from "./run.js";

const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock("../../bindings/cli/stream/plan.js", async (original) => {
  const { countingPlanStream } = await import("./stream-support.js");
  return countingPlanStream(await original(), calls);
});

const dir = tempDir();
afterAll(() => vi.restoreAllMocks());
const clean = "responses-clean.jsonl";
// A pi session: its reader starts in the Anthropic dialect.
const pi = join(dir, "pi.jsonl");
writeFileSync(pi, logText(piLog()));

async function firstReads(options: Record<string, unknown>, name = clean): Promise<number> {
  calls.n = 0;
  const output = join(dir, "out.jsonl");
  const given = { output, streamMinBytes: 0, allowLossy: true, ...options };
  const report = await fixFile(name.startsWith("/") ? name : log(name), given);
  expect(report.error).toBeUndefined();
  return calls.n;
}

describe("fix's streamed run, by its options", () => {
  it("reads the log first where the options can stream", async () => {
    expect(await firstReads({})).toBe(1);
    expect(await firstReads({ to: "jsonl", api: "responses" })).toBe(1);
    expect(await firstReads({ api: "chat", to: "chat" })).toBe(1);
    expect(await firstReads({ conversation: "record-1" }, "chat-log.jsonl")).toBe(1);
    expect(await firstReads({ api: "chat", to: "jsonl" })).toBe(1);
    expect(await firstReads({ to: "json" })).toBe(1);
    expect(await firstReads({ to: "responses" })).toBe(1);
    expect(await firstReads({ to: "msgpack" })).toBe(1);
    expect(await firstReads({ to: "jsonl", conversation: "record-1" }, "chat-log.jsonl")).toBe(1);
    expect(await firstReads({ to: "anthropic", conversation: "record-1" }, "chat-log.jsonl")).toBe(
      1,
    );
    expect(await firstReads({ to: "jsonl" }, "claude-code-orphan.jsonl")).toBe(1);
    expect(await firstReads({ to: "chat" }, pi)).toBe(1);
  });

  it("goes straight to the whole log where they cannot", async () => {
    expect(await firstReads({ family: "anthropic" })).toBe(0);
    expect(await firstReads({ foreign: "drop" })).toBe(0);
  });

  it("goes straight to the whole log where its first line is of the Anthropic dialect, checked for another", async () => {
    expect(await firstReads({ api: "chat" }, "claude-code-orphan.jsonl")).toBe(0);
    expect(await firstReads({ api: "responses", to: "jsonl" }, pi)).toBe(0);
    expect(await firstReads({ format: "responses-jsonl" })).toBe(1); // a format given is not read
  });

  it("reads the first line once through the command's entry, and streams only what it writes", async () => {
    const run = async (name: string, options: Record<string, unknown>) => {
      calls.n = 0;
      const given = { output: join(dir, "entry.jsonl"), streamMinBytes: 0, allowLossy: true };
      const report = await fixToOutput(log(name), { ...given, ...options });
      expect(report.error).toBeUndefined();
      return calls.n;
    };
    expect(await run(clean, {})).toBe(1);
    expect(await run("claude-code-orphan.jsonl", { to: "jsonl" })).toBe(1);
    expect(await run("claude-code-orphan.jsonl", { to: "msgpack" })).toBe(1);
  });
});
