// The server path (SPEC §7): plans from stored msgpack bytes, on both engines, equal to the
// object API's plans on the decoded items; bytes() writes what items() would, as msgpack.
import fc from "fast-check";
import { Packr, Unpackr } from "msgpackr";
import { describe, expect, it } from "vitest";
import {
  type Item,
  MissingOutputError,
  makeCompactionPlan,
  makeCompactionPlanMsgpack,
  Projection,
  ReconciliationError,
  reconcileItems,
  reconcileMsgpack,
  TranscriptError,
} from "../../bindings/index.js";
import { isGeneratedRepair, mutatedTranscript } from "../support/arbitrary.js";
import { corpusTranscripts, describeCorpus } from "../support/corpus.js";
import { ENGINES } from "../support/engines.js";
import { call, chatCalls, out, tool, user } from "../support/items.js";

const packr = new Packr({ useRecords: false, structuredClone: false, moreTypes: false });
const unpackr = new Unpackr({ useRecords: false, structuredClone: false, moreTypes: false });
const SEED = 20261130;
const pack = (items: unknown[]) => packr.pack(items) as Uint8Array;

/** The repair the tests publish: a function_call_output or a Chat tool message. */
function repairFor({ call: item, callId }: { call: Item; callId: string }): Item {
  return "tool_calls" in (item as object)
    ? tool(callId, "interrupted")
    : out(callId, "interrupted");
}

/** What a plan says, engine-independent: indices, or the error's fields. */
function outcome(
  run: () => { order: Int32Array; repairs: readonly unknown[]; droppedLateOutputs: Int32Array },
) {
  try {
    const plan = run();
    return { order: [...plan.order], repairs: plan.repairs, dropped: [...plan.droppedLateOutputs] };
  } catch (error) {
    if (!(error instanceof TranscriptError)) throw error;
    return { code: error.code, reason: error.reason, index: error.index, callId: error.callId };
  }
}

