// The Node ESM build's rules-info-source.ts: PREFLIGHT_RULES from the data generated from the
// rules (npm run preflight:table), without the rules, which load from dist/preflight.cjs.
import { frozenRuleInfos } from "./info.js";
import { RULE_INFOS } from "./rules-info.generated.js";

/** Every rule of every API (documentation data: no checker attached). */
export const PREFLIGHT_RULES = frozenRuleInfos(RULE_INFOS);
