// An ordered, append-only-until-replaced transcript with identity-keyed metadata (SPEC §2).
import { DEFAULT_MAX_ITEMS } from "../common/codes.js";
import type { Descriptor } from "./engine/types.js";
import { invalidArgument, TranscriptError } from "./errors.js";
import { isCompactionTrigger, isObject } from "./items/classify.js";
import { describeItems } from "./items/describe.js";
import type { Item } from "./items/types.js";
import { boundedArray, readCaller } from "./limits.js";

type Table = Map<Item, unknown>;

/**
 * A projection's resident index in the wasm core (bindings/engine/resident-index.ts),
 * attached by the planners. Its methods never throw: a failure leaves it to be rebuilt on use.
 */
export interface ResidentSlot {
  /** Catches up with `descriptors` (the projection's, append-only until replaced). */
  sync(descriptors: readonly Descriptor[]): void;
  /** A new index over `descriptors` for a replacement, or undefined (built on first use). */
  rebuilt(descriptors: readonly Descriptor[]): ResidentSlot | undefined;
  /** Frees the core memory it holds. */
  dispose(): void;
}

/** What the planners and the session reach inside a projection; not part of its public class. */
export interface ProjectionInternals {
  /** {@link Projection.append} for an array of any length (no spread into arguments). */
  appendList(projection: Projection, items: readonly Item[]): Projection;
  /** Descriptors of the items, cached and kept current on append (for the engines). */
  descriptors(projection: Projection): readonly Descriptor[];
  /** The resident index attached by a planner, if any. */
  residentSlot(projection: Projection): ResidentSlot | undefined;
  /** Attaches a resident index (the previous one is disposed). */
  attachResident(projection: Projection, slot: ResidentSlot): void;
  /** The item array itself (append-only until replaced): its first `length` entries never change. */
  liveItems(projection: Projection): readonly Item[];
}

/** Filled by the Projection class below, which alone can read its private fields. */
export const projectionInternals = {} as ProjectionInternals;

/** Where items may come from: an array, any iterable, or another projection. */
export type ItemSource = Iterable<Item> | ArrayLike<Item> | Projection;

/**
 * Is the item a compaction_trigger? An item that throws when read (a proxy trap) is refused.
 * A `type` read in place as a string other than "compaction_trigger" rules it out (the item's
 * own `type` is that string, or it has none); anything else is read the careful way, `own`
 * (a property check and a guarded read, a third of a 1k-item cutoff plan when read for every item).
 */
function isTrigger(item: object, index: number): boolean {
  try {
    const type = (item as { type?: unknown }).type;
    if (typeof type === "string" && type !== "compaction_trigger") return false;
    return isCompactionTrigger(item);
  } catch (cause) {
    throw new TranscriptError("invalid-item", `item ${index} cannot be read`, {
      reason: "unreadable",
      item,
      index,
      cause,
    });
  }
}

function checkItem(item: unknown, index: number): void {
  if (!isObject(item)) {
    throw new TranscriptError("invalid-item", `item ${index} is not an object`, {
      reason: "not-an-object",
      item,
      index,
    });
  }
  if (isTrigger(item, index)) {
    throw new TranscriptError(
      "invalid-item",
      `item ${index} is a compaction_trigger: a request control, never a stored item`,
      { reason: "compaction-trigger", item, index },
    );
  }
}

function toArray(items: ItemSource, name: string): Item[] {
  // A proxy whose getPrototypeOf trap throws fails `instanceof`: invalid-argument.
  if (readCaller(name, () => items instanceof Projection)) return (items as Projection).items();
  if (typeof items !== "object" || items === null)
    throw invalidArgument(`${name} must be an array`);
  const array = boundedArray(items as Iterable<Item>, DEFAULT_MAX_ITEMS, name);
  array.forEach(checkItem);
  return array;
}

/**
 * An ordered transcript. Items are shared, storage is independent; a failed call
 * leaves the projection as it was. The host provides exclusion for concurrent writers.
 */
export class Projection {
  #items: Item[];
  #descriptors: Descriptor[] | undefined;
  #tables = new Map<unknown, Table>();
  #resident: ResidentSlot | undefined;

  /**
   * @throws {TranscriptError} `limit-exceeded` past 4,000,000 items (checked before any copy).
   * @throws {TranscriptError} `invalid-item` for an item that is not an object or is a trigger.
   */
  constructor(items: ItemSource = []) {
    this.#items = toArray(items, "items");
  }

  /** Number of items. */
  get length(): number {
    return this.#items.length;
  }

  /** The item at `index` (negative counts from the end), or undefined. */
  at(index: number): Item | undefined {
    return this.#items.at(index);
  }

  /** A fresh chronological array of the items (the item objects are shared). */
  items(): Item[] {
    return this.#items.slice();
  }

  /** Appends items in order; all are checked first, so a bad one appends nothing. */
  append(...items: Item[]): this {
    return this.#appendList(items);
  }

  /** {@link append} for an array of any length (a spread into `append` overflows past ~120k items). */
  #appendList(items: readonly Item[]): this {
    items.forEach((item, i) => checkItem(item, this.#items.length + i));
    for (const item of items) this.#items.push(item);
    if (this.#descriptors) for (const d of describeItems(items)) this.#descriptors.push(d);
    if (this.#descriptors) this.#resident?.sync(this.#descriptors);
    return this;
  }

  /** The metadata table for `key` (compared by identity), created on first use. */
  metadataTable(key: unknown): Map<Item, unknown> {
    let table = this.#tables.get(key);
    if (!table) {
      table = new Map();
      this.#tables.set(key, table);
    }
    return table;
  }

  /** The keys of the metadata tables this projection holds. */
  metadataKeys(): unknown[] {
    return [...this.#tables.keys()];
  }

  /**
   * Replaces every item. Metadata survives only for retained identities (explicit
   * `undefined`/`null` values too); tables obtained before are detached. Prepared fully
   * before the swap: a throw leaves the projection as it was.
   */
  replace(items: ItemSource): this {
    const next = toArray(items, "items");
    const tables = copyTables(this.#tables, new Set(next));
    const descriptors = this.#resident ? describeItems(next) : undefined;
    const resident = descriptors && this.#resident?.rebuilt(descriptors);
    this.#items = next;
    this.#descriptors = descriptors;
    this.#tables = tables;
    this.#resident?.dispose();
    this.#resident = resident;
    return this;
  }

  // The engines' access, handed to `projectionInternals` (not methods of the public class).
  static {
    Object.assign(projectionInternals, {
      appendList: (p: Projection, items: readonly Item[]) => p.#appendList(items),
      descriptors: (p: Projection) => {
        if (!p.#descriptors) p.#descriptors = describeItems(p.#items);
        return p.#descriptors;
      },
      residentSlot: (p: Projection) => p.#resident,
      attachResident: (p: Projection, slot: ResidentSlot) => {
        if (slot !== p.#resident) p.#resident?.dispose();
        p.#resident = slot;
      },
      liveItems: (p: Projection) => p.#items,
    } satisfies ProjectionInternals);
    Object.freeze(projectionInternals);
  }
}

/** Copies of `tables` restricted to the identities in `retained`. */
export function copyTables(tables: Map<unknown, Table>, retained: Set<Item>): Map<unknown, Table> {
  const out = new Map<unknown, Table>();
  for (const [key, table] of tables) {
    const copy: Table = new Map();
    for (const [item, value] of table) if (retained.has(item)) copy.set(item, value);
    out.set(key, copy);
  }
  return out;
}
