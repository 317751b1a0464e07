// Issue 35: `convert --to jsonl --allow-lossy` and `compact --to jsonl --allow-lossy` of a large
// Claude Code session read it once, and of a pi session twice (the first its tree alone): the
// plan a first read would make is gathered beside the pieces (stream/one-read-run.ts), convert's
// cut anywhere, compact's guessed as fix's. The header written before the read ends, and
// compact's cutoff, are checked against the plan once it settles. Each case writes what the
// whole-log path writes, with the same report.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { compactFile } from "../../bindings/cli/compact.js";
import { convertFile } from "../../bindings/cli/convert.js";
import * as load from "../../bindings/cli/load.js";
import * as oneRead from "../../bindings/cli/stream/one-read.js";
import * as plan from "../../bindings/cli/stream/plan.js";
import * as rescan from "../../bindings/cli/stream/rescan.js";
import type { ScanOptions } from "../../bindings/readers/types.js";
import { claudeTree } from "./claude-tree.js";
import { claudeSession } from "./host-sessions.js";
import { branchedCompacted } from "./pi-tree.js";
import { tempDir } from "./run.js";

vi.mock("../../bindings/cli/load.js", { spy: true });
vi.mock("../../bindings/cli/stream/one-read.js", { spy: true });
vi.mock("../../bindings/cli/stream/plan.js", { spy: true });
vi.mock("../../bindings/cli/stream/rescan.js", { spy: true });

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
const written = (text: string) => {
  const file = join(dir, `in-${n++}.jsonl`);
  writeFileSync(file, text);
  return file;
};

type Extra = { streamMinBytes: number; streamPiece: number; output: string };

// `command` on `file` held whole and streamed in pieces of 4 items, and the streamed run's reads:
// those before the write (a pi tree's naming read, a plan's count), the plans counted, the rescans.
async function bothPaths<R extends { error?: { code: string } }>(
  command: (extra: Extra) => Promise<R>,
) {
  const run = async (streamMinBytes: number) => {
    const output = join(dir, `out-${n++}.jsonl`);
    const report = await command({ output, streamMinBytes, streamPiece: 4 });
    const bytes = report.error ? undefined : readFileSync(output, "utf8");
    return { report: { ...report, output: "" }, bytes };
  };
  const whole = await run(Number.POSITIVE_INFINITY);
  for (const f of [load.scanFile, plan.planStream, rescan.rescan]) vi.mocked(f).mockClear();
  const streamed = await run(0);
  const reads = {
    scans: vi.mocked(load.scanFile).mock.calls.length,
    planned: vi.mocked(plan.planStream).mock.calls.length,
    rescans: vi.mocked(rescan.rescan).mock.calls.length,
  };
  return { whole, streamed, reads };
}

// `convert --to jsonl` of `file` (`--allow-lossy` unless false).
const converted = (file: string, allowLossy = true) =>
  bothPaths((extra) => convertFile(file, { to: "jsonl", allowLossy, ...extra }));

// `compact --cutoff <cutoff> --to jsonl --allow-lossy` of `file` (a streamed run skips the closing
// preflight and says so: left out of both reports).
const compacted = (file: string, cutoff: number) =>
  bothPaths(async (extra) => {
    const options = { cutoff, summary: "before", to: "jsonl" as const, allowLossy: true, ...extra };
    const { preflight: _, ...report } = await compactFile(file, options);
    return report;
  });

// A Claude Code session whose lines are on several models, the last one's `model`.
function switching(steps: number, last: string): string {
  const text = claudeSession(steps);
  const model = '"model":"claude-sonnet-4-5"';
  const at = text.lastIndexOf(model);
  return `${text.slice(0, at)}"model":"${last}"${text.slice(at + model.length)}`;
}

