// Issue 35 (command line throughput): the second read of a streamed rewrite says after each item
// whether a piece may end there (no call key seen so far is used later). A plan whose keys are
// used nowhere later (convert's) lets every item close without describing it; a plan with uses
// still holds the cut back until the last use.
import { describe, expect, it } from "vitest";
import { HistorySink } from "../../bindings/cli/stream/history-sink.js";
import type { StreamPlan } from "../../bindings/cli/stream/plan.js";
import type { Item } from "../../bindings/items/types.js";
import type { TranscriptRecord } from "../../bindings/readers/types.js";

class Closes extends HistorySink {
  readonly closes: boolean[] = [];
  protected next(_item: Item, _record: TranscriptRecord, closes: boolean): void {
    this.closes.push(closes);
  }
}

const ITEMS = [
  { type: "function_call", call_id: "c1", name: "f", arguments: "{}" },
  { type: "function_call", call_id: "c2", name: "f", arguments: "{}" },
  { type: "function_call_output", call_id: "c1", output: "1" },
  { type: "function_call_output", call_id: "c2", output: "2" },
  { type: "message", role: "assistant", content: [{ type: "output_text", text: "ok" }] },
] as unknown as Item[];

function closes(lastUse: Map<string, number>): boolean[] {
  const plan = { id: "main", replacements: 0, lastUse } as unknown as StreamPlan;
  const sink = new Closes(plan);
  ITEMS.forEach((item, index) => sink.item("main", item, { index }));
  return sink.closes;
}

describe("cli: the second read's cuts", () => {
  it("holds a cut back until the last use of every key seen", () => {
    const uses = new Map(
      [...ITEMS.entries()].flatMap(([n, item]) =>
        "call_id" in item ? [[item.call_id as string, n] as const] : [],
      ),
    );
    expect(closes(new Map(uses))).toEqual([false, false, false, true, true]);
  });

  it("lets every item close when no key is used later (convert's plan)", () => {
    expect(closes(new Map())).toEqual([true, true, true, true, true]);
  });
});
