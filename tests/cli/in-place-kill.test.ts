// SIGKILL during `fix --in-place` on a log over 100 MB, at several points of the run: the file
// under the original name is always the original or the complete new file, never a part.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codexLog, logText } from "../support/host-logs.js";
import { built, CLI, tempDir } from "./run.js";

const hash = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

// A Codex rollout of about 110 MB whose first call has no output: the whole file is rewritten.
function bigRollout(file: string): void {
  const head = codexLog().records.filter((r) => r.payload?.type !== "function_call_output");
  const filler = "x".repeat(1000);
  const lines = [logText({ records: head })];
  for (let i = 0; i < 110_000; i++) {
    const role = i % 2 ? "assistant" : "user";
    const part = i % 2 ? "output_text" : "input_text";
    const payload = { type: "message", role, content: [{ type: part, text: `${i} ${filler}` }] };
    lines.push(
      `${JSON.stringify({ timestamp: "2026-01-02T10:00:09.000Z", type: "response_item", payload })}\n`,
    );
  }
  writeFileSync(file, lines.join(""));
}

function fixInPlace(
  file: string,
  killAfterMs?: number,
): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, "fix", file, "--in-place", "--force"], {
      stdio: "ignore",
    });
    if (killAfterMs !== undefined) setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.on("close", (code) => resolve({ code, ms: Date.now() - started }));
  });
}

describe.skipIf(!built)("fix --in-place killed midway", () => {
  it("leaves the original or the whole new file under the original name (110 MB log)", async () => {
    const dir = tempDir();
    const file = join(dir, "rollout.jsonl");
    const original = join(dir, "original.keep");
    bigRollout(file);
    copyFileSync(file, original);
    const before = hash(file);
    const full = await fixInPlace(file);
    expect(full.code).toBe(0);
    const after = hash(file);
    expect(after).not.toBe(before);
    const outcomes = new Set<string>();
    for (const share of [0.15, 0.35, 0.55, 0.75, 0.9, 0.97]) {
      copyFileSync(original, file);
      utimesSync(file, Date.now() / 1000 - 60, Date.now() / 1000 - 60);
      await fixInPlace(file, Math.round(full.ms * share));
      const now = hash(file);
      expect([before, after], `killed at ${share} of the run`).toContain(now);
      outcomes.add(now === before ? "original" : "new");
    }
    expect(outcomes.has("original")).toBe(true);
  }, 300_000);
});
