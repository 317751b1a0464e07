// The pairing scan of docs/engine-contract.md over descriptors (reference engine; the core: assembly/engine/pairing.ts).
import {
  ERR_COMPACTION_TRIGGER,
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_MALFORMED,
  KIND_OUTPUT,
  KIND_TRIGGER,
} from "../../../common/codes.js";
import { ITEM_PAIRED, ITEM_SECOND } from "../../../common/tables.js";
import type { CoreFailure, Descriptor } from "../types.js";

/** One call slot: (item, key ordinal) with its paired output and dropped late output. */
export interface Slot {
  id: number;
  item: number;
  /** First item index of the slot's group. */
  group: number;
  ord: number;
  output: number;
  outputAfter: boolean;
  dropped: number;
}

/** The result of pairing: slots in transcript order, and for each item its slots. */
export interface Pairing {
  slots: Slot[];
  /** First slot index of each call item, -1 for other items. */
  firstSlot: Int32Array;
  /** Output index → slot index paired with it, -1 if none. */
  outputSlot: Int32Array;
  /** ITEM_* per item (common/tables.ts): paired outputs and dropped late outputs are not plain. */
  state: Uint8Array;
  dropped: number[];
  failure: CoreFailure | undefined;
}

/** Outputs whose key is held by two or more outputs, ascending. */
export function duplicatedKeyOutputs(descriptors: readonly Descriptor[]): number[] {
  const counts = new Map<string, number>();
  for (const d of descriptors) {
    if (d.kind === KIND_OUTPUT) counts.set(d.keys[0], (counts.get(d.keys[0]) ?? 0) + 1);
  }
  const out: number[] = [];
  descriptors.forEach((d, i) => {
    if (d.kind === KIND_OUTPUT && counts.get(d.keys[0])! > 1) out.push(i);
  });
  return out;
}

function repairedFlags(
  descriptors: readonly Descriptor[],
  isRepairedAt: ((index: number) => boolean) | undefined,
): Uint8Array {
  const flags = new Uint8Array(descriptors.length);
  if (!isRepairedAt) return flags;
  for (const i of duplicatedKeyOutputs(descriptors)) flags[i] = isRepairedAt(i) ? 1 : 0;
  return flags;
}

/** Runs the pairing scan; errors are recorded, the lowest index wins. */
export function pair(
  descriptors: readonly Descriptor[],
  isRepairedAt?: (index: number) => boolean,
): Pairing {
  const n = descriptors.length;
  const repaired = repairedFlags(descriptors, isRepairedAt);
  const slots: Slot[] = [];
  const firstSlot = new Int32Array(n).fill(-1);
  const outputSlot = new Int32Array(n).fill(-1);
  const state = new Uint8Array(n);
  const latest = new Map<string, Slot>();
  const waiting = new Map<string, number[]>();
  const dropped: number[] = [];
  let failure: CoreFailure | undefined;
  let group = -1;
  const fail = (reason: number, index: number, key: number) => {
    if (!failure || index < failure.index) failure = { ok: false, reason, index, key };
  };

  const takeOutput = (slot: Slot, output: number, after: boolean) => {
    slot.output = output;
    slot.outputAfter = after;
    outputSlot[output] = slot.id;
    state[output] = ITEM_PAIRED;
  };

  for (let i = 0; i < n; i++) {
    const d = descriptors[i];
    if (d.kind === KIND_MALFORMED) fail(ERR_MALFORMED_ITEM, i, -1);
    else if (d.kind === KIND_TRIGGER) fail(ERR_COMPACTION_TRIGGER, i, -1);
    else if (d.kind === KIND_CALL || d.kind === KIND_CHAT_CALLS) {
      firstSlot[i] = slots.length;
      if (d.kind === KIND_CHAT_CALLS || i === 0 || descriptors[i - 1].kind !== KIND_CALL) group = i;
      d.keys.forEach((key, ord) => {
        const held = latest.get(key);
        if (d.keys.indexOf(key) < ord || (held && held.group === group)) {
          return fail(ERR_DUPLICATE_CALL, i, ord);
        }
        if (held && held.output < 0) return fail(ERR_DUPLICATE_CALL, i, ord);
        const slot: Slot = {
          id: slots.length,
          item: i,
          group,
          ord,
          output: -1,
          outputAfter: false,
          dropped: -1,
        };
        slots.push(slot);
        latest.set(key, slot);
        const early = held ? undefined : waiting.get(key);
        if (early) {
          waiting.delete(key);
          takeOutput(slot, early[0], false);
          for (const extra of early.slice(1)) fail(ERR_DUPLICATE_OUTPUT, extra, 0);
        }
      });
    } else if (d.kind === KIND_OUTPUT) {
      const key = d.keys[0];
      const slot = latest.get(key);
      if (!slot) {
        const list = waiting.get(key);
        if (list) list.push(i);
        else waiting.set(key, [i]);
      } else if (slot.output < 0) takeOutput(slot, i, true);
      else if (slot.dropped < 0 && slot.outputAfter && repaired[slot.output] && !repaired[i]) {
        slot.dropped = i;
        state[i] = ITEM_SECOND;
        dropped.push(i);
      } else fail(ERR_DUPLICATE_OUTPUT, i, 0);
    }
  }
  return { slots, firstSlot, outputSlot, state, dropped, failure };
}
