// preflight: every reason the target API would reject a request, offline (SPEC §10).

import { appendAll } from "../append-all.js";
import { invalidArgument } from "../errors.js";
import { itemList } from "../family.js";
import { readCaller } from "../limits.js";
import { Projection } from "../projection.js";
import { anthropicContext } from "./anthropic/context.js";
import { chatContext } from "./chat/context.js";
import { checkOptions } from "./options.js";
import { responsesContext, withOptions } from "./responses/context.js";
import type { Rule } from "./rule.js";
import { RULES_BY_API } from "./rules.js";
import type { PreflightInput, PreflightOptions, PreflightResult, Violation } from "./types.js";

function contextFor(input: readonly unknown[], options: PreflightOptions): unknown {
  if (options.api === "chat") return chatContext(input, options);
  if (options.api === "anthropic") return anthropicContext(input, options);
  return responsesContext(input, options);
}

/** Runs the rules of `options.api` over `input` (the public `preflight`, checker.ts, documents it). */
export function preflight(
  input: PreflightInput | Projection,
  options: PreflightOptions,
): PreflightResult {
  const checked = checkOptions(options);
  if (readCaller("input", () => input instanceof Projection) && checked.api !== "responses")
    throw invalidArgument("a Projection is preflighted with api 'responses'");
  const list = itemList(input as readonly never[] | Projection, "input");
  return ruleViolations(contextFor(list, checked), checked);
}

// The rules of `checked.api` that apply, over one context: every violation, sorted.
function ruleViolations(context: unknown, checked: PreflightOptions): PreflightResult {
  const violations: Violation[] = [];
  for (const rule of RULES_BY_API[checked.api] as readonly Rule<unknown>[]) {
    if (rule.applies(checked)) appendAll(violations, rule.check(context));
  }
  violations.sort((a, b) => a.index - b.index || (a.block ?? -1) - (b.block ?? -1));
  return { ok: violations.length === 0, violations };
}

/**
 * {@link preflight} of a Responses input, and `again`: the same input under other Responses
 * options of the same engine, read as this call read it (each item's fields and the pairing,
 * which read no option but the engine): only the rules run again. The command line's fix checks
 * one list with and without its recorded models.
 * @throws {TranscriptError} as {@link preflight}; `invalid-argument` for another api, or `again`
 * with another api or engine.
 */
export function preflightResponses(
  input: PreflightInput,
  options: PreflightOptions,
): { result: PreflightResult; again: (other: PreflightOptions) => PreflightResult } {
  const checked = checkOptions(options);
  if (checked.api !== "responses") throw invalidArgument("preflightResponses: api 'responses'");
  const context = responsesContext(itemList(input as readonly never[], "input"), checked);
  const again = (other: PreflightOptions) => {
    const next = checkOptions(other);
    if (next.api !== "responses" || next.engine !== checked.engine)
      throw invalidArgument("preflightResponses: again with the same api and engine");
    return ruleViolations(withOptions(context, next), next);
  };
  return { result: ruleViolations(context, checked), again };
}
