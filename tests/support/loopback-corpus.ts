// Recorded vendor responses from ../shared/corpus, read at test time (never copied into the repo).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const dir = resolve(dirname(fileURLToPath(import.meta.url)), "../../../shared/corpus");

/** Whether the corpus is present; tests skip with a message when it is not. */
export const corpusPresent = existsSync(join(dir, "SOURCES.md"));

if (!corpusPresent)
  console.log("../shared/corpus absent: skipping the recorded-response adapter tests");

/** One recorded JSON file of the corpus, parsed. */
export function recorded(relativePath: string): any {
  return JSON.parse(readFileSync(join(dir, relativePath), "utf8"));
}

/** Recorded Responses API response objects. */
export const RECORDED_RESPONSES = [
  "responses/vercel-ai-openai-compaction-response.json",
  "responses/vercel-ai-openai-local-shell-call-response.json",
  "responses/vercel-ai-openai-mcp-call-response.json",
  "responses/vercel-ai-openai-reasoning-encrypted-content-response.json",
  "responses/vercel-ai-openai-tool-search-response.json",
];

/** Recorded Anthropic Messages response objects. */
export const RECORDED_ANTHROPIC = [
  "anthropic/vercel-ai-anthropic-compaction-response.json",
  "anthropic/vercel-ai-anthropic-programmatic-tool-calling-response.json",
  "anthropic/vercel-ai-anthropic-tool-search-response.json",
];
