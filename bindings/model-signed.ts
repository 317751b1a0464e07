// Content only its producing model verifies (SPEC §3; PROVIDER-RULES anthropic/foreign-thinking,
// responses/foreign-encrypted-content): a request under another family or model is refused. Both
// halves decided here once: what is signed, and when a recorded producer is foreign. Preflight's
// rules report such content; `fix` leaves such items out after a model switch.
import { isNativeCompactionItem, isObject } from "./items/classify.js";
import { NATIVE_COMPACTION_TYPES, own, THINKING_BLOCK_TYPES } from "./items/kinds.js";
import type { Item } from "./items/types.js";

/**
 * Is `value` signed by its producer: thinking (`thinking`, `redacted_thinking`, a block or an
 * item) or a reasoning or native compaction item with a non-empty `encrypted_content`?
 * @throws {TranscriptError} `invalid-item` when a field cannot be read (a throwing getter).
 */
export function isModelSigned(value: unknown): boolean {
  if (!isObject(value)) return false;
  const type = own(value, "type");
  if (typeof type !== "string") return false;
  if (THINKING_BLOCK_TYPES.has(type)) return true;
  if (type !== "reasoning" && !NATIVE_COMPACTION_TYPES.has(type)) return false;
  const blob = own(value, "encrypted_content");
  return typeof blob === "string" && blob !== "";
}

/**
 * Is the recorded `producer` (a family, or a model) another than `current`? Families are compared
 * with the family and models with the model, never one with the other; an unrecorded producer or
 * an unknown `current` is never foreign.
 */
export function isForeignProducer(producer: unknown, current: string | undefined): boolean {
  return producer !== undefined && current !== undefined && producer !== current;
}

/**
 * The items of `items` that are model-signed and that `modelOf` records as made by another model
 * than `model` (a model switch: the session continues with `model`); none when `model` is
 * undefined. A native compaction item is not among them: the history it stands for would go with
 * it (preflight still reports it). A new Set of the caller's item objects; `items` is not changed.
 * @throws {TranscriptError} `invalid-item` for an item whose fields cannot be read.
 */
export function foreignModelItems(
  items: readonly Item[],
  modelOf: (item: Item) => string | undefined,
  model: string | undefined,
): Set<Item> {
  const foreign = new Set<Item>();
  if (model === undefined) return foreign;
  for (const item of items)
    if (
      isForeignProducer(modelOf(item), model) &&
      isModelSigned(item) &&
      !isNativeCompactionItem(item)
    )
      foreign.add(item);
  return foreign;
}