describe("reconcileMsgpack: table", () => {
  it.each(ENGINES)(
    "moves an early output after its call and repairs a pending one (%s)",
    (engine) => {
      const items = [user("hi"), out("a"), call("a"), call("b"), user("next")];
      const plan = reconcileMsgpack(pack(items), { engine });
      expect([...plan.order]).toEqual([0, 2, 3, 1, 4]);
      expect(plan.repairs).toEqual([{ index: 3, callId: "b" }]);
      expect(plan.unchanged).toBe(false);
      expect(() => plan.bytes()).toThrow(MissingOutputError);
      const seen: unknown[] = [];
      const bytes = plan.bytes({
        repairOutput: (repair) => {
          seen.push(repair);
          return repairFor(repair);
        },
      });
      expect(seen).toEqual([{ index: 3, callId: "b", call: items[3] }]);
      expect(unpackr.unpack(bytes)).toEqual([
        items[0],
        items[2],
        items[3],
        items[1],
        { type: "function_call_output", call_id: "b", output: "interrupted" },
        items[4],
      ]);
    },
  );

  it.each(ENGINES)("returns a valid transcript's bytes unchanged (%s)", (engine) => {
    const items = [user("u"), chatCalls("x", "y"), tool("x"), tool("y"), call("z"), out("z")];
    const input = pack(items);
    const plan = reconcileMsgpack(input, { engine });
    expect(plan.unchanged).toBe(true);
    expect(plan.bytes()).toEqual(new Uint8Array(input));
  });

  it.each(ENGINES)("drops a late output after a published repair (%s)", (engine) => {
    const repair = out("a", "interrupted");
    const items = [call("a"), repair, out("a", "real")];
    const asked: unknown[] = [];
    const plan = reconcileMsgpack(pack(items), {
      engine,
      isRepairedOutput: (o) => {
        asked.push(o);
        return isGeneratedRepair(o);
      },
    });
    expect(asked).toEqual([items[1], items[2]]);
    expect([...plan.droppedLateOutputs]).toEqual([2]);
    expect([...plan.order]).toEqual([0, 1]);
  });

  it.each(ENGINES)("reports errors with index, callId and the decoded item (%s)", (engine) => {
    const items = [call("a"), call("a")];
    try {
      reconcileMsgpack(pack(items), { engine });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReconciliationError);
      expect(error).toMatchObject({
        reason: "duplicate-call",
        index: 1,
        callId: "a",
        item: items[1],
      });
    }
    expect(() => reconcileMsgpack(pack([{ type: "compaction_trigger" }]), { engine })).toThrow(
      expect.objectContaining({ reason: "compaction-trigger", index: 0 }),
    );
  });

  it.each(ENGINES)("checks repair outputs: kind, key, encodable (%s)", (engine) => {
    const plan = reconcileMsgpack(pack([call("a")]), { engine });
    const code = (output: unknown) => {
      try {
        plan.bytes({ repairOutput: () => output as Item });
      } catch (error) {
        return (error as TranscriptError).code;
      }
      return "ok";
    };
    expect(code({ type: "function_call_output", call_id: "b", output: "" })).toBe("invalid-repair");
    expect(code({ type: "message", role: "user", content: "" })).toBe("invalid-repair");
    expect(code({ type: "function_call_output", call_id: "a", output: new Date(0) })).toBe(
      "invalid-repair",
    );
    expect(code(JSON.parse('{"type":"function_call_output","call_id":"a","__proto__":1}'))).toBe(
      "invalid-repair",
    );
    expect(code({ type: "function_call_output", call_id: "a", output: undefined })).toBe("ok");
  });

  it.each(ENGINES)("bytesAsync awaits each repair in order (%s)", async (engine) => {
    const plan = reconcileMsgpack(pack([call("a"), call("b")]), { engine });
    const order: string[] = [];
    const bytes = await plan.bytesAsync({
      repairOutput: async (repair) => {
        order.push(repair.callId);
        return repairFor(repair);
      },
    });
    expect(order).toEqual(["a", "b"]);
    expect((unpackr.unpack(bytes) as unknown[]).length).toBe(4);
  });

  it.each(ENGINES)("compaction plans: unresolved calls, start, retained, cutoff (%s)", (engine) => {
    const items = [user("u"), call("a"), out("a"), user("v"), call("b"), user("w")];
    const plan = makeCompactionPlanMsgpack(pack(items), { engine, cutoff: 5 });
    expect(plan).toMatchObject({
      cutoff: 5,
      start: 4,
      unresolvedCalls: [{ index: 4, callId: "b" }],
    });
    expect([...plan.retained]).toEqual([4, 5]);
    expect(unpackr.unpack(plan.bytes())).toEqual(items.slice(4));
    expect(makeCompactionPlanMsgpack(pack(items), { engine }).cutoff).toBe(6);
    for (const cutoff of [-1, 7, 1.5, Number.NaN, "2"]) {
      expect(() =>
        makeCompactionPlanMsgpack(pack(items), { engine, cutoff: cutoff as number }),
      ).toThrow(expect.objectContaining({ code: "invalid-argument" }));
    }
  });

  it("rejects bad arguments", () => {
    const bytes = pack([]);
    const bad = [
      () => reconcileMsgpack([] as unknown as Uint8Array),
      () => reconcileMsgpack(bytes, { engine: "fast" as "auto" }),
      () => reconcileMsgpack(bytes, { limits: { maxItems: -1 } }),
      () => reconcileMsgpack(bytes, { isRepairedOutput: 1 as unknown as () => boolean }),
    ];
    for (const run of bad)
      expect(run).toThrow(expect.objectContaining({ code: "invalid-argument" }));
    expect(
      reconcileMsgpack(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
      ).length,
    ).toBe(0);
  });

  it("an isRepairedOutput that plans another transcript does not disturb the plan", () => {
    const items = [call("a"), out("a", "interrupted"), out("a", "real"), call("b")];
    const other = pack([call("x"), out("x"), user("y")]);
    const plan = reconcileMsgpack(pack(items), {
      engine: "wasm",
      isRepairedOutput: (o) => {
        reconcileMsgpack(other, { engine: "wasm" });
        return isGeneratedRepair(o);
      },
    });
    expect([...plan.order]).toEqual([0, 1, 3]);
    expect(plan.repairs).toEqual([{ index: 3, callId: "b" }]);
  });
});

