// preflight: every reason the target API would reject a request, offline (SPEC §10).

import { appendAll } from "../append-all.js";
import { invalidArgument } from "../errors.js";
import { itemList } from "../family.js";
import { readCaller } from "../limits.js";
import { Projection } from "../projection.js";
import { anthropicContext } from "./anthropic/context.js";
import { chatContext } from "./chat/context.js";
import type { BaseContext } from "./context.js";
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
 * {@link preflight} of a Responses or Anthropic input, and `again`: the same input under other
 * options of the same api and engine, read as this call read it (each item's or block's fields
 * and the pairing, which read no option but the engine): only the rules run again. The command
 * line's fix checks one list with and without its recorded models.
 * @throws {TranscriptError} as {@link preflight}; `invalid-argument` for Chat Completions, or
 * `again` with another api or engine.
 */
export function preflightAgain(
  input: PreflightInput,
  options: PreflightOptions,
): { result: PreflightResult; again: (other: PreflightOptions) => PreflightResult } {
  const checked = checkOptions(options);
  if (checked.api === "chat")
    throw invalidArgument("preflightAgain: api 'responses' or 'anthropic'");
  const list = itemList(input as readonly never[], "input");
  const context: BaseContext = contextFor(list, checked) as BaseContext;
  const again = (other: PreflightOptions) => {
    const next = checkOptions(other);
    if (next.api !== checked.api || next.engine !== checked.engine)
      throw invalidArgument("preflightAgain: again with the same api and engine");
    // The context's only option-dependent parts: `options`, and the correlation's engine (the same).
    return ruleViolations({ ...context, options: next }, next);
  };
  return { result: ruleViolations(context, checked), again };
}
