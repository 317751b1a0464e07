// The producing family a model name implies (for logs that name the model but not the vendor).
import type { Family } from "../items/types.js";

const PREFIXES: readonly [RegExp, Family][] = [
  [/^(gpt-|o\d|codex|chatgpt|text-davinci)/i, "openai"],
  [/^claude/i, "anthropic"],
  [/^deepseek/i, "deepseek"],
  [/^grok/i, "xai"],
  [/^gemini/i, "google"],
  [/^(kimi|moonshot)/i, "moonshot"],
];

/** The family of a model name, or undefined when it is not one of the known prefixes. */
export function familyOfModel(model: unknown): Family | undefined {
  if (typeof model !== "string") return undefined;
  const bare = model.includes("/") ? model.slice(model.lastIndexOf("/") + 1) : model;
  return PREFIXES.find(([pattern]) => pattern.test(bare))?.[1];
}
