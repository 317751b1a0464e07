// preflight: every reason the target API would reject a request, offline (SPEC §10).

import { appendAll } from "../append-all.js";
import { invalidArgument } from "../errors.js";
import { itemList } from "../family.js";
import { readCaller } from "../limits.js";
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

/** Runs the rules of `options.api` over `input` (the public `preflight`, checker.ts, documents it). */
export function preflight(
  input: PreflightInput | Projection,
  options: PreflightOptions,
): PreflightResult {
  const checked = checkOptions(options);
  if (readCaller("input", () => input instanceof Projection) && checked.api !== "responses")
    throw invalidArgument("a Projection is preflighted with api 'responses'");
  const list = itemList(input as readonly never[] | Projection, "input");
  const context = contextFor(list, checked);
  const violations: Violation[] = [];
  for (const rule of RULES_BY_API[checked.api] as readonly Rule<unknown>[]) {
    if (rule.applies(checked)) appendAll(violations, rule.check(context));
  }
  violations.sort((a, b) => a.index - b.index || (a.block ?? -1) - (b.block ?? -1));
  return { ok: violations.length === 0, violations };
}
