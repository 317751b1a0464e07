// Issue 35: `fix` of a large Claude Code session in its own format reads it once (stream/one-read.ts):
// cuts guessed before each key's last use is known, the plan gathered beside them, the guesses
// checked when the read ends. Each case below writes what the whole-log path writes, and reads
// the log as often as its guesses allow: once, a model switch too where the session's end names
// the model it ends with; twice where the model changes after a piece was fixed with another or
// the conversation is not `main` (the read's plan, a second read alone);
// three times where a key crosses a cut (two reads after the first stopped midway); twice where
// the session was rewound (the second leaves out the branch the first found); once where the plan
// refuses the log (the whole-log path then reads it).

import { readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as fixStep from "../../bindings/cli/fix-transcript.js";
import { fixToOutput } from "../../bindings/cli/host-copy.js";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { fixInPlaceStreamed } from "../../bindings/cli/in-place-streamed.js";
import { CutGuess, Replan } from "../../bindings/cli/stream/cut-guess.js";
import * as oneRead from "../../bindings/cli/stream/one-read.js";
import * as plan from "../../bindings/cli/stream/plan.js";
import * as rescan from "../../bindings/cli/stream/rescan.js";
import type { ScanOptions } from "../../bindings/readers/types.js";
import { REPAIR } from "../properties/transcripts.js";
import { claudeTree } from "./claude-tree.js";
import { tempDir } from "./run.js";
import { numberedUuids } from "./stream-support.js";

vi.mock("../../bindings/cli/fix-transcript.js", { spy: true });
vi.mock("../../bindings/cli/stream/one-read.js", { spy: true });
vi.mock("../../bindings/cli/stream/plan.js", { spy: true });
vi.mock("../../bindings/cli/stream/rescan.js", { spy: true });

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Repair records get random ids: numbered, and read without their number (a run started over
// numbers on from the first attempt's).
const uuids = numberedUuids();
const REPAIR_ID = /00000000-0000-4000-8000-\d{12}/g;
const unnumbered = (text: string) => text.replace(REPAIR_ID, "repair-record");

let n = 0;
// `fix -o` of `text` on the whole-log path and streamed (pieces of 4 items): the bytes and reports.
async function bothPaths(text: string) {
  const input = join(dir, `in-${n++}.jsonl`);
  writeFileSync(input, text);
  const run = async (streamMinBytes: number) => {
    const output = join(dir, `out-${n++}.jsonl`);
    uuids.reset();
    const options = { output, repairText: REPAIR, streamMinBytes, streamPiece: 4 };
    const report = await fixToOutput(input, options);
    const bytes = report.error ? undefined : unnumbered(readFileSync(output, "utf8"));
    return { report: { ...report, output: "" }, bytes };
  };
  const whole = await run(Number.POSITIVE_INFINITY);
  vi.mocked(plan.planStream).mockClear();
  vi.mocked(rescan.rescan).mockClear();
  const streamed = await run(0);
  const reads = {
    first: vi.mocked(plan.planStream).mock.calls.length,
    rescans: vi.mocked(rescan.rescan).mock.calls.length,
  };
  return { whole, streamed, reads };
}

describe("fix -o of a Claude Code session in one read", () => {
  beforeEach(() => {
    vi.mocked(oneRead.endingModel).mockClear();
    vi.mocked(plan.planStream).mockClear();
    vi.mocked(rescan.rescan).mockClear();
  });

  it("reads a session once and writes what the whole-log path writes", async () => {
    const r = await bothPaths(claudeTree({ steps: 60 }));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.repairs.length).toBe(9);
    expect(r.reads).toEqual({ first: 0, rescans: 1 });
  });

  const switching = (k: number) => (k < 30 ? "claude-sonnet-4-5" : "claude-opus-4-5");

  it("reads a session whose model changed once, the model it ends with foreseen from its end", async () => {
    const r = await bothPaths(claudeTree({ steps: 60, model: switching }));
    expect(r.streamed).toEqual(r.whole);
    // The whole leaves the first model's thinking out (a model switch): every piece must too.
    expect(r.whole.report.privateDropped).toBe(30);
    expect(r.reads).toEqual({ first: 0, rescans: 1 });
  });

  it("fixes it again from the read's plan where the model foreseen is not the one it ends with", async () => {
    vi.mocked(oneRead.endingModel).mockReturnValueOnce("claude-haiku-4-5");
    const r = await bothPaths(claudeTree({ steps: 60, model: switching }));
    expect(r.streamed).toEqual(r.whole);
    expect(vi.mocked(oneRead.endingModel)).toHaveBeenCalledTimes(1);
    expect(r.reads).toEqual({ first: 0, rescans: 2 });
  });

  it("fixes it again from the read's plan where the model changed and its end names none", async () => {
    const r = await bothPaths(claudeTree({ steps: 60, model: switching, longLast: 1 << 20 }));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.privateDropped).toBe(30);
    expect(r.reads).toEqual({ first: 0, rescans: 2 });
  });

  it("stops fixing at a model switch: the rest of the read only gathers the plan", async () => {
    // The pieces one read fixes: those of the session, the second read's.
    const fixes = async (text: string) => {
      vi.mocked(fixStep.fixTranscript).mockClear();
      const input = join(dir, `in-${n++}.jsonl`);
      writeFileSync(input, text);
      const options = { output: join(dir, `out-${n++}.jsonl`), streamMinBytes: 0, streamPiece: 4 };
      expect((await fixToOutput(input, options)).ok).toBe(true);
      return vi.mocked(fixStep.fixTranscript).mock.calls.length;
    };
    const pieces = await fixes(claudeTree({ steps: 60 }));
    const model = (k: number) => (k < 2 ? "claude-sonnet-4-5" : "claude-opus-4-5");
    const switched = await fixes(claudeTree({ steps: 60, model, longLast: 1 << 20 }));
    expect(pieces).toBeGreaterThan(20);
    // The first read fixed the pieces before the switch only (about 2 of 40), the second all.
    expect(switched).toBeLessThanOrEqual(pieces + 3);
  });

  it("fixes it again from the read's plan where the conversation is not main", async () => {
    const r = await bothPaths(claudeTree({ steps: 40, sidechain: true }));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.conversation).toMatch(/^sidechain:/);
    expect(r.reads).toEqual({ first: 0, rescans: 2 });
  });

  it("reads a session whose messages make calls in parallel once (no cut between their outputs)", async () => {
    const r = await bothPaths(claudeTree({ steps: 40, parallel: 3 }));
    expect(r.streamed).toEqual(r.whole);
    expect(r.reads).toEqual({ first: 0, rescans: 1 });
  });

  it("starts over with two reads where a key crosses a cut it made", async () => {
    const r = await bothPaths(claudeTree({ steps: 40, late: 5 }));
    expect(r.streamed).toEqual(r.whole);
    expect(r.reads).toEqual({ first: 1, rescans: 2 });
  });

  it("reads a rewound session once more, in one read again without the branch left", async () => {
    const r = await bothPaths(claudeTree({ steps: 40, rewindAt: 20 }));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.bytes).not.toContain('"tool_use_id":"toolu_left"');
    expect(r.whole.bytes).toContain('"content":"left"');
    expect(r.reads).toEqual({ first: 0, rescans: 2 });
    // The second read leaves out the branch left's two lines.
    const options = vi.mocked(rescan.rescan).mock.calls.at(-1)?.[2] as ScanOptions;
    expect(options.leaveOut?.records.size).toBe(2);
  });

  it("counts its plan once, leaving the branch out, where the read after it finds a key across a cut", async () => {
    const leaving = vi.spyOn(oneRead.OneRead.prototype, "leaving");
    leaving.mockClear(); // the module's spy: the rewound case above called it
    const use = CutGuess.prototype.use;
    // The read leaving the branch out finds a key used across a cut (its guesses fail midway).
    const guess = vi.spyOn(CutGuess.prototype, "use").mockImplementation(function (
      this: CutGuess,
      keys,
      n,
    ) {
      if (leaving.mock.calls.length > 0 && n === 10) throw new Replan(undefined, "a key");
      use.call(this, keys, n);
    });
    try {
      const r = await bothPaths(claudeTree({ steps: 40, rewindAt: 20 }));
      expect(r.streamed).toEqual(r.whole);
      expect(r.reads).toEqual({ first: 1, rescans: 3 });
      expect(vi.mocked(plan.planStream).mock.calls[0]?.[4]?.records.size).toBe(2);
    } finally {
      guess.mockRestore();
      leaving.mockRestore();
    }
  });

  it("leaves a log the plan refuses to the whole-log path, nothing written", async () => {
    const r = await bothPaths(claudeTree({ steps: 40, secondRootAt: 20 }));
    expect(r.streamed).toEqual(r.whole);
    expect(r.whole.report.conversation).toMatch(/^all 2 /); // each fixed, as a whole read does
    expect(r.reads).toEqual({ first: 0, rescans: 1 });
    expect(readdirSync(dir).filter((f) => f.includes(".tmp"))).toEqual([]);
  });
});

