// Items to engine descriptors (docs/engine-contract.md): the one place items are read for correlation.
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
import type { Descriptor } from "../engine/types.js";
import { isArrayValue } from "../is-array.js";
import { isWellFormed } from "../well-formed.js";
import { executedBy, isObject } from "./classify.js";
import { directReadsSafe, isPlain } from "./direct.js";
import {
  type Executor,
  keyedKind,
  NATIVE_COMPACTION_TYPES,
  own,
  PRIVATE_ITEM,
  privateType,
  SHARED,
  UNREAD,
} from "./kinds.js";

/** A shared, frozen descriptor of an item with no call key. */
function keyless(kind: number, flags: number): Descriptor {
  return Object.freeze({ kind, flags, keys: Object.freeze([]) });
}

const OTHER = keyless(KIND_OTHER, 0);
const OTHER_PRIVATE = keyless(KIND_OTHER, FLAG_PRIVATE);
const MALFORMED = keyless(KIND_MALFORMED, 0);
/** A native compaction item: private, and a boundary correlation does not cross (SPEC §5). */
const BOUNDARY = keyless(KIND_BOUNDARY, FLAG_PRIVATE);
const TRIGGER = keyless(KIND_TRIGGER, 0);

/** A call key: a non-empty string that is well-formed Unicode (one rule on every path: decisions.md). */
function isKey(value: unknown): value is string {
  return isKeyShaped(value) && isWellFormed(value);
}

/** A call key but for its well-formedness, which the caller checks (describeIfPlain's `checkOutputKey`). */
function isKeyShaped(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

function describeChatGroup(calls: readonly unknown[]): Descriptor {
  const keys: string[] = [];
  for (const call of calls) {
    const key = isObject(call) ? own(call, "id") : undefined;
    if (!isKey(key)) return MALFORMED;
    keys.push(key);
  }
  return { kind: KIND_CHAT_CALLS, flags: FLAG_NEEDS_OUTPUT, keys };
}

/** A call or output with its key read (`describeKeyed` of docs/engine-contract.md). */
function describeKeyed(
  item: object,
  type: string,
  kind: number,
  key: unknown,
  executor: Executor,
): Descriptor {
  const server = executedBy(item, type, executor);
  const privateFlag = (privateType(type) ?? server) ? FLAG_PRIVATE : 0;
  if (isKey(key)) {
    const needs = kind === KIND_CALL && !server ? FLAG_NEEDS_OUTPUT : 0;
    return { kind, flags: needs | privateFlag, keys: [key] };
  }
  // A null or absent key on a server item means self-contained (SPEC §6 "Details settled").
  if (server && key == null) return privateFlag ? OTHER_PRIVATE : OTHER;
  return MALFORMED;
}

/** A Responses `message` or a Chat message: a tool_calls group, a `tool` output, or plain. */
function describeMessage(item: object, role: unknown): Descriptor {
  if (role === "assistant") {
    const calls = own(item, "tool_calls");
    if (isArrayValue(calls) && calls.length > 0) return describeChatGroup(calls);
  }
  if (role === "tool")
    return describeKeyed(item, "message", KIND_OUTPUT, own(item, "tool_call_id"), "client");
  return OTHER;
}

/**
 * SPEC §1's predicates (isCallItem, isOutputItem, isServerExecuted, isFamilyPrivateItem,
 * rawCallKey, chatToolCalls) folded into one pass that reads each field once: every item of a
 * transcript passes here. tests/items/describe-properties.test.ts holds it to the predicates.
 */
function classify(item: unknown): Descriptor {
  if (!isObject(item)) return MALFORMED;
  const typeField = own(item, "type");
  if (typeof typeField !== "string") {
    const role = own(item, "role"); // a Chat message has a role and no type
    return typeof role === "string" ? describeMessage(item, role) : OTHER;
  }
  const type = typeField;
  if (type === "message") return describeMessage(item, own(item, "role"));
  if (type === "compaction_trigger") return TRIGGER;
  if (NATIVE_COMPACTION_TYPES.has(type)) return BOUNDARY;
  const keyed = keyedKind(type);
  if (keyed !== undefined) {
    const kind = keyed.call ? KIND_CALL : KIND_OUTPUT;
    return describeKeyed(item, type, kind, own(item, keyed.keyField), keyed.executor);
  }
  // Not a call or output, so never a tool search: its type alone tells its privacy.
  return privateType(type) ? OTHER_PRIVATE : OTHER;
}

/** The descriptor of one item; one that throws while read (a getter, a proxy trap) is malformed. */
export function describeItem(item: unknown): Descriptor {
  try {
    return classify(item);
  } catch {
    return MALFORMED;
  }
}

/**
 * Descriptors of a list of items, in order: plain items read directly while `directReadsSafe()`
 * holds before and after (4x faster on Responses items), the rest in full.
 */
export function describeItems(items: readonly unknown[]): Descriptor[] {
  const direct = directReadsSafe();
  const out = new Array<Descriptor>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    out[i] = (direct ? describeIfPlain(item) : undefined) ?? describeItem(item);
  }
  // A getter changed Object.prototype meanwhile: direct reads may have seen an inherited field.
  if (direct && !directReadsSafe())
    for (let i = 0; i < items.length; i++) out[i] = describeItem(items[i]);
  return out;
}

