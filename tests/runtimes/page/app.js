// Loads the package's browser build, reconciles a transcript and shows it.
import { init, isInitialized, reconcileItems } from "/dist/module/index.js";

const transcript = [
  { type: "message", role: "user", content: "What is the weather in Paris and in Rome?" },
  { type: "function_call", call_id: "call_paris", name: "weather", arguments: '{"city":"Paris"}' },
  { type: "function_call", call_id: "call_rome", name: "weather", arguments: '{"city":"Rome"}' },
  { type: "message", role: "user", content: "Never mind Rome." },
  { type: "function_call_output", call_id: "call_paris", output: "Paris: 21°C, clear" },
];

let engine = "wasm";
try {
  await init();
} catch (error) {
  // A page whose CSP lacks 'wasm-unsafe-eval' cannot compile the core: the reference engine serves.
  engine = `reference (${error.code})`;
}
const plan = reconcileItems(transcript);
const repaired = new Set();
const items = plan.items({
  repairOutput(repair) {
    const output = { type: "function_call_output", call_id: repair.callId, output: "interrupted" };
    repaired.add(output);
    return output;
  },
});

const list = document.getElementById("transcript");
for (const item of items) {
  const li = document.createElement("li");
  if (repaired.has(item)) li.className = "repair";
  const text = item.content ?? item.output ?? `${item.name}(${item.arguments})`;
  li.innerHTML = `<code>${item.type}${item.role ? ` ${item.role}` : ""}${item.call_id ? ` ${item.call_id}` : ""}</code> `;
  li.append(text);
  list.append(li);
}
const status = document.getElementById("status");
status.textContent = `${items.length} items, ${plan.repairs.length} repaired, engine: ${engine}, initialized: ${isInitialized()}`;
status.dataset.done = "true";
