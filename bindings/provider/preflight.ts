// The adapters' preflight hook (SPEC §10): the exact body about to be sent, checked offline.
import { PreflightError } from "../errors.js";
import { isArrayValue } from "../is-array.js";
import { preflight } from "../preflight/checker.js";
import type { PreflightApi, PreflightOptions } from "../preflight/types.js";
import { isRecord } from "./validate.js";

const str = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Thinking as a body states it: `thinking: { type: "enabled" | "adaptive" }`. */
function thinkingOn(body: Record<string, unknown>): boolean | undefined {
  const thinking = body.thinking;
  if (!isRecord(thinking)) return undefined;
  return thinking.type === "enabled" || thinking.type === "adaptive";
}

/** What a body states: its model, `store` (Responses) and thinking (Chat, Anthropic). */
function statedOptions(api: PreflightApi, body: Record<string, unknown>): PreflightOptions {
  const options: PreflightOptions = { api, model: str(body.model) };
  if (api === "responses") options.store = body.store === true;
  else options.thinking = thinkingOn(body);
  return options;
}

/**
 * Throws when the provider would reject `body`: its `input` (Responses) or `messages` (Chat,
 * Anthropic) preflighted with what the body itself states. A body without such an array passes.
 * @throws {PreflightError} `preflight`, with every violation, before any request is made.
 */
export function preflightBody(api: PreflightApi, body: Record<string, unknown>): void {
  const input = api === "responses" ? body.input : body.messages;
  if (!isArrayValue(input)) return;
  const { violations } = preflight(input, statedOptions(api, body));
  if (violations.length) throw new PreflightError(violations);
}

/** The adapter's check for `api`, or none when its options say `preflight: false`. */
export function bodyCheck(
  api: PreflightApi,
  options: { readonly preflight?: boolean },
): ((body: Record<string, unknown>) => void) | undefined {
  return options.preflight === false ? undefined : (body) => preflightBody(api, body);
}
