// Independent checks over real transcripts: pairing, ordering, resolved prefixes, and plan
// signatures for comparing engines. They use only the classifiers (tested on their own), never
// the library's pairing or planning code.
import * as api from "../../bindings/index.js";
import {
  type CompactionPlan,
  callKey,
  callKeys,
  type Item,
  isCallItem,
  isFamilyPrivateItem,
  isOutputItem,
  type MissingOutputRepair,
  needsOutput,
  type ReconciliationPlan,
} from "../../bindings/index.js";

/**
 * The engines to compare. The wasm engine joins once bindings/index.ts exports `initSync`
 * (a colleague is building it); until then only the reference engine runs.
 */
export const wasmReady: boolean = (() => {
  const initSync = (api as Record<string, unknown>).initSync;
  if (typeof initSync !== "function") return false;
  initSync();
  return true;
})();

export const CORPUS_ENGINES: Array<"reference" | "wasm"> = wasmReady
  ? ["reference", "wasm"]
  : ["reference"];

const OUTPUT_OF: Record<string, string> = {
  function_call: "function_call_output",
  custom_tool_call: "custom_tool_call_output",
  computer_call: "computer_call_output",
  local_shell_call: "local_shell_call_output",
  shell_call: "shell_call_output",
  apply_patch_call: "apply_patch_call_output",
  tool_search_call: "tool_search_output",
  mcp_approval_request: "mcp_approval_response",
};

/** A synthetic output for a repair, of the kind the SPEC pairs with the call. */
export function fillRepair(repair: MissingOutputRepair): Item {
  const call = repair.call as Record<string, unknown>;
  if (Array.isArray(call.tool_calls)) {
    return { role: "tool", tool_call_id: repair.callId, content: "interrupted" } as Item;
  }
  const type = OUTPUT_OF[String(call.type)];
  if (type === "local_shell_call_output") return { type, id: repair.callId, output: "" } as Item;
  if (type === "mcp_approval_response") {
    return { type, approval_request_id: repair.callId, approve: false } as Item;
  }
  return { type, call_id: repair.callId, output: "interrupted" } as Item;
}

/** A plan as comparable data: input indices in order (`r<k>` for repair k), repairs, drops. */
export function reconcileSignature(items: readonly Item[], plan: ReconciliationPlan) {
  const index = new Map(items.map((item, i) => [item, i] as const));
  const fills = new Map<Item, number>();
  const out = plan.items({
    repairOutput: (repair) => {
      const output = fillRepair(repair);
      fills.set(output, fills.size);
      return output;
    },
  });
  return {
    order: out.map((item) => index.get(item) ?? `r${fills.get(item)}`),
    repairs: plan.repairs.map((r) => [index.get(r.call), r.callId]),
    dropped: plan.droppedLateOutputs.map((item) => index.get(item)),
  };
}

/** A compaction plan as comparable data. */
export function compactionSignature(items: readonly Item[], plan: CompactionPlan) {
  const index = new Map(items.map((item, i) => [item, i] as const));
  return {
    start: plan.start,
    cutoff: plan.cutoff,
    unresolved: plan.unresolvedCalls.map((u) => [index.get(u.call), u.callId]),
    retained: plan.items().map((item) => index.get(item)),
  };
}

/** One call slot and the output paired with it (-1: none). */
export interface Pair {
  call: number;
  key: string;
  output: number;
}

/**
 * Positional pairing, written plainly: an output pairs with the nearest earlier call with its
 * key that has no output yet, else with the first later call with its key; else it is an orphan.
 */
