// Two builds of the library's object path side by side with the peers in one process (issue 35):
// `reconcileItems(items, { engine: "auto" }).items({ repairOutput, family, itemFamilies })` as
// bench/peers/run.ts times it, of each build, each against a copy of itself (A/A), the newer
// build without `family`, and the three peers, in the same seeded shuffled rounds (CPU time).
// node script/ab-bundle.mjs <revision> build/ab/before.mjs; node script/ab-bundle.mjs WORKTREE build/ab/after.mjs
// node script/bench-bundle.mjs bench/paired-object-path.ts --expose-gc --single-threaded-gc -- \
//   build/ab/before.mjs build/ab/after.mjs <shapes, comma-separated> [sizes] [bare|server] [rounds multiplier]
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Library, loadBuild } from "./ab-builds.js";
import { repairOutput } from "./cases.js";
import { counts, median, pairedRatio, ratio, roundsAsync } from "./measure.js";
import { PI_MODEL, toAgents, toAiSdk, toPiAi } from "./peers/formats.js";
import { ensurePeers } from "./peers/install.js";
import { type HeapName, heap } from "./shapes/heap.js";
import { SHAPES } from "./shapes/shapes.js";
import { asHeld } from "./synthetic.js";

type Item = import("../bindings/index.js").Item;

const [beforePath, afterPath, shapeList, sizeList, heapName, multiplier] = process.argv.slice(2);
if (!beforePath || !afterPath || !shapeList)
  throw new Error("usage: paired-object-path.ts <before.mjs> <after.mjs> <shapes> [sizes] [heap]");
const before = await loadBuild(beforePath);
const after = await loadBuild(afterPath);
if (!ensurePeers()) throw new Error("bench/peers: not installed");
const MODULES = resolve(import.meta.dirname, "peers", "node_modules");
const peer = (file: string): Promise<Record<string, any>> =>
  import(pathToFileURL(resolve(MODULES, file)).href);
const agents = await peer("@openai/agents-core/dist/runner/items.mjs");
const ai = await peer("ai/dist/internal/index.js");
const pi = await peer("@mariozechner/pi-ai/dist/providers/transform-messages.js");
const sizes = (sizeList ?? "1000,10000,100000").split(",").map(Number);
const more = Number(multiplier ?? 1);
const held = heap((heapName ?? "bare") as HeapName);
const FAMILY = "openai";

for (const name of shapeList.split(",")) {
  const shape = SHAPES.find((s) => s.name === name);
  if (!shape) throw new Error(`no shape ${name} in bench/shapes`);
  for (const n of sizes) {
    const items = shape.items(n) as Item[];
    const families = new Map<Item, string>();
    for (const item of items)
      if ((item as { type?: string }).type === "reasoning") families.set(item, FAMILY);
    const objectPath = (library: Library) => () =>
      library
        .reconcileItems(items, { engine: "auto" })
        .items({ repairOutput, family: FAMILY, itemFamilies: families });
    const reconciled = objectPath(after)();
    const agentItems = asHeld(toAgents(items));
    const piMessages = asHeld(toPiAi(items));
    const aiPrompt = { messages: asHeld(toAiSdk(reconciled)) };
    const variants: Record<string, () => unknown> = {
      before: objectPath(before),
      "before A/A": objectPath(before),
      after: objectPath(after),
      "after A/A": objectPath(after),
      "after, no family": () =>
        after.reconcileItems(items, { engine: "auto" }).items({ repairOutput }),
      "before, plan": () => before.reconcileItems(items, { engine: "auto" }).repairs,
      "after, plan": () => after.reconcileItems(items, { engine: "auto" }).repairs,
      "agents-core": () => agents.dropOrphanToolCalls(agentItems),
      ai: () =>
        ai.convertToLanguageModelPrompt({
          prompt: aiPrompt,
          supportedUrls: {},
          download: undefined,
        }),
      "pi-ai": () => pi.transformMessages(piMessages, PI_MODEL),
    };
    const { samples, inner } = counts(n);
    const times = await roundsAsync(variants, Math.max(7, samples) * more, inner, held.rounds);
    const over = (a: string, b: string) => ratio(pairedRatio(times[a], times[b]));
    const peers = ["agents-core", "ai", "pi-ai"];
    console.log(
      [
        `${name} ${held.name} ${n}: after ${median(times.after).toFixed(3)} ms, before/after ${over("before", "after")}`,
        `(A/A before ${over("before A/A", "before")}, after ${over("after A/A", "after")})`,
        `| peer/before ${peers.map((p) => `${p} ${over(p, "before")}`).join(", ")}`,
        `| peer/after ${peers.map((p) => `${p} ${over(p, "after")}`).join(", ")}`,
        `| no family/after ${over("after, no family", "after")}`,
        `| plan only before/after ${over("before, plan", "after, plan")}`,
      ].join(" "),
    );
  }
}
