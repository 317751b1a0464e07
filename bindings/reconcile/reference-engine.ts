// The reference engine: docs/engine-contract.md in plain TypeScript over descriptors.
import { FLAG_NEEDS_OUTPUT } from "../../common/codes.js";
import { cutoffStart, unresolvedSlots } from "../compaction/cutoff-scan.js";
import type {
  CoreCutoff,
  CoreFailure,
  CoreReconcile,
  CoreRequest,
  Engine,
} from "../engine/types.js";
import { endsGroup } from "./groups.js";
import { pair } from "./pairing.js";

function reconcile(request: CoreRequest): CoreReconcile | CoreFailure {
  const { descriptors } = request;
  const pairing = pair(descriptors, request.isRepairedAt);
  if (pairing.failure) return pairing.failure;
  const { slots, outputSlot } = pairing;
  const dropped = new Uint8Array(descriptors.length);
  for (const i of pairing.dropped) dropped[i] = 1;
  const order: number[] = [];
  const repairs: number[] = [];
  let groupSlot = 0; // first slot of the current group
  for (let i = 0; i < descriptors.length; i++) {
    if (outputSlot[i] >= 0 || dropped[i]) continue;
    order.push(i);
    if (!endsGroup(descriptors, i)) continue;
    const end = pairing.firstSlot[i] + descriptors[i].keys.length;
    for (let s = groupSlot; s < end; s++) {
      const slot = slots[s];
      if (slot.output >= 0) order.push(slot.output);
      else if (descriptors[slot.item].flags & FLAG_NEEDS_OUTPUT) {
        repairs.push(slot.item, slot.ord);
        order.push(-(repairs.length / 2));
      }
    }
    groupSlot = end;
  }
  return {
    ok: true,
    order: Int32Array.from(order),
    repairs: Int32Array.from(repairs),
    dropped: Int32Array.from(pairing.dropped),
  };
}

function cutoff(request: CoreRequest, at: number): CoreCutoff | CoreFailure {
  const pairing = pair(request.descriptors, request.isRepairedAt);
  if (pairing.failure) return pairing.failure;
  const unresolved = unresolvedSlots(request.descriptors, pairing, at);
  const start = cutoffStart(request.descriptors, pairing, at, unresolved);
  const pairs = unresolved.flatMap((slot) => [slot.item, slot.ord]);
  return { ok: true, start, unresolved: Int32Array.from(pairs) };
}

/** The reference engine: the oracle for the wasm core and the fallback where wasm cannot load. */
export const referenceEngine: Engine = { name: "reference", reconcile, cutoff };
