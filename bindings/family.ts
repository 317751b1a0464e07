// Selecting what a model family may replay (SPEC §3).
import { DEFAULT_MAX_ITEMS } from "../common/codes.js";
import { invalidArgument } from "./errors.js";
import { isArrayValue } from "./is-array.js";
import {
  hasPrivateParts,
  isObject,
  isServerExecuted,
  itemType,
  withoutPrivateContent,
} from "./items/classify.js";
import { directReadsSafe, isPlain } from "./items/direct.js";
import {
  ALWAYS_PRIVATE_TYPES,
  own,
  PRIVATE_ITEM,
  PRIVATE_PARTS,
  SHARED,
  THINKING_BLOCK_TYPES,
  UNREAD,
} from "./items/kinds.js";
import {
  type ForeignChoice,
  keepsForeignText,
  messageWithPrivateText,
  privateItemAsText,
} from "./items/private-text.js";
import type { Family, Item } from "./items/types.js";
import {
  boundedArray,
  callerOptions,
  checkItemCount,
  type ItemLimits,
  nestedArray,
  readCaller,
  resolveLimits,
} from "./limits.js";
import { Projection } from "./projection.js";

/** Who produced which item, and which items are portable handoffs for which native family. */
export interface FamilySources {
  /** The producing family of items (identity-keyed). Unknown producer: private items are dropped. */
  itemFamilies?: ReadonlyMap<Item, Family>;
  /** Handoff items (a text stand-in for private content) with the family they stand in for. */
  handoffFamilies?: ReadonlyMap<Item, Family>;
  /**
   * `"drop"` (default): another family's private content is left out. `"text"`: where it carries
   * readable text (reasoning summary or content, thinking) that text is kept as plain assistant
   * text, a handoff for the producing family (a known producer only).
   */
  foreign?: ForeignChoice;
}

/**
 * Told of each item whose foreign private content became text: the source item, what stands in
 * for it, the producing family, and whether it is a handoff alone (nothing shared left in it).
 */
export type OnForeignText = (source: Item, made: Item, producer: Family, handoff: boolean) => void;

/** {@link FamilySources} and the limits of {@link itemsForFamily}. */
export interface FamilyOptions extends FamilySources {
  /** The producing family of items (identity-keyed). Unknown producer: private items are dropped. */
  itemFamilies?: ReadonlyMap<Item, Family>;
  /** Handoff items (a text stand-in for private content) with the family they stand in for. */
  handoffFamilies?: ReadonlyMap<Item, Family>;
  /** Most items accepted (checked before the list is read); default 4,000,000. */
  limits?: ItemLimits;
}

/** The item count of an array or a projection, checked against `maxItems` before any walk. */
export function itemCount(
  items: readonly Item[] | Projection,
  limits: { maxItems: number } = { maxItems: DEFAULT_MAX_ITEMS },
  name = "items",
): number {
  if (readCaller(name, () => items instanceof Projection)) return (items as Projection).length;
  if (!isArrayValue(items)) throw invalidArgument(`${name} must be an array or a Projection`);
  const count = readCaller(name, () => items.length);
  checkItemCount(count, limits);
  return count;
}

/**
 * The items of an array or a projection as a fresh array, the count checked first; a non-array
 * is `invalid-argument`, past `maxItems` `limit-exceeded`.
 */
export function itemList(
  items: readonly Item[] | Projection,
  name = "items",
  limits: { maxItems: number } = { maxItems: DEFAULT_MAX_ITEMS },
): Item[] {
  if (items instanceof Projection) return items.items();
  itemCount(items, limits, name);
  return boundedArray(items, limits.maxItems, name);
}

function checkMap(map: unknown, name: string): void {
  if (map !== undefined && !(map instanceof Map)) throw invalidArgument(`${name} must be a Map`);
}

export { PRIVATE_ITEM, PRIVATE_PARTS, SHARED, UNREAD } from "./items/kinds.js";

/** SHARED, PRIVATE_ITEM (isFamilyPrivateItem) or PRIVATE_PARTS (hasFamilyPrivateContent): type read once. */
function privacyOf(item: Item): number {
  const type = itemType(item);
  if (type === "message") return hasPrivateParts(item as object) ? PRIVATE_PARTS : SHARED;
  return type === undefined ? SHARED : privacyOfType(item, type);
}

