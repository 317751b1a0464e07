// The shapes every shape-aware section runs on: the real corpus's (parameters derived from its
// statistics, ./corpus-params.json, written by bench/corpus-stats.ts), issue 35's, the old seeded
// stream's, and the extremes users have.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { syntheticTranscript } from "../synthetic.js";
import { type ShapeParams, type Spread, shapeTranscript } from "./generate.js";

interface CorpusFigures {
  callsPerItem: number;
  parallelStepShare: number;
  parallelWidthMean: number;
  parallelWidthMax: number;
  unansweredRateTrimmed: number;
  orphanRate: number;
  reasoningShare: number;
  compactionsPer10kItems: number;
  idLength: number;
  itemBytes: Record<
    "message" | "reasoning" | "call" | "output",
    Record<"p10" | "median" | "p90", number>
  >;
}

const HERE = dirname(fileURLToPath(import.meta.url));
/** The corpus's figures, committed: the benchmark runs without ../shared. */
export const corpusFigures: { all: CorpusFigures; responses: CorpusFigures } = JSON.parse(
  readFileSync(join(HERE, "corpus-params.json"), "utf8"),
);

/** JSON characters of an item around its text (type, role, key names): the text is the rest. */
const OVERHEAD = { message: 70, reasoning: 70, call: 100, output: 75 } as const;

/** A stored item-size spread as the text sizes the generator draws. */
function textSpread(f: CorpusFigures, kind: keyof typeof OVERHEAD): Spread {
  const b = f.itemBytes[kind];
  const t = (v: number) => Math.max(20, v - OVERHEAD[kind]);
  return [t(b.p10), t(b.median), t(b.p90)];
}

/**
 * Step probabilities that give `callsPerItem` calls and `reasoningShare` reasoning items per item:
 * a tool step holds w calls and about w outputs, a message step one item, and a reasoning item
 * precedes a step with chance R (a fixed point of the two equations, a few rounds).
 */
function stepRates(calls: number, reasoning: number, width: number): [number, number] {
  let tool = 0.5;
  let r = 0;
  for (let k = 0; k < 20; k++) {
    const perStep = tool * 2 * width + (1 - tool); // items a step adds besides reasoning
    r = (reasoning * perStep) / (1 - reasoning);
    tool = (calls * (1 + r)) / (width * (1 - 2 * calls) + calls);
  }
  return [Math.min(1, tool), Math.min(1, r)];
}

/** Parameters from the corpus: the Responses transcripts' step shape, the whole corpus's rates. */
function fromCorpus(): ShapeParams {
  const r = corpusFigures.responses;
  const all = corpusFigures.all;
  const wide = Math.max(2, Math.round(2 * r.parallelWidthMean - 2)); // a uniform [2, wide] has that mean
  const width = 1 + r.parallelStepShare * ((2 + wide) / 2 - 1);
  const [toolSteps, reasoning] = stepRates(r.callsPerItem, r.reasoningShare, width);
  return {
    toolSteps,
    reasoning,
    parallel: r.parallelStepShare,
    width: [2, wide],
    reversed: 0.2,
    unanswered: all.unansweredRateTrimmed,
    orphans: all.orphanRate,
    orphanRun: 1,
    compactionEvery: Math.round(10_000 / all.compactionsPer10kItems),
    compactionAt: 0,
    parts: [1, 1],
    sizes: {
      message: textSpread(r, "message"),
      reasoning: textSpread(r, "reasoning"),
      call: textSpread(r, "call"),
      output: textSpread(r, "output"),
    },
    idLength: Math.round(all.idLength) - "call_".length,
  };
}

const CORPUS = fromCorpus();

/** Issue 35's: ~1% unanswered, 0.5% orphans, 18% reasoning, items of 1-2 KB with content arrays, parallel calls in a fifth of the steps. */
const ISSUE: ShapeParams = {
  ...CORPUS,
  ...(() => {
    const [toolSteps, reasoning] = stepRates(0.3, 0.18, 1 + 0.2 * 1.5);
    return { toolSteps, reasoning };
  })(),
  parallel: 0.2,
  width: [2, 3],
  unanswered: 0.01,
  orphans: 0.005,
  compactionEvery: 0,
  parts: [2, 4],
  sizes: {
    message: [1000, 1400, 2000],
    reasoning: [1000, 1400, 2000],
    call: [1000, 1400, 2000],
    output: [1000, 1400, 2000],
  },
};

export interface Shape {
  name: string;
  /** What it is, for RESULTS.md and docs/benchmarks.md. */
  note: string;
  /** The first `n` items (a prefix of one seeded stream for every n). */
  items: (n: number) => object[];
}

const of = (params: ShapeParams) => (n: number) => shapeTranscript(params, n);

/** Every shape, in report order. */
export const SHAPES: readonly Shape[] = [
  {
    name: "corpus",
    note: "parameters from ../shared/corpus (bench/shapes/corpus-params.json): Responses step shape, the whole corpus's unanswered and compaction rates, item sizes, 29-character ids",
    items: of(CORPUS),
  },
  {
    name: "issue",
    note: "issue 35's: ~1% unanswered, 0.5% orphan outputs, 18% reasoning, items of 1-2 KB with 2-4 content parts, parallel calls in a fifth of the steps",
    items: of(ISSUE),
  },
  {
    name: "seeded",
    note: "bench/synthetic.ts, the stream the other sections use",
    items: (n) => syntheticTranscript(n),
  },
  {
    name: "no-tools",
    note: "messages and reasoning only: no call, no output",
    items: of({ ...CORPUS, toolSteps: 0, compactionEvery: 0 }),
  },
  {
    name: "all-parallel",
    note: "every step a tool step of 2-16 parallel calls, a fifth answered in reverse",
    items: of({ ...CORPUS, toolSteps: 1, parallel: 1, width: [2, 16], compactionEvery: 0 }),
  },
  {
    name: "orphan-runs",
    note: "runs of 50 orphan outputs after 1% of outputs (a third of the items orphans)",
    items: of({ ...CORPUS, orphans: 0.01, orphanRun: 50, compactionEvery: 0 }),
  },
  {
    name: "tool-loop",
    note: "one request, then one long loop of single calls and outputs with reasoning",
    items: of({ ...CORPUS, toolSteps: 1, parallel: 0, unanswered: 0, compactionEvery: 0 }),
  },
  {
    name: "compacted-late",
    note: "the corpus shape with one native compaction item at 90% of the transcript (the one pass must hand over to an engine)",
    items: of({ ...CORPUS, compactionEvery: 0, compactionAt: 0.9 }),
  },
];
