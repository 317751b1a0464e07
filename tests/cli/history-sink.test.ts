// Issue 35 (command line throughput): the second read of a streamed rewrite says after each item
// whether a piece may end there (no call key seen so far is used later). A plan whose keys are
// used nowhere later (convert's) lets every item close without describing it; a plan with uses
// still holds the cut back until the last use; a one-read run, which knows no later use, holds
// it back while a call of the last OPEN_REACH items waits for its output (cut-guess.ts). A key
// used again after its calls were answered holds cuts back within its epoch only (epoch-reach.ts).
import { describe, expect, it } from "vitest";
import { CutGuess, OPEN_REACH } from "../../bindings/cli/stream/cut-guess.js";
import { HistorySink } from "../../bindings/cli/stream/history-sink.js";
import type { StreamPlan } from "../../bindings/cli/stream/plan.js";
import { Unstreamable } from "../../bindings/cli/stream/unstreamable.js";
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

function closes(
  lastUse: Map<string, number>,
  items = ITEMS,
  guess?: CutGuess,
  epochEnds = new Map<string, number[]>(),
): boolean[] {
  const plan = { id: "main", replacements: 0, lastUse, guess, epochEnds } as unknown as StreamPlan;
  const sink = new Closes(plan);
  items.forEach((item, index) => sink.item("main", item, { index }));
  return sink.closes;
}

const message = ITEMS[4];

describe("cli: the second read's cuts", () => {
  it("holds a cut back until the last use of every key seen", () => {
    const uses = new Map(
      [...ITEMS.entries()].flatMap(([n, item]) =>
        "call_id" in item ? [[item.call_id as string, n] as const] : [],
      ),
    );
    expect(closes(new Map(uses))).toEqual([false, false, false, true, true]);
  });

  it("cuts between the epochs of a key used again after its calls were answered (SPEC §5 key reuse)", () => {
    const [call, out] = [ITEMS[0], ITEMS[2]];
    const items = [call, out, message, call, out, message];
    const ends = new Map([["c1", [1]]]);
    expect(closes(new Map([["c1", 4]]), items, undefined, ends)).toEqual([
      ...[false, true, true],
      ...[false, true, true],
    ]);
    // Without the epochs: the key's last use holds every cut back.
    expect(closes(new Map([["c1", 4]]), items)).toEqual([false, false, false, false, true, true]);
  });

  it("refuses an epoch the key's own uses do not start (a plan whose keys shared an entry)", () => {
    // c1's first call is still open at its second: a duplicate call, no epoch.
    const [call, out] = [ITEMS[0], ITEMS[2]];
    const items = [call, message, call, out];
    const ends = new Map([["c1", [0]]]);
    expect(() => closes(new Map([["c1", 3]]), items, undefined, ends)).toThrow(Unstreamable);
  });

  it("lets every item close when no key is used later (convert's plan)", () => {
    expect(closes(new Map())).toEqual([true, true, true, true, true]);
  });

  it("guesses no cut while a parallel group's call waits for its output (a one-read run)", () => {
    expect(closes(new Map(), ITEMS, new CutGuess())).toEqual([false, false, false, true, true]);
  });

  it("guesses a cut after a message that follows a call left without output", () => {
    expect(closes(new Map(), [ITEMS[0], message], new CutGuess())).toEqual([false, true]);
  });

  it("guesses cuts again once a call left without output waited OPEN_REACH items", () => {
    // Calls each answered at once, and no message: only the first call's wait holds the cuts back.
    const answered = (k: number) => [
      { type: "function_call", call_id: `k${k}`, name: "f", arguments: "{}" },
      { type: "function_call_output", call_id: `k${k}`, output: "ok" },
    ];
    const calls = Array.from({ length: OPEN_REACH }, (_, k) => answered(k)).flat();
    const cuts = closes(new Map(), [ITEMS[0], ...(calls as unknown as Item[])], new CutGuess());
    expect(cuts.indexOf(true)).toBe(OPEN_REACH); // an output, OPEN_REACH items after the call
  });
});
