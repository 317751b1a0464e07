// What the Node ESM entry parses at import (cold start, bench/cold-start.ts): msgpackr stays off
// its static import graph and is required from dist/msgpackr.cjs at the first msgpack call.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { distReady, ROOT, staticGraph } from "./support.js";

const ready = distReady("index.js") && distReady("msgpackr.cjs");
// A message of msgpackr's decoder, kept by minification: present iff msgpackr's code is.
const MSGPACKR = "Data read, but end of buffer not reached";

describe.skipIf(!ready)("the Node entry's import graph", () => {
  const graph = ready ? staticGraph(join(ROOT, "dist", "index.js")) : [];

  it("is read by the graph walker (the core's chunk is in it)", () => {
    expect(graph.length).toBeGreaterThan(1);
    expect(graph.some((file) => readFileSync(file, "utf8").includes("not-initialized"))).toBe(true);
  });

  it("is two files, the entry and one chunk, and imports no Node module (cold start)", () => {
    // Each module file costs Node ~0.4 ms at import, node:module ~0.6 ms (tsup.config.ts).
    expect(graph).toHaveLength(2);
    for (const file of graph) expect(readFileSync(file, "utf8")).not.toMatch(/from\s*"node:/);
  });

  it("shares that chunk with every subpath entry (one core per runtime)", () => {
    const [, chunk] = graph;
    for (const name of ["provider", "readers", "session"])
      expect(staticGraph(join(ROOT, "dist", `${name}.js`))).toContain(chunk);
  });

  it("holds no msgpackr; the bundler build and dist/msgpackr.cjs do", () => {
    const withMsgpackr = graph.filter((file) => readFileSync(file, "utf8").includes(MSGPACKR));
    expect(withMsgpackr).toEqual([]);
    const module = staticGraph(join(ROOT, "dist", "module", "index.js"));
    expect(module.some((file) => readFileSync(file, "utf8").includes(MSGPACKR))).toBe(true);
    expect(readFileSync(join(ROOT, "dist", "msgpackr.cjs"), "utf8")).toContain(MSGPACKR);
  });

  it("decodes and encodes msgpack in a fresh Node process, msgpackr loaded only then", () => {
    const script = `
      import { createRequire } from "node:module";
      const lib = await import(${JSON.stringify(pathToFileURL(join(ROOT, "dist", "index.js")).href)});
      const cache = createRequire(import.meta.url).cache;
      const loaded = () => Object.keys(cache).some((k) => k.endsWith("msgpackr.cjs"));
      const before = loaded();
      // [{type: "function_call", call_id: "a", name: "f", arguments: "{}"}]
      const bytes = Uint8Array.from(atob("kYSkdHlwZa1mdW5jdGlvbl9jYWxsp2NhbGxfaWShYaRuYW1loWapYXJndW1lbnRzont9"), (c) => c.charCodeAt(0));
      lib.initSync(); // the wasm scan plans from the bytes: no decoding until an item is read
      const plan = lib.reconcileMsgpack(bytes);
      const afterPlan = loaded();
      const item = plan.item(0);
      const out = plan.bytes({ repairOutput: (r) => ({ type: "function_call_output", call_id: r.callId, output: "x" }) });
      console.log(JSON.stringify({ before, afterPlan, after: loaded(), item, repaired: lib.reconcileMsgpack(out).order.length }));
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      before: false,
      afterPlan: false,
      after: true,
      item: { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
      repaired: 2,
    });
  });
  it("needs process.getBuiltinModule (Node 20.16+) only at the first msgpack decode", () => {
    const script = `
      delete process.getBuiltinModule; // as on Node 20.0-20.15
      const lib = await import(${JSON.stringify(pathToFileURL(join(ROOT, "dist", "index.js")).href)});
      const planned = lib.reconcileItems([{ type: "message", role: "user", content: "hi" }]).repairs.length;
      const bytes = Uint8Array.from(atob("kYSkdHlwZa1mdW5jdGlvbl9jYWxsp2NhbGxfaWShYaRuYW1loWapYXJndW1lbnRzont9"), (c) => c.charCodeAt(0));
      let message;
      try { lib.reconcileMsgpack(bytes, { engine: "reference" }); } catch (error) { message = error.message; }
      console.log(JSON.stringify({ planned, message }));
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      planned: 0,
      message: "clinker-transcript needs process.getBuiltinModule (Node 20.16 or later)",
    });
  });
});
