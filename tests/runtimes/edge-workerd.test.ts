// The edge build in a real edge runtime: workerd serves a worker that imports dist/edge.js.
import { type ChildProcess, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pack } from "msgpackr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const dist = join(root, "dist");
const workerdBin = join(root, "node_modules", ".bin", "workerd");
const ready = existsSync(join(dist, "edge.js")) && existsSync(workerdBin);
if (!ready)
  console.warn("dist/edge.js or workerd missing (run npm run build): skipping the workerd test");

const WORKER = `
import { reconcileItems, reconcileMsgpack, isInitialized, makeCompactionPlan, Projection } from "./edge.js";
const STORED = Uint8Array.from(atob("__STORED__"), (c) => c.charCodeAt(0));
export default {
  async fetch() {
    const items = [
      { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
      { type: "message", role: "user", content: "x" },
      { type: "function_call_output", call_id: "a", output: "ok" },
      { type: "function_call", call_id: "b", name: "f", arguments: "{}" },
    ];
    const plan = reconcileItems(items, { engine: "wasm" });
    const order = plan.items({ repairOutput: (r) => ({ type: "function_call_output", call_id: r.callId, output: "interrupted" }) });
    const compaction = makeCompactionPlan(new Projection(order), { engine: "wasm" });
    let compileFromBytes = "allowed";
    try { new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])); } catch (e) { compileFromBytes = "refused"; }
    const stored = reconcileMsgpack(STORED);
    const storedBytes = stored.bytes({ repairOutput: (r) => ({ type: "function_call_output", call_id: r.callId, output: "interrupted" }) });
    return Response.json({
      stored: { order: Array.from(stored.order), repairs: stored.repairs.map((r) => r.callId), bytes: storedBytes.length },
      initialized: isInitialized(),
      repairs: plan.repairs.map((r) => r.callId),
      order: order.map((i) => i.type + ":" + (i.call_id ?? "")),
      start: compaction.start,
      compileFromBytes,
    });
  },
};
`;

function config(port: number): string {
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .worker)],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [
    (name = "worker.js", esModule = embed "worker.js"),
    (name = "edge.js", esModule = embed "edge.js"),
    (name = "clinker-transcript.wasm", wasm = embed "clinker-transcript.wasm"),
  ],
  compatibilityDate = "2026-11-01",
);
`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<Response> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`workerd exited with ${child.exitCode}`);
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("workerd did not start");
}

describe.skipIf(!ready)("the edge build on workerd", () => {
  let dir = "";
  let child: ChildProcess | undefined;
  let port = 0;
  let stderr = "";
  let expectedStoredBytes = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "clinker-workerd-"));
    for (const file of ["edge.js", "clinker-transcript.wasm"])
      copyFileSync(join(dist, file), join(dir, file));
    const stored = pack([
      { type: "function_call_output", call_id: "x", output: "early" },
      { type: "function_call", call_id: "x", name: "f", arguments: "{}" },
      { type: "function_call", call_id: "y", name: "f", arguments: "{}" },
    ]);
    expectedStoredBytes = stored.length;
    writeFileSync(
      join(dir, "worker.js"),
      WORKER.replace("__STORED__", Buffer.from(stored).toString("base64")),
    );
    port = await freePort();
    writeFileSync(join(dir, "config.capnp"), config(port));
    child = spawn(workerdBin, ["serve", join(dir, "config.capnp")], { cwd: dir });
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
  });

  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("plans on the wasm engine from an imported module, where compiling bytes is refused", async () => {
    const response = await waitForServer(`http://127.0.0.1:${port}/`, child!);
    const body = await response.json();
    expect(body.stored, stderr).toEqual({
      order: [1, 2, 0],
      repairs: ["y"],
      bytes: expect.any(Number),
    });
    expect(body.stored.bytes).toBeGreaterThan(expectedStoredBytes);
    delete body.stored;
    expect(body, stderr).toEqual({
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
});
