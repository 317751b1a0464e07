// The same smoke run in every runtime (Node, Deno, Bun): import the built package, plan on both
// engines, plan from stored msgpack (reading and rewriting it), and print the results as one JSON line.
// Usage: <runtime> smoke.mjs <file URL of dist/index.js>
const entry = globalThis.Deno ? Deno.args[0] : process.argv[2];
const lib = await import(entry);

// msgpack of [function_call_output x (before its call), function_call x, function_call y].
const STORED =
  "k94AA6R0eXBltGZ1bmN0aW9uX2NhbGxfb3V0cHV0p2NhbGxfaWSheKZvdXRwdXSlZWFybHneAASkdHlwZa1mdW5jdGlvbl9jYWxsp2NhbGxfaWSheKRuYW1loWapYXJndW1lbnRzont93gAEpHR5cGWtZnVuY3Rpb25fY2FsbKdjYWxsX2lkoXmkbmFtZaFmqWFyZ3VtZW50c6J7fQ==";
const stored = Uint8Array.from(atob(STORED), (c) => c.charCodeAt(0));
const items = [
  { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
  { type: "message", role: "user", content: "x" },
  { type: "function_call_output", call_id: "a", output: "ok" },
  { type: "function_call", call_id: "b", name: "f", arguments: "{}" },
];
const repairOutput = (r) => ({
  type: "function_call_output",
  call_id: r.callId,
  output: "interrupted",
});
const describe = (plan) => plan.items({ repairOutput }).map((i) => `${i.type}:${i.call_id ?? ""}`);

const before = lib.isInitialized();
const reference = describe(lib.reconcileItems(items, { engine: "reference" }));
await lib.init();
const wasm = describe(lib.reconcileItems(items, { engine: "wasm" }));
const fromBytes = lib.reconcileMsgpack(stored, { engine: "wasm" });
// Reading an item and writing the repaired bytes need msgpackr (loaded at this first use).
const decoded = fromBytes.item(0).type;
const rewritten = lib.reconcileMsgpack(fromBytes.bytes({ repairOutput })).order.length;
let error = "none";
try {
  lib.reconcileItems("not an array");
} catch (e) {
  error = e instanceof lib.TranscriptError ? e.code : "foreign";
}
console.log(
  JSON.stringify({
    before,
    after: lib.isInitialized(),
    reference,
    wasm,
    stored: {
      order: Array.from(fromBytes.order),
      repairs: fromBytes.repairs.map((r) => r.callId),
      decoded,
      rewritten,
    },
    error,
  }),
);
