// The framework subpaths import the library by name: a bundler resolves that import with the app's
// conditions, so an edge app gets the edge core (started on import) and a bundler app the bundler
// build, each once, shared with the app's own `import "clinker-transcript"`.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { distReady, ROOT } from "./support.js";

const ready = distReady("ai-sdk.js") && distReady("agents.js") && distReady("edge/index.js");
const app = mkdtempSync(join(tmpdir(), "clinker-frameworks-"));
mkdirSync(join(app, "node_modules"));
symlinkSync(ROOT, join(app, "node_modules", "clinker-transcript"), "dir");
// The app's own tsconfig: the package ships none, while the repository's maps the library's name
// to its sources (for tsc and vitest), which esbuild would otherwise apply to dist/ as well.
writeFileSync(join(app, "tsconfig.json"), "{}");
afterAll(() => rmSync(app, { recursive: true, force: true }));

const CODE = `
  import { reconcileItems } from "clinker-transcript";
  import { repairMessages } from "clinker-transcript/ai-sdk";
  import { ReconciledSession } from "clinker-transcript/agents";
  console.log(reconcileItems, repairMessages, ReconciledSession);
`;

function bundle(platform: "neutral" | "browser", conditions?: string[]): string {
  const out = buildSync({
    stdin: { contents: CODE, resolveDir: app, loader: "js" },
    bundle: true,
    write: false,
    format: "esm",
    platform,
    mainFields: ["module", "main"],
    conditions,
    external: ["*.wasm?module", "node:*"],
    logLevel: "silent",
    tsconfig: join(app, "tsconfig.json"),
  });
  return out.outputFiles[0].text;
}

/** How many copies of the library's error class a bundle holds. */
const cores = (code: string) => code.match(/name\s*=\s*"TranscriptError"/g)?.length ?? 0;

describe.skipIf(!ready)("the framework subpaths in an app's bundle", () => {
  it("on workerd and Vercel Edge: the edge core, started on import, once", () => {
    for (const condition of ["workerd", "edge-light"]) {
      const code = bundle("neutral", [condition]);
      expect(code, condition).toContain("clinker-transcript.wasm?module");
      expect(code, condition).toContain("// dist/ai-sdk.js");
      expect(cores(code), condition).toBe(1);
    }
  });

  it("in a bundler app: the bundler build, once", () => {
    // esbuild's default conditions for the browser include "module": dist/module/.
    const code = bundle("browser");
    expect(code).toContain("// dist/module/");
    expect(code).not.toContain("clinker-transcript.wasm?module");
    expect(cores(code)).toBe(1);
  });
});