describe("reconcileMsgpack: properties", () => {
  it("wasm = reference = reconcileItems on the decoded items, bytes() = items()", () => {
    fc.assert(
      fc.property(mutatedTranscript, (items) => {
        const bytes = pack(items);
        const options = { isRepairedOutput: isGeneratedRepair };
        const wasm = outcome(() => reconcileMsgpack(bytes, { ...options, engine: "wasm" }));
        const reference = outcome(() =>
          reconcileMsgpack(bytes, { ...options, engine: "reference" }),
        );
        expect(wasm).toEqual(reference);
        let objects: Item[] | TranscriptError;
        try {
          objects = reconcileItems(items as Item[], options).items({ repairOutput: repairFor });
        } catch (error) {
          objects = error as TranscriptError;
        }
        if (objects instanceof TranscriptError) {
          expect(wasm).toMatchObject({
            code: objects.code,
            reason: objects.reason,
            index: objects.index,
          });
          return;
        }
        const plan = reconcileMsgpack(bytes, { ...options, engine: "wasm" });
        expect(unpackr.unpack(plan.bytes({ repairOutput: repairFor }))).toEqual(objects);
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });

  it("compaction plans from bytes = makeCompactionPlan on a projection, on both engines", () => {
    fc.assert(
      fc.property(mutatedTranscript, fc.nat(), (items, at) => {
        const cutoff = at % (items.length + 1);
        const bytes = pack(items);
        const plans = ENGINES.map((engine) => {
          try {
            const plan = makeCompactionPlanMsgpack(bytes, {
              engine,
              cutoff,
              isRepairedOutput: isGeneratedRepair,
            });
            return { start: plan.start, unresolved: plan.unresolvedCalls };
          } catch (error) {
            return {
              code: (error as TranscriptError).code,
              index: (error as TranscriptError).index,
            };
          }
        });
        expect(plans[0]).toEqual(plans[1]);
        let expected: unknown;
        try {
          const plan = makeCompactionPlan(new Projection(items as Item[]), {
            cutoff,
            isRepairedOutput: isGeneratedRepair,
          });
          expected = {
            start: plan.start,
            unresolved: plan.unresolvedCalls.map(({ call: c, callId }) => ({
              index: items.indexOf(c),
              callId,
            })),
          };
        } catch (error) {
          expected = {
            code: (error as TranscriptError).code,
            index: (error as TranscriptError).index,
          };
        }
        expect(plans[0]).toEqual(expected);
      }),
      { seed: SEED, numRuns: 1000 },
    );
  });
});

describeCorpus("reconcileMsgpack over the corpus", () => {
  it("plans every real transcript from its bytes as the object API does, on both engines", () => {
    for (const transcript of corpusTranscripts()) {
      const items = transcript.items as Item[];
      const bytes = pack(items);
      const [wasm, reference] = ENGINES.map((engine) =>
        outcome(() => reconcileMsgpack(bytes, { engine })),
      );
      expect(wasm, transcript.name).toEqual(reference);
      const objects = reconcileItems(items).items({ repairOutput: repairFor });
      const plan = reconcileMsgpack(bytes);
      expect(unpackr.unpack(plan.bytes({ repairOutput: repairFor })), transcript.name).toEqual(
        unpackr.unpack(pack(objects)),
      );
      const cut = makeCompactionPlanMsgpack(bytes, { cutoff: items.length >> 1 });
      const reference2 = makeCompactionPlanMsgpack(bytes, {
        cutoff: items.length >> 1,
        engine: "reference",
      });
      expect({ start: cut.start, u: cut.unresolvedCalls }).toEqual({
        start: reference2.start,
        u: reference2.unresolvedCalls,
      });
    }
  });
});
