// Reading a reconcile plan back (docs/engine-contract.md "Reconcile order"): after a group's
// last call come its outputs and repairs, in slot order; every other output stands in place.
// Preflight's correlation and a plan's orphans (SPEC §5 "Orphans") read the engine's plan here,
// so neither decides pairing on its own.
import { FLAG_NEEDS_OUTPUT, KIND_CALL, KIND_CHAT_CALLS, KIND_OUTPUT } from "../../common/codes.js";
import type { Descriptor } from "../engine/types.js";

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

const isCall = (d: Descriptor) => d.kind === KIND_CALL || d.kind === KIND_CHAT_CALLS;

function endsGroup(descriptors: readonly Descriptor[], i: number): boolean {
  if (descriptors[i].kind === KIND_CHAT_CALLS) return true;
  return i + 1 === descriptors.length || descriptors[i + 1].kind !== KIND_CALL;
}

/** Slots from a plan: after a group's last call come its outputs and repairs, in slot order. */
export function readPlan(
  descriptors: readonly Descriptor[],
  plan: { readonly order: ArrayLike<number> },
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
    for (let s = groupFirst; s < slots.length; s++) slots[s].groupEnd = i;
    p = takeGroupEntries(descriptors, order, p, slots, groupFirst, outputSlot);
    groupFirst = slots.length;
  }
  return { slots, outputSlot };
}

/**
 * The orphan outputs (outputs that answer no call, emitted in place), ascending, from readPlan's
 * `outputSlot`: what `orphans: "drop"` leaves out.
 */
export function orphansOf(descriptors: readonly Descriptor[], outputSlot: Int32Array): number[] {
  const orphans: number[] = [];
  for (let i = 0; i < descriptors.length; i++) {
    if (descriptors[i].kind === KIND_OUTPUT && outputSlot[i] < 0) orphans.push(i);
  }
  return orphans;
}

/**
 * Reads the entries after a group (slots from `first`) from order position `p`: outputs by key
 * (in call order, or in the order they already stood: docs/decisions.md), repair entries for the
 * first unanswered slot that needs one (call order); returns the position after them. Linear in
 * the group's entries: a slot once answered or repaired stays so, so every search moves forward.
 */
function takeGroupEntries(
  descriptors: readonly Descriptor[],
  order: ArrayLike<number>,
  p: number,
  slots: CallSlot[],
  first: number,
  outputSlot: Int32Array,
): number {
  const open = new OpenSlots(slots, first);
  for (; p < order.length; p++) {
    const next = order[p];
    if (next < 0) {
      if (open.takeRepair() < 0) break;
      continue;
    }
    if (descriptors[next].kind !== KIND_OUTPUT) break;
    const s = open.takeKey(descriptors[next].keys[0]);
    if (s < 0) break;
    slots[s].output = next;
    outputSlot[next] = s;
  }
  return p;
}

/** Groups up to this many slots are searched by a scan; larger ones through a map by key. */
const SCAN_SLOTS = 8;

// The open (neither answered nor repaired) slots of one group, taken in call order.
class OpenSlots {
  private readonly taken: Uint8Array;
  private repairFrom: number;
  private byKey: KeyChains | undefined;

  constructor(
    private readonly slots: readonly CallSlot[],
    private readonly first: number,
  ) {
    this.taken = new Uint8Array(slots.length - first);
    this.repairFrom = first;
  }

  /** The first open slot that needs an output, now taken by a repair; -1 when none. */
  takeRepair(): number {
    const { slots } = this;
    let s = this.repairFrom;
    while (s < slots.length && (!slots[s].needsOutput || this.taken[s - this.first])) s++;
    this.repairFrom = s;
    return s < slots.length ? this.take(s) : -1;
  }

  /** The first open slot of `key`, now taken by an output; -1 when none. */
  takeKey(key: string): number {
    const { slots, first, taken } = this;
    if (slots.length - first <= SCAN_SLOTS) {
      for (let s = first; s < slots.length; s++)
        if (slots[s].key === key && !taken[s - first]) return this.take(s);
      return -1;
    }
    this.byKey ??= keyChains(slots, first);
    const { next, head } = this.byKey;
    let s = head.get(key) ?? -1;
    while (s >= 0 && taken[s - first]) s = next[s - first];
    head.set(key, s);
    return s < 0 ? -1 : this.take(s);
  }

  private take(s: number): number {
    this.taken[s - this.first] = 1;
    return s;
  }
}

/** Per key, its first slot (`head`) and each slot's next slot of the same key (-1: none). */
interface KeyChains {
  head: Map<string, number>;
  next: Int32Array;
}

function keyChains(slots: readonly CallSlot[], first: number): KeyChains {
  const next = new Int32Array(slots.length - first).fill(-1);
  const head = new Map<string, number>();
  for (let s = slots.length - 1; s >= first; s--) {
    const after = head.get(slots[s].key);
    if (after !== undefined) next[s - first] = after;
    head.set(slots[s].key, s);
  }
  return { head, next };
}
