// The stored-bytes path: the core's classification of msgpack item maps = describeItems on the
// decoded objects, and its plans = the reference engine's on those descriptors.
import fc from "fast-check";
import { Packr } from "msgpackr";
import { beforeAll, describe, expect, it } from "vitest";
import { referenceEngine } from "../../bindings/engine/reference/index.js";
import { initSync } from "../../bindings/engine/wasm.js";
import { TranscriptError } from "../../bindings/errors.js";
import { describeItems } from "../../bindings/items/describe.js";
import { cutoffStored, reconcileStored } from "../../bindings/msgpack/wasm-scan.js";
import { corpusTranscripts, describeCorpus } from "../support/corpus.js";
import { describeStored } from "../support/stored.js";

const packr = new Packr({ useRecords: false, structuredClone: false, moreTypes: false });
const SEED = 20261129;

beforeAll(() => initSync());

function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_k, v) => (ArrayBuffer.isView(v) ? [...(v as Int32Array)] : v)),
  );
}

/** Both engines on the same items: the wasm core from bytes, the reference from describeItems. */
function expectSamePlans(items: unknown[], repaired: (i: number) => boolean = () => false): void {
  const bytes = packr.pack(items);
  const descriptors = describeItems(items);
  expect(describeStored(bytes)).toEqual(plain(descriptors));
  const reference = referenceEngine.reconcile({ descriptors, isRepairedAt: repaired });
  const stored = reconcileStored(bytes, { isRepairedAt: repaired });
  if (reference.ok && stored.ok) {
    expect(
      plain({ order: stored.order, repairs: stored.repairs, dropped: stored.dropped }),
    ).toEqual(
      plain({ order: reference.order, repairs: reference.repairs, dropped: reference.dropped }),
    );
  } else {
    const { callId: _, offsets: _o, ...failure } = stored as { callId?: string; offsets?: unknown };
    expect(failure).toEqual(reference);
  }
  for (const at of [0, items.length >> 1, items.length]) {
    const {
      offsets: _o,
      unresolvedKeys: _u,
      callId: _c,
      ...cut
    } = cutoffStored(bytes, at, { isRepairedAt: repaired }) as any;
    expect(plain(cut)).toEqual(
      plain(referenceEngine.cutoff({ descriptors, isRepairedAt: repaired }, at)),
    );
  }
}

const key = fc.constantFrom("a", "b", "c", "ключ", "", null, 7, undefined);
const type = fc.constantFrom(
  "function_call",
  "function_call_output",
  "custom_tool_call",
  "custom_tool_call_output",
  "local_shell_call",
  "local_shell_call_output",
  "shell_call",
  "shell_call_output",
  "tool_search_call",
  "tool_search_output",
  "mcp_approval_request",
  "mcp_approval_response",
  "program",
  "program_output",
  "reasoning",
  "web_search_call",
  "message",
  "compaction",
  "compaction_summary",
  "compaction_trigger",
  "unknown_type",
  5,
  undefined,
);
const role = fc.constantFrom("assistant", "tool", "user", "function", 3, undefined);
const toolCall = fc.oneof(
  fc.record({ id: key, type: fc.constant("function") }, { requiredKeys: [] }),
  fc.constant(1),
);
const item = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record(
      {
        type,
        role,
        call_id: key,
        id: key,
        approval_request_id: key,
        tool_call_id: key,
        tool_calls: fc.oneof(fc.array(toolCall, { maxLength: 3 }), fc.constant("x")),
        execution: fc.constantFrom("server", "client", null, 1),
        environment: fc.oneof(
          fc.constant(null),
          fc.constant("local"),
          fc.record({ type: fc.constantFrom("local", "docker", null, 4) }, { requiredKeys: [] }),
        ),
        content: fc.constantFrom("text", [{ type: "output_text", text: "hi" }], null),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, 1, "text", [1, 2]) },
);

/** Drops undefined fields: msgpackr would write them as nil, the object API sees them as absent-ish. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, clean(v)]),
  );
}

describe("stored items = decoded items", () => {
  it("classifies and plans random item maps like describeItems and the reference engine", () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (raw, flags) => {
          expectSamePlans(clean(raw) as unknown[], (i) => flags[i]);
        },
      ),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it("records each item's byte range and the keys of repairs", () => {
    const items = [
      { type: "message", role: "user", content: "hi" },
      { type: "function_call", call_id: "c1", arguments: "{}" },
    ];
    const bytes = packr.pack(items);
    const plan = reconcileStored(bytes);
    expect(plan).toMatchObject({ ok: true, repairKeys: ["c1"] });
    const { offsets } = plan as { offsets: Uint32Array };
    expect(offsets[offsets.length - 1]).toBe(bytes.length);
    expect(packr.unpack(bytes.subarray(offsets[1], offsets[2]))).toEqual(items[1]);
  });

  it("names the key of an error", () => {
    const bytes = packr.pack([
      { type: "function_call", call_id: "dup" },
      { type: "function_call", call_id: "dup" },
    ]);
    expect(reconcileStored(bytes)).toMatchObject({ ok: false, index: 1, key: 0, callId: "dup" });
  });
});

describe("stored bytes: hostile input is a TranscriptError", () => {
  const valid = packr.pack([{ type: "function_call", call_id: "c1", arguments: '{"a":1}' }]);
  const code = (bytes: Uint8Array, limits?: object) => {
    try {
      reconcileStored(bytes, { limits });
    } catch (error) {
      expect(error).toBeInstanceOf(TranscriptError);
      return (error as TranscriptError).code;
    }
    return "ok";
  };

  it("reports every prefix as malformed", () => {
    for (let n = 0; n < valid.length; n++)
      expect(code(valid.subarray(0, n))).toBe("malformed-msgpack");
    expect(code(valid)).toBe("ok");
  });

  it("rejects __proto__ keys, trailing bytes, extensions; enforces limits", () => {
    const proto = new Uint8Array([
      0x91,
      0x81,
      0xa9,
      ...new TextEncoder().encode("__proto__"),
      0xc0,
    ]);
    expect(code(proto)).toBe("malformed-msgpack");
    expect(code(new Uint8Array([...valid, 0]))).toBe("malformed-msgpack");
    expect(code(new Uint8Array([0x91, 0xd4, 1, 1]))).toBe("malformed-msgpack");
    expect(code(valid, { maxItems: 0 })).toBe("limit-exceeded");
    expect(code(valid, { maxBytes: 3 })).toBe("limit-exceeded");
    expect(code(valid, { maxDepth: 1 })).toBe("limit-exceeded");
    const deep = new Uint8Array([0x91, ...new Array(200).fill(0x91), 0]);
    expect(code(deep)).toBe("limit-exceeded");
  });
});

describeCorpus("stored corpus transcripts", () => {
  it("plan from bytes exactly as from objects", () => {
    for (const transcript of corpusTranscripts()) expectSamePlans(transcript.items as unknown[]);
  });
});
