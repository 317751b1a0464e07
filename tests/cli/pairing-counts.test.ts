// check's pairing findings (bindings/cli/pairing-counts.ts), in the shape `check --json` prints
// them (docs/cli.md): each finding names its record (`line` only when the record has one), its
// index and the item number `compact --cutoff` takes (only when known), sorted by index. And on
// every transcript of up to four items over two keys, calls, outputs, Chat groups, user messages
// and their runs, the findings are the engine's plan read back (SPEC §5), in one piece or many.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { KeyArena } from "../../bindings/cli/key-arena.js";
import { PairingCounts } from "../../bindings/cli/pairing-counts.js";
import { MIN_PIECE } from "../../bindings/cli/pairing-pieces.js";
import { summarize } from "../../bindings/cli/tally.js";
import { describeItems } from "../../bindings/items/describe.js";
import { correlate } from "../../bindings/preflight/correlate.js";
import { call, chatCalls, out, user } from "../support/items.js";

type Obj = Record<string, unknown>;
const trigger = { type: "compaction_trigger" };
const keyless = { type: "function_call", name: "f", arguments: "{}" };

function countsOf(
  items: readonly object[],
  at: (i: number) => { index: number; line?: number },
  numbered = true,
) {
  const counts = new PairingCounts();
  items.forEach((item, i) => {
    if (numbered) counts.add(summarize(item as Obj), at(i), i);
    else counts.add(summarize(item as Obj), at(i));
  });
  return counts;
}