export function pairUp(items: readonly Item[]): { pairs: Pair[]; orphans: number[] } {
  const pairs: Pair[] = [];
  const open = new Map<string, Pair>();
  const early = new Map<string, number[]>();
  items.forEach((item, i) => {
    if (isCallItem(item)) {
      for (const key of callKeys(item)) {
        const pair: Pair = { call: i, key, output: -1 };
        const waiting = early.get(key);
        if (waiting?.length) pair.output = waiting.shift()!;
        pairs.push(pair);
        open.set(key, pair);
      }
    } else if (isOutputItem(item)) {
      const key = callKey(item);
      if (key === undefined) return;
      const pair = open.get(key);
      if (pair && pair.output < 0) pair.output = i;
      else early.set(key, [...(early.get(key) ?? []), i]);
    }
  });
  const paired = new Set(pairs.map((p) => p.output));
  const orphans: number[] = [];
  items.forEach((item, i) => {
    if (isOutputItem(item) && !paired.has(i)) orphans.push(i);
  });
  return { pairs, orphans };
}

/** Whether item i is a member of a call group (a call with a key). */
const inGroup = (item: Item) => isCallItem(item) && callKeys(item).length > 0;
const isChatGroup = (item: Item) => Array.isArray((item as Record<string, unknown>).tool_calls);

/** The first index of the call group holding item i (Responses runs; a Chat message alone). */
export function groupStart(items: readonly Item[], i: number): number {
  if (isChatGroup(items[i])) return i;
  let s = i;
  while (s > 0 && inGroup(items[s - 1]) && !isChatGroup(items[s - 1])) s--;
  return s;
}

/** Group start moved back over the run of family-private items just before it. */
export function withPrivateContext(items: readonly Item[], i: number): number {
  let s = groupStart(items, i);
  while (s > 0 && isFamilyPrivateItem(items[s - 1])) s--;
  return s;
}

/**
 * Why `items` is not a valid, ordered transcript under SPEC §5 (empty when it is): every
 * group is followed by one output per client call, in call order; no output stands elsewhere
 * unless no call has its key.
 */
export function orderProblems(items: readonly Item[]): string[] {
  const problems: string[] = [];
  const { orphans } = pairUp(items);
  const orphan = new Set(orphans);
  let i = 0;
  while (i < items.length) {
    const item = items[i];
    if (inGroup(item)) {
      const members = [item];
      if (!isChatGroup(item)) {
        while (i + members.length < items.length) {
          const next = items[i + members.length];
          if (!inGroup(next) || isChatGroup(next)) break;
          members.push(next);
        }
      }
      let j = i + members.length;
      // Outputs right after the group, in any order (docs/decisions.md, Reconciliation).
      const wanted = new Set(members.filter(needsOutput).flatMap((m) => callKeys(m)));
      while (
        j < items.length &&
        isOutputItem(items[j]) &&
        wanted.delete(callKey(items[j]) as string)
      )
        j++;
      for (const key of wanted) problems.push(`call ${key} at ${i}: no output after ${j}`);
      i = j;
    } else {
      if (isOutputItem(item) && !orphan.has(i)) problems.push(`output ${callKey(item)} at ${i}`);
      i++;
    }
  }
  return problems;
}

/** Why [0, start) is not a fully resolved prefix (empty when it is). */
export function prefixProblems(items: readonly Item[], start: number): string[] {
  const problems: string[] = [];
  for (const pair of pairUp(items).pairs) {
    const callIn = pair.call < start;
    const outputIn = pair.output >= 0 && pair.output < start;
    if (callIn && !outputIn && needsOutput(items[pair.call])) {
      problems.push(`call ${pair.key} at ${pair.call} discarded without its output`);
    }
    if (outputIn && !callIn)
      problems.push(`output ${pair.key} at ${pair.output} split from its call`);
    if (callIn && pair.output >= start) problems.push(`call ${pair.key} split from its output`);
  }
  if (
    start > 0 &&
    start < items.length &&
    inGroup(items[start]) &&
    groupStart(items, start) < start
  ) {
    problems.push(`call group split at ${start}`);
  }
  return problems;
}

/** Client calls before `cutoff` with no output before `cutoff` (SPEC §6), in call order. */
export function unresolvedAt(items: readonly Item[], cutoff: number): Pair[] {
  return pairUp(items).pairs.filter(
    (p) => p.call < cutoff && needsOutput(items[p.call]) && (p.output < 0 || p.output >= cutoff),
  );
}
