// One seeded generator of Responses transcripts whose shape is all in its parameters (./shapes.ts
// names the shapes): steps of messages or tool calls, reasoning before steps, parallel groups,
// unanswered calls, orphan outputs in runs, native compaction items, item sizes and id lengths.
import { asHeld, callId, rng } from "../synthetic.js";

const WORDS =
  "the build fails on ci because npm rewrites lockfile version and node resolves a different tree".split(
    " ",
  );
/** Characters of prose the texts are cut from (built once per transcript from its own seed). */
const POOL = 1 << 18;

/**
 * `text(random, min, max)`: between `min` and `max` characters of seeded prose, cut from one pool
 * (word by word, as bench/synthetic.ts builds each text, took 2.8 s for 10k items of 1-2 KB).
 */
function prose(seed: number): (random: () => number, min: number, max: number) => string {
  const draw = rng(seed ^ 0x5bd1e995);
  const words: string[] = [];
  let length = 0;
  while (length < POOL) {
    const word = WORDS[Math.floor(draw() * WORDS.length)];
    words.push(word);
    length += word.length + 1;
  }
  const pool = words.join(" ");
  return (random, min, max) => {
    const size = min + Math.floor(random() * (max - min));
    const at = Math.floor(random() * (pool.length - size));
    return pool.slice(at, at + size);
  };
}

/** Sizes in characters of an item's text: [p10, median, p90] (drawn piecewise log-uniform). */
export type Spread = readonly [number, number, number];

export interface ShapeParams {
  /** Share of steps that call tools (the rest are messages, user and assistant alternating). */
  toolSteps: number;
  /** Chance of a reasoning item before a step. */
  reasoning: number;
  /** Share of tool steps with more than one call. */
  parallel: number;
  /** Width of a parallel step, [lowest, highest] (uniform). */
  width: readonly [number, number];
  /** Share of parallel steps whose outputs come in reverse order. */
  reversed: number;
  /** Chance a call gets no output. */
  unanswered: number;
  /** Chance a run of orphan outputs (no call holds their key) follows an output. */
  orphans: number;
  /** Orphan outputs in such a run. */
  orphanRun: number;
  /** Items between native compaction items (0: none); `compactionAt` places one instead. */
  compactionEvery: number;
  /** A single compaction item at this share of the transcript (0: none). */
  compactionAt: number;
  /** Text parts of a message's content array, [lowest, highest]. */
  parts: readonly [number, number];
  /** Characters of a message's text, a reasoning item's encrypted content, arguments, an output. */
  sizes: { message: Spread; reasoning: Spread; call: Spread; output: Spread };
  /** Characters of a call id after its `call_` prefix. */
  idLength: number;
}

/** A size drawn from `spread`: below or above the median, log-uniform to p10 or p90. */
function sized(random: () => number, [p10, median, p90]: Spread): number {
  const u = random();
  const [lo, hi] = u < 0.5 ? [p10, median] : [median, p90];
  const t = u < 0.5 ? u * 2 : (u - 0.5) * 2;
  return Math.max(1, Math.round(lo * (hi / lo) ** t));
}

const between = (random: () => number, [lo, hi]: readonly [number, number]) =>
  lo + Math.floor(random() * (hi - lo + 1));

/** The items of one message, its text split over its content array's parts. */
function message(
  random: () => number,
  text: ReturnType<typeof prose>,
  p: ShapeParams,
  role: "user" | "assistant",
) {
  const total = sized(random, p.sizes.message);
  const parts = between(random, p.parts);
  const type = role === "user" ? "input_text" : "output_text";
  const each = Math.max(1, Math.round(total / parts));
  const content = Array.from({ length: parts }, () => ({
    type,
    text: text(random, each, each + 1),
  }));
  return { type: "message", role, content };
}

/**
 * `count` items of the shape `p`, seeded: the same parameters and seed give the same transcript,
 * and a smaller count a prefix of a larger one's stream. Items are parsed from JSON (asHeld), as a
 * host holds them.
 */
export function shapeTranscript(p: ShapeParams, count: number, seed = 42): object[] {
  const random = rng(seed);
  const text = prose(seed);
  const items: object[] = [];
  let n = 0;
  let role: "user" | "assistant" = "user";
  let orphan = 0;
  let nextCompaction = p.compactionEvery > 0 ? p.compactionEvery : Number.POSITIVE_INFINITY;
  let lateCompaction = p.compactionAt > 0 ? Math.floor(count * p.compactionAt) : -1;
  items.push(message(random, text, p, "user")); // every transcript starts with the user's request
  while (items.length < count) {
    if (items.length >= nextCompaction || (lateCompaction >= 0 && items.length >= lateCompaction)) {
      items.push({ type: "compaction", encrypted_content: text(random, 200, 400) });
      nextCompaction =
        p.compactionEvery > 0 ? items.length + p.compactionEvery : Number.POSITIVE_INFINITY;
      lateCompaction = -1;
    }
    if (random() < p.reasoning)
      items.push({
        type: "reasoning",
        id: `rs_${n++}`,
        summary: [],
        encrypted_content: text(random, ...spreadRange(random, p.sizes.reasoning)),
      });
    if (random() >= p.toolSteps) {
      items.push(message(random, text, p, role));
      role = role === "user" ? "assistant" : "user";
      continue;
    }
    const width = random() < p.parallel ? between(random, p.width) : 1;
    const ids = Array.from({ length: width }, () => callId("call_", n++, p.idLength));
    for (const id of ids)
      items.push({
        type: "function_call",
        call_id: id,
        name: "shell",
        arguments: JSON.stringify({ cmd: text(random, ...spreadRange(random, p.sizes.call)) }),
      });
    const order = width > 1 && random() < p.reversed ? ids.slice().reverse() : ids;
    for (const id of order) {
      if (random() < p.unanswered) continue; // interrupted before its output
      items.push({
        type: "function_call_output",
        call_id: id,
        output: text(random, ...spreadRange(random, p.sizes.output)),
      });
      if (random() < p.orphans)
        for (let k = 0; k < p.orphanRun; k++)
          items.push({
            type: "function_call_output",
            call_id: callId("gone_", orphan++, p.idLength),
            output: "orphan",
          });
    }
  }
  return asHeld(items.slice(0, count));
}

/** A [size, size + 1) range for text() from one draw of `spread`. */
function spreadRange(random: () => number, spread: Spread): [number, number] {
  const size = sized(random, spread);
  return [size, size + 1];
}
