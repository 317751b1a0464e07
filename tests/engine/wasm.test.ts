import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { requireCore, withCore } from "../../bindings/engine/loader.js";
import { AUTO_MEASURED_FROM, AUTO_WASM_FROM, selectEngine } from "../../bindings/engine/select.js";
import type { Descriptor } from "../../bindings/engine/types.js";
import { init, initSync, isInitialized, wasmEngine } from "../../bindings/engine/wasm.js";
import { WASM_BASE64 } from "../../bindings/engine/wasm-bytes.generated.js";
import { TranscriptError } from "../../bindings/errors.js";
import { kept } from "../../bindings/internal/hooks.js";
import {
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  FLAG_NEEDS_OUTPUT,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_OTHER,
  KIND_OUTPUT,
} from "../../common/codes.js";
import { debugHooks, debugWasm } from "../support/debug-core.js";

/** build/release.wasm; without a local build the release target is compiled now, never skipped. */
function releaseBuild(): Buffer {
  const built = new URL("../../build/release.wasm", import.meta.url);
  if (existsSync(built)) return readFileSync(built);
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), "clinker-release-"));
  try {
    const asc = join(root, "node_modules/assemblyscript/bin/asc.js");
    const out = ["--outFile", join(dir, "r.wasm"), "--textFile", join(dir, "r.wat")];
    execFileSync(process.execPath, [asc, "assembly/index.ts", "--target", "release", ...out], {
      cwd: root,
    });
    return readFileSync(join(dir, "r.wasm"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function wasmBytes(): Uint8Array {
  return Uint8Array.from(atob(WASM_BASE64), (c) => c.charCodeAt(0));
}

/** A loader module with its own state (nothing initialized). */
async function freshLoader(): Promise<typeof import("../../bindings/engine/loader.js")> {
  vi.resetModules();
  return import("../../bindings/engine/loader.js");
}

// Runs first, in this fresh worker: nothing has loaded the core yet.
describe("before init", () => {
  it("throws not-initialized from both engine calls", () => {
    expect(isInitialized()).toBe(false);
    const request = { descriptors: [] };
    for (const run of [() => wasmEngine.reconcile(request), () => wasmEngine.cutoff(request, 0)]) {
      expect(run).toThrowError(TranscriptError);
      expect(run).toThrowError(/^not-initialized:/);
    }
  });

  it("auto plans on the reference engine until the core is ready", () => {
    expect(selectEngine("auto", 1_000_000).name).toBe("reference");
  });
});

describe("loader", () => {
  it("shares one compile between concurrent init calls", async () => {
    const first = init(debugWasm()); // the debug build: its test hooks are used below
    const second = init();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(isInitialized()).toBe(true);
    await init(); // already initialized: resolves at once
    initSync(); // and a no-op
  });

  it("inlines the current release build", () => {
    expect(WASM_BASE64).toBe(releaseBuild().toString("base64"));
  });

  it("initSync compiles the inlined bytes in a fresh loader", async () => {
    const fresh = await freshLoader();
    expect(fresh.isInitialized()).toBe(false);
    fresh.initSync();
    expect(fresh.isInitialized()).toBe(true);
  });

  it("accepts bytes and a precompiled module from another realm", async () => {
    const foreign = vm.runInNewContext("new WebAssembly.Module(bytes)", { bytes: wasmBytes() });
    expect(foreign instanceof WebAssembly.Module).toBe(false);
    const viaModule = await freshLoader();
    await viaModule.init(foreign);
    expect(viaModule.isInitialized()).toBe(true);
    const viaBytes = await freshLoader();
    viaBytes.initSync(wasmBytes().buffer);
    expect(viaBytes.isInitialized()).toBe(true);
  });

  it("rejects a source that is neither a module nor bytes, and can retry", async () => {
    const fresh = await freshLoader();
    await expect(fresh.init("nope" as never)).rejects.toThrow(/^invalid-argument/);
    expect(() => fresh.initSync({} as never)).toThrow(/^invalid-argument/);
    await expect(fresh.init(new Uint8Array([0, 1, 2]))).rejects.toThrow(/^wasm-failure/);
    await fresh.init();
    expect(fresh.isInitialized()).toBe(true);
  });

  it("turns an abort into a TranscriptError and rebuilds the instance", () => {
    const before = requireCore();
    expect(() => withCore((core) => debugHooks(core).testAbort())).toThrowError(
      /^wasm-failure: .*test abort/,
    );
    expect(requireCore()).not.toBe(before);
  });
});

const d = (kind: number, flags: number, ...keys: string[]): Descriptor => ({ kind, flags, keys });
const call = (key: string) => d(KIND_CALL, FLAG_NEEDS_OUTPUT, key);
const out = (key: string) => d(KIND_OUTPUT, 0, key);
const other = () => d(KIND_OTHER, 0);

function plan(descriptors: Descriptor[], isRepairedAt?: (index: number) => boolean) {
  const result = wasmEngine.reconcile({ descriptors, isRepairedAt });
  if (!result.ok) return result;
  return { order: [...result.order], repairs: [...result.repairs], dropped: [...result.dropped] };
}

describe("auto once the core is ready", () => {
  it("plans on the reference engine below AUTO_MEASURED_FROM items and on wasm from AUTO_WASM_FROM (bench/RESULTS.md)", () => {
    initSync();
    kept.measured.clear();
    expect(AUTO_MEASURED_FROM).toBeLessThan(AUTO_WASM_FROM);
    for (const size of [0, 1, 100, AUTO_MEASURED_FROM - 1, AUTO_WASM_FROM, 1_000_000]) {
      const expected = size >= AUTO_WASM_FROM ? "wasm" : "reference";
      expect(selectEngine("auto", size).name).toBe(expected);
      expect(selectEngine(undefined, size, "cutoff").name).toBe(expected);
    }
    expect(selectEngine("reference", 1_000_000).name).toBe("reference");
  });
});

describe("wasmEngine.reconcile", () => {
  it("moves outputs after their group and repairs missing ones", () => {
    expect(plan([out("b"), call("a"), call("b"), other()])).toEqual({
      order: [1, 2, -1, 0, 3],
      repairs: [1, 0],
      dropped: [],
    });
  });

  it("handles non-ASCII and long keys as bytes", () => {
    const long = "k".repeat(300);
    const wide = "ключ-🔑";
    expect(plan([call(wide), call(long), other(), out(long), out(wide)])).toEqual({
      order: [0, 1, 4, 3, 2],
      repairs: [],
      dropped: [],
    });
    expect(plan([call("é"), out("e\u0301")])).toMatchObject({ order: [0, -1, 1] });
  });

  it("reports duplicates at the lowest index", () => {
    expect(plan([call("a"), other(), call("a")])).toEqual({
      ok: false,
      reason: ERR_DUPLICATE_CALL,
      index: 2,
      key: 0,
    });
    const chat = d(KIND_CHAT_CALLS, FLAG_NEEDS_OUTPUT, "x", "y");
    expect(plan([chat, out("x"), out("x")])).toMatchObject({
      reason: ERR_DUPLICATE_OUTPUT,
      index: 2,
    });
  });

  it("asks isRepairedAt only for outputs sharing a key, ascending", () => {
    const asked: number[] = [];
    const result = plan([call("a"), out("a"), out("b"), out("a")], (i) => {
      asked.push(i);
      return i === 1;
    });
    expect(asked).toEqual([1, 3]);
    expect(result).toEqual({ order: [0, 1, 2], repairs: [], dropped: [3] });
  });

  it("survives a predicate that re-enters the engine", () => {
    const result = plan([call("a"), out("a"), out("a")], (i) => {
      plan([call("z"), out("z")]);
      return i === 1;
    });
    expect(result).toEqual({ order: [0, 1], repairs: [], dropped: [2] });
  });

  it("lets a throwing predicate's error through and stays usable", () => {
    const boom = new Error("boom");
    expect(() =>
      plan([call("a"), out("a"), out("a")], () => {
        throw boom;
      }),
    ).toThrow(boom);
    expect(plan([call("a"), out("a")])).toMatchObject({ order: [0, 1] });
  });

  it("rejects bad descriptors with invalid-argument", () => {
    expect(() => plan([d(KIND_CALL, 1, 5 as unknown as string)])).toThrowError(/^invalid-argument/);
    expect(() => plan([d(200, 0)])).toThrowError(/^invalid-argument/);
  });
});

describe("wasmEngine.cutoff", () => {
  it("lists unresolved calls and the first retained index", () => {
    const result = wasmEngine.cutoff({ descriptors: [other(), call("a"), out("a"), call("b")] }, 4);
    expect(result).toMatchObject({ ok: true, start: 3 });
    if (result.ok) expect([...result.unresolved]).toEqual([3, 0]);
  });

  it("rejects a cutoff outside [0, length]", () => {
    expect(() => wasmEngine.cutoff({ descriptors: [other()] }, 2)).toThrowError(
      /^invalid-argument/,
    );
    expect(() => wasmEngine.cutoff({ descriptors: [other()] }, 0.5)).toThrowError(
      /^invalid-argument/,
    );
  });
});

describe("trap recovery", () => {
  it("rebuilds the instance after a trap; the failing call reports wasm-failure", () => {
    const before = requireCore();
    let caught: unknown;
    try {
      withCore((core) => debugHooks(core).testTrap());
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TranscriptError);
    expect((caught as TranscriptError).code).toBe("wasm-failure");
    expect(requireCore()).not.toBe(before);
    expect(plan([call("a"), out("a")])).toMatchObject({ order: [0, 1] });
  });
});
