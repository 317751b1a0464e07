// The built package as users get it: ESM and CJS entries, the provider subpath, one shared class.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const built = existsSync(join(root, "dist", "index.js"));
if (!built) console.warn("dist/ missing (run npm run build): skipping the package test");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

describe.skipIf(!built)("the built package", () => {
  it("declares its runtime, license and side-effect freedom", () => {
    expect(manifest.name).toBe("clinker-transcript");
    expect(manifest.license).toBe("MIT");
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.engines.node).toMatch(/>=\s*20/);
    expect(Object.keys(manifest.exports)).toEqual([".", "./provider", "./package.json"]);
  });

  it("loads as ESM and as CommonJS, and both entries share TranscriptError", async () => {
    const esm = await import(pathToFileURL(join(root, "dist", "index.js")).href);
    const esmProvider = await import(pathToFileURL(join(root, "dist", "provider.js")).href);
    const require = createRequire(import.meta.url);
    const cjs = require(join(root, "dist", "index.cjs"));
    const cjsProvider = require(join(root, "dist", "provider.cjs"));
    for (const [core, provider] of [
      [esm, esmProvider],
      [cjs, cjsProvider],
    ]) {
      expect(typeof core.reconcileItems).toBe("function");
      const stub = provider.createStubProvider([]);
      const error = await stub
        .complete({ system: [], messages: [{ role: "user", content: "x" }] })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(core.TranscriptError);
      const messages = provider.requestMessages(
        new core.Projection([{ type: "message", role: "user", content: "hi" }]),
      );
      expect(messages).toHaveLength(1);
    }
  });

  it("runs the wasm engine from the inlined bytes", async () => {
    const esm = await import(pathToFileURL(join(root, "dist", "index.js")).href);
    esm.initSync();
    const plan = esm.reconcileItems(
      [{ type: "function_call", call_id: "a", name: "f", arguments: "{}" }],
      {
        engine: "wasm",
      },
    );
    expect(plan.repairs.map((r: { callId: string }) => r.callId)).toEqual(["a"]);
  });
});