describe("fix --in-place of a Claude Code session in one read", () => {
  it("writes the whole-file path's bytes once, and one backup, where a guess was wrong", async () => {
    const model = (k: number) => (k < 30 ? "claude-sonnet-4-5" : "claude-opus-4-5");
    const text = claudeTree({ steps: 60, model, longLast: 1 << 20 });
    const run = async (streamMinBytes: number) => {
      const folder = tempDir();
      const file = join(folder, "session.jsonl");
      writeFileSync(file, text);
      const old = Date.UTC(2026, 10, 30) / 1000;
      utimesSync(file, old, old);
      uuids.reset();
      const now = () => Date.UTC(2026, 11, 1); // the backup's name, the same on both paths
      const options = { repairText: REPAIR, streamMinBytes, streamPiece: 4, now };
      const report = streamMinBytes
        ? fixInPlace(file, options)
        : await fixInPlaceStreamed(file, options);
      const bytes = unnumbered(readFileSync(file, "utf8"));
      return { bytes, files: readdirSync(folder).sort(), report };
    };
    const whole = await run(Number.POSITIVE_INFINITY);
    vi.mocked(rescan.rescan).mockClear();
    const streamed = await run(0);
    expect(vi.mocked(rescan.rescan).mock.calls.length).toBe(2);
    expect(streamed.bytes).toBe(whole.bytes);
    expect(streamed.files).toEqual(whole.files);
    expect(streamed.files.length).toBe(2); // the session and its backup
    expect(streamed.report?.ok).toBe(true);
  });
});