describe("check's pairing findings", () => {
  const items = [
    out("z"), // 0: orphan
    call("a"), // 1: unresolved
    user("u"), // 2
    user("v"), // 3
    call("b"), // 4: answered at 6
    trigger, // 5: malformed (a trigger)
    out("b"), // 6
    out("b"), // 7: duplicate output
    keyless, // 8: malformed (no key)
    call("c"), // 9
    call("c"), // 10: duplicate call
  ];

  it("name their record's line, index and item number, sorted by index", () => {
    const found = countsOf(items, (i) => ({ index: i + 10, line: i + 100 })).findings();
    const at = (i: number) => ({ line: i + 100, index: i + 10, item: i });
    expect(found.orphans).toEqual([{ callId: "z", ...at(0) }]);
    expect(found.unresolved).toEqual([
      { callId: "a", ...at(1) },
      { callId: "c", ...at(9) },
    ]);
    expect(found.duplicates).toEqual([
      { callId: "b", ...at(7), kind: "output" },
      { callId: "c", ...at(10), kind: "call" },
    ]);
    expect(found.malformed).toEqual([at(5), at(8)]);
  });

  it("without a line or an item number, neither is named", () => {
    const found = countsOf(items, (i) => ({ index: i }), false).findings();
    expect(found.orphans).toEqual([{ callId: "z", index: 0 }]);
    expect(found.duplicates.map((d) => Object.keys(d).sort())).toEqual([
      ["callId", "index", "kind"],
      ["callId", "index", "kind"],
    ]);
    expect(found.malformed).toEqual([{ index: 5 }, { index: 8 }]);
    expect(found.unresolved).toEqual([
      { callId: "a", index: 1 },
      { callId: "c", index: 9 },
    ]);
  });

  it("malformed items and triggers together, sorted; asking twice gives the same findings", () => {
    const counts = countsOf([keyless, trigger, keyless, trigger], (i) => ({ index: i }), false);
    const first = structuredClone(counts.findings());
    expect(first.malformed).toEqual([{ index: 0 }, { index: 1 }, { index: 2 }, { index: 3 }]);
    expect(counts.findings()).toEqual(first);
  });

  it("every run of other items ends a call group, not only the first run", () => {
    // The early output answers the first call a; the second call a is in another group, so it
    // takes the key again (unresolved), where in the first call's group it would be a duplicate.
    const list = [out("a"), user("u"), call("a"), user("v"), call("a")];
    const found = countsOf(list, (i) => ({ index: i }), false).findings();
    expect([found.unresolved, found.duplicates]).toEqual([[{ callId: "a", index: 4 }], []]);
  });

  it("line 0 and item 0 are named", () => {
    const found = countsOf([call("a")], () => ({ index: 0, line: 0 })).findings();
    expect(found.unresolved).toEqual([{ callId: "a", index: 0, line: 0, item: 0 }]);
  });

  it("findings come out sorted when refusals are met out of order", () => {
    // A refused call re-plans its piece: the duplicate output at 5 is met after the call at 3.
    const list = [call("a"), out("a"), call("b"), call("b"), user("u"), out("a"), trigger];
    const found = countsOf(list, (i) => ({ index: i })).findings();
    const indexes = (xs: readonly { index: number }[]) => xs.map((x) => x.index);
    expect(indexes(found.duplicates)).toEqual([...indexes(found.duplicates)].sort((x, y) => x - y));
    expect(indexes(found.malformed)).toEqual([6]);
  });

  it("on every transcript of up to four items, the engine's plan read back, in one piece or in many", () => {
    const vocabulary: object[] = [
      call("a"),
      call("b"),
      out("a"),
      out("b"),
      user("u"),
      chatCalls("a", "b"),
      trigger,
    ];
    const sequences: object[][] = [[]];
    for (let length = 1; length <= 4; length++)
      for (const s of sequences.filter((q) => q.length === length - 1))
        for (const item of vocabulary) sequences.push([...s, item]);
    for (const list of sequences) {
      const c = correlate(describeItems(list as Obj[]), "reference");
      const want = {
        unresolved: c.slots
          .filter((s) => s.output < 0 && s.needsOutput)
          .map((s) => [s.key, s.item]),
        orphans: c.orphans,
        duplicates: c.refusals
          .filter((r) => r.reason !== "malformed-item" && r.key !== undefined)
          .map((r) => [r.key, r.index])
          .sort((x, y) => (x[1] as number) - (y[1] as number)),
      };
      for (const min of [1, 1024]) {
        const found = countsOf(list, (i) => ({ index: i })).findings(min);
        expect({
          unresolved: found.unresolved.map((k) => [k.callId, k.index]),
          orphans: found.orphans.map((k) => k.index),
          duplicates: found.duplicates.map((d) => [d.callId, d.index]),
        }).toEqual(want);
      }
    }
  });

  // A 1 GB session's keys are most of check's live heap: an output's key is kept as its call's
  // string (no test can tell two equal strings apart; the heap can: about 56 bytes a key string).
  it("keeps an answered call's key once: its output's key adds no string", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const pairs = 50_000;
    // 40 characters, a fresh flat string each time (as JSON.parse makes them)
    const key = (n: number) => JSON.parse(`"toolu_${String(n).padStart(34, "0")}"`) as string;
    const counts = new PairingCounts();
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let n = 0; n < pairs; n++) {
      counts.add(summarize(call(key(n)) as Obj), { index: 2 * n }, 2 * n);
      counts.add(summarize(out(key(n)) as Obj), { index: 2 * n + 1 }, 2 * n + 1);
    }
    gc();
    const perPair = (process.memoryUsage().heapUsed - before) / pairs;
    expect(perPair).toBeLessThan(100); // 72 here; two strings a pair: 126
    expect(counts.findings()).toEqual({
      unresolved: [],
      orphans: [],
      duplicates: [],
      malformed: [],
    });
  });

  // A 600 MB log of small items peaked at 1 GB: the findings made every key a string at once.
  it("makes keys strings a piece at a time, never the whole log's", () => {
    const strings = vi.spyOn(KeyArena.prototype, "strings");
    const pairs = 20_000;
    const items = Array.from({ length: pairs }, (_, n) =>
      n % 100 === 99 ? [call(`c${n}`)] : [call(`c${n}`), out(`c${n}`)],
    ).flat();
    const found = countsOf(items, (i) => ({ index: i })).findings();
    const widest = Math.max(...strings.mock.calls.map(([from = 0, to = pairs * 2]) => to - from));
    strings.mockRestore();
    expect(found.unresolved.map((u) => u.callId)).toEqual(
      Array.from({ length: pairs / 100 }, (_, k) => `c${100 * k + 99}`),
    );
    expect(widest).toBeLessThanOrEqual(2 * MIN_PIECE);
  });
});
