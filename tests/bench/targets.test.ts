// `npm run bench`'s verdicts (bench/targets.ts): computed from the run's rows, a miss names what
// bounds it, and a target whose figures did not run (absent, or not a number) is never met.
import { describe, expect, it } from "vitest";
import type { Row } from "../../bench/cases.js";
import { type PeerRow, READS_FLOOR } from "../../bench/peers/run.js";
import { settle, type Target, targetRow, verdict } from "../../bench/report.js";
import { judge, type RunFigures } from "../../bench/targets.js";

const peer = (items: number, over: number, floor = 2): PeerRow => ({
  items,
  ms: { "Map floor": 0.02, "clinker auto": 0.02 * floor },
  toFloor: { "clinker auto": floor },
  peerOverAuto: { "agents-core dropOrphanToolCalls": over, "pi-ai transformMessages": 2 },
  autoAA: 1.02,
  counts: {},
  processes: 3,
});

const cell = (items: number, autoOverBest: number, name?: string): Row => ({
  ...(name ? { name } : {}),
  items,
  "reconcile auto": 1.1 * autoOverBest,
  "reconcile wasm": 1.1,
  "reconcile reference": 1.5,
  "cutoff auto": 1,
  "cutoff wasm": 1,
  "cutoff reference": 1.2,
  "reconcile auto/best": autoOverBest,
  "cutoff auto/best": 1,
  "reconcile A/A": 1.01,
  "cutoff A/A": 0.99,
});

const stored = (items: number, chunks: number): Row => ({
  items,
  "chunks out ratio": chunks,
  "bytes out ratio": 4,
  "plan ratio": 40,
  "wasm plan": 14,
  "wasm plan + chunks()": 21,
  "unpack + reference + pack": 21 * chunks,
});

/** A run where every target is met. */
const goodRun = (): RunFigures => ({
  peers: [peer(1_000, 1.3), peer(10_000, 1.2), peer(100_000, 1.5)],
  engines: [cell(1_000, 1.01), cell(100_000, 1.03)],
  corpus: [cell(500, 1.02, "a.jsonl"), cell(900, 0.98, "b.jsonl")],
  stored: [stored(10_000, 3), stored(100_000, 40), stored(1_000_000, 90)],
  floors: [],
  memory: [],
});

const byWhat = (targets: Target[], word: string) => {
  const found = targets.find((t) => t.what.includes(word));
  if (!found) throw new Error(`no target about ${word}`);
  return found;
};

describe("npm run bench's targets", () => {
  it("are the object path, auto against the engines and the bytes path through chunks(), all met on a good run", () => {
    const targets = judge(goodRun());
    expect(targets.map((t) => t.met)).toEqual([true, true, true]);
    expect(byWhat(targets, "chunks()").figure).toMatch(/^40\.0x, 90\.0x/);
    // bytes() into fresh memory is reported, never judged: 4x would miss a 10x target.
    expect(byWhat(targets, "chunks()").figure).toContain("not judged: 4.00x, 4.00x");
  });

  it("a missed target names what bounds it, from the run's figures", () => {
    const run = goodRun();
    run.stored[2] = stored(1_000_000, 8);
    run.corpus.push(cell(700, 1.2, "slow.jsonl"));
    run.peers[1] = peer(10_000, 0.9, 4);
    const targets = judge(run);
    for (const t of targets) {
      expect(t.met).toBe(false);
      if (t.met !== false) continue;
      expect(t.bound.length).toBeGreaterThan(20);
      expect(targetRow(t)[2]).toContain(`What bounds it: ${t.bound}`);
      expect(targetRow(t)[1]).toBe("**MISSED**");
    }
    const bound = (word: string) => (byWhat(targets, word) as { bound: string }).bound;
    expect(bound("chunks()")).toContain("at 1000000 the plan alone is 14.0 of the 21.0 ms");
    expect(bound("own variant")).toContain(
      "reconcile on slow.jsonl: auto 1.32 ms against the better engine's 1.10 ms",
    );
    expect(bound("object path")).toContain("the floor: at 10000 clinker's call 0.08 ms");
    expect(bound("object path")).toContain("behind agents-core dropOrphanToolCalls 0.90x at 10000");
  });

  it("a peer ahead is said to be under SPEC §3's reads alone where its whole call is", () => {
    const run = goodRun();
    const under = peer(100_000, 0.4, 2);
    under.ms = { ...under.ms, "agents-core dropOrphanToolCalls": 0.016, [READS_FLOOR]: 0.03 };
    const over = peer(1_000, 0.8, 2);
    over.ms = { ...over.ms, "agents-core dropOrphanToolCalls": 0.032, [READS_FLOOR]: 0.01 };
    run.peers = [over, under];
    const bound = (byWhat(judge(run), "object path") as { bound: string }).bound;
    expect(bound).toContain(
      "agents-core dropOrphanToolCalls 0.40x at 100000 (0.02 ms: under SPEC §3's reads alone, 0.03 ms)",
    );
    expect(bound).toContain("agents-core dropOrphanToolCalls 0.80x at 1000,");
    expect(bound).not.toContain("0.80x at 1000 (");
  });

  it("a target whose figures did not run is not measured, never met", () => {
    const run = goodRun();
    run.corpus = [];
    run.peers = [];
    run.stored = run.stored.slice(0, 1); // only below 100k: the bytes target's sizes absent
    const targets = judge(run);
    expect(targets.map((t) => t.met)).toEqual([undefined, undefined, undefined]);
    expect(targets.map((t) => verdict(t))).toEqual([
      "NOT MEASURED",
      "NOT MEASURED",
      "NOT MEASURED",
    ]);
    expect(byWhat(targets, "own variant").figure).toContain("corpus not measured");
  });

  it("a figure that is not a number leaves its target not measured", () => {
    const run = goodRun();
    run.stored[1] = stored(100_000, Number.NaN);
    expect(byWhat(judge(run), "chunks()").met).toBeUndefined();
    expect(settle([], () => true)).toBeUndefined();
    expect(settle([1, Number.NaN], () => true)).toBeUndefined();
    expect(settle([1, 2], (v) => v < 2)).toBe(false);
  });
});
