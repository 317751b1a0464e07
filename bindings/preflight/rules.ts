// Every preflight rule, in one table (rules-info.generated.ts is generated from it).
import { ANTHROPIC_RULES } from "./anthropic/rules.js";
import { CHAT_RULES } from "./chat/rules.js";
import { frozenRuleInfos } from "./info.js";
import { RESPONSES_RULES } from "./responses/rules.js";
import type { Rule } from "./rule.js";
import type { PreflightApi, RuleInfo } from "./types.js";

/** The rules of each API, in the order PROVIDER-RULES.md lists them (library rules last). */
export const RULES_BY_API: Readonly<Record<PreflightApi, readonly Rule<never>[]>> = {
  responses: RESPONSES_RULES,
  chat: CHAT_RULES,
  anthropic: ANTHROPIC_RULES,
};

/** What a reader needs of every rule, from the rules themselves (what PREFLIGHT_RULES is generated from). */
export function ruleInfos(): RuleInfo[] {
  return Object.values(RULES_BY_API)
    .flat()
    .map(({ id, api, text, source, trigger, fix, stated, seenIn }) => ({
      id,
      api,
      text,
      source,
      trigger,
      fix,
      ...(stated === undefined ? {} : { stated }),
      seenIn,
    }));
}

/** Every rule of every API (documentation data: no checker attached). */
export const PREFLIGHT_RULES: readonly RuleInfo[] = frozenRuleInfos(ruleInfos());
