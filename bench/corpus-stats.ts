// The real corpus's statistics as the synthetic shapes' parameters: reads ../shared/corpus, writes
// bench/shapes/corpus-params.json (committed, so the benchmark runs without the corpus).
// node --import tsx bench/corpus-stats.ts [--check]   (--check: exit 1 when the file differs)
import { readFileSync, writeFileSync } from "node:fs";
import type { Descriptor } from "../bindings/engine/types.js";
import { describeItems } from "../bindings/items/describe.js";
import { KIND_BOUNDARY, KIND_CALL, KIND_CHAT_CALLS, KIND_OUTPUT } from "../common/codes.js";
import { corpusTranscripts, hasCorpus } from "../tests/support/corpus.js";

const OUT = "bench/shapes/corpus-params.json";

interface Tally {
  transcripts: number;
  items: number;
  calls: number;
  outputs: number;
  steps: number; // groups of calls (a run of Responses calls, or one Chat assistant message with tool_calls)
  parallelSteps: number;
  parallelCalls: number;
  maxWidth: number;
  unanswered: number; // calls no output answers anywhere
  trailing: number; // of those, calls of a transcript's last group left open at its end
  orphans: number; // outputs whose key no call holds
  reasoning: number;
  compactions: number; // native compaction items plus the hosts' recorded compaction points
  keyChars: number;
  bytes: Record<string, number[]>; // JSON length by item class
}

const tally = (): Tally => ({
  transcripts: 0,
  items: 0,
  calls: 0,
  outputs: 0,
  steps: 0,
  parallelSteps: 0,
  parallelCalls: 0,
  maxWidth: 0,
  unanswered: 0,
  trailing: 0,
  orphans: 0,
  reasoning: 0,
  compactions: 0,
  keyChars: 0,
  bytes: { message: [], reasoning: [], call: [], output: [] },
});

/** The item class its size is counted under. */
function classOf(item: Record<string, unknown>, kind: number): string {
  if (kind === KIND_CALL || kind === KIND_CHAT_CALLS) return "call";
  if (kind === KIND_OUTPUT) return "output";
  return item.type === "reasoning" ? "reasoning" : "message";
}

/** Adds one transcript's counts to `t`. */
function count(t: Tally, items: readonly Record<string, unknown>[], compactions: number): void {
  const d = describeItems(items);
  const calls = new Set<string>();
  const answered = new Set<string>();
  for (const x of d) if (x.kind === KIND_OUTPUT) answered.add(x.keys[0]);
  let width = 0;
  const close = () => {
    if (width === 0) return;
    t.steps++;
    if (width > 1) {
      t.parallelSteps++;
      t.parallelCalls += width;
    }
    t.maxWidth = Math.max(t.maxWidth, width);
    width = 0;
  };
  for (let i = 0; i < d.length; i++) {
    const { kind, keys } = d[i];
    const item = items[i];
    t.bytes[classOf(item, kind)].push(JSON.stringify(item).length);
    if (item.type === "reasoning") t.reasoning++;
    if (kind === KIND_BOUNDARY) t.compactions++;
    if (kind === KIND_CALL || kind === KIND_CHAT_CALLS) {
      if (kind === KIND_CHAT_CALLS) close();
      for (const key of keys) {
        calls.add(key);
        t.calls++;
        t.keyChars += key.length;
        if (!answered.has(key)) t.unanswered++;
      }
      width += keys.length;
      if (kind === KIND_CHAT_CALLS) close();
      continue;
    }
    close();
    if (kind === KIND_OUTPUT) t.outputs++;
  }
  close();
  // Trimming: the calls of the last group, open because the log ends mid-turn, are not counted as
  // unanswered (a host repairs them or waits for them; they are not the transcript's shape).
  t.trailing += trailingOpen(d, answered);
  for (const x of d) if (x.kind === KIND_OUTPUT && !calls.has(x.keys[0])) t.orphans++;
  t.transcripts++;
  t.items += items.length;
  t.compactions += compactions;
}

/** Unanswered calls of the transcript's last group when nothing answers any of them (it ends mid-call). */
function trailingOpen(d: readonly Descriptor[], answered: ReadonlySet<string>): number {
  let last = d.length - 1;
  while (last >= 0 && d[last].kind !== KIND_CALL && d[last].kind !== KIND_CHAT_CALLS) last--;
  if (last < 0) return 0;
  const keys = [...d[last].keys];
  if (d[last].kind === KIND_CALL)
    while (last > 0 && d[last - 1].kind === KIND_CALL) keys.push(...d[--last].keys);
  return keys.every((key) => !answered.has(key)) ? keys.length : 0;
}

const quantile = (values: number[], q: number) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
};
const round = (v: number, digits = 4) => Number(v.toFixed(digits));

/** The parameters the shapes read, from one tally. */
function params(t: Tally) {
  const sizes = Object.fromEntries(
    Object.entries(t.bytes).map(([name, v]) => [
      name,
      { median: quantile(v, 0.5), p10: quantile(v, 0.1), p90: quantile(v, 0.9) },
    ]),
  );
  return {
    transcripts: t.transcripts,
    items: t.items,
    callsPerItem: round(t.calls / t.items),
    outputsPerItem: round(t.outputs / t.items),
    parallelStepShare: round(t.parallelSteps / Math.max(1, t.steps)),
    parallelWidthMean: round(t.parallelCalls / Math.max(1, t.parallelSteps), 2),
    parallelWidthMax: t.maxWidth,
    unansweredRate: round(t.unanswered / Math.max(1, t.calls)),
    unansweredRateTrimmed: round((t.unanswered - t.trailing) / Math.max(1, t.calls)),
    orphanRate: round(t.orphans / Math.max(1, t.outputs)),
    reasoningShare: round(t.reasoning / t.items),
    compactionsPer10kItems: round((t.compactions / t.items) * 10_000, 2),
    idLength: round(t.keyChars / Math.max(1, t.calls), 1),
    itemBytes: sizes,
  };
}

if (!hasCorpus) {
  console.log("../shared/corpus absent: bench/shapes/corpus-params.json left as committed");
  process.exit(0);
}
const all = tally();
const byDialect: Record<string, Tally> = { responses: tally(), chat: tally() };
for (const t of corpusTranscripts()) {
  const items = t.items as unknown as Record<string, unknown>[];
  count(all, items, t.compactions.length);
  count(byDialect[t.dialect], items, t.compactions.length);
}
const text = `${JSON.stringify(
  {
    source: "../shared/corpus, every transcript (bench/corpus-stats.ts)",
    all: params(all),
    responses: params(byDialect.responses),
    chat: params(byDialect.chat),
  },
  null,
  2,
)}\n`;
if (process.argv.includes("--check")) {
  const same = readFileSync(OUT, "utf8") === text;
  console.log(same ? `${OUT} is current` : `${OUT} differs from the corpus: run without --check`);
  process.exit(same ? 0 : 1);
}
writeFileSync(OUT, text);
console.log(text);
