// chunks(): bytes() in pieces, the input's ranges as views (SPEC §7 server path; docs/decisions.md).
import fc from "fast-check";
import { Packr } from "msgpackr";
import { describe, expect, it } from "vitest";
import {
  type Item,
  MissingOutputError,
  makeCompactionPlanMsgpack,
  reconcileMsgpack,
  TranscriptError,
} from "../../bindings/index.js";
import { isGeneratedRepair, mutatedTranscript } from "../support/arbitrary.js";
import { call, out, tool, user } from "../support/items.js";

const packr = new Packr({ useRecords: false, structuredClone: false, moreTypes: false });
const pack = (items: unknown[]) => packr.pack(items) as Uint8Array;
const SEED = 20261202;

function repairFor({ call: item, callId }: { call: Item; callId: string }): Item {
  return "tool_calls" in (item as object)
    ? tool(callId, "interrupted")
    : out(callId, "interrupted");
}

/** The pieces joined into one array. */
function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** A plan over `items`, or undefined where the transcript is refused. */
function planOf(bytes: Uint8Array, engine: "wasm" | "reference") {
  try {
    return reconcileMsgpack(bytes, { isRepairedOutput: isGeneratedRepair, engine });
  } catch (error) {
    if (error instanceof TranscriptError) return undefined;
    throw error;
  }
}

describe("chunks()", () => {
  it("joined, equals bytes(); every piece but the header and repairs is a view of the input", () => {
    fc.assert(
      fc.property(
        mutatedTranscript,
        fc.constantFrom("wasm" as const, "reference" as const),
        (items, engine) => {
          const bytes = pack(items);
          const plan = planOf(bytes, engine);
          if (plan === undefined) return;
          const chunks = plan.chunks({ repairOutput: repairFor });
          expect(joined(chunks)).toEqual(plan.bytes({ repairOutput: repairFor }));
          const views = chunks.filter((chunk) => chunk.buffer === bytes.buffer);
          // Header, one view per run of consecutive input items, one piece per repair.
          let runs = 0;
          for (let i = 0; i < plan.order.length; i++)
            if (i === 0 || plan.order[i] !== plan.order[i - 1] + 1) runs++;
          expect(views.length).toBeGreaterThanOrEqual(runs);
          expect(chunks.length).toBeLessThanOrEqual(1 + runs + 2 * plan.repairs.length);
          expect(chunks.length - views.length).toBe(1 + plan.repairs.length);
        },
      ),
      { seed: SEED, numRuns: 600 },
    );
  });

  it("an unchanged transcript is the header and one view of the items' bytes", () => {
    const items = [user("hi"), call("a"), out("a"), user("bye")];
    const bytes = pack(items);
    const chunks = reconcileMsgpack(bytes).chunks();
    expect(chunks).toHaveLength(2);
    expect(chunks[1].buffer).toBe(bytes.buffer);
    expect(joined(chunks)).toEqual(new Uint8Array(bytes));
  });

  it("asks for repairs as bytes() does: none without repairOutput, each once and in order", async () => {
    const items = [user("hi"), call("a"), call("b"), user("next")];
    const plan = reconcileMsgpack(pack(items));
    expect(() => plan.chunks()).toThrow(MissingOutputError);
    const seen: string[] = [];
    const chunks = await plan.chunksAsync({
      repairOutput: async (repair) => {
        seen.push(repair.callId);
        return out(repair.callId, "interrupted");
      },
    });
    expect(seen).toEqual(["a", "b"]);
    expect(joined(chunks)).toEqual(plan.bytes({ repairOutput: repairFor }));
    expect(() => plan.chunks({ repairOutput: () => out("zzz", "wrong key") })).toThrow(
      expect.objectContaining({ code: "invalid-repair" }),
    );
  });

  it("a compaction plan's chunks are its header and one view of the retained range", () => {
    const items = [user("a"), call("x"), out("x"), user("b"), user("c")];
    const bytes = pack(items);
    const plan = makeCompactionPlanMsgpack(bytes, { cutoff: 3 });
    const chunks = plan.chunks();
    expect(chunks).toHaveLength(2);
    expect(chunks[1].buffer).toBe(bytes.buffer);
    expect(joined(chunks)).toEqual(plan.bytes());
  });
});
