// Issue 13: output is written to a temporary file beside the target and renamed: a write killed
// with SIGKILL leaves no partial output file (and an existing target as it was).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, CLI, tempDir } from "./run.js";

// A Responses JSONL log of about `megabytes` MB.
function bigLog(path: string, megabytes: number): void {
  const pad = "x".repeat(900);
  const lines: string[] = [];
  for (let i = 0; lines.length * 1000 < megabytes * 1024 * 1024; i++) {
    lines.push(
      JSON.stringify({
        type: "function_call",
        call_id: `c${i}`,
        name: "f",
        arguments: `{"p":"${pad}"}`,
      }),
    );
    lines.push(JSON.stringify({ type: "function_call_output", call_id: `c${i}`, output: "ok" }));
  }
  writeFileSync(path, `${lines.join("\n")}\n`);
}

async function killDuringWrite(dir: string, args: string[]): Promise<boolean> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: "ignore" });
  const started = Date.now();
  let sawTemp = false;
  while (Date.now() - started < 60_000 && child.exitCode === null) {
    if (readdirSync(dir).some((f) => f.endsWith(".clinker-tmp"))) {
      sawTemp = true;
      child.kill("SIGKILL");
      break;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  await new Promise((r) =>
    child.exitCode !== null || child.signalCode !== null ? r(null) : child.once("exit", r),
  );
  return sawTemp;
}

describe.skipIf(!built)("output written atomically", () => {
  it("SIGKILL during the write leaves no output file, and an existing one unchanged", async () => {
    const dir = tempDir();
    const input = join(dir, "big.jsonl");
    bigLog(input, 48);
    const fresh = join(dir, "out.json");
    expect(await killDuringWrite(dir, ["convert", input, "--to", "json", "-o", fresh])).toBe(true);
    expect(existsSync(fresh)).toBe(false);

    const existing = join(dir, "existing.json");
    writeFileSync(existing, "previous content\n");
    expect(await killDuringWrite(dir, ["convert", input, "--to", "json", "-o", existing])).toBe(
      true,
    );
    expect(readFileSync(existing, "utf8")).toBe("previous content\n");
  }, 120_000);
});
