// Checking preflight's arguments: bad arguments throw, bad transcripts never do.
import { invalidArgument } from "../errors.js";
import { isObject } from "../items/classify.js";
import { callerOptions } from "../limits.js";
import type { PreflightOptions } from "./types.js";

const APIS = new Set(["responses", "chat", "anthropic"]);

function optional(options: object, name: string, type: string): void {
  const value = (options as Record<string, unknown>)[name];
  if (value !== undefined && typeof value !== type)
    throw invalidArgument(`${name} must be a ${type}`);
}

/**
 * The options, checked.
 * @throws {TranscriptError} `invalid-argument` for a missing or unknown `api` or a mistyped option.
 */
export function checkOptions(given: unknown): PreflightOptions {
  const options = callerOptions(given);
  if (!isObject(options)) throw invalidArgument("preflight options must be an object with an api");
  const api = (options as { api?: unknown }).api;
  if (typeof api !== "string" || !APIS.has(api))
    throw invalidArgument(
      `api must be "responses", "chat" or "anthropic", got ${JSON.stringify(api)}`,
    );
  for (const name of ["model", "family"]) optional(options, name, "string");
  for (const name of ["store", "thinking", "reasoningModel"]) optional(options, name, "boolean");
  for (const name of ["itemFamilies", "itemModels"]) {
    const map = (options as Record<string, unknown>)[name];
    if (map !== undefined && !(map instanceof Map)) throw invalidArgument(`${name} must be a Map`);
  }
  return options as PreflightOptions;
}
