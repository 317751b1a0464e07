// The typed ABI (bindings/engine/abi.ts) against the built modules: every export named, with its
// parameter count, and the test hooks only in the debug build.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CORE_ARITY, DEBUG_ARITY } from "../../bindings/engine/abi.js";
import { WASM_BASE64 } from "../../bindings/engine/wasm-bytes.generated.js";

function exportsOf(bytes: Uint8Array<ArrayBuffer>): {
  names: string[];
  arity: Record<string, number>;
} {
  const module = new WebAssembly.Module(bytes);
  const instance = new WebAssembly.Instance(module, { env: { abort: () => {} } });
  const arity: Record<string, number> = {};
  for (const { name, kind } of WebAssembly.Module.exports(module)) {
    if (kind === "function")
      arity[name] = (instance.exports[name] as (...a: never[]) => unknown).length;
  }
  return {
    names: WebAssembly.Module.exports(module)
      .map((e) => e.name)
      .sort(),
    arity,
  };
}

const release = Uint8Array.from(atob(WASM_BASE64), (c) => c.charCodeAt(0));

describe("the ABI file", () => {
  it("names every export of the release core, with its parameter count", () => {
    const { names, arity } = exportsOf(release);
    expect(names).toEqual(["memory", ...Object.keys(CORE_ARITY)].sort());
    expect(arity).toEqual(CORE_ARITY);
  });

  it("the debug core adds exactly the test hooks", () => {
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = new Uint8Array(readFileSync(new URL("../../build/debug.wasm", import.meta.url)));
    } catch {
      return; // no local build (npm run asbuild): the release check above still runs
    }
    const { names, arity } = exportsOf(bytes);
    const all = { ...CORE_ARITY, ...DEBUG_ARITY };
    expect(names).toEqual(["memory", ...Object.keys(all)].sort());
    expect(arity).toEqual(all);
  });
});