/** privacyOf of an item whose type (not `message`) is known. */
function privacyOfType(item: Item, type: string): number {
  if (ALWAYS_PRIVATE_TYPES.has(type)) return PRIVATE_ITEM;
  if (type === "tool_search_call" || type === "tool_search_output")
    return isServerExecuted(item) ? PRIVATE_ITEM : SHARED;
  return SHARED;
}

/** A thinking block among a message's content parts (read directly where they are plain)? */
function hasThinkingPart(content: unknown): boolean {
  const parts = nestedArray(content);
  if (parts === undefined) return false;
  for (let k = 0; k < parts.length; k++) {
    const part: unknown = parts[k];
    const type = partType(part);
    // A string type compared by name (a set lookup hashed every part's type: a string of its own
    // in every parsed part past 10 characters); any other value as String() names it.
    if (typeof type === "string") {
      if (type === "thinking" || type === "redacted_thinking") return true;
    } else if (type !== undefined && THINKING_BLOCK_TYPES.has(String(type))) return true;
  }
  return false;
}

/**
 * A content part's own `type`: read directly, then the prototype checked (the read checks the
 * part's map, and V8 then folds the check to a constant, where it is otherwise a runtime call per
 * part); a part that is not plain is read again through own(). What a direct read throws, the
 * caller's privacy() catches.
 */
function partType(part: unknown): unknown {
  if (typeof part !== "object" || part === null) return undefined;
  const type = (part as Record<string, unknown>).type;
  if (isPlain(part)) return type;
  return isObject(part) ? own(part, "type") : undefined;
}

/** privacyDirect's answer where the type decides it; UNREAD for a message or a type not a string. */
function privacyByType(item: Record<string, unknown>, type: unknown): number {
  if (type === "function_call" || type === "function_call_output") return SHARED;
  if (typeof type !== "string" || type === "message") return UNREAD;
  return privacyOfType(item, type);
}

/** privacyOf for a plain item while `directReadsSafe()`, its `type` read: the same answer, fields read directly. */
function privacyDirect(item: Record<string, unknown>, type: unknown): number {
  const known = privacyByType(item, type);
  if (known !== UNREAD) return known;
  if (type === "message" || typeof item.role === "string") {
    // PRIVATE_MESSAGE_FIELDS read by name: a keyed read of each name was a twentieth of a
    // no-tools transcript's items({ family }) (tests/family holds the names to the list).
    if (
      item.role === "assistant" &&
      (item.reasoning_content != null ||
        item.reasoning_details != null ||
        item.thinking_blocks != null)
    )
      return PRIVATE_PARTS;
    return hasThinkingPart(item.content) ? PRIVATE_PARTS : SHARED;
  }
  return SHARED;
}

/** privacyOf, read directly when `direct` allows it (a throwing getter: read again through own()). */
export function privacy(item: Item, direct: boolean): number {
  if (direct && typeof item === "object" && item !== null) {
    try {
      // The type read before the prototype check, as partType reads a part's (V8 folds the check);
      // a non-plain item's is read again through own().
      const type: unknown = item.type;
      if (isPlain(item)) return privacyDirect(item, type);
    } catch {
      // own() reports it as invalid-item
    }
  }
  return privacyOf(item);
}

/**
 * privacy() of an item the caller found plain (`isPlain`) while `directReadsSafe()` where its type
 * decides it, never throwing; UNREAD for messages (their fields and parts decide: read only when a
 * family is selected) and where a read throws (read again the careful way).
 */
export function privacyByTypeOf(item: Record<string, unknown>): number {
  try {
    return privacyByType(item, item.type);
  } catch {
    return UNREAD;
  }
}

/**
 * What a pick reads of `options` for every item, in a fresh object of one fixed shape: the
 * caller's options arrive as a null-prototype copy (callerOptions), a dictionary whose every read
 * is a hash lookup. An empty `itemFamilies` (a Map itself, not a subclass, which may answer `get`
 * on its own) is left out: no producer is then looked up, each lookup a first touch of a private
 * item. A map whose prototype or size cannot be read is kept (the lookups report it as they did).
 */
export function familySources(options: FamilySources): FamilySources {
  let families = options.itemFamilies;
  try {
    // Read only when given: a getPrototypeOf(undefined) throw each call costs more than the test.
    if (families && Object.getPrototypeOf(families) === Map.prototype && families.size === 0)
      families = undefined;
  } catch {
    // a map whose prototype or size cannot be read: kept as given
  }
  return {
    itemFamilies: families,
    handoffFamilies: options.handoffFamilies,
    foreign: options.foreign,
  };
}

