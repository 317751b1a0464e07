// Agents SDK histories reconciled by the engine: convert, plan, map back.

import { INTERRUPTED_TEXT, type Item, repairPolicy } from "clinker-transcript";
import { planFor } from "../frameworks/plan.js";
import { agentErrorResult, agentResultText, toLibraryItem } from "./items.js";
import type { AgentItemLike, AgentReconcileOptions } from "./types.js";

/** A reconciled Agents SDK history and what changed. */
export interface ReconciledAgentItems<I extends AgentItemLike> {
  /** The history to send: the input's items (the same objects) and the repairs, in order. */
  readonly items: I[];
  /** Result items written for calls that had none, in transcript order (to publish). */
  readonly repairs: I[];
  /** Results whose call is not before them in their segment, left out. */
  readonly droppedOrphans: I[];
  /** Real results that came after a call was already answered with a repair, left out. */
  readonly droppedLateResults: I[];
  /** Reasoning and compaction items the target family may not replay, left out. */
  readonly droppedPrivate: I[];
}

/**
 * Reconciles an Agents SDK history (`AgentInputItem[]`): every unanswered call gets an error
 * result with the interrupted text, orphan results are left out, results move next to their
 * calls, compaction items end correlation. Never mutates `items`.
 * @throws {ReconciliationError} for a call id used twice while unanswered, a second result for a
 * call, or a call or result without a call id.
 */
export function reconcileAgentItems<I extends AgentItemLike>(
  items: readonly I[],
  options: AgentReconcileOptions<I> = {},
): ReconciledAgentItems<I> {
  const text = options.interruptedText ?? INTERRUPTED_TEXT;
  const back = new Map<Item, I>();
  const itemFamilies = new Map<Item, string>();
  const library = items.map((item) => {
    const converted = toLibraryItem(item);
    back.set(converted, item);
    const family = options.familyOf?.(item);
    if (family !== undefined) itemFamilies.set(converted, family);
    return converted;
  });
  const repairs: I[] = [];
  const policy = repairPolicy(text);
  const plan = planFor(library, {
    isRepairedOutput: (output) => agentResultText(back.get(output)!) === text,
    repairOutput: ({ call, callId }) => {
      const output = policy.repairOutput({ call, callId });
      const repair = agentErrorResult(back.get(call)!, callId, text) as I;
      back.set(output, repair);
      repairs.push(repair);
      return output;
    },
    family: options.familyOf ? options.family : undefined,
    itemFamilies,
  });
  const planned = new Set(plan.items);
  const original = (list: readonly Item[]) => list.map((item) => back.get(item)!);
  return {
    items: original(plan.items),
    repairs,
    droppedOrphans: original(plan.droppedOrphans.map((orphan) => orphan.output)),
    droppedLateResults: original(plan.droppedLateOutputs),
    droppedPrivate: original(
      library.filter(
        (item) => !planned.has(item) && (item.type === "reasoning" || item.type === "compaction"),
      ),
    ),
  };
}
