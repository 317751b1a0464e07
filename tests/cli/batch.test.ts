// The rows a parallel check's reader sends (bindings/cli/parallel/batch.ts): batches held before
// they are counted (a range's rows wait for the ranges before it) stay each its own, so counting
// them all afterwards gives what counting each item directly gives, and a batch's rows are only
// those written (a waiting batch holds no unused capacity).
import { describe, expect, it } from "vitest";
import { type Batch, BatchSink, replay } from "../../bindings/cli/parallel/batch.js";
import { TallySink } from "../../bindings/cli/tally.js";
import { call, out, user } from "../support/items.js";

const TURNS = 25_000; // 75,000 items: three batches

function itemAt(i: number): object {
  const turn = Math.floor(i / 3);
  // Every tenth call goes unanswered, and its turn's output slot holds a user message.
  if (i % 3 === 0) return user(`u${turn}`);
  if (i % 3 === 1) return call(`k${turn}`);
  return turn % 10 === 0 ? user(`v${turn}`) : out(`k${turn}`);
}

describe("BatchSink", () => {
  it("batches held before counting give the direct counts", () => {
    const batches: Batch[] = [];
    const sink = new BatchSink((b) => batches.push(b));
    const direct = new TallySink();
    for (let i = 0; i < 3 * TURNS; i++) {
      const record = { index: i, line: i + 1 };
      sink.item("x", itemAt(i) as never, record);
      direct.item("x", itemAt(i) as never, record);
    }
    sink.flush();
    expect(batches.length).toBe(3);
    for (const b of batches) expect(b.rows.buffer.byteLength).toBe(b.rows.byteLength);
    const replayed = new TallySink();
    for (const b of batches) replay(b, replayed, { lines: 0, records: 0 });
    const [got] = replayed.results();
    expect(got.unresolved.length).toBe(TURNS / 10);
    expect(got).toEqual(direct.results()[0]);
  });
});
