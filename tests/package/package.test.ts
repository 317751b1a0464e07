// The built package as users get it: ESM and CJS entries, the provider and session subpaths, one shared class.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const built = existsSync(join(root, "dist", "index.js"));
if (!built) console.warn("dist/ missing (run npm run build): skipping the package test");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
/** Subpaths built on the public entries, which they import by name (tsup.config.ts). */
const FRAMEWORKS = ["./ai-sdk", "./agents"];

describe.skipIf(!built)("the built package", () => {
  it("declares its runtime, license and side-effect freedom", () => {
    expect(manifest.name).toBe("clinker-transcript");
    expect(manifest.license).toBe("MIT");
    // Only the edge entries run code on import (they instantiate the core).
    expect(manifest.sideEffects).toEqual(["./dist/edge/*.js"]);
    expect(manifest.engines.node).toMatch(/>=\s*20/);
    expect(Object.keys(manifest.exports)).toEqual([
      ".",
      "./provider",
      "./readers",
      "./session",
      "./ai-sdk",
      "./agents",
      "./package.json",
    ]);
  });

  it("gives every subpath the edge conditions, on the edge build of that entry", () => {
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === "./package.json" || FRAMEWORKS.includes(subpath)) continue;
      const name = subpath === "." ? "index" : subpath.slice(2);
      for (const condition of ["workerd", "edge-light"]) {
        const edge = (target as Record<string, { default: string; types: string }>)[condition];
        expect(edge, `${subpath} ${condition}`).toEqual({
          types: `./dist/${name}.d.ts`,
          default: `./dist/edge/${name}.js`,
        });
        expect(existsSync(join(root, edge.default)), edge.default).toBe(true);
      }
    }
  });

  it("orders every subpath's conditions edge, module (bundlers), import (Node), require", () => {
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === "./package.json" || FRAMEWORKS.includes(subpath)) continue;
      const name = subpath === "." ? "index" : subpath.slice(2);
      const conditions = target as Record<string, { default: string; types: string }>;
      expect(Object.keys(conditions), subpath).toEqual([
        "workerd",
        "edge-light",
        "module",
        "import",
        "require",
      ]);
      expect(conditions.module).toEqual({
        types: `./dist/${name}.d.ts`,
        default: `./dist/module/${name}.js`,
      });
      expect(existsSync(join(root, conditions.module.default)), subpath).toBe(true);
    }
    expect(manifest.module).toBe("./dist/module/index.js");
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
      // Plans on the default engine (a minified CJS chunk once broke here: return_nullishCoalesce).
      expect(
        core.reconcileItems([{ type: "message", role: "user", content: "x" }]).repairs,
      ).toEqual([]);
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

  it("runs the session loop from the session subpath, ESM and CJS; the provider entry no longer re-exports it", async () => {
    const load = (file: string) => import(pathToFileURL(join(root, "dist", file)).href);
    const require = createRequire(import.meta.url);
    const cjs = (file: string) => require(join(root, "dist", file));
    const entries = [
      [await load("index.js"), await load("provider.js"), await load("session.js")],
      [cjs("index.cjs"), cjs("provider.cjs"), cjs("session.cjs")],
    ];
    for (const [core, provider, session] of entries) {
      expect(provider.runSession).toBeUndefined();
      expect(provider.SESSION_REPAIRS).toBeUndefined();
      const projection = new core.Projection([
        { type: "message", role: "user", content: "weather?" },
      ]);
      const result = await session.runSession({
        provider: provider.createStubProvider([{ tool: "weather", input: {} }, "Sunny."]),
        projection,
        tools: { weather: { run: () => "sunny" } },
      });
      expect(result.status).toBe("completed");
      expect(projection.items().map((item: { type: string }) => item.type)).toEqual([
        "message",
        "function_call",
        "function_call_output",
        "message",
      ]);
    }
  });

  it("builds the framework subpaths on the runtime's own entries: one ESM and one CJS file each", async () => {
    const require = createRequire(import.meta.url);
    for (const subpath of FRAMEWORKS) {
      const name = subpath.slice(2);
      expect(manifest.exports[subpath]).toEqual({
        import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
        require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
      });
      expect(manifest.peerDependenciesMeta[name === "agents" ? "@openai/agents" : "ai"]).toEqual({
        optional: true,
      });
    }
    const duplicate = [
      { type: "function_call", callId: "a", name: "f", arguments: "{}" },
      { type: "function_call", callId: "a", name: "f", arguments: "{}" },
    ];
    // In a fresh Node process: vitest's resolver would hand the subpath the library's sources.
    const url = (file: string) => JSON.stringify(pathToFileURL(join(root, "dist", file)).href);
    const script = `
      const core = await import(${url("index.js")});
      const agents = await import(${url("agents.js")});
      try { agents.reconcileAgentItems(${JSON.stringify(duplicate)}); } catch (error) {
        console.log(error instanceof core.ReconciliationError);
      }`;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(run.stdout.trim(), run.stderr).toBe("true");
    const cjs = require(join(root, "dist", "index.cjs"));
    const aiSdk = require(join(root, "dist", "ai-sdk.cjs"));
    const call = { type: "tool-call", toolCallId: "a", toolName: "f", input: {} };
    expect(() => aiSdk.repairMessages([{ role: "assistant", content: [call, call] }])).toThrow(
      cjs.ReconciliationError,
    );
    // Nothing of the frameworks in the main entry's files.
    for (const file of ["index.js", "index.cjs", join("module", "index.js")])
      expect(readFileSync(join(root, "dist", file), "utf8")).not.toContain("approval-requested");
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
