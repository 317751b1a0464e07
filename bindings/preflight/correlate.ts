// The one bridge from preflight to the correlation engines: pairing as the engines plan it.
// Slots and orphans are read back from a reconcile plan (docs/engine-contract.md "Reconcile
// order"), so preflight holds no pairing of its own and both engines give the same answer.
import { KIND_CHAT_CALLS, KIND_OTHER } from "../../common/codes.js";
import { type EngineName, selectEngine } from "../engine/select.js";
import type { Descriptor } from "../engine/types.js";
import { RECONCILIATION_REASONS } from "../errors.js";
import { type CallSlot, orphansOf, readPlan } from "../reconcile/read-plan.js";

export type { CallSlot };

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
      return { slots, outputSlot, orphans: orphansOf(current, outputSlot), refusals };
    }
    const d = current[plan.index];
    const reason = RECONCILIATION_REASONS[plan.reason]; // a trigger is no refusal: left out
    const key = plan.key >= 0 ? d.keys[plan.key] : undefined;
    if (reason && reason !== "compaction-trigger")
      refusals.push({ index: plan.index, reason, key });
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
