// A pi session that branches or compacted, on the command line's streamed paths: `check`
// counted (`--preflight-max-mb 0`) reports what the held read reports, and `convert` and
// `compact` streamed (`--stream-min-mb 0`) write what the whole-log path writes, read in file
// order twice (the first read names what is off the history pi resumes, the second leaves it
// out) where the held read kept every item to the read's end.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type CompactReport, compactFile } from "../../bindings/cli/compact.js";
import { convertFile } from "../../bindings/cli/convert.js";
import { fixToOutput } from "../../bindings/cli/host-copy.js";
import * as rescan from "../../bindings/cli/stream/rescan.js";
import { REPAIR } from "../properties/transcripts.js";
import { PiSession } from "./pi-tree.js";
import { built, cli, tempDir } from "./run.js";
import { streamedWrites } from "./stream-count.js";
import { numberedUuids, runWholeAndStreamed } from "./stream-support.js";

vi.mock("../../bindings/cli/stream/rescan.js", { spy: true });
// fixHostStreamed resolves with a report only when it wrote (undefined: the whole-log path runs).
vi.mock("../../bindings/cli/stream/host-fix.js", async (original) =>
  (await import("./stream-count.js")).countingWrites(await original(), "fixHostStreamed", Boolean),
);

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Rec = Record<string, unknown>;

// Calls left open before the compaction's first kept entry, on the branch left and after the
// compaction: only the last is one pi meets.
function branchedAndCompacted(): string {
  const s = new PiSession(dir);
  const early = s.call(s.user(null, "start"), "toolu_early");
  const kept = s.user(early, "go on");
  const answered = s.result(s.call(kept, "toolu_kept"), "toolu_kept");
  s.call(s.user(answered, "a branch the user left"), "toolu_left");
  const after = s.user(answered, "the branch resumed");
  const compaction = s.compaction(after, kept);
  s.call(s.user(compaction, "after the compaction"), "toolu_open");
  return s.write("branched-compacted.jsonl");
}

function branchedOnly(): string {
  const s = new PiSession(dir);
  const a = s.result(s.call(s.user(null, "start"), "toolu_a"), "toolu_a");
  s.call(s.user(a, "left"), "toolu_left");
  s.call(s.user(a, "resumed"), "toolu_open");
  return s.write("branched.jsonl");
}

// A call left open whose line the branch left and the branch resumed both go on from: the repair
// goes on the branch resumed (its first line re-pointed to it), the branch left keeps its parent.
function openWhereItBranches(): string {
  const s = new PiSession(dir);
  const call = s.call(s.user(null, "start"), "toolu_open");
  s.user(call, "a branch the user left");
  s.add(s.user(call, "the branch resumed"), {
    type: "model_change",
    provider: "anthropic",
    modelId: "m",
  });
  return s.write("open-where-it-branches.jsonl");
}

// A call left open among the entries the compaction keeps: its repair is in the piece its summary leads.
function openAmongKept(): string {
  const s = new PiSession(dir);
  const kept = s.user(s.user(null, "start"), "kept");
  const call = s.call(kept, "toolu_open");
  s.user(s.compaction(s.user(call, "go on"), kept), "after the compaction");
  return s.write("open-among-kept.jsonl");
}

const CASES: [string, () => string][] = [
  ["branches and compacted", branchedAndCompacted],
  ["branches", branchedOnly],
  ["a call left open where it branches", openWhereItBranches],
  ["compacted, a call left open among the entries kept", openAmongKept],
];

describe.skipIf(!built)("a pi session that branches or compacted, on the streamed paths", () => {
  it.each(CASES)("check counted reports what check held reports: %s", (_, make) => {
    const file = make();
    const conversations = (flags: string[]) => {
      const run = cli(["check", "--json", file, ...flags]);
      const report = JSON.parse(run.stdout).files[0];
      return {
        code: run.code,
        warnings: report.warnings,
        conversations: report.conversations.map(
          ({ preflight: _, violations: __, ok: ___, ...c }: Rec) => c,
        ),
      };
    };
    const held = conversations([]);
    expect(held.code).toBe(1);
    expect(held.conversations[0].unresolved.map((u: Rec) => u.callId)).toEqual(["toolu_open"]);
    expect(conversations(["--preflight-max-mb", "0"])).toEqual(held);
  });

  it.each(CASES)(
    "convert and compact streamed write what the whole-log path writes: %s",
    async (_, make) => {
      const file = make();
      let n = 0;
      const next = () => join(dir, `out-${n++}.jsonl`);
      const streamed = () => vi.mocked(rescan.rescan).mock.calls.length > 0;
      vi.mocked(rescan.rescan).mockClear();
      const converted = await runWholeAndStreamed(
        (extra) => convertFile(file, { to: "jsonl", allowLossy: true, ...extra }),
        next,
        1,
      );
      expect(converted.whole.report.error).toBeUndefined();
      expect(streamed()).toBe(true);
      expect(converted.streamed).toEqual(converted.whole);
      expect(converted.whole.bytes).toContain("toolu_open");
      for (const id of ["toolu_early", "toolu_left"])
        expect(converted.whole.bytes).not.toContain(id);
      vi.mocked(rescan.rescan).mockClear();
      const compacted = await runWholeAndStreamed(
        (extra) =>
          compactFile(file, {
            cutoff: 0,
            summary: "S",
            to: "jsonl",
            repairText: REPAIR,
            allowLossy: true,
            ...extra,
          }),
        next,
        1,
      );
      expect(streamed()).toBe(true);
      const comparable = ({ report, bytes }: { report: CompactReport; bytes?: string }) => {
        const { remaining: _r, ok: _o, preflight: _p, ...rest } = report;
        return { rest, bytes };
      };
      expect(comparable(compacted.streamed)).toEqual(comparable(compacted.whole));
    },
  );

  it.each(CASES)(
    "fix in its own format, streamed, writes what the whole-log path writes: %s",
    async (_, make) => {
      const file = make();
      const uuids = numberedUuids();
      let n = 0;
      const before = streamedWrites.n;
      const fixed = await runWholeAndStreamed(
        (extra) => {
          uuids.reset();
          return fixToOutput(file, { repairText: REPAIR, ...extra });
        },
        () => join(dir, `fix-${n++}.jsonl`),
        1,
      );
      expect(streamedWrites.n).toBe(before + 1);
      expect(fixed.whole.report.error).toBeUndefined();
      expect(fixed.streamed).toEqual(fixed.whole);
      const repairs = (fixed.whole.bytes ?? "").split("\n").filter((l) => l.includes(REPAIR));
      expect(repairs.map((l) => JSON.parse(l).message.toolCallId)).toEqual(["toolu_open"]);
    },
  );
});
