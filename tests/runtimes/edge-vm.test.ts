// The edge entry in @edge-runtime/vm (Vercel's Edge Runtime) with string and wasm code
// generation off, passed explicitly: a precompiled module is adopted, bytes fall back to `auto`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { distReady, ROOT, toolReady } from "./support.js";

const ready = distReady("edge/index.js") && toolReady("@edge-runtime/vm");
// From tests/runtimes/node_modules, loaded only when installed (the test skips otherwise).
const edgeVm = ready ? await import("@edge-runtime/vm") : undefined;

/** dist/edge/index.js as one script; its wasm import reads `globalThis.__clinkerWasm`. */
async function edgeScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, "dist", "edge", "index.js")],
    bundle: true,
    write: false,
    format: "iife",
    globalName: "clinker",
    plugins: [
      {
        name: "wasm-from-global",
        setup(b) {
          b.onResolve({ filter: /\.wasm\?module$/ }, () => ({ path: "wasm", namespace: "global" }));
          b.onLoad({ filter: /.*/, namespace: "global" }, () => ({
            contents: "export default globalThis.__clinkerWasm;",
          }));
        },
      },
    ],
  });
  return result.outputFiles[0].text;
}

const PROBE = `(() => {
  let compileFromBytes = "allowed";
  try { new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])); } catch { compileFromBytes = "refused"; }
  let evalCode = "allowed";
  try { new Function("return 1"); } catch { evalCode = "refused"; }
  const items = [{ type: "function_call", call_id: "a", name: "f", arguments: "{}" }];
  let wasm;
  try { wasm = clinker.reconcileItems(items, { engine: "wasm" }).repairs.map((r) => r.callId); } catch (e) { wasm = e.code; }
  const auto = clinker.reconcileItems(items).repairs.map((r) => r.callId);
  return JSON.stringify({ initialized: clinker.isInitialized(), wasm, auto, compileFromBytes, evalCode });
})()`;

function runIn(wasm: unknown, script: string) {
  const vm = new edgeVm!.EdgeVM({ codeGeneration: { strings: false, wasm: false } });
  vm.context.__clinkerWasm = wasm;
  vm.evaluate(script);
  return JSON.parse(vm.evaluate(PROBE));
}

describe.skipIf(!ready)("the edge entry in @edge-runtime/vm, code generation off", () => {
  let script = "";
  let bytes: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    script = await edgeScript();
    bytes = new Uint8Array(readFileSync(join(ROOT, "dist", "edge", "clinker-transcript.wasm")));
  });

  it("adopts a precompiled module and plans on the wasm engine", () => {
    expect(runIn(new WebAssembly.Module(bytes), script)).toEqual({
      initialized: true,
      wasm: ["a"],
      auto: ["a"],
      compileFromBytes: "refused",
      evalCode: "refused",
    });
  });

  it("imports without throwing when handed bytes; auto plans on the reference engine", () => {
    expect(runIn(bytes, script)).toEqual({
      initialized: false,
      wasm: "not-initialized",
      auto: ["a"],
      compileFromBytes: "refused",
      evalCode: "refused",
    });
  });
});
