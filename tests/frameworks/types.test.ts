// The subpaths against the frameworks' own types: tsc over this folder (the tests and
// examples.ts, the uses the docs show, written without casts) with the pinned `ai` and
// `@openai/agents`.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { frameworksInstalled } from "./installed.js";

const ready = frameworksInstalled("the framework type check");
const root = join(import.meta.dirname, "..", "..");

describe.skipIf(!ready)("clinker-transcript/ai-sdk and /agents with the frameworks' types", () => {
  it("type-check: the middleware is a LanguageModelMiddleware, the wrapper a Session", () => {
    const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
    const run = spawnSync(process.execPath, [tsc, "--noEmit", "-p", import.meta.dirname], {
      encoding: "utf8",
    });
    expect(`${run.stdout}${run.stderr}`.trim()).toBe("");
  });
});
