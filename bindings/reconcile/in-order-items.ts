// The one pass over items, for reconcileItems and makeCompactionPlan alike: one reader for both, so
// the pass's per-item call keeps one target (a second reader made it polymorphic, and a process that
// planned a compaction then ran reconcileItems' pass at 2-4x its time at 1k items).
import { scratch, withColumns } from "../engine/reference/tables.js";
import { privacyByTypeOf, UNREAD } from "../family.js";
import {
  describeIfPlain,
  describeItem,
  PRIVACY_NOT_READ,
  reusedDescriptor,
} from "../items/describe.js";
import { directReadsSafe } from "../items/direct.js";
import type { Item } from "../items/types.js";
import { type InOrderPlan, type InOrderSlots, reconcileInOrderThen } from "./in-order.js";

/**
 * reconcileItems' one pass over the items themselves (common items read directly, no descriptor
 * kept), its plan, slots and each item's privacy as the type tells it (for a later
 * items({ family })) handed to `then`; undefined where the pass gives up, or where
 * Object.prototype changed meanwhile. `makesPlan` false: no plan made (`then` gets undefined,
 * and privacy bytes valid only inside `then`).
 * @throws whatever reading an item or `then` throws, unchanged.
 */
export function inOrderOverItems<T>(
  list: readonly Item[],
  then: (plan: InOrderPlan | undefined, slots: InOrderSlots, privacy: Uint8Array) => T,
  makesPlan: boolean,
): T | undefined {
  return withColumns(() => overItems(list, then, makesPlan));
}

/**
 * Each item's privacy byte: a plan's own array, or for a pass that makes no plan, a view of the
 * kept buffer valid inside the caller's withColumns (a fresh array over 64 bytes is an off-heap
 * allocation: 4% of a 1k-item call-less cutoff).
 */
function privacyBytes(n: number, makesPlan: boolean): Uint8Array {
  if (makesPlan) return new Uint8Array(n);
  const words = scratch((n + 3) >> 2);
  return new Uint8Array(words.buffer, words.byteOffset, n);
}

function overItems<T>(
  list: readonly Item[],
  then: (plan: InOrderPlan | undefined, slots: InOrderSlots, privacy: Uint8Array) => T,
  makesPlan: boolean,
): T | undefined {
  const direct = directReadsSafe();
  const privacy = privacyBytes(list.length, makesPlan);
  const into = reusedDescriptor(); // each descriptor is read at once: one object for the pass
  const planned = reconcileInOrderThen(
    list.length,
    (i) => {
      const item = list[i];
      // One prototype check for both reads (it costs about as much as the reads); a message's
      // privacy is left to items({ family }): read here, it would slow plans of real transcripts.
      const d = direct ? describeIfPlain(item, privacy, i, into, false) : undefined; // the type read once for both
      if (d === undefined) {
        privacy[i] = UNREAD;
        return describeItem(item);
      }
      if (privacy[i] === PRIVACY_NOT_READ) privacy[i] = privacyByTypeOf(item as Item & object);
      return d;
    },
    (plan, slots) => then(plan, slots, privacy),
    makesPlan,
  );
  if (planned === undefined || (direct && !directReadsSafe())) return undefined;
  return planned;
}
