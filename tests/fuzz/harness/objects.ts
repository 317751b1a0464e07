// Hostile values for the object path: getters and traps that throw, cycles, null prototypes,
// frozen and sparse arrays, huge strings, `__proto__` keys, wrong types where items belong.
import { play } from "../../properties/transcripts.js";
import { randomSteps } from "./bytes.js";
import type { Rng } from "./rng.js";

type Obj = Record<string, unknown>;

const boom = () => {
  throw new Error("hostile getter");
};
const HUGE = "x".repeat(1 << 20);

function throwingGetter(rng: Rng): Obj {
  const field = rng.pick([
    "type",
    "role",
    "call_id",
    "tool_calls",
    "content",
    "id",
    "execution",
    "tool_use_id",
  ]);
  // Anthropic server tool blocks too: the engines read no field of theirs, a compaction does.
  const type = rng.pick([
    "function_call",
    "message",
    "function_call_output",
    "server_tool_use",
    "web_search_tool_result",
  ]);
  const item: Obj = { type };
  Object.defineProperty(item, field, { get: boom, enumerable: true });
  return item;
}

function trappingProxy(rng: Rng): object {
  const target = rng.chance(0.5) ? { type: "function_call", call_id: "p" } : [];
  const traps = ["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf"];
  const handler: ProxyHandler<object> = {};
  for (const trap of traps) if (rng.chance(0.5)) (handler as Obj)[trap] = boom;
  if (Object.keys(handler).length > 0) return new Proxy(target, handler);
  // No trap drawn: a revoked proxy instead (every operation on it throws, Array.isArray too).
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

function cyclic(rng: Rng): Obj {
  const item: Obj = {
    type: rng.pick(["message", "function_call"]),
    call_id: "c",
    role: "assistant",
  };
  item.content = [item];
  item.self = item;
  if (rng.chance(0.5)) item.tool_calls = [item];
  return item;
}

function nullProto(rng: Rng): Obj {
  const item = Object.create(null) as Obj;
  item.type = rng.pick(["function_call", "function_call_output", "reasoning"]);
  item.call_id = rng.pick(["a", "b", "", null, 7, "a\uD800", "a\uDC00"]); // lone surrogates: no UTF-8 form
  return item;
}

function protoKeys(): Obj {
  return JSON.parse(
    '{"type":"function_call","call_id":"q","__proto__":{"type":"function_call_output","polluted":true}}',
  );
}

/** One hostile value where an item belongs. */
export function weird(rng: Rng): unknown {
  switch (rng.int(12)) {
    case 0:
      return throwingGetter(rng);
    case 1:
      return trappingProxy(rng);
    case 2:
      return cyclic(rng);
    case 3:
      return nullProto(rng);
    case 4:
      return protoKeys();
    case 5:
      return { type: "function_call", call_id: HUGE, name: HUGE };
    case 6: {
      const sparse = sparseArray(rng); // also as content: every per-part walk must bound it first
      return { type: "message", role: "assistant", tool_calls: sparse, content: sparse };
    }
    case 7:
      return Object.freeze({ role: "tool", tool_call_id: rng.pick(["a", "b"]), content: HUGE });
    case 8:
      return rng.pick([null, undefined, 0, "item", true, Symbol("s"), () => 1, 10n]);
    case 9:
      return {
        type: rng.pick(["compaction_trigger", "compaction_summary", "program", "shell_call"]),
      };
    case 10:
      return {
        role: "assistant",
        tool_calls: [{ id: rng.pick(["a", "", null]) }, trappingProxy(rng)],
      };
    default:
      return {
        type: "message",
        role: "assistant",
        content: [
          {
            type: "output_text",
            get text() {
              return boom();
            },
          },
        ],
      };
  }
}

function sparseArray(rng: Rng): unknown[] {
  const a: unknown[] = [];
  a.length = rng.pick([3, 100, 2 ** 32 - 1]);
  return a;
}

/** A list of items mixing well-formed generated items and hostile ones, or a hostile container. */
export function hostileItems(rng: Rng): unknown {
  const items: unknown[] = play(randomSteps(rng));
  const count = rng.int(4);
  for (let i = 0; i < count; i++) items.splice(rng.int(items.length + 1), 0, weird(rng));
  switch (rng.int(10)) {
    case 0:
      return sparseArray(rng);
    case 1:
      return Object.freeze(items);
    case 2:
      return new Proxy(items, rng.chance(0.5) ? { get: boom } : { has: boom, ownKeys: boom });
    case 3: {
      const holey = items.slice();
      holey.length += 5;
      return holey;
    }
    case 4:
      return rng.pick([null, "items", 42, { length: 3 }, { length: -1 }, new Map()]);
    default:
      return items;
  }
}

/** A hostile value where an option, a callback or a request belongs. */
export function hostileValue(rng: Rng): unknown {
  return rng.chance(0.5) ? weird(rng) : hostileItems(rng);
}
