// The items the engines refuse to pair (SPEC §5's reasons): the check of each API's library rule
// `<api>/unpairable` (its data: info.ts's UNPAIRABLE).
import type { BaseContext } from "./context.js";
import type { Refusal } from "./correlate.js";
import type { RuleData } from "./info.js";
import { fillText, violation } from "./rule.js";
import type { Violation } from "./types.js";

const DETAIL: Record<Refusal["reason"], string> = {
  "duplicate-call":
    "call id {callId} is repeated in its group, or held by an earlier call that has no output yet",
  "duplicate-output": "call id {callId} already has an output",
  "malformed-item": "not an object, or a call or output without a string call id",
};

/** The check of an API's `<api>/unpairable`, `rule`: one violation per refused item. */
export function unpairableCheck(context: BaseContext, rule: RuleData): Violation[] {
  return context.correlation().refusals.map((refusal) => {
    const { where, ...at } = context.locate(refusal.index);
    const detail = fillText(DETAIL[refusal.reason], { callId: refusal.key ?? "" });
    return violation(rule, { ...at, callId: refusal.key, values: { where, detail } });
  });
}
