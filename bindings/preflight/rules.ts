// Every preflight rule: each API's data (rules-info.ts) joined with its checks (what preflight.ts runs).
import { ANTHROPIC_CHECKS } from "./anthropic/checks.js";
import { CHAT_CHECKS } from "./chat/checks.js";
import { RESPONSES_CHECKS } from "./responses/checks.js";
import { type Rule, rulesOf } from "./rule.js";
import { INFO_BY_API } from "./rules-info.js";
import type { PreflightApi } from "./types.js";

/** The rules of each API, in the order of its data. */
export const RULES_BY_API: Readonly<Record<PreflightApi, readonly Rule<never>[]>> = {
  responses: rulesOf("responses", INFO_BY_API.responses, RESPONSES_CHECKS),
  chat: rulesOf("chat", INFO_BY_API.chat, CHAT_CHECKS),
  anthropic: rulesOf("anthropic", INFO_BY_API.anthropic, ANTHROPIC_CHECKS),
};