/**
 * A descriptor its caller owns, which describeIfPlain overwrites with each call or output it reads:
 * a pass that reads each answer at once allocates none per item (one per pass, no shared state).
 */
export interface ReusedDescriptor extends Descriptor {
  kind: number;
  flags: number;
  keys: string[];
}

/** A fresh {@link ReusedDescriptor} for one pass. */
export function reusedDescriptor(): ReusedDescriptor {
  return { kind: KIND_CALL, flags: FLAG_NEEDS_OUTPUT, keys: [""] };
}

/**
 * describeItem for a pass that reads each descriptor at once and keeps none: a function call or
 * output, a plain message without tool calls and a reasoning item are read directly (`direct`:
 * the caller checked `directReadsSafe()`, see ./direct.ts) with no descriptor made, a call's or
 * output's written into `into` (overwritten by the next call) when given; any other item is
 * described in full.
 */
export function describeTransient(
  item: unknown,
  direct: boolean,
  into?: ReusedDescriptor,
): Descriptor {
  return (direct ? describeIfPlain(item, undefined, 0, into) : undefined) ?? describeItem(item);
}

/** The privacy describeIfPlain writes where the type told it nothing (an item described in full). */
export const PRIVACY_NOT_READ = 0xff;

/**
 * describeTransient of a plain object (prototype Object.prototype) while the caller holds
 * `directReadsSafe()`; undefined for any other value, or where reading its `type` throws (the
 * caller describes it in full, reading a non-plain item's type again). The type is read before
 * the prototype is checked: the read checks the item's map, and V8 then folds the check to a
 * constant where it is otherwise a runtime call per item (no-tools at 10k: a fifth of the plan).
 * With `privacy`, what the type told of the item's privacy (family.ts) goes to `privacy[at]`, the
 * type read once for both: SHARED, PRIVATE_ITEM, UNREAD (a message, or a throwing getter: read
 * again when selected), or PRIVACY_NOT_READ. A call's or output's descriptor is written into
 * `into` when given (valid until its next use), else made fresh. With `checkOutputKey` false an
 * output's key is not checked for well-formed Unicode: the caller checks it wherever it does not
 * meet a call's key, which was (reconcileInOrder: the same string then).
 */
export function describeIfPlain(
  item: unknown,
  privacy?: Uint8Array,
  at = 0,
  into?: ReusedDescriptor,
  checkOutputKey = true,
): Descriptor | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  let plain = false;
  let told = UNREAD;
  let d: Descriptor | undefined;
  try {
    const type = (item as Record<string, unknown>).type;
    if (!isPlain(item)) return undefined;
    plain = true;
    if (type === "function_call") {
      told = SHARED;
      const key = item.call_id;
      if (isKey(key)) d = keyed(KIND_CALL, key, into);
    } else if (type === "function_call_output") {
      told = SHARED;
      const key = item.call_id;
      const ok = checkOutputKey ? isKey(key) : isKeyShaped(key);
      if (ok) d = keyed(KIND_OUTPUT, key as string, into);
    } else if (type === "reasoning") {
      told = PRIVATE_ITEM;
      d = OTHER_PRIVATE;
    } else if (type === "message") {
      const role = item.role;
      if (role === "user" || role === "system" || role === "developer") d = OTHER;
      else if (role === "assistant" && item.tool_calls === undefined) d = OTHER;
    } else if (type === undefined) d = chatPlain(item, item.role, into, checkOutputKey);
    else told = PRIVACY_NOT_READ;
  } catch {
    if (!plain) return undefined; // its type threw before it was known plain: read in full
    told = UNREAD;
    d = MALFORMED; // a throwing getter, as describeItem answers it
  }
  if (privacy !== undefined) privacy[at] = told;
  return d ?? describeItem(item);
}

/** A call (needing its output) or an output of `key`: written into `into`, else made. */
function keyed(kind: number, key: string, into: ReusedDescriptor | undefined): Descriptor {
  const flags = kind === KIND_CALL ? FLAG_NEEDS_OUTPUT : 0;
  if (into === undefined) return { kind, flags, keys: [key] };
  into.keys[0] = key;
  into.kind = kind;
  into.flags = flags;
  return into;
}

/** A plain Chat message (a role, no type) read directly; undefined where it is described in full. */
function chatPlain(
  item: Record<string, unknown>,
  role: unknown,
  into: ReusedDescriptor | undefined,
  checkOutputKey: boolean,
): Descriptor | undefined {
  if (role === "user" || role === "system" || role === "developer") return OTHER;
  if (role === "tool") {
    const key = item.tool_call_id;
    const ok = checkOutputKey ? isKey(key) : isKeyShaped(key);
    return ok ? keyed(KIND_OUTPUT, key as string, into) : undefined;
  }
  if (role !== "assistant") return undefined;
  const calls = item.tool_calls;
  if (calls === undefined) return OTHER;
  if (!isArrayValue(calls) || calls.length === 0) return undefined;
  const keys: string[] = [];
  for (const call of calls) {
    const key = isPlain(call) ? call.id : undefined;
    if (!isKey(key)) return undefined;
    keys.push(key);
  }
  return { kind: KIND_CHAT_CALLS, flags: FLAG_NEEDS_OUTPUT, keys };
}
