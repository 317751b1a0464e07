// The texts of a piece's input items carried to the items a command writes of it: an output item
// that is the very object read (fix and compaction keep what they do not change by identity and
// change nothing in place) is written as its line's text; a new or replaced item gets none.

/**
 * For each item of `out`, the text `texts` holds for the same object in `items` (by identity),
 * else undefined; undefined for all when `texts` is empty (none were kept). The output mostly
 * follows the input: a cursor that moves forward, from `from`, finds most items at once, and an
 * item it misses is looked for in the whole piece (native indexOf: a new item costs one pass of
 * pointer comparisons, far less than the JSON.stringify it is written with). Throws nothing.
 */
export function keptTexts(
  items: readonly unknown[],
  texts: readonly (string | undefined)[],
  out: readonly unknown[],
  from = 0,
): (string | undefined)[] | undefined {
  if (texts.length === 0) return undefined;
  const kept = new Array<string | undefined>(out.length);
  let next = from;
  for (let j = 0; j < out.length; j++) {
    const item = out[j];
    let at = items[next] === item ? next : items.indexOf(item, next);
    if (at < 0 && next > 0) at = items.lastIndexOf(item, next - 1); // moved ahead of its place
    if (at < 0) continue; // a new item (a repair, the summary) or a changed copy
    kept[j] = texts[at];
    if (at >= next) next = at + 1;
  }
  return kept;
}
