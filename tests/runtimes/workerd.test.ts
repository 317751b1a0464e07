// The edge build in workerd itself, through Miniflare: the worker imports dist/edge/ as a bundler
// would hand it over (the wasm as a compiled module), and once with the wasm handed over as bytes.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Miniflare } from "miniflare";
import { pack } from "msgpackr";
import { afterAll, describe, expect, it } from "vitest";
import { distReady, toolReady } from "./support.js";

const edge = join(import.meta.dirname, "..", "..", "dist", "edge");
const ready = distReady("edge/index.js") && toolReady("miniflare");
// Within what the pinned workerd runs (Miniflare 4.20260426.0, the last release for Node 20).
const COMPATIBILITY_DATE = "2026-04-26";
// From tests/runtimes/node_modules, loaded only when installed (the test skips otherwise).
const miniflare = ready ? await import("miniflare") : undefined;

const WORKER = `
import { reconcileItems, reconcileMsgpack, isInitialized, makeCompactionPlan, Projection, TranscriptError } from "./edge/index.js";
import { createStubProvider } from "./edge/provider.js";
import { runSession } from "./edge/session.js";
const repairOutput = (r) => ({ type: "function_call_output", call_id: r.callId, output: "interrupted" });

async function core(stored) {
  const items = [
    { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
    { type: "message", role: "user", content: "x" },
    { type: "function_call_output", call_id: "a", output: "ok" },
    { type: "function_call", call_id: "b", name: "f", arguments: "{}" },
  ];
  const plan = reconcileItems(items, { engine: "wasm" });
  const order = plan.items({ repairOutput });
  const compaction = makeCompactionPlan(new Projection(order), { engine: "wasm" });
  let compileFromBytes = "allowed";
  try { new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])); } catch { compileFromBytes = "refused"; }
  const fromBytes = reconcileMsgpack(stored);
  return {
    stored: { order: Array.from(fromBytes.order), repairs: fromBytes.repairs.map((r) => r.callId), bytes: fromBytes.bytes({ repairOutput }).length },
    initialized: isInitialized(),
    repairs: plan.repairs.map((r) => r.callId),
    order: order.map((i) => i.type + ":" + (i.call_id ?? "")),
    start: compaction.start,
    compileFromBytes,
  };
}

async function session() {
  // A Projection from the main entry, run by the session entry's loop with the provider entry's
  // stub: one class on workerd.
  const projection = new Projection([{ type: "message", role: "user", content: "hi" }]);
  const result = await runSession({ provider: createStubProvider(["hello"]), projection });
  const error = await createStubProvider([]).complete({ system: [], messages: [{ role: "user", content: "x" }] }).catch((e) => e);
  return { status: result.status, items: projection.items().length, sharedError: error instanceof TranscriptError };
}

async function fallback() {
  let wasm = "ran";
  try { reconcileItems([], { engine: "wasm" }); } catch (e) { wasm = e.code; }
  const plan = reconcileItems([{ type: "function_call", call_id: "a", name: "f", arguments: "{}" }]);
  return { initialized: isInitialized(), wasm, repairs: plan.repairs.map((r) => r.callId) };
}

export default {
  async fetch(request) {
    const path = new URL(request.url).pathname;
    const stored = new Uint8Array(await request.arrayBuffer());
    const body = path === "/core" ? await core(stored) : path === "/session" ? await session() : await fallback();
    return Response.json(body);
  },
};
`;

type WasmAs = "CompiledWasm" | "Data" | "Text";

/** A workerd instance serving WORKER over dist/edge/, the wasm given as a module or as bytes. */
function worker(wasmAs: WasmAs): Miniflare {
  const modules: { type: "ESModule" | WasmAs; path: string; contents: string | Uint8Array }[] = [
    { type: "ESModule", path: "/w/worker.js", contents: WORKER },
  ];
  for (const entry of readdirSync(edge, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    const path = join("/w/edge", relative(edge, file));
    if (entry.name.endsWith(".js"))
      modules.push({ type: "ESModule", path, contents: readFileSync(file, "utf8") });
    // The name the entries import: Vercel's `?module` form, as wrangler also resolves it.
    if (entry.name.endsWith(".wasm")) {
      const contents = wasmAs === "Text" ? "not a wasm module" : readFileSync(file);
      modules.push({ type: wasmAs, path: `${path}?module`, contents });
    }
  }
  return new miniflare!.Miniflare({
    modules,
    modulesRoot: "/w",
    compatibilityDate: COMPATIBILITY_DATE,
  });
}

async function call(mf: Miniflare, path: string, body?: Uint8Array): Promise<any> {
  const response = await mf.dispatchFetch(`http://worker${path}`, { method: "POST", body });
  return response.json();
}

describe.skipIf(!ready)("the edge build on workerd (Miniflare)", () => {
  const instances: Miniflare[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((mf) => mf.dispose()));
  });

  it("plans on the wasm engine from an imported module, where compiling bytes is refused", async () => {
    const mf = worker("CompiledWasm");
    instances.push(mf);
    const stored = pack([
      { type: "function_call_output", call_id: "x", output: "early" },
      { type: "function_call", call_id: "x", name: "f", arguments: "{}" },
      { type: "function_call", call_id: "y", name: "f", arguments: "{}" },
    ]);
    const body = await call(mf, "/core", stored);
    expect(body.stored).toEqual({ order: [1, 2, 0], repairs: ["y"], bytes: expect.any(Number) });
    expect(body.stored.bytes).toBeGreaterThan(stored.length);
    delete body.stored;
    expect(body).toEqual({
      initialized: true,
      repairs: ["b"],
      order: [
        "function_call:a",
        "function_call_output:a",
        "message:",
        "function_call:b",
        "function_call_output:b",
      ],
      start: 5,
      compileFromBytes: "refused",
    });
  });

  it("runs runSession from the session entry on a Projection from the main entry", async () => {
    const body = await call(instances[0], "/session");
    expect(body).toEqual({ status: "completed", items: 2, sharedError: true });
  });

  it("handed bytes, compiles them at startup (workerd refuses only inside a request)", async () => {
    const mf = worker("Data");
    instances.push(mf);
    expect(await call(mf, "/fallback")).toEqual({ initialized: true, wasm: "ran", repairs: ["a"] });
  });

  it("imports without throwing when it cannot instantiate, and plans on the reference engine", async () => {
    const mf = worker("Text");
    instances.push(mf);
    expect(await call(mf, "/fallback")).toEqual({
      initialized: false,
      wasm: "not-initialized",
      repairs: ["a"],
    });
  });
});
