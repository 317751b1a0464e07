// The pairing scan of docs/engine-contract.md over descriptors (reference engine; the core: assembly/engine/pairing.ts).
import {
  ERR_COMPACTION_TRIGGER,
  ERR_DUPLICATE_CALL,
  ERR_DUPLICATE_OUTPUT,
  ERR_MALFORMED_ITEM,
  KIND_BOUNDARY,
  KIND_MALFORMED,
  KIND_OUTPUT,
  KIND_TRIGGER,
} from "../../../common/codes.js";
import { ITEM_PAIRED, ITEM_SECOND } from "../../../common/tables.js";
import type { CoreFailure, Descriptor } from "../types.js";
import { continuesGroup, isCall } from "./groups.js";
import { column } from "./tables.js";

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
  state: Int32Array;
  dropped: number[];
  failure: CoreFailure | undefined;
}

/**
 * The duplicate-call rule: a call key whose latest call slot is in the same group, or has no
 * output yet, makes a duplicate call.
 */
export function isDuplicateCall(sameGroup: boolean, heldAnswered: boolean): boolean {
  return sameGroup || !heldAnswered;
}

/** What an output does with the latest call slot of its key (`outputMeets`). */
export const OUTPUT_WAITS = 0; // no call yet: it waits (an orphan unless a later call takes it)
export const OUTPUT_TAKES = 1; // the slot has no output: it becomes the slot's output
export const OUTPUT_SECOND = 2; // the slot has one: a dropped late output or a duplicate output

/** The output rule: `slotOutput` is the latest call slot's output (-1: none), undefined when no call holds the key. */
export function outputMeets(slotOutput: number | undefined): number {
  if (slotOutput === undefined) return OUTPUT_WAITS;
  return slotOutput < 0 ? OUTPUT_TAKES : OUTPUT_SECOND;
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
): Int32Array {
  const flags = column(descriptors.length, 0);
  if (!isRepairedAt) return flags;
  for (const i of duplicatedKeyOutputs(descriptors)) flags[i] = isRepairedAt(i) ? 1 : 0;
  return flags;
}

/** Runs the pairing scan; errors are recorded, the lowest index wins. Its columns are tables.ts's. */
export function pair(
  descriptors: readonly Descriptor[],
  isRepairedAt?: (index: number) => boolean,
): Pairing {
  const n = descriptors.length;
  const repaired = repairedFlags(descriptors, isRepairedAt);
  const slots: Slot[] = [];
  const firstSlot = column(n, -1);
  const outputSlot = column(n, -1);
  const state = column(n, 0);
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
    else if (d.kind === KIND_BOUNDARY) {
      // A compaction ends correlation: no call or waiting output before it is met after it.
      latest.clear();
      waiting.clear();
    } else if (isCall(d.kind)) {
      firstSlot[i] = slots.length;
      if (i === 0 || !continuesGroup(descriptors[i - 1].kind, d.kind)) group = i;
      const keys = d.keys;
      for (let ord = 0; ord < keys.length; ord++) {
        const key = keys[ord];
        const held = latest.get(key);
        // The same key earlier in this item counts as the same group even when its slot failed.
        const sameGroup = (ord > 0 && keys.indexOf(key) < ord) || held?.group === group;
        if (held ? isDuplicateCall(sameGroup, held.output >= 0) : sameGroup) {
          fail(ERR_DUPLICATE_CALL, i, ord);
          continue;
        }
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
        const early = held || waiting.size === 0 ? undefined : waiting.get(key);
        if (early) {
          waiting.delete(key);
          takeOutput(slot, early[0], false);
          for (const extra of early.slice(1)) fail(ERR_DUPLICATE_OUTPUT, extra, 0);
        }
      }
    } else if (d.kind === KIND_OUTPUT) {
      const key = d.keys[0];
      const slot = latest.get(key);
      const meets = outputMeets(slot?.output);
      if (meets === OUTPUT_WAITS || !slot) {
        // (!slot is what OUTPUT_WAITS means; said again for the type checker)
        const list = waiting.get(key);
        if (list) list.push(i);
        else waiting.set(key, [i]);
      } else if (meets === OUTPUT_TAKES) takeOutput(slot, i, true);
      else if (slot.dropped < 0 && slot.outputAfter && repaired[slot.output] && !repaired[i]) {
        slot.dropped = i;
        state[i] = ITEM_SECOND;
        dropped.push(i);
      } else fail(ERR_DUPLICATE_OUTPUT, i, 0);
    }
  }
  return { slots, firstSlot, outputSlot, state, dropped, failure };
}