describe("fix -o of a damaged Claude Code session in one read", () => {
  // Lines of a session damaged by `seed`: cut short, repeated, swapped, replaced by junk or by a
  // line of another shape, a model changed; with --lenient or without.
  function damaged(seed: number): { text: string; lenient: boolean } {
    let state = seed * 7919 + 1;
    const next = (k: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % k;
    };
    const model = (k: number) => (k < next(40) ? "claude-sonnet-4-5" : "claude-opus-4-5");
    const lines = claudeTree({ steps: 30, model, late: next(3) === 0 ? next(30) : undefined })
      .trimEnd()
      .split("\n");
    const junk = ["", "{", "[]", "null", '{"type":"user"}', '{"type":"assistant","message":{}}'];
    for (let k = 1 + next(3); k > 0; k--) {
      const at = next(lines.length);
      const how = next(5);
      if (how === 0) lines[at] = lines[at].slice(0, next(lines[at].length));
      else if (how === 1) lines.splice(next(lines.length), 0, lines[at]);
      else if (how === 2) [lines[at], lines[0]] = [lines[0], lines[at]];
      else if (how === 3) lines[at] = junk[next(junk.length)];
      else lines[at] = lines[at].replace('"isSidechain":false', '"isSidechain":true');
    }
    return { text: `${lines.join("\n")}${next(4) === 0 ? "" : "\n"}`, lenient: next(2) === 0 };
  }

  it("writes and reports what the whole-log path does, whatever the damage", async () => {
    let streamed = 0;
    // Seeds found failing in a run of 3,000: 5 (a last line without its newline, left out whole
    // by the last piece), 104 (a session whose first line is cut, refused as the whole refuses
    // it), 1152 (a record that is no object after pieces were fixed: no findings reported).
    for (const seed of [...Array(200).keys(), 1152]) {
      const { text, lenient } = damaged(seed);
      const input = join(dir, `damaged-${seed}.jsonl`);
      writeFileSync(input, text);
      const run = async (streamMinBytes: number) => {
        const output = join(dir, `damaged-out-${n++}.jsonl`);
        uuids.reset();
        const options = { output, repairText: REPAIR, streamMinBytes, streamPiece: 4, lenient };
        const report = await fixToOutput(input, options);
        const bytes = report.error ? undefined : unnumbered(readFileSync(output, "utf8"));
        return { report: { ...report, output: "" }, bytes };
      };
      const whole = await run(Number.POSITIVE_INFINITY);
      vi.mocked(rescan.rescan).mockClear();
      const one = await run(0);
      expect(one, `seed ${seed}`).toEqual(whole);
      if (vi.mocked(rescan.rescan).mock.calls.length > 0 && one.bytes !== undefined) streamed++;
    }
    expect(streamed).toBeGreaterThan(10);
  });
});
