// A refusal that comes after the new file was written (the session changed while it was being
// fixed, or while its backup was written) leaves the folder as it was: the original (with what
// the host added), no backup, no temporary file.
import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { fixInPlace } from "../../../bindings/cli/in-place.js";
import { claudeCodeLog, logText, poisonClaudeCode, sessionFile } from "../../support/host-logs.js";

// What the test does just before a file's rename, and just after a file was written.
const hooks = vi.hoisted(() => ({
  beforeRename: undefined as ((target: string) => void) | undefined,
  written: undefined as ((target: string) => void) | undefined,
}));

vi.mock("../../../bindings/cli/durable-replace.js", async (original) => {
  const real = await original<typeof import("../../../bindings/cli/durable-replace.js")>();
  return {
    durableReplace: (
      target: string,
      chunks: Iterable<Uint8Array>,
      mode: number,
      beforeRename?: () => void,
    ) => {
      real.durableReplace(target, chunks, mode, () => {
        hooks.beforeRename?.(target);
        beforeRename?.();
      });
      hooks.written?.(target);
    },
  };
});

// The backup is a hard link or a copy (backup.ts): made, then the hook.
vi.mock("../../../bindings/cli/backup.js", async (original) => {
  const real = await original<typeof import("../../../bindings/cli/backup.js")>();
  return {
    makeBackup: (file: string, backup: string, copy: () => void) => {
      real.makeBackup(file, backup, copy);
      hooks.written?.(backup);
    },
  };
});

const poisoned = () => logText(poisonClaudeCode(claudeCodeLog(), "missing-result"));
const LINE = '{"type":"summary","summary":"x","leafUuid":"y"}\n';

function refusedLate(when: "beforeRename" | "written"): void {
  const file = sessionFile(poisoned());
  hooks[when] = (target) => {
    if (target.includes(".bak-") || when === "beforeRename") appendFileSync(file, LINE);
    hooks[when] = undefined;
  };
  const report = fixInPlace(file, {});
  hooks[when] = undefined;
  expect(report.error?.message).toMatch(/changed while it was being fixed/);
  expect(report.backup).toBeUndefined();
  expect(readFileSync(file, "utf8")).toBe(poisoned() + LINE);
  expect(readdirSync(join(file, ".."))).toEqual(["session.jsonl"]);
}

describe("fix --in-place refused late", () => {
  it("the session grew after the new file was written: refused before any backup", () => {
    refusedLate("beforeRename");
  });

  it("the session grew while its backup was written: refused, that backup removed", () => {
    refusedLate("written");
  });

  it("not refused: the backup is there, the original's bytes", () => {
    const file = sessionFile(poisoned());
    const report = fixInPlace(file, {});
    expect(report).toMatchObject({ ok: true, changed: true });
    expect(readFileSync(report.backup as string, "utf8")).toBe(poisoned());
  });
});
