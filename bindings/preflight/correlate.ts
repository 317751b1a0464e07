// The one bridge from preflight to the correlation engines: pairing as the engines plan it.
// Slots and orphans are read back from a reconcile plan (docs/engine-contract.md "Reconcile
// order"), so preflight holds no pairing of its own and both engines give the same answer.
import {
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
  FLAG_NEEDS_OUTPUT,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_OTHER,
  KIND_OUTPUT,
} from "../../common/codes.js";
import { type EngineName, selectEngine } from "../engine/select.js";
import type { CoreReconcile, Descriptor } from "../engine/types.js";

/** One call slot and what answers it. */
export interface CallSlot {
  /** Index of the call item (for Chat, the assistant message). */
  readonly item: number;
  readonly key: string;
  readonly needsOutput: boolean;
  /** Last item index of the slot's group. */
  groupEnd: number;
  /** Index of its output, -1 when none. */
  output: number;
}

/** An item the engines refused to pair, with the engine's reason. */
export interface Refusal {
  readonly index: number;
  readonly reason: "malformed-item" | "duplicate-call" | "duplicate-output";
  readonly key: string | undefined;
}

/** The pairing of one input. */
export interface Correlation {
  /** Every call slot, in transcript order. */
  readonly slots: readonly CallSlot[];
  /** Per unit: the index in `slots` of the slot it answers, -1 for anything else. */
  readonly outputSlot: Int32Array;
  /** Outputs that answer no call, ascending. */
  readonly orphans: readonly number[];
  /** Items the engines refused, in the order met (preflight() sorts violations); left out of the pairing. */
  readonly refusals: readonly Refusal[];
}

const NEUTRAL: Descriptor = Object.freeze({ kind: KIND_OTHER, flags: 0, keys: Object.freeze([]) });
const REFUSALS: Record<number, Refusal["reason"]> = {
  [ERR_MALFORMED_ITEM]: "malformed-item",
  [ERR_DUPLICATE_CALL]: "duplicate-call",
  [ERR_DUPLICATE_OUTPUT]: "duplicate-output",
};

const isCall = (d: Descriptor) => d.kind === KIND_CALL || d.kind === KIND_CHAT_CALLS;

function endsGroup(descriptors: readonly Descriptor[], i: number): boolean {
  if (descriptors[i].kind === KIND_CHAT_CALLS) return true;
  return i + 1 === descriptors.length || descriptors[i + 1].kind !== KIND_CALL;
}

/** Slots from a plan: after a group's last call come its outputs and repairs, in slot order. */
function readPlan(
  descriptors: readonly Descriptor[],
  plan: CoreReconcile,
): { slots: CallSlot[]; outputSlot: Int32Array } {
  const slots: CallSlot[] = [];
  const outputSlot = new Int32Array(descriptors.length).fill(-1);
  const { order } = plan;
  let groupFirst = 0;
  for (let p = 0; p < order.length; ) {
    const i = order[p++];
    if (i < 0 || !isCall(descriptors[i])) continue;
    const { keys, flags } = descriptors[i];
    const needsOutput = (flags & FLAG_NEEDS_OUTPUT) !== 0;
    for (const key of keys) slots.push({ item: i, key, needsOutput, groupEnd: -1, output: -1 });
    if (!endsGroup(descriptors, i)) continue;
    for (let s = groupFirst; s < slots.length; s++) {
      const slot = slots[s];
      slot.groupEnd = i;
      const next = p < order.length ? order[p] : undefined;
      if (next === undefined) continue;
      if (next < 0) {
        if (slot.needsOutput) p++;
      } else if (descriptors[next].kind === KIND_OUTPUT && descriptors[next].keys[0] === slot.key) {
        slot.output = next;
        outputSlot[next] = s;
        p++;
      }
    }
    groupFirst = slots.length;
  }
  return { slots, outputSlot };
}

/** The descriptor without the key the engine refused (the whole item when it holds no other key). */
function withoutKey(d: Descriptor, key: number): Descriptor {
  if (d.kind !== KIND_CHAT_CALLS || key < 0 || d.keys.length < 2) return NEUTRAL;
  return { ...d, keys: d.keys.filter((_, j) => j !== key) };
}

/**
 * Pairs `descriptors` with the engine `engine` names (`auto`: as every planning call chooses).
 * An item the engine refuses is recorded and left out, and the engine runs again, so the cost
 * grows with the number of refused items.
 * @throws {TranscriptError} `invalid-argument` for an unknown engine; `not-initialized` for `wasm` before init.
 */
export function correlate(descriptors: readonly Descriptor[], engine?: EngineName): Correlation {
  const chosen = selectEngine(engine, descriptors.length);
  const current = descriptors.slice();
  const refusals: Refusal[] = [];
  for (;;) {
    const plan = chosen.reconcile({ descriptors: current });
    if (plan.ok) {
      const { slots, outputSlot } = readPlan(current, plan);
      const orphans: number[] = [];
      for (let i = 0; i < current.length; i++) {
        if (current[i].kind === KIND_OUTPUT && outputSlot[i] < 0) orphans.push(i);
      }
      return { slots, outputSlot, orphans, refusals };
    }
    const d = current[plan.index];
    const reason = REFUSALS[plan.reason];
    const key = plan.key >= 0 ? d.keys[plan.key] : undefined;
    if (reason) refusals.push({ index: plan.index, reason, key });
    current[plan.index] = withoutKey(d, plan.key);
  }
}

/** The slot output `i` answers, if any. */
export function slotOf(correlation: Correlation, i: number): CallSlot | undefined {
  const s = correlation.outputSlot[i];
  return s >= 0 ? correlation.slots[s] : undefined;
}

/** Outputs that answer a slot, ascending. */
export function pairedOutputs(correlation: Correlation): number[] {
  const out: number[] = [];
  correlation.outputSlot.forEach((s, i) => {
    if (s >= 0) out.push(i);
  });
  return out;
}
