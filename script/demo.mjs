// The demo: runs the built package on a bundled transcript and prints what it finds, then runs
// a scripted agent session on the stub provider (offline, deterministic) and prints it as it goes.
import { readFileSync } from "node:fs";
import {
  callKey,
  callKeys,
  INTERRUPTED_TEXT,
  initSync,
  isCallItem,
  isFamilyPrivateItem,
  isOutputItem,
  itemsForFamily,
  itemType,
  makeCompactionPlan,
  needsOutput,
  Projection,
  reconcileItems,
} from "../dist/index.js";
import { createStubProvider } from "../dist/provider.js";
import { runSession } from "../dist/session.js";

const file = process.argv[2] ?? new URL("./demo-transcript.json", import.meta.url);
const { about, items, families } = JSON.parse(readFileSync(file, "utf8"));
const itemFamilies = new Map(Object.entries(families ?? {}).map(([i, f]) => [items[Number(i)], f]));
const keyOf = (item) => callKeys(item).join(",") || callKey(item) || "";
const label = (item) => `${itemType(item)}${keyOf(item) ? ` ${keyOf(item)}` : ""}`;
const print = (title, rows) => console.log(`\n${title}\n${rows.map((r) => `  ${r}`).join("\n")}`);

if (about) console.log(about);
initSync();

const kinds = new Map();
for (const item of items) kinds.set(itemType(item), (kinds.get(itemType(item)) ?? 0) + 1);
print(
  `${items.length} items by kind:`,
  [...kinds].map(([k, n]) => `${String(n).padStart(3)}  ${k}`),
);

const calls = items.filter(isCallItem);
print("Calls and outputs:", [
  `${calls.length} calls (${calls.filter(needsOutput).length} client-executed), ${items.filter(isOutputItem).length} outputs`,
]);

const privateItems = items.filter(isFamilyPrivateItem);
const perFamily = new Map();
for (const item of privateItems) {
  const family = itemFamilies.get(item) ?? "unknown";
  perFamily.set(family, (perFamily.get(family) ?? 0) + 1);
}
print(
  `${privateItems.length} family-private items:`,
  [...perFamily].map(([f, n]) => `${n} from ${f}`),
);
for (const family of ["openai", "anthropic"]) {
  const kept = itemsForFamily(items, family, { itemFamilies });
  console.log(`  replayable to ${family}: ${kept.length} of ${items.length} items`);
}

const plan = reconcileItems(items, { engine: "wasm" });
print("Reconciliation (wasm engine):", [
  `repairs needed: ${plan.repairs.map((r) => r.callId).join(", ") || "none"}`,
]);
const reconciled = plan.items({
  repairOutput: ({ callId }) => ({
    type: "function_call_output",
    call_id: callId,
    output: "[interrupted: no result]",
  }),
});
print(
  "Reconciled order:",
  reconciled.map((item, i) => `${String(i).padStart(2)}  ${label(item)}`),
);

const projection = new Projection(reconciled);
const compaction = makeCompactionPlan(projection, { cutoff: 13 });
print("Compaction plan at cutoff 13:", [
  `unresolved at the cutoff: ${compaction.unresolvedCalls.map((u) => u.callId).join(", ") || "none"}`,
  `discards ${compaction.start} resolved items, retains ${compaction.items().length}: ${compaction.items().map(label).join(", ")}`,
]);

// ---- A session on the stub provider --------------------------------------------------------

const clip = (raw, n = 64) => {
  const text = raw.replace(/\s+/g, " ");
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
};
const textOf = (item) =>
  typeof item.output === "string"
    ? item.output
    : (item.content ?? []).map((part) => part.text ?? part.refusal ?? "").join("");
const describe = (item) => {
  const name = `${label(item)}${item.role ? ` ${item.role}` : ""}`;
  return `${name.padEnd(32)} ${clip(textOf(item) || item.arguments || "")}`;
};

