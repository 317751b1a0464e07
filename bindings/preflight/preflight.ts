// preflight: every reason the target API would reject a request, offline (SPEC §10).
import { invalidArgument } from "../errors.js";
import { itemList } from "../family.js";
import { Projection } from "../projection.js";
import { anthropicContext } from "./anthropic/context.js";
import { chatContext } from "./chat/context.js";
import { checkOptions } from "./options.js";
import { responsesContext } from "./responses/context.js";
import type { Rule } from "./rule.js";
import { RULES_BY_API } from "./rules.js";
import type { PreflightInput, PreflightOptions, PreflightResult, Violation } from "./types.js";

function contextFor(input: readonly unknown[], options: PreflightOptions): unknown {
  if (options.api === "chat") return chatContext(input, options);
  if (options.api === "anthropic") return anthropicContext(input, options);
  return responsesContext(input, options);
}

/**
 * Says, offline, every reason the target API (`options.api`) would reject `input`, each in the
 * provider's own words with its fix; `ok` when there is none. `input` is what would be sent: the
 * Responses input items (an array or a {@link Projection}), the Chat `messages`, or the Anthropic
 * `messages` as stored (blocks inside messages). Never throws on a bad transcript and never changes
 * the input. Rules marked *stated* run only when the option they rest on is given (README table).
 * @throws {TranscriptError} `invalid-argument` for a non-array input, a missing or unknown `api`, a mistyped option or an unknown `engine`.
 * @throws {TranscriptError} `not-initialized` for `engine: 'wasm'` before `init()`.
 */
export function preflight(
  input: PreflightInput | Projection,
  options: PreflightOptions,
): PreflightResult {
  const checked = checkOptions(options);
  if (input instanceof Projection && checked.api !== "responses")
    throw invalidArgument("a Projection is preflighted with api 'responses'");
  const list = itemList(input as readonly never[] | Projection, "input");
  const context = contextFor(list, checked);
  const violations: Violation[] = [];
  for (const rule of RULES_BY_API[checked.api] as readonly Rule<unknown>[]) {
    if (rule.applies(checked)) violations.push(...rule.check(context));
  }
  violations.sort((a, b) => a.index - b.index || (a.block ?? -1) - (b.block ?? -1));
  return { ok: violations.length === 0, violations };
}
