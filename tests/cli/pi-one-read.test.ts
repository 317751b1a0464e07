// Issue 35: `fix` of a large pi session in its own format reads it twice (stream/host-plan.ts
// afterNamingRead): a first read of its tree alone names what is off the history pi resumes and
// the model and family that history ends with, and one read more fixes it with the guesses of a
// one-read run (stream/one-read.ts), checked when it ends. Each case writes what the whole-log
// path writes, and reads the log as often as its guesses allow.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixToOutput } from "../../bindings/cli/host-copy.js";
import * as load from "../../bindings/cli/load.js";
import * as plan from "../../bindings/cli/stream/plan.js";
import * as rescan from "../../bindings/cli/stream/rescan.js";
import { MetaTrail } from "../../bindings/readers/formats/meta-trail.js";
import type { ScanOptions } from "../../bindings/readers/types.js";
import { REPAIR } from "../properties/transcripts.js";
import { branchedCompacted, PiSession } from "./pi-tree.js";
import { tempDir } from "./run.js";
import { numberedUuids, runWholeAndStreamed } from "./stream-support.js";

vi.mock("../../bindings/cli/load.js", { spy: true });
vi.mock("../../bindings/cli/stream/plan.js", { spy: true });
vi.mock("../../bindings/cli/stream/rescan.js", { spy: true });
// fixHostStreamed resolves with a report only when it wrote (undefined: the whole-log path runs).
vi.mock("../../bindings/cli/stream/host-fix.js", async (original) =>
  (await import("./stream-count.js")).countingWrites(await original(), "fixHostStreamed", Boolean),
);

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const uuids = numberedUuids();
let n = 0;

// `fix -o` of `file` on the whole-log path and streamed in pieces of one item, and the streamed
// run's reads: the first (`streamed`, naming), the plan's counts, the rescans.
async function bothPaths(file: string) {
  const mocks = [load.scanFile, plan.planStream, rescan.rescan].map((f) => vi.mocked(f));
  const runs = await runWholeAndStreamed(
    (extra) => {
      uuids.reset();
      for (const m of mocks) m.mockClear();
      return fixToOutput(file, { repairText: REPAIR, ...extra });
    },
    () => join(dir, `out-${n++}.jsonl`),
    1,
  );
  const counts = vi.mocked(load.scanFile).mock.calls.map((c) => c[2] as ScanOptions);
  const reads = {
    naming: counts.filter((o) => o.streamed === true).length,
    counts: counts.filter((o) => o.streamed !== true).length,
    rescans: vi.mocked(rescan.rescan).mock.calls.length,
  };
  return { ...runs, reads };
}

// The streamed run wrote, and wrote what the whole-log path writes, reading the log as `reads` says.
function writtenAsWhole(r: Awaited<ReturnType<typeof bothPaths>>, reads: object): void {
  expect(r.wasStreamed).toBe(true);
  expect(r.streamed).toEqual(r.whole);
  expect(r.reads).toEqual(reads);
}

describe("fix -o of a pi session after a read that names what is off its history", () => {
  beforeEach(() => {
    vi.mocked(plan.planStream).mockClear();
  });

  it("reads a session that branches and compacted twice", async () => {
    const r = await bothPaths(branchedCompacted(dir, "branched-compacted.jsonl"));
    expect(r.whole.bytes).toContain(REPAIR);
    writtenAsWhole(r, { naming: 1, counts: 0, rescans: 1 });
  });

  it("foresees the model the history pi resumes ends with, not the file's last", async () => {
    const s = new PiSession(dir);
    const answered = s.result(s.call(s.user(null, "start"), "toolu_a"), "toolu_a");
    const open = s.call(s.user(answered, "the branch resumed at last"), "toolu_open");
    // A branch tried later and left, on another model: the last model the file names. Pieces
    // fixed with it would be fixed again (a read more): the history pi resumes never reaches it.
    const left = s.modelChange(answered, "claude-opus-4-5");
    s.call(s.user(left, "a branch the user left"), "toolu_left", "claude-opus-4-5");
    s.user(open, "back on the first branch");
    const r = await bothPaths(s.write("model-left.jsonl"));
    writtenAsWhole(r, { naming: 1, counts: 0, rescans: 1 });
  });

  it("fixes it again from the read's plan, leaving out what was named, where the guess was wrong", async () => {
    const s = new PiSession(dir);
    const open = s.call(s.user(null, "start"), "toolu_open");
    s.call(s.user(open, "a branch the user left"), "toolu_left");
    s.user(open, "the branch resumed");
    // A model foreseen that the history does not end with (no session gives one: forced here).
    const ending = vi.spyOn(MetaTrail.prototype, "ending");
    ending.mockReturnValueOnce({ model: "claude-opus-4-5" });
    try {
      const r = await bothPaths(s.write("guessed-wrong.jsonl"));
      expect(ending).toHaveBeenCalledTimes(1); // the streamed run's first read, not the whole's
      writtenAsWhole(r, { naming: 1, counts: 0, rescans: 2 });
      const last = vi.mocked(rescan.rescan).mock.calls.at(-1)?.[2] as ScanOptions;
      expect(last.leaveOut?.records.size).toBe(2);
    } finally {
      ending.mockRestore();
    }
  });

  it("leaves a session whose last line is torn to the whole-log path after the first read", async () => {
    const s = new PiSession(dir);
    s.call(s.user(null, "start"), "toolu_open");
    const file = s.write("torn.jsonl");
    writeFileSync(file, readFileSync(file, "utf8").slice(0, -20));
    const r = await bothPaths(file);
    expect(r.wasStreamed).toBe(false);
    expect(r.streamed).toEqual(r.whole);
    expect(r.reads).toEqual({ naming: 1, counts: 0, rescans: 0 });
  });

  it("counts its plan once, leaving out what the first read named, where a key crosses a cut", async () => {
    const s = new PiSession(dir);
    const call = s.call(s.user(null, "start"), "toolu_late");
    const meanwhile = s.user(call, "meanwhile");
    s.call(s.user(meanwhile, "a branch the user left"), "toolu_left");
    s.user(s.result(meanwhile, "toolu_late"), "the branch resumed");
    const r = await bothPaths(s.write("late.jsonl"));
    writtenAsWhole(r, { naming: 1, counts: 1, rescans: 2 });
    const leaveOut = vi.mocked(plan.planStream).mock.calls[0]?.[4];
    expect(leaveOut?.records.size).toBe(2);
  });
});
