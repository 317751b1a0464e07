// `sideEffects` is true only where it is: a bundler keeps a bare `import "clinker-transcript"` of
// the edge build (its entry instantiates the core on import) and drops it everywhere else, and the
// other builds change nothing when imported (no global, no initialized core).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildSync } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { distReady, ROOT } from "./support.js";

const ready = distReady("edge/index.js") && distReady("module/index.js");
const app = mkdtempSync(join(tmpdir(), "clinker-side-effects-"));
mkdirSync(join(app, "node_modules"));
symlinkSync(ROOT, join(app, "node_modules", "clinker-transcript"), "dir");
afterAll(() => rmSync(app, { recursive: true, force: true }));

/** What esbuild makes of `code` in an app depending on the package (its default conditions unless given). */
function bundle(code: string, platform: "neutral" | "browser", conditions?: string[]): string {
  const out = buildSync({
    stdin: { contents: code, resolveDir: app, loader: "js" },
    bundle: true,
    write: false,
    format: "esm",
    platform,
    mainFields: ["module", "main"],
    conditions,
    external: ["*.wasm?module", "node:*"],
    logLevel: "silent",
  });
  return out.outputFiles[0].text;
}

describe.skipIf(!ready)("side effects of importing the package", () => {
  it("keeps a bare import of the edge build (it instantiates the core) and its wasm", () => {
    for (const condition of ["workerd", "edge-light"]) {
      const code = bundle('import "clinker-transcript";', "neutral", [condition]);
      expect(code, condition).toContain("clinker-transcript.wasm?module");
    }
  });

  it("drops a bare import of the bundler build: nothing in it runs for its own sake", () => {
    // esbuild's default conditions include "module": dist/module/.
    const bare = bundle(
      'import "clinker-transcript"; import "clinker-transcript/provider";',
      "browser",
    );
    expect(bare.trim()).toBe("");
    // The same bundler does take the build when a name is used.
    const used = bundle(
      'import { reconcileItems } from "clinker-transcript"; reconcileItems([]);',
      "browser",
    );
    expect(used).toContain("// dist/module/");
    expect(used).toContain("TranscriptError");
  });

  it("changes no global and initializes nothing when the Node and bundler builds load", () => {
    const entries = ["index.js", "provider.js", "module/index.js", "module/provider.js"].map(
      (file) => pathToFileURL(join(ROOT, "dist", file)).href,
    );
    const script = `
      const before = Object.getOwnPropertyNames(globalThis).sort().join();
      const loaded = [];
      for (const entry of ${JSON.stringify(entries)}) loaded.push(await import(entry));
      const after = Object.getOwnPropertyNames(globalThis).sort().join();
      console.log(JSON.stringify({ same: before === after, initialized: loaded[0].isInitialized() || loaded[2].isInitialized() }));
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ same: true, initialized: false });
  });
});
