// The public form of the rules' documentation data, whichever way a build gets it.
import type { RuleInfo } from "./types.js";

/** `infos` as `PREFLIGHT_RULES` exports them: frozen, the same fields in the same order. */
export function frozenRuleInfos(infos: readonly RuleInfo[]): readonly RuleInfo[] {
  return Object.freeze(
    infos.map(({ id, api, text, source, trigger, fix, stated, seenIn }) =>
      Object.freeze({ id, api, text, source, trigger, fix, stated, seenIn }),
    ),
  );
}