// The host prints the transcript as it grows, and the loop's other events.
function printer(run) {
  return (event) => {
    if (event.type === "turn")
      console.log(
        `  [${run}] turn ${event.turn}: request with ${event.request.messages.length} message(s)`,
      );
    if (event.type === "item")
      console.log(`  [${run}]   + ${event.source.padEnd(6)} ${describe(event.item)}`);
    if (event.type === "reconciled")
      console.log(
        `  [${run}] reconciled: repaired ${event.repairs.map((r) => r.callId).join(", ") || "nothing"}`,
      );
    if (event.type === "compaction") {
      const { plan, replacementItems, additionalItems } = event;
      console.log(
        `  [${run}] compaction: discarded ${plan.start} items, kept in flight ${plan.unresolvedCalls.map((u) => u.callId).join(", ") || "none"}, ` +
          `installed ${replacementItems.length} replacement item(s) (kept system messages, the summary) + ${additionalItems.length} arrived meanwhile`,
      );
    }
  };
}

// Two runs over one transcript and one scripted stub: the first is aborted, the second resumes.
async function sessionDemo() {
  // Scripted model turns: the stub plays them in order across both runs.
  const provider = createStubProvider([
    {
      text: "Comparing the Node version and the lockfile.",
      tools: [
        { name: "shell", input: { cmd: "node --version" } },
        { name: "read_file", input: { path: "package-lock.json" } },
      ],
      usage: { inputTokens: 420, outputTokens: 38 },
    },
    {
      text: "Running the test suite.",
      tool: "run_tests",
      input: {},
      usage: { inputTokens: 510, outputTokens: 21 },
    },
    {
      text: "The test run was interrupted; running only the build suite.",
      tool: "run_tests",
      input: { suite: "build" },
      usage: { inputTokens: 580, outputTokens: 30 },
    },
    {
      text: "The user asked why CI fails; Node is v20 locally, the lockfile is v3, a full test run was interrupted.",
      usage: { inputTokens: 600, outputTokens: 25 },
    },
    {
      text: "CI runs Node 18, but package.json requires Node >= 20: pin CI to Node 20.",
      usage: { inputTokens: 240, outputTokens: 22 },
    },
  ]);

  let controller = new AbortController();
  const tools = {
    shell: {
      description: "Runs a command",
      run: ({ cmd }) => (cmd === "node --version" ? "v20.20.2" : ""),
    },
    read_file: { description: "Reads a file", run: () => '{"lockfileVersion":3}' },
    run_tests: {
      description: "Runs tests",
      run: ({ suite }, { signal }) =>
        suite === "build"
          ? "1 failing: engines.node >= 20 required (CI uses Node 18)"
          : new Promise((_, reject) => {
              // The user presses Ctrl-C while the full suite runs.
              signal.addEventListener("abort", () => reject(new Error("aborted")));
              setTimeout(() => controller.abort(), 0);
            }),
    },
  };

  const projection = new Projection([
    {
      type: "message",
      role: "developer",
      content: [{ type: "input_text", text: "You are a build doctor." }],
    },
    {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: "Why does the build fail on CI but not locally?" }],
    },
  ]);
  const common = { provider, projection, tools, family: "stub" };

  console.log("\nA session on the stub provider (run 1 is aborted mid-tool, run 2 resumes it):");
  const first = await runSession({ ...common, signal: controller.signal, onEvent: printer(1) });
  const pending = reconcileItems(projection).repairs.map((r) => r.callId);
  console.log(
    `  run 1: ${first.status} after ${first.turns} turn(s); without an output: ${pending.join(", ")}`,
  );

  controller = new AbortController();
  const second = await runSession({
    ...common,
    signal: controller.signal,
    compaction: { budget: 300 },
    onEvent: printer(2),
  });
  const settled = reconcileItems(projection);
  print(
    `Run 2: ${second.status} after ${second.turns} turn(s), usage ${JSON.stringify(second.usage)}; the transcript now:`,
    [
      ...projection.items().map((item, i) => `${String(i).padStart(2)}  ${describe(item)}`),
      `repairs pending: ${settled.repairs.length}, reorders needed: ${settled.unchanged ? "none" : "some"}` +
        `, repaired outputs say: "${clip(INTERRUPTED_TEXT, 40)}"`,
    ],
  );
}

await sessionDemo();
