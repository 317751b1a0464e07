// Preflight (SPEC §10): the public entry of bindings/preflight.
export { preflight } from "./preflight.js";
export type { RuleInfo } from "./rules.js";
export { PREFLIGHT_RULES, rulesTable } from "./rules.js";
export type {
  PreflightApi,
  PreflightFix,
  PreflightInput,
  PreflightOptions,
  PreflightResult,
  Violation,
} from "./types.js";
