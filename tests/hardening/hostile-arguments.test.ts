// Revoked proxies, option objects whose getters throw and detached buffers (issue 30): each entry
// point answers with a TranscriptError, never the raw TypeError or the getter's own error.
import { describe, expect, it } from "vitest";
import {
  itemsForFamily,
  itemType,
  makeCompactionPlan,
  makeCompactionPlanMsgpack,
  Projection,
  preflight,
  reconcileItems,
  reconcileMsgpack,
  validateFunctionCall,
} from "../../bindings/index.js";
import {
  readTranscriptSync,
  readTranscriptsSync,
  writeTranscript,
} from "../../bindings/readers/index.js";
import { ENGINES } from "../support/engines.js";
import { codeOf } from "../support/errors.js";

function revoked(target: object = {}): never {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy as never;
}

function throwingGetter(field: string, rest: object = {}): never {
  return Object.defineProperty({ ...rest }, field, {
    enumerable: true,
    get() {
      throw new Error(`getter ${field}`);
    },
  }) as never;
}

/** A view whose buffer was transferred away (it now reads as empty), and such a buffer. */
function detached(): { view: Uint8Array; buffer: ArrayBuffer } {
  const buffer = new ArrayBuffer(8);
  const view = new Uint8Array(buffer);
  structuredClone(buffer, { transfer: [buffer] });
  return { view, buffer };
}

const call = { type: "function_call", call_id: "a", name: "f", arguments: "{}" } as never;

const LINE = '{"type":"message","role":"user","content":"x"}\n';

const CASES: Array<[string, () => unknown, string]> = [
  [
    "readTranscriptSync options getter",
    () => readTranscriptSync(LINE, throwingGetter("format")),
    "invalid-argument",
  ],
  [
    "readTranscriptsSync revoked options",
    () => readTranscriptsSync(LINE, revoked()),
    "invalid-argument",
  ],
  ["itemType(revoked)", () => itemType(revoked()), "invalid-item"],
  ["Projection.append(revoked)", () => new Projection().append(revoked()), "invalid-item"],
  ["new Projection(revoked array)", () => new Projection(revoked([])), "invalid-argument"],
  [
    "preflight(revoked array)",
    () => preflight(revoked([]), { api: "responses" }),
    "invalid-argument",
  ],
  [
    "preflight([revoked]) anthropic",
    () => preflight([revoked()], { api: "anthropic" }),
    "invalid-item",
  ],
  ["preflight(items, revoked options)", () => preflight([], revoked()), "invalid-argument"],
  ["preflight options.api getter", () => preflight([], throwingGetter("api")), "invalid-argument"],
  [
    "preflight options.model getter",
    () => preflight([], throwingGetter("model", { api: "responses" })),
    "invalid-argument",
  ],
  [
    "itemsForFamily options getter",
    () => itemsForFamily([], "openai", throwingGetter("itemFamilies")),
    "invalid-argument",
  ],
  ["validateFunctionCall(revoked)", () => validateFunctionCall(revoked()), "invalid-item"],
  [
    "validateFunctionCall revoked options",
    () => validateFunctionCall(call, revoked()),
    "invalid-argument",
  ],
  [
    "makeCompactionPlan options getter",
    () => makeCompactionPlan([] as never, throwingGetter("cutoff")),
    "invalid-argument",
  ],
  [
    "writeTranscript(revoked array)",
    () => writeTranscript(revoked([]), { format: "jsonl" }),
    "invalid-item",
  ],
  [
    "writeTranscript options getter",
    () => writeTranscript([], throwingGetter("format")),
    "invalid-argument",
  ],
  ["reconcileMsgpack(revoked)", () => reconcileMsgpack(revoked()), "invalid-argument"],
  [
    "reconcileMsgpack options getter",
    () => reconcileMsgpack(new Uint8Array([0x90]), throwingGetter("limits")),
    "invalid-argument",
  ],
  [
    "reconcileMsgpack limits getter",
    () => reconcileMsgpack(new Uint8Array([0x90]), { limits: throwingGetter("maxItems") }),
    "invalid-argument",
  ],
  [
    "reconcileMsgpack(detached buffer)",
    () => reconcileMsgpack(detached().buffer),
    "invalid-argument",
  ],
  [
    "makeCompactionPlanMsgpack(detached view)",
    () => makeCompactionPlanMsgpack(detached().view, { cutoff: 0 }),
    "invalid-argument",
  ],
];

describe("hostile arguments", () => {
  it.each(CASES)("%s", (_, run, code) => {
    expect(codeOf(run)).toBe(code);
  });

  describe.each(ENGINES)("engine %s", (engine) => {
    it("reconcileItems(revoked array)", () => {
      expect(codeOf(() => reconcileItems(revoked([]), { engine }))).toBe("invalid-argument");
    });
    it("reconcileItems([revoked])", () => {
      expect(codeOf(() => reconcileItems([revoked()], { engine }))).toMatch(
        /invalid-item|reconciliation/,
      );
    });
    it("reconcileItems options and limits getters", () => {
      expect(codeOf(() => reconcileItems([], throwingGetter("engine")))).toBe("invalid-argument");
      expect(codeOf(() => reconcileItems([], { engine, limits: throwingGetter("maxItems") }))).toBe(
        "invalid-argument",
      );
      expect(codeOf(() => reconcileItems([], revoked()))).toBe("invalid-argument");
    });
    it("plan.items options getter", () => {
      const plan = reconcileItems([], { engine });
      expect(codeOf(() => plan.items(throwingGetter("family")))).toBe("invalid-argument");
    });
    it("reconcileMsgpack(detached view)", () => {
      expect(codeOf(() => reconcileMsgpack(detached().view, { engine }))).toBe("invalid-argument");
    });
  });

  it.each(ENGINES)(
    "bytes detached after planning: the plans' outputs are invalid-argument (%s)",
    (engine) => {
      const call = { type: "function_call", call_id: "a", name: "f", arguments: "{}" };
      const encoded = writeTranscript(
        [call, { type: "message", role: "user", content: "x" }] as never,
        { format: "msgpack" },
      );
      const repairOutput = () => ({ type: "function_call_output", call_id: "a", output: "x" });
      const input = new Uint8Array(encoded);
      const plan = reconcileMsgpack(input, { engine });
      const compaction = makeCompactionPlanMsgpack(input, { engine, cutoff: 1 } as never);
      structuredClone(input.buffer, { transfer: [input.buffer] });
      expect(codeOf(() => plan.bytes({ repairOutput } as never))).toBe("invalid-argument");
      expect(codeOf(() => plan.chunks({ repairOutput } as never))).toBe("invalid-argument");
      expect(codeOf(() => plan.item(0))).toBe("invalid-argument");
      expect(codeOf(() => compaction.bytes())).toBe("invalid-argument");
      expect(codeOf(() => compaction.chunks())).toBe("invalid-argument");
    },
  );

  it("options are still read through their prototype (a copy keeps inherited fields)", () => {
    const options = Object.create({ api: "responses" });
    expect(preflight([], options).ok).toBe(true);
  });
});
