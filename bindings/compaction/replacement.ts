// Building the projection that replaces a compacted one (SPEC §6, plan.projection).

import { closeStart } from "../engine/reference/cutoff.js";
import { pair } from "../engine/reference/pairing.js";
import { withColumns } from "../engine/reference/tables.js";
import type { EngineName } from "../engine/select.js";
import type { Descriptor } from "../engine/types.js";
import { invalidArgument } from "../errors.js";
import { itemForFamily } from "../family.js";
import { isArrayValue } from "../is-array.js";
import { canonicalizeNativeCompactionItem } from "../items/compaction.js";
import { describeItems } from "../items/describe.js";
import type { Item } from "../items/types.js";
import { boundedArray, type ItemLimits, resolveLimits } from "../limits.js";
import { Projection } from "../projection.js";
import { reconcileItems, reconciliationError } from "../reconcile/reconcile-items.js";
import type { CompactionProjectionOptions } from "./projection-options.js";

/** What a plan captured. */
export interface Captured {
  source: Projection;
  captured: readonly Item[];
  descriptors: readonly Descriptor[];
  start: number;
}

interface PlanDefaults {
  engine: EngineName | undefined;
  limits: ItemLimits | undefined;
  isRepairedOutput: ((output: Item) => boolean) | undefined;
}

// A fresh copy, its length checked before anything is read (a sparse 2**32-1 array answers at once).
function arrayOption(value: unknown, name: string, limits: ItemLimits | undefined): Item[] {
  if (value === undefined) return [];
  if (!isArrayValue(value)) throw invalidArgument(`${name} must be an array`);
  return boundedArray(value, resolveLimits(limits).maxItems, name);
}

/** Validates arrivals against the captured correlations; returns the new start and left-out arrivals. */
function admitArrivals(
  captured: Captured,
  additional: readonly Item[],
  isRepairedOutput: ((output: Item) => boolean) | undefined,
): { start: number; leftOut: Set<Item> } {
  const all = [...captured.captured, ...additional];
  const descriptors = [...captured.descriptors, ...describeItems(additional)];
  const isRepairedAt = isRepairedOutput
    ? (i: number) => Boolean(isRepairedOutput(all[i]))
    : undefined;
  return withColumns(() => admitPaired(all, descriptors, captured, isRepairedAt));
}

/** admitArrivals once the arrivals are described (the pairing's columns live for this call). */
function admitPaired(
  all: readonly Item[],
  descriptors: readonly Descriptor[],
  captured: Captured,
  isRepairedAt: ((i: number) => boolean) | undefined,
): { start: number; leftOut: Set<Item> } {
  const pairing = pair(descriptors, isRepairedAt);
  if (pairing.failure) throw reconciliationError(pairing.failure, descriptors, (i) => all[i]);
  const n = captured.captured.length;
  // Late outputs arriving after a repair never pull their call back (SPEC §6, details settled).
  const slots = pairing.slots.map((slot) => (slot.dropped >= n ? { ...slot, dropped: -1 } : slot));
  const start = closeStart(descriptors, { ...pairing, slots }, captured.start);
  const leftOut = new Set<Item>();
  for (const slot of pairing.slots) {
    if (slot.dropped >= n && slot.item < start) leftOut.add(all[slot.dropped]);
  }
  return { start, leftOut };
}

/** Family selection and canonical spellings, remembering which copy came from which item. */
function select(
  replacement: readonly Item[],
  rest: readonly Item[],
  options: CompactionProjectionOptions,
  origin: Map<Item, Item>,
): Item[] {
  const out: Item[] = [];
  const keep = (item: Item, canonical: boolean) => {
    const chosen =
      options.family === undefined ? item : itemForFamily(item, options.family, options);
    if (chosen === undefined) return;
    const final = canonical ? canonicalizeNativeCompactionItem(chosen) : chosen;
    if (final !== item) origin.set(final, item);
    out.push(final);
  };
  for (const item of replacement) keep(item, true);
  for (const item of rest) keep(item, false);
  return out;
}

function copyMetadata(source: Projection, target: Projection, origin: Map<Item, Item>): void {
  for (const key of source.metadataKeys()) {
    const from = source.metadataTable(key);
    const to = target.metadataTable(key);
    for (const item of target.items()) {
      const original = origin.get(item) ?? item;
      if (from.has(original)) to.set(item, from.get(original));
    }
  }
}

/** The replacement projection; throws with nothing changed on any failure. */
export function buildReplacement(
  captured: Captured,
  options: CompactionProjectionOptions,
  defaults: PlanDefaults,
): Projection {
  const replacement = arrayOption(options.replacementItems, "replacementItems", defaults.limits);
  const additional = arrayOption(options.additionalItems, "additionalItems", defaults.limits);
  if (options.family !== undefined && typeof options.family !== "string") {
    throw invalidArgument("family must be a string");
  }
  const isRepairedOutput = options.isRepairedOutput ?? defaults.isRepairedOutput;
  const { start, leftOut } = admitArrivals(captured, additional, isRepairedOutput);
  const rest = [
    ...captured.captured.slice(start),
    ...additional.filter((item) => !leftOut.has(item)),
  ];
  const origin = new Map<Item, Item>();
  const selected = select(replacement, rest, options, origin);
  const plan = reconcileItems(selected, {
    isRepairedOutput,
    engine: defaults.engine,
    limits: defaults.limits,
  });
  const result = new Projection(plan.items({ repairOutput: options.repairOutput }));
  copyMetadata(captured.source, result, origin);
  return result;
}
