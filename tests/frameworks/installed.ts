// The framework tests run the real packages pinned in tests/frameworks/package.json; without them
// installed (script/check installs every tests/*/package.json) they skip, saying so.
import { existsSync } from "node:fs";
import { join } from "node:path";

const MODULES = join(import.meta.dirname, "node_modules");

/** Are the pinned frameworks installed? Warns (the caller then skips) when they are not. */
export function frameworksInstalled(what: string): boolean {
  const ready = ["ai", "@ai-sdk/openai", "@ai-sdk/anthropic", "@openai/agents"].every((name) =>
    existsSync(join(MODULES, name, "package.json")),
  );
  if (!ready)
    console.warn(
      `tests/frameworks is not installed (npm ci --prefix tests/frameworks): skipping ${what}`,
    );
  return ready;
}
