// What the three APIs' rule data (responses/info.ts, chat/info.ts, anthropic/info.ts) share: its
// types, the library's `<api>/unpairable` rule and the stated options of the foreign-content rules.
// Data only: the main entry imports it for PREFLIGHT_RULES without loading a checker.
import type { PreflightFix, RuleInfo } from "./types.js";

/** A rule's documentation data: {@link RuleInfo} with its fix typed, what a check reports by. */
export interface RuleData extends RuleInfo {
  /** The usual remedy (a violation may name another, e.g. `reconcile` for an early output). */
  readonly fix: PreflightFix;
}

/** A rule's data as its API's table holds it: keyed by its id, in its API's table. */
export type RuleEntry = Omit<RuleData, "id" | "api">;

/** The options the foreign-content rules need (their condition: foreign.ts, `recordsProducers`). */
export const FOREIGN_STATED = "family + itemFamilies, or model + itemModels";

/** `<api>/unpairable`: no provider text is collected; the library names the engine's reason. */
export const UNPAIRABLE: RuleEntry = {
  text: "{where}: {detail}.",
  source: "library",
  trigger:
    "an item the correlation engines refuse (SPEC §5: duplicate-call, duplicate-output, malformed-item)",
  fix: "remove-item",
  seenIn: "SPEC §5",
};
