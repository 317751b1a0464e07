// Compaction by budget: capture a plan, get a summary (or use a native checkpoint), install.

import { type CompactionPlan, makeCompactionPlan } from "../compaction/plan.js";
import type { Item } from "../items/index.js";
import { isNativeCompactionItem, userMessageItem } from "../items/index.js";
import { readCaller } from "../limits.js";
import { isRefused, responseText } from "../provider/protocol.js";
import { ABORTED, untilAborted } from "./abort.js";
import { buildRequest, withUserText } from "./request.js";
import type { SessionState } from "./state.js";
import { addUsage } from "./usage.js";

/** The default instruction of a summary request. */
export const SUMMARY_INSTRUCTIONS =
  "Summarize the conversation above for your own later use: the user's goals, what was done, " +
  "what was found, decisions taken and what remains. Be complete and concise; no preamble.";

/** A compaction in progress: the captured plan and the replacement being prepared. */
export interface PendingCompaction {
  readonly plan: CompactionPlan;
  /** The captured length: items after it arrived meanwhile. */
  readonly length: number;
  readonly native: boolean;
  /** The replacement items, or a reason to skip. */
  readonly replacement: Promise<Item[] | "refused" | "empty">;
}

/** About-tokens: the JSON length of the items over four. */
export function estimateTokens(items: readonly Item[]): number {
  // Cycles, BigInts, throwing getters or a string past V8's limit: invalid-argument.
  return readCaller("items", () => Math.ceil(JSON.stringify(items).length / 4));
}

// The newest native checkpoint the session's family may replay, if it would discard anything.
function checkpointIndex(state: SessionState, items: readonly Item[]): number | undefined {
  const { family, itemFamilies } = state.familyOptions();
  for (let i = items.length - 1; i > 0; i--) {
    const mine = family === undefined || itemFamilies?.get(items[i]) === family;
    if (isNativeCompactionItem(items[i]) && mine) return i;
  }
  return undefined;
}

function defaultSummaryItems(text: string): Item[] {
  return [userMessageItem(`Summary of the conversation so far:\n\n${text}`)];
}

async function summarize(
  state: SessionState,
  plan: CompactionPlan,
  discarded: readonly Item[],
): Promise<Item[] | "refused" | "empty"> {
  const options = state.options.compaction;
  const base = buildRequest(state, discarded);
  const instructions = options?.instructions ?? SUMMARY_INSTRUCTIONS;
  const request = { ...base, messages: withUserText([...base.messages], instructions) };
  const response = await state.options.provider.complete(request);
  state.usage = addUsage(state.usage, response.usage);
  if (isRefused(response)) return "refused";
  const text = responseText(response);
  if (text.trim() === "") return "empty";
  const summary = (options?.summaryItems ?? defaultSummaryItems)(text);
  return [...plan.instructions(), ...summary]; // instructions outlive compaction
}

/**
 * Starts a compaction when the projection's estimated size passes the budget (at most once
 * per turn): captures the plan (cutoff at the newest native checkpoint, else `length - keep`)
 * and starts the summary request. Undefined when nothing is due or nothing would be discarded.
 */
export function startCompaction(state: SessionState): PendingCompaction | undefined {
  const options = state.options.compaction;
  if (!options || state.compactedAt === state.turns) return undefined;
  const items = state.projection.items();
  if ((options.estimate ?? estimateTokens)(items) <= options.budget) return undefined;
  const checkpoint = checkpointIndex(state, items);
  const cutoff = checkpoint ?? Math.max(0, items.length - (options.keep ?? 0));
  const isRepairedOutput = state.isRepairedOutput;
  const plan = makeCompactionPlan(state.projection, { cutoff, isRepairedOutput });
  if (plan.start === 0) return undefined;
  const discarded = items.slice(0, plan.start);
  const replacement =
    checkpoint === undefined
      ? summarize(state, plan, discarded)
      : Promise.resolve(plan.instructions());
  replacement.catch(() => {}); // awaited later, or abandoned on an abort
  return { plan, length: items.length, native: checkpoint !== undefined, replacement };
}

/**
 * Waits for the replacement and installs the plan's projection with everything appended since
 * the capture. Returns true when the run was aborted meanwhile (nothing installed).
 */
export async function finishCompaction(
  state: SessionState,
  pending: PendingCompaction,
): Promise<boolean> {
  const replacement = await untilAborted(pending.replacement, state.signal);
  if (replacement === ABORTED) return true;
  if (typeof replacement === "string") {
    state.emit({ type: "compaction-skipped", reason: replacement });
    return false;
  }
  const additionalItems = state.projection.items().slice(pending.length);
  const next = pending.plan.projection({
    replacementItems: replacement,
    additionalItems,
    isRepairedOutput: state.isRepairedOutput,
  });
  state.projection.replace(next);
  state.compactedAt = state.turns;
  const { plan, native } = pending;
  state.emit({ type: "compaction", plan, native, replacementItems: replacement, additionalItems });
  return false;
}
