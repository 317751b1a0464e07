// Validating a live call before it is published (SPEC §4).
import { residentCallHolder } from "./engine/resident-validate.js";
import { FunctionCallError, invalidArgument } from "./errors.js";
import { itemList } from "./family.js";
import { callKeys, chatToolCalls, isCallItem, isObject, rawCallKey } from "./items/classify.js";
import { own } from "./items/kinds.js";
import type { Item } from "./items/types.js";
import { callerOptions, type ItemLimits, resolveLimits } from "./limits.js";
import { Projection } from "./projection.js";

function rawKeys(call: object): unknown[] {
  const entries = chatToolCalls(call);
  if (!entries) return [rawCallKey(call)];
  return entries.map((entry) => (isObject(entry) ? own(entry, "id") : undefined));
}

/**
 * Returns `call` when it may be published: every key present (a non-empty string) and
 * held by no call among `precedingItems`. Throws a {@link FunctionCallError} with reason
 * `missing-call-id` or `duplicate-call-id` otherwise. Nothing is mutated.
 * @throws {FunctionCallError} `missing-call-id` or `duplicate-call-id`.
 * @throws {TranscriptError} `limit-exceeded` when `precedingItems` passes `limits.maxItems`.
 * @throws {TranscriptError} `invalid-argument` when `call` is not a call item.
 */
export function validateFunctionCall<T extends Item>(
  call: T,
  given: { precedingItems?: readonly Item[] | Projection; limits?: ItemLimits } = {},
): T {
  const options = callerOptions(given);
  if (!isCallItem(call)) throw invalidArgument("call is not a call item", { item: call });
  const preceding = options.precedingItems ?? [];
  // A projection answers from its resident index when it has one; otherwise every item is read.
  const isHeld = preceding instanceof Projection ? residentCallHolder(preceding) : undefined;
  const held = new Set<string>();
  if (!isHeld) {
    for (const item of itemList(preceding, "precedingItems", resolveLimits(options.limits)))
      for (const key of callKeys(item)) held.add(key);
  }
  for (const key of rawKeys(call)) {
    if (typeof key !== "string" || key === "") {
      throw new FunctionCallError("missing-call-id", "the call has no call id", { item: call });
    }
    if (held.has(key) || isHeld?.(key)) {
      throw new FunctionCallError("duplicate-call-id", `call id ${key} is already used`, {
        item: call,
        callId: key,
      });
    }
    held.add(key);
  }
  return call;
}
