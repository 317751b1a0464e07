// describeItem reads each field once; SPEC §1's predicates, composed as the spec states them, are
// the oracle it must agree with on every item shape (hostile getters included).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Descriptor } from "../../bindings/engine/types.js";
import {
  chatToolCalls,
  isCallItem,
  isCompactionTrigger,
  isFamilyPrivateItem,
  isNativeCompactionItem,
  isObject,
  isOutputItem,
  isServerExecuted,
  rawCallKey,
} from "../../bindings/items/classify.js";
import {
  describeItem,
  describeItems,
  describeTransient,
  reusedDescriptor,
} from "../../bindings/items/describe.js";
import {
  ALWAYS_PRIVATE_TYPES,
  CALL_KINDS,
  OUTPUT_KINDS,
  own,
  SELF_CONTAINED_TYPES,
} from "../../bindings/items/kinds.js";
import {
  FLAG_NEEDS_OUTPUT,
  FLAG_PRIVATE,
  KIND_BOUNDARY,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OTHER,
  KIND_OUTPUT,
  KIND_TRIGGER,
} from "../../common/codes.js";

const SEED = 20261130;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 20_000);

const isKey = (value: unknown): value is string => typeof value === "string" && value !== "";
const plain = (kind: number, flags = 0, keys: string[] = []): Descriptor => ({ kind, flags, keys });

/** The descriptor as docs/engine-contract.md composes it from the public predicates. */
function byPredicates(item: unknown): Descriptor {
  try {
    if (!isObject(item)) return plain(KIND_MALFORMED);
    if (isCompactionTrigger(item)) return plain(KIND_TRIGGER);
    if (isNativeCompactionItem(item)) return plain(KIND_BOUNDARY, FLAG_PRIVATE); // SPEC §5 boundaries
    const calls = chatToolCalls(item);
    if (calls) {
      const keys = calls.map((call) => (isObject(call) ? own(call, "id") : undefined));
      return keys.every(isKey)
        ? plain(KIND_CHAT_CALLS, FLAG_NEEDS_OUTPUT, keys as string[])
        : plain(KIND_MALFORMED);
    }
    const kind = isCallItem(item) ? KIND_CALL : isOutputItem(item) ? KIND_OUTPUT : -1;
    const privateFlag = isFamilyPrivateItem(item) ? FLAG_PRIVATE : 0;
    if (kind < 0) return plain(KIND_OTHER, privateFlag);
    const key = rawCallKey(item);
    const server = isServerExecuted(item);
    if (isKey(key)) {
      const needs = kind === KIND_CALL && !server ? FLAG_NEEDS_OUTPUT : 0;
      return plain(kind, needs | privateFlag, [key]);
    }
    if (server && key == null) return plain(KIND_OTHER, privateFlag);
    return plain(KIND_MALFORMED);
  } catch {
    return plain(KIND_MALFORMED);
  }
}

const TYPES = [
  ...Object.keys(CALL_KINDS),
  ...Object.keys(OUTPUT_KINDS),
  ...ALWAYS_PRIVATE_TYPES,
  ...SELF_CONTAINED_TYPES,
  "message",
  "compaction_trigger",
  "image_generation_call",
  "item_reference",
  "",
  "__proto__",
  "constructor",
  "toString",
];
const ROLES = ["user", "assistant", "tool", "system", "developer", "function", ""];
const FIELDS = [
  "type",
  "role",
  "call_id",
  "id",
  "approval_request_id",
  "tool_call_id",
  "tool_calls",
  "execution",
  "environment",
];

const key = fc.oneof(
  fc.constantFrom("a", "b", "call_1", ""),
  fc.constantFrom(null, undefined, 7, true),
  fc.constant({}),
);
const toolCall = fc.oneof(
  fc.record({ id: key, type: fc.constant("function") }, { requiredKeys: [] }),
  fc.constantFrom(null, "call", 3),
);
const fields = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...TYPES), fc.constantFrom(null, 1)),
    role: fc.oneof(fc.constantFrom(...ROLES), fc.constant(5)),
    call_id: key,
    id: key,
    approval_request_id: key,
    tool_call_id: key,
    tool_calls: fc.oneof(fc.array(toolCall, { maxLength: 4 }), fc.constantFrom("x", null)),
    execution: fc.constantFrom("server", "client", 1, null),
    environment: fc.oneof(
      fc.record(
        { type: fc.constantFrom("local", "container_auto", null, 2) },
        { requiredKeys: [] },
      ),
      fc.constantFrom(null, "local"),
    ),
  },
  { requiredKeys: [] },
);

/** The same fields, one of them (maybe) a getter that throws. */
const hostile = fc.tuple(fields, fc.constantFrom(...FIELDS, "")).map(([record, trap]) => {
  const item: Record<string, unknown> = { ...record };
  if (trap)
    Object.defineProperty(item, trap, {
      enumerable: true,
      get() {
        throw new Error("trap");
      },
    });
  return item;
});

const anything = fc.oneof(
  { weight: 6, arbitrary: fields },
  { weight: 2, arbitrary: hostile },
  { weight: 1, arbitrary: fc.constantFrom(null, 3, "message", [], [{ type: "message" }]) },
);

