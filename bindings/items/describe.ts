// Items to engine descriptors (docs/engine-contract.md): the one place items are read for correlation.
import {
  FLAG_NEEDS_OUTPUT,
  FLAG_PRIVATE,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OTHER,
  KIND_OUTPUT,
  KIND_TRIGGER,
} from "../../common/codes.js";
import type { Descriptor } from "../engine/types.js";
import {
  chatToolCalls,
  isCallItem,
  isCompactionTrigger,
  isFamilyPrivateItem,
  isObject,
  isOutputItem,
  isServerExecuted,
  rawCallKey,
} from "./classify.js";
import { own } from "./kinds.js";

const OTHER: Descriptor = Object.freeze({ kind: KIND_OTHER, flags: 0, keys: Object.freeze([]) });
const OTHER_PRIVATE: Descriptor = Object.freeze({
  kind: KIND_OTHER,
  flags: FLAG_PRIVATE,
  keys: Object.freeze([]),
});
const MALFORMED: Descriptor = Object.freeze({
  kind: KIND_MALFORMED,
  flags: 0,
  keys: Object.freeze([]),
});
const TRIGGER: Descriptor = Object.freeze({
  kind: KIND_TRIGGER,
  flags: 0,
  keys: Object.freeze([]),
});

function isKey(value: unknown): value is string {
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

function describeKeyed(item: object, kind: number, isCall: boolean): Descriptor {
  const key = rawCallKey(item);
  const server = isServerExecuted(item);
  const privateFlag = isFamilyPrivateItem(item) ? FLAG_PRIVATE : 0;
  if (isKey(key)) {
    const needs = isCall && !server ? FLAG_NEEDS_OUTPUT : 0;
    return { kind, flags: needs | privateFlag, keys: [key] };
  }
  // A null or absent key on a server item means self-contained (SPEC §6 "Details settled").
  if (server && key == null) return privateFlag ? OTHER_PRIVATE : OTHER;
  return MALFORMED;
}

function classify(item: unknown): Descriptor {
  if (!isObject(item)) return MALFORMED;
  if (isCompactionTrigger(item)) return TRIGGER;
  const calls = chatToolCalls(item);
  if (calls) return describeChatGroup(calls);
  if (isCallItem(item)) return describeKeyed(item, KIND_CALL, true);
  if (isOutputItem(item)) return describeKeyed(item, KIND_OUTPUT, false);
  return isFamilyPrivateItem(item) ? OTHER_PRIVATE : OTHER;
}

/** The descriptor of one item; one that throws while read (a getter, a proxy trap) is malformed. */
export function describeItem(item: unknown): Descriptor {
  try {
    return classify(item);
  } catch {
    return MALFORMED;
  }
}

/** Descriptors of a list of items, in order. */
export function describeItems(items: readonly unknown[]): Descriptor[] {
  const out = new Array<Descriptor>(items.length);
  for (let i = 0; i < items.length; i++) out[i] = describeItem(items[i]);
  return out;
}