describe("convert --to jsonl of a large host session in one read", () => {
  beforeEach(() => {
    vi.mocked(oneRead.endingModel).mockClear();
  });

  it("reads a Claude Code session once, a cut anywhere", async () => {
    const r = await converted(written(claudeSession(40)));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.items).toBeGreaterThan(100);
    expect(r.whole.report.droppedRecords).toEqual({ user: 74, assistant: 40 });
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 1 });
  });

  it("writes the model the session ends with in the header, foreseen from its end", async () => {
    const r = await converted(written(switching(40, "claude-opus-4-5")));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.bytes?.split("\n")[0]).toContain('"model":"claude-opus-4-5"');
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 1 });
  });

  it("writes it again from the read's plan where the header foreseen is not the session's", async () => {
    vi.mocked(oneRead.endingModel).mockReturnValueOnce("claude-haiku-4-5");
    const r = await converted(written(claudeSession(40)));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.bytes).not.toContain("claude-haiku-4-5");
    expect(vi.mocked(oneRead.endingModel)).toHaveBeenCalledTimes(1);
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 2 });
  });

  it("writes it again from the read's plan where the conversation is not main", async () => {
    const text = claudeSession(30).replaceAll('"isSidechain":false', '"isSidechain":true');
    const r = await converted(written(text));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.conversation).toMatch(/^sidechain:/);
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 2 });
  });

  it("reads a session whose call is answered after later steps once (no cut is guessed)", async () => {
    const r = await converted(written(claudeTree({ steps: 40, late: 5 })));
    expect(r.streamed).toEqual(r.whole);
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 1 });
  });

  it("reads a session once whose sub-agents hold more items than a fix would hold", async () => {
    // OTHER_ITEMS_MAX: convert writes the main conversation alone and holds none of the others.
    const sidechain = claudeTree({ steps: 7000, sidechain: true });
    const r = await converted(written(`${claudeSession(20)}\n${sidechain}`));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.otherConversations).toHaveLength(1);
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 1 });
  });

  it("reads a rewound session once more, leaving out the branch left", async () => {
    const r = await converted(written(claudeTree({ steps: 40, rewindAt: 20 })));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.bytes).not.toContain("toolu_left");
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 2 });
    const last = vi.mocked(rescan.rescan).mock.calls.at(-1)?.[2] as ScanOptions;
    expect(last.leaveOut?.records.size).toBe(2);
  });

  it("reads a pi session that branches and compacted twice, the first its tree alone", async () => {
    const r = await converted(branchedCompacted(dir, "branched.jsonl", "claude-opus-4-5"));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.bytes).not.toContain("toolu_left");
    expect(r.whole.bytes?.split("\n")[0]).toContain('"model":"claude-opus-4-5"');
    expect(r.reads).toEqual({ scans: 1, planned: 0, rescans: 1 });
  });

  it("leaves a conversation without items to the whole-log path after the read", async () => {
    // Assistant lines of blank text only: the session's main conversation holds no item.
    const blank = (k: number) =>
      JSON.stringify({
        parentUuid: k === 0 ? null : `c0de0000-0000-4000-8000-00000000000${k - 1}`,
        isSidechain: false,
        sessionId: "s",
        type: "assistant",
        message: {
          model: "claude-sonnet-4-5",
          role: "assistant",
          content: [{ type: "text", text: " " }],
        },
        uuid: `c0de0000-0000-4000-8000-00000000000${k}`,
        timestamp: "2026-12-01T00:00:00.000Z",
      });
    const r = await converted(written(`${[0, 1, 2].map(blank).join("\n")}\n`));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.items).toBe(0);
    // The one read, then the whole-log path's read (a scan).
    expect(r.reads).toEqual({ scans: 1, planned: 0, rescans: 1 });
  });

  it("refuses without --allow-lossy after the first read, as before", async () => {
    const r = await converted(written(claudeSession(30)), false);
    // A failed streamed run reports the failure alone (docs/decisions.md).
    expect(r.streamed.report.error).toEqual(r.whole.report.error);
    expect(r.whole.report.error?.code).toBe("lossy-output");
    expect(r.reads).toEqual({ scans: 1, planned: 1, rescans: 0 });
  });
});

describe("compact --to jsonl of a large host session in one read", () => {
  it("reads a Claude Code session once, its cuts guessed", async () => {
    const r = await compacted(written(claudeSession(40)), 50);
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.start).toBe(10); // moved back to a call left open
    expect(r.whole.report.itemsBefore).toBeGreaterThan(100);
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 1 });
  });

  it("reads a pi session that branches and compacted twice, the first its tree alone", async () => {
    const r = await compacted(branchedCompacted(dir, "compact.jsonl", "claude-opus-4-5"), 2);
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.bytes).toContain("before");
    expect(r.reads).toEqual({ scans: 1, planned: 0, rescans: 1 });
  });

  it("compacts every item, the summary alone written in the last piece", async () => {
    const file = written(claudeSession(3)); // every call answered: nothing holds the cut back
    const items = (await compacted(file, 0)).whole.report.itemsBefore as number;
    const r = await compacted(file, items);
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.itemsAfter).toBe(1);
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 1 });
  });

  it("reads a session whose messages make calls in parallel once", async () => {
    const r = await compacted(written(claudeTree({ steps: 40, parallel: 3 })), 60);
    expect(r.streamed).toEqual(r.whole);
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 1 });
  });

  it("starts over with two reads where a key crosses a cut it made", async () => {
    const r = await compacted(written(claudeTree({ steps: 40, late: 5 })), 30);
    expect(r.streamed).toEqual(r.whole);
    expect(r.reads).toEqual({ scans: 1, planned: 1, rescans: 2 });
  });

  it("leaves a cutoff past the items to the whole-log path, which refuses it", async () => {
    const r = await compacted(written(claudeSession(10)), 1000);
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.error?.code).toBe("invalid-argument");
    expect(r.reads.rescans).toBe(1);
  });

  it("compacts it again from the read's plan where the header foreseen is not the session's", async () => {
    vi.mocked(oneRead.endingModel).mockReturnValueOnce("claude-haiku-4-5");
    const r = await compacted(written(claudeSession(40)), 50);
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.bytes).not.toContain("claude-haiku-4-5");
    expect(r.reads).toEqual({ scans: 0, planned: 0, rescans: 2 });
  });
});