describe("describeItem", () => {
  it("agrees with SPEC §1's predicates on every item shape", () => {
    fc.assert(
      fc.property(anything, (item) => {
        expect(describeItem(item)).toEqual(byPredicates(item));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("never reads an inherited field", () => {
    const base = { call_id: "inherited", role: "tool", tool_call_id: "inherited" };
    const call = Object.assign(Object.create(base), { type: "function_call" });
    const tool = Object.assign(Object.create(base), { role: "tool" });
    expect(describeItem(call).kind).toBe(KIND_MALFORMED);
    expect(describeItem(tool).kind).toBe(KIND_MALFORMED);
    expect(describeItem(call)).toEqual(byPredicates(call));
  });
});

describe("describeTransient (the fast path's reading)", () => {
  it("answers describeItem on every item shape, hostile getters included", () => {
    const into = reusedDescriptor();
    fc.assert(
      fc.property(anything, (item) => {
        expect(describeTransient(item, true)).toEqual(describeItem(item));
        // Copied at once: its answer for a call or output is overwritten by the next.
        const { kind, flags, keys } = describeTransient(item, true, into);
        expect({ kind, flags, keys: [...keys] }).toEqual(describeItem(item));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("writes a call's or output's answer into the caller's descriptor, a fresh one without it", () => {
    const into = reusedDescriptor();
    const call = { type: "function_call", call_id: "c1", name: "f", arguments: "{}" };
    const output = { type: "function_call_output", call_id: "c1", output: "ok" };
    expect(describeTransient(call, true, into)).toBe(into);
    expect(describeTransient(output, true, into)).toBe(into);
    expect(into.keys).toEqual(["c1"]);
    const first = describeTransient(call, true);
    expect(first).not.toBe(describeTransient(call, true));
    expect(first).toEqual(describeItem(call));
  });

  it("reads no inherited field (an item that is not a plain object is described in full)", () => {
    const base = { call_id: "inherited" };
    const call = Object.assign(Object.create(base), { type: "function_call" });
    expect(describeTransient(call, true).kind).toBe(KIND_MALFORMED);
  });

  it("describes in full an item whose inherited type throws (its type is read before its prototype)", () => {
    const throwing = Object.defineProperty({}, "type", {
      get() {
        throw new Error("inherited type");
      },
    });
    const tool = Object.assign(Object.create(throwing), { role: "tool", tool_call_id: "c1" });
    expect(describeItem(tool)).toEqual({ kind: KIND_OUTPUT, flags: 0, keys: ["c1"] });
    expect(describeTransient(tool, true)).toEqual(describeItem(tool));
    expect(describeItems([tool])).toEqual([describeItem(tool)]);
  });
});

describe("describeItems (direct reads of plain items, kept)", () => {
  it("answers describeItem item by item on lists of every item shape", () => {
    fc.assert(
      fc.property(fc.array(anything, { maxLength: 12 }), (items) => {
        const described = describeItems(items);
        expect(described).toEqual(items.map(describeItem));
        // Kept: no two entries share a reused object that a later item overwrote.
        expect(described.map((d) => [...d.keys])).toEqual(items.map((i) => describeItem(i).keys));
      }),
      { seed: SEED, numRuns: RUNS / 4 },
    );
  });

  it("describes in full when a getter puts a read field on Object.prototype meanwhile", () => {
    const proto = Object.prototype as Record<string, unknown>;
    const poisoner = {
      get type() {
        proto.call_id = "inherited";
        return "message";
      },
      role: "user",
    };
    const items = [poisoner, { type: "function_call" }, { role: "tool" }];
    try {
      expect(describeItems(items).map((d) => d.kind)).toEqual([
        KIND_OTHER,
        KIND_MALFORMED,
        KIND_MALFORMED,
      ]);
    } finally {
      delete proto.call_id;
    }
  });
});

/**
 * Every combination of the fields that decide a descriptor, each present or absent: a small
 * exhaustive grid (about 8,000 items) where the random runs above meet a rare shape (a typed
 * `message` with `tool_calls`, a `role: "tool"` message with a `type`) once in hundreds of runs.
 */
function* grid(): Generator<Record<string, unknown>> {
  const absent = Symbol("absent");
  const choices: Array<[string, unknown[]]> = [
    ["type", [absent, ...TYPES]],
    ["role", [absent, "user", "assistant", "tool", "system", "developer", "function"]],
    ["tool_calls", [absent, [], [{ id: "a", type: "function" }], [{ id: "" }]]],
    ["keys", [absent, "a"]],
    ["execution", [absent, "server"]],
    ["environment", [absent, { type: "container_auto" }]],
  ];
  const pick = (at: number, item: Record<string, unknown>): Generator<Record<string, unknown>> =>
    (function* () {
      if (at === choices.length) {
        yield item;
        return;
      }
      const [name, values] = choices[at];
      for (const value of values) {
        const next = { ...item };
        if (value !== absent && name === "keys")
          for (const field of ["call_id", "id", "tool_call_id", "approval_request_id"])
            next[field] = value;
        else if (value !== absent) next[name] = value;
        yield* pick(at + 1, next);
      }
    })();
  yield* pick(0, {});
}

describe("describeItem and describeTransient on every combination of the deciding fields", () => {
  it("agree with SPEC §1's predicates, item by item", () => {
    const same = (a: Descriptor, b: Descriptor) =>
      a.kind === b.kind && a.flags === b.flags && a.keys.join("\n") === b.keys.join("\n");
    const wrong: string[] = [];
    let count = 0;
    for (const item of grid()) {
      const want = byPredicates(item);
      if (!same(describeItem(item), want)) wrong.push(`describeItem ${JSON.stringify(item)}`);
      if (!same(describeTransient(item, true), want))
        wrong.push(`describeTransient ${JSON.stringify(item)}`);
      count++;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(count).toBe((TYPES.length + 1) * 7 * 4 * 2 * 2 * 2);
  });
});
