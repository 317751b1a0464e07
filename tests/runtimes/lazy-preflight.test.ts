// The preflight rules stay off the Node ESM entry's import path (cold start, bench/cold-start.ts):
// dist/preflight.cjs is loaded at the first preflight call and uses the entry's own core,
// TranscriptError and Projection, handed to it (tsup.config.ts, checker-source.node.ts).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { distReady, ROOT, staticGraph } from "./support.js";

// Messages of preflight.ts and of TranscriptError's class, kept by minification.
const RULES_CODE = "a Projection is preflighted with api 'responses'";
const ERROR_CLASS = 'this.name="TranscriptError"';

const ready = distReady("index.js") && distReady("preflight.cjs");

describe.skipIf(!ready)("the Node ESM entry's preflight", () => {
  it("is not in the entry's import graph; dist/preflight.cjs holds no library class of its own", () => {
    const graph = staticGraph(join(ROOT, "dist", "index.js"));
    for (const file of graph) expect(readFileSync(file, "utf8")).not.toContain(RULES_CODE);
    const lazy = readFileSync(join(ROOT, "dist", "preflight.cjs"), "utf8");
    expect(lazy).toContain(RULES_CODE);
    expect(lazy).not.toContain(ERROR_CLASS);
    expect(lazy).not.toContain("not-initialized");
  });

  it("loads at the first call, with the entry's core, errors and Projection", () => {
    const script = `
      import { createRequire } from "node:module";
      const lib = await import(${JSON.stringify(pathToFileURL(join(ROOT, "dist", "index.js")).href)});
      const cache = createRequire(import.meta.url).cache;
      const loaded = () => Object.keys(cache).some((k) => k.endsWith("preflight.cjs"));
      const before = loaded();
      const items = [{ type: "function_call", call_id: "a", name: "f", arguments: "{}" }];
      const found = lib.preflight(items, { api: "responses" }).violations.map((v) => v.rule);
      const projected = lib.preflight(new lib.Projection(items), { api: "responses" }).ok;
      const codeOf = (run) => { try { run(); return "ok"; } catch (e) { return e instanceof lib.TranscriptError ? e.code : String(e); } };
      const badApi = codeOf(() => lib.preflight(items, { api: "nope" }));
      const chatProjection = codeOf(() => lib.preflight(new lib.Projection(items), { api: "chat" }));
      const wasmBefore = codeOf(() => lib.preflight(items, { api: "responses", engine: "wasm" }));
      lib.initSync();
      const wasmAfter = codeOf(() => lib.preflight(items, { api: "responses", engine: "wasm" }));
      console.log(JSON.stringify({ before, after: loaded(), found, projected, badApi, chatProjection, wasmBefore, wasmAfter }));
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      before: false,
      after: true,
      found: ["responses/missing-output"],
      projected: false,
      badApi: "invalid-argument",
      chatProjection: "invalid-argument",
      wasmBefore: "not-initialized",
      wasmAfter: "ok",
    });
  });
});
