// The items the engines refuse to pair (SPEC §5's reasons), one library rule per API.
import type { BaseContext } from "./context.js";
import type { Refusal } from "./correlate.js";
import { always, fillText, type Rule, violation } from "./rule.js";
import type { PreflightApi } from "./types.js";

const DETAIL: Record<Refusal["reason"], string> = {
  "duplicate-call":
    "call id {callId} is repeated in its group, or held by an earlier call that has no output yet",
  "duplicate-output": "call id {callId} already has an output",
  "malformed-item": "not an object, or a call or output without a string call id",
};

/** `<api>/unpairable`: no provider text is collected; the library names the engine's reason. */
export function unpairableRule(api: PreflightApi): Rule<BaseContext> {
  const rule: Rule<BaseContext> = {
    id: `${api}/unpairable`,
    api,
    text: "{where}: {detail}.",
    source: "library",
    trigger:
      "an item the correlation engines refuse (SPEC §5: duplicate-call, duplicate-output, malformed-item)",
    fix: "remove-item",
    seenIn: "SPEC §5",
    applies: always,
    check: (context) =>
      context.correlation().refusals.map((refusal) => {
        const { where, ...at } = context.locate(refusal.index);
        const detail = fillText(DETAIL[refusal.reason], { callId: refusal.key ?? "" });
        return violation(rule, { ...at, callId: refusal.key, values: { where, detail } });
      }),
  };
  return rule;
}
