// The texts of a piece's input items carried to the items a command writes of it: an output item
// that is the very object read (fix and compaction keep what they do not change by identity and
// change nothing in place) is written as its line's text; a new or replaced item gets none.

/**
 * For each item of `out`, the text `texts` holds for the same object in `items` (by identity),
 * else undefined; undefined for all when `texts` is empty (none were kept). The output mostly
 * follows the input: a cursor that moves forward, from `from`, finds most items at once; an item
 * it misses is looked up in a map of the piece's items made at the first miss (a piece that cannot
 * be cut holds every call of a group: 200,000 outputs answered in reverse made a search per item
 * quadratic). Throws nothing.
 */
export function keptTexts(
  items: readonly unknown[],
  texts: readonly (string | undefined)[],
  out: readonly unknown[],
  from = 0,
): (string | undefined)[] | undefined {
  if (texts.length === 0) return undefined;
  const kept = new Array<string | undefined>(out.length);
  let places: Map<unknown, number> | undefined;
  let next = from;
  for (let j = 0; j < out.length; j++) {
    const item = out[j];
    let at = items[next] === item ? next : -1;
    if (at < 0) {
      places ??= placesOf(items);
      at = places.get(item) ?? -1;
    }
    if (at < 0) continue; // a new item (a repair, the summary) or a changed copy
    kept[j] = texts[at];
    if (at >= next) next = at + 1;
  }
  return kept;
}

// Each item's index (an item read twice, kept by identity, is found at its first place).
function placesOf(items: readonly unknown[]): Map<unknown, number> {
  const places = new Map<unknown, number>();
  for (let i = items.length - 1; i >= 0; i--) places.set(items[i], i);
  return places;
}
