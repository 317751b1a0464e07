// One pairing truth: every consumer that decides which output answers which call (check's counts,
// the same counts through the parallel check's batches, the provider conversion's pairResults,
// preflight) agrees with the reference engine's plan over generated transcripts with duplicates,
// key reuse and outputs waiting for their calls, and the check verdict over and under
// --preflight-max-mb is the same.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkFile } from "../../bindings/cli/check.js";
import { PairingCounts } from "../../bindings/cli/pairing-counts.js";
import { type Batch, BatchSink, replay } from "../../bindings/cli/parallel/batch.js";
import { type ConversationTally, summarize, TallySink } from "../../bindings/cli/tally.js";
import { referenceEngine } from "../../bindings/engine/reference/index.js";
import { describeItems } from "../../bindings/items/describe.js";
import { type Correlation, correlate } from "../../bindings/preflight/correlate.js";
import { itemEntries } from "../../bindings/provider/convert/item-blocks.js";
import { pairResults } from "../../bindings/provider/convert/request.js";
import { ITEM_SPELLINGS } from "../../bindings/provider/vendors/spellings.js";
import { agentTranscript, brokenTranscript } from "../properties/transcripts.js";
import { call, chatCalls, out, tool, user } from "../support/items.js";

type Obj = Record<string, unknown>;

// Transcripts over three keys in any order: every duplicate, reuse and waiting output there is.
const op = fc.oneof(
  fc.constantFrom("a", "b", "c").map((k) => call(k) as Obj),
  fc.constantFrom("a", "b", "c").map((k) => out(k) as Obj),
  fc.constantFrom("a", "b").map((k) => tool(k) as Obj),
  fc.subarray(["a", "b", "c"], { minLength: 1 }).map((ks) => chatCalls(...ks) as Obj),
  fc.constant(user("u") as Obj),
);
const keyChaos = fc.array(op, { maxLength: 12 });
const transcripts = fc.oneof(agentTranscript, brokenTranscript, keyChaos);

const record = (index: number) => ({ index, line: index + 1 });

// The counts planned in the smallest independent pieces (check's large logs are planned in pieces).
function inPieces(items: readonly Obj[]): ConversationTally {
  const counts = new PairingCounts();
  items.forEach((item, i) => counts.add(summarize(item), record(i)));
  return counts.findings(1) as ConversationTally;
}

function tallied(items: readonly Obj[]): ConversationTally {
  const tally = new TallySink();
  items.forEach((item, i) => tally.item("x", item, record(i)));
  return tally.results()[0] ?? emptyTally();
}

// The parallel check's path: items summarized into batches by a worker, replayed in order.
function batched(items: readonly Obj[]): ConversationTally {
  const batches: Batch[] = [];
  const sink = new BatchSink((b) => batches.push(b));
  items.forEach((item, i) => sink.item("x", item, record(i)));
  sink.flush();
  const tally = new TallySink();
  for (const b of batches) replay(b, tally, { lines: 0, records: 0 });
  return tally.results()[0] ?? emptyTally();
}

// No items, no conversation: nothing found.
function emptyTally(): ConversationTally {
  return { unresolved: [], orphans: [], duplicates: [], malformed: [] } as never;
}

// The reference engine's findings, item by item: the truth every consumer is held to.
function truth(items: readonly Obj[]) {
  const c: Correlation = correlate(describeItems(items), "reference");
  return {
    unresolved: c.slots.filter((s) => s.output < 0 && s.needsOutput).map((s) => [s.key, s.item]),
    orphans: c.orphans,
    duplicates: c.refusals
      .filter((r) => r.reason !== "malformed-item" && r.key !== undefined)
      .map((r) => [r.key, r.index, r.reason === "duplicate-call" ? "call" : "output"])
      .sort((x, y) => (x[1] as number) - (y[1] as number)),
    pairs: [...c.outputSlot].flatMap((s, o) =>
      s < 0 ? [] : [[o, c.slots[s].item, c.slots[s].key]],
    ),
  };
}

function findings(t: ConversationTally) {
  return {
    unresolved: t.unresolved.map((k) => [k.callId, k.index]),
    orphans: t.orphans.map((k) => k.index),
    duplicates: t.duplicates.map((d) => [d.callId, d.index, d.kind]),
  };
}

// pairResults' pairs as (output item, call item, key).
function conversionPairs(items: readonly Obj[]) {
  const perItem = items.map((item) => itemEntries(item, ITEM_SPELLINGS));
  const owner: [number, number][] = perItem.flatMap((es, i) =>
    es.map((_, j) => [i, j] as [number, number]),
  );
  const target = pairResults(items as never, perItem);
  const pairs: unknown[] = [];
  target.forEach((call, r) => {
    if (call < 0) return;
    const [callItem, j] = owner[call];
    pairs.push([owner[r][0], callItem, perItem[callItem][j].callKey]);
  });
  return pairs;
}

describe("one pairing truth", () => {
  it("[output a, output a, call a]: the second output is a duplicate, not an orphan", () => {
    const items = [out("a"), out("a"), call("a")];
    const t = tallied(items);
    expect(findings(t)).toEqual({ unresolved: [], orphans: [], duplicates: [["a", 1, "output"]] });
  });

  it("[output a, user, call a, call a, output a]: the second call is a duplicate", () => {
    const items = [out("a"), user("u"), call("a"), call("a"), out("a")];
    const t = tallied(items);
    expect(t.duplicates.map((d) => [d.index, d.kind])).toContainEqual([3, "call"]);
  });

  it("check's counts, its batches and pairResults agree with the reference engine", () => {
    fc.assert(
      fc.property(transcripts, (items) => {
        const want = truth(items);
        const { pairs, ...rest } = want;
        expect(findings(tallied(items))).toEqual(rest);
        expect(findings(batched(items))).toEqual(rest);
        expect(findings(inPieces(items))).toEqual(rest);
        expect(conversionPairs(items)).toEqual(pairs);
      }),
      { seed: 2929, numRuns: 400 },
    );
  });

  it("when the reference engine plans a transcript, check finds exactly its repairs and nothing refused", () => {
    fc.assert(
      fc.property(transcripts, (items) => {
        const plan = referenceEngine.reconcile({ descriptors: describeItems(items) });
        const t = tallied(items);
        if (!plan.ok) {
          // The engine's first refusal is one of check's findings, at the same item.
          const at = [...t.duplicates, ...t.malformed].map((f) => f.index);
          expect(at).toContain(plan.index);
          return;
        }
        expect(t.duplicates).toEqual([]);
        expect(t.malformed).toEqual([]);
        const repairs: number[] = [];
        for (let r = 0; r < plan.repairs.length; r += 2) repairs.push(plan.repairs[r]);
        expect(t.unresolved.map((u) => u.index)).toEqual(repairs);
      }),
      { seed: 2930, numRuns: 400 },
    );
  });

  it("check gives the same verdict over and under --preflight-max-mb", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pairing-truth-"));
    const cases = [
      [out("a"), user("u"), call("a"), call("a"), out("a")],
      [out("a"), out("a"), call("a")],
      [user("u"), call("a"), out("a")],
    ];
    for (const [n, items] of cases.entries()) {
      const file = join(dir, `t${n}.jsonl`);
      writeFileSync(file, `${items.map((i) => JSON.stringify(i)).join("\n")}\n`);
      const small = await checkFile(file, { preflightMaxBytes: 1 << 30 });
      const large = await checkFile(file, { preflightMaxBytes: 0 });
      expect([large.ok, large.conversations[0]?.preflight.ran]).toEqual([small.ok, false]);
    }
  });
});
