import {
  functionCallOutputItem,
  initSync,
  makeCompactionPlan,
  Projection,
  reconcileItems,
  userMessageItem,
} from "clinker-transcript";

initSync(); // optional: plans on the wasm engine (without it: the reference engine, same plans)

// A tiny in-memory store standing for yours. The run stopped while `npm_test` ran: the call
// has no output.
const saved = [
  userMessageItem("Why does the cart test fail?"),
  { type: "function_call", call_id: "call_1", name: "npm_test", arguments: "{}" },
];
const store = { load: () => [...saved], save: (item) => saved.push(item) };

// A stub summarizer standing for your model.
const summarize = async (items) =>
  userMessageItem(`Summary of ${items.length} items: the cart test run was interrupted.`);

// Reconcile: every client call gets exactly one output, right after its call. A repair is
// saved before it is replayed, and known as yours on the next load (isRepairedOutput).
const INTERRUPTED = "The call was interrupted before it finished.";
const isRepairedOutput = (output) => output.output === INTERRUPTED;
const plan = reconcileItems(store.load(), { isRepairedOutput });
const replay = plan.items({
  repairOutput: ({ callId }) => {
    const output = functionCallOutputItem(callId, INTERRUPTED);
    store.save(output);
    return output;
  },
});
console.log(`repairs: ${plan.repairs.length}, replay: ${replay.length} items`);
// → repairs: 1, replay: 3 items
const again = reconcileItems(store.load(), { isRepairedOutput });
console.log(`next load: ${again.repairs.length} repairs`);
// → next load: 0 repairs

// Compact: capture the plan before asking the summarizer, then install the summary.
// With no cutoff the cut is at the end: nothing is retained, the summary replaces everything.
const projection = new Projection(replay);
const all = makeCompactionPlan(projection);
console.log(`no cutoff: ${all.items().length} retained`);
// → no cutoff: 0 retained
const next = all.projection({ replacementItems: [await summarize(replay)] });
console.log(`after it: ${next.length} item`);
// → after it: 1 item

// With a cutoff, the items from it on are kept after the summary (here the call and its output).
const tail = makeCompactionPlan(projection, { cutoff: 1 });
const summary = await summarize(replay.slice(0, tail.start));
const kept = tail.projection({ replacementItems: [summary] });
console.log(`cutoff 1: ${tail.items().length} retained, ${kept.length} items after`);
// → cutoff 1: 2 retained, 3 items after
