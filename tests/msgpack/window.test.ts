// Inputs larger than the core's scan window (1 MiB; every 256 KiB chunk lands at its start): keys
// are compared against copies kept in the key index, as the window's bytes are overwritten. The
// answers are the reference engine's: plans, repaired call ids, errors with their call ids.
import { Packr } from "msgpackr";
import { describe, expect, it } from "vitest";
import {
  makeCompactionPlanMsgpack,
  ReconciliationError,
  reconcileMsgpack,
  TranscriptError,
} from "../../bindings/index.js";
import { ENGINES } from "../support/engines.js";
import { call, chatCalls, out, tool, user } from "../support/items.js";

const packr = new Packr({ useRecords: false, structuredClone: false, moreTypes: false });

/** ~4 MB: calls answered far later (other windows), pending calls, chat groups, one 300 KB item. */
function transcript(): object[] {
  const items: object[] = [];
  for (let i = 0; i < 1500; i++) {
    items.push(user(`${i} `.repeat(400 + ((i * 53) % 700))));
    items.push(call(`call-${i}-${"k".repeat(i % 40)}`));
    if (i >= 700) items.push(out(`call-${i - 700}-${"k".repeat((i - 700) % 40)}`));
    if (i % 97 === 0) items.push(chatCalls(`chat-${i}-a`, `chat-${i}-b`), tool(`chat-${i}-b`));
    if (i === 900) items.push(user("w".repeat(300_000)));
  }
  return items;
}

function outcome(bytes: Uint8Array, engine: "wasm" | "reference") {
  try {
    const plan = reconcileMsgpack(bytes, { engine });
    const compaction = makeCompactionPlanMsgpack(bytes, { engine, cutoff: 2000 });
    return {
      order: [...plan.order],
      repairs: plan.repairs.map((r) => [r.index, r.callId]),
      dropped: [...plan.droppedLateOutputs],
      start: compaction.start,
      unresolved: compaction.unresolvedCalls.map((r) => [r.index, r.callId]),
    };
  } catch (error) {
    if (error instanceof ReconciliationError)
      return { error: error.reason, index: error.index, callId: error.callId };
    if (error instanceof TranscriptError) return { error: `${error.code}: ${error.reason}` };
    throw error;
  }
}

function same(items: object[]) {
  const bytes = packr.pack(items) as Uint8Array;
  expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
  const [wasm, reference] = ENGINES.map((engine) => outcome(bytes, engine));
  expect(wasm).toEqual(reference);
  return wasm;
}

describe("stored inputs larger than the scan window", () => {
  it("plans as the reference engine does, repaired call ids named from the key index", () => {
    const result = same(transcript()) as { repairs: unknown[] };
    expect(result.repairs.length).toBeGreaterThan(700);
  });

  it("a duplicate of a pending call far from it: the same error and call id", () => {
    const items = transcript();
    items.push(call("call-1000-"));
    expect(same(items)).toMatchObject({ error: "duplicate-call", callId: "call-1000-" });
  });

  it("a duplicate output far from its call: the same error", () => {
    const items = transcript();
    items.splice(items.length - 5, 0, out("call-1-k"));
    expect(same(items)).toMatchObject({ error: "duplicate-output" });
  });

  it("cut or corrupted in a later window: the same error on both engines", () => {
    const bytes = packr.pack(transcript()) as Uint8Array;
    for (const at of [3 * 1024 * 1024 + 7, bytes.length - 1]) {
      const [a, b] = ENGINES.map((engine) => outcome(bytes.subarray(0, at), engine));
      expect(a).toEqual(b);
      expect(a).toMatchObject({ error: expect.stringMatching(/^malformed-msgpack/) });
    }
    const bad = bytes.slice();
    bad[2_500_000] = 0xc1;
    const [a, b] = ENGINES.map((engine) => outcome(bad, engine));
    expect(a).toEqual(b);
  });

  it("more items than bytes in the first chunk: the count is checked against the whole input", () => {
    const bytes = packr.pack(new Array(1_200_000).fill(0)) as Uint8Array;
    const [a, b] = ENGINES.map((engine) => outcome(bytes, engine));
    expect(a).toEqual(b);
    expect(a).toMatchObject({ error: "malformed-item", index: 0 });
  });

  it("an item longer than half the window: scanned over a whole copy, same answers", () => {
    const items = transcript();
    items.splice(2500, 0, user("v".repeat(700_000)));
    same(items);
  });
});
