// Preflight (SPEC §10): the public entry of bindings/preflight.
export { preflight } from "./checker.js";
export { PREFLIGHT_RULES, rulesTable } from "./rules-info.js";
export type {
  PreflightApi,
  PreflightFix,
  PreflightInput,
  PreflightOptions,
  PreflightResult,
  RuleInfo,
  Violation,
} from "./types.js";