/** Are there handoffs to decide? (Each item is then looked up before its privacy counts.) */
export function hasHandoffs(options: FamilySources): boolean {
  const handoffs = options.handoffFamilies;
  return handoffs !== undefined && handoffs.size > 0;
}

/** The item as `family` may see it once its privacy (not UNREAD) is known and it is no handoff. */
export function choiceForFamily(
  item: Item,
  kind: number,
  family: Family,
  options: FamilySources,
  onText?: OnForeignText,
): Item | undefined {
  if (kind === SHARED) return item;
  // The producer is looked up only for items it decides.
  const producer = options.itemFamilies?.get(item);
  if (producer === family) return item;
  if (options.foreign === "text" && producer !== undefined)
    return foreignAsText(item, kind, producer, onText);
  return kind === PRIVATE_ITEM ? undefined : withoutPrivateContent(item);
}

/** Another family's private content kept as text where it has some (SPEC §3), else dropped or stripped. */
function foreignAsText(
  item: Item,
  kind: number,
  producer: Family,
  onText: OnForeignText | undefined,
): Item | undefined {
  if (kind === PRIVATE_ITEM) {
    const text = privateItemAsText(item);
    if (text !== undefined) onText?.(item, text, producer, true);
    return text;
  }
  const message = messageWithPrivateText(item);
  if (message === undefined) return withoutPrivateContent(item);
  onText?.(item, message.item, producer, !message.sharedLeft);
  return message.item;
}

/**
 * The item as `family` may see it: itself, a stripped copy, or undefined (omitted). `direct`:
 * the caller checked `directReadsSafe()` (items/direct.ts).
 */
export function itemForFamily(
  item: Item,
  family: Family,
  options: FamilySources,
  direct = false,
  onText?: OnForeignText,
): Item | undefined {
  if (hasHandoffs(options)) {
    const handoff = options.handoffFamilies!.get(item);
    if (handoff !== undefined) return handoff === family ? undefined : item;
  }
  return choiceForFamily(item, privacy(item, direct), family, options, onText);
}

/**
 * A fresh array of what `family` may replay: private items of other (or unknown) families
 * dropped, private parts stripped from shared items as fresh copies, handoffs omitted for
 * their native family. Inputs are never mutated.
 * @throws {TranscriptError} `limit-exceeded` past `limits.maxItems` (checked before any walk).
 * With `foreign: "text"`, another family's readable private content stays as assistant text
 * ({@link selectForFamily} also says which items and marks the handoffs).
 * @throws {TranscriptError} `invalid-argument` for a non-array, a non-string family, bad maps or
 * a `foreign` other than "drop" or "text".
 */
export function itemsForFamily(
  items: readonly Item[] | Projection,
  family: Family,
  given: FamilyOptions = {},
): Item[] {
  const options = callerOptions(given);
  const list = itemList(items, "items", resolveLimits(options.limits));
  checkFamilyArguments(family, options);
  return pickForFamily(list, family, options);
}

/**
 * Checks a family and its maps as {@link itemsForFamily} does.
 * @throws {TranscriptError} `invalid-argument` for a non-string family, maps that are not Maps
 * or a `foreign` other than "drop" or "text".
 */
export function checkFamilyArguments(family: unknown, options: FamilySources): void {
  if (typeof family !== "string") throw invalidArgument("family must be a string");
  keepsForeignText(options.foreign);
  checkMap(options.itemFamilies, "itemFamilies");
  checkMap(options.handoffFamilies, "handoffFamilies");
}

/**
 * A fresh array of what `family` may replay of `list`, as {@link itemsForFamily} selects them
 * (arguments checked beforehand): fields read directly where safe, and all read again through
 * own() if Object.prototype gained one of their names meanwhile.
 */
export function pickForFamily(
  list: readonly Item[],
  family: Family,
  options: FamilySources,
  onText?: OnForeignText,
): Item[] {
  const n = list.length;
  const sources = familySources(options);
  let direct = directReadsSafe();
  for (;;) {
    const out = new Array<Item>(n);
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const item = itemForFamily(list[i], family, sources, direct, onText);
      if (item !== undefined) out[kept++] = item;
    }
    if (!direct || directReadsSafe()) {
      out.length = kept;
      return out;
    }
    direct = false;
  }
}
