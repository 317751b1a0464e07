// Where the bytes of a stored transcript stop naming an Anthropic server tool result: the bound of
// the compaction's look for one (compaction/server-uses.ts), which decodes items one by one.

/** "_tool_result" as bytes: every Anthropic server tool result's type holds them. */
const RESULT_BYTES = new TextEncoder().encode("_tool_result");
// Boyer-Moore-Horspool shifts for RESULT_BYTES (a byte not in it shifts by its whole length).
const SHIFTS = (() => {
  const m = RESULT_BYTES.length;
  const shifts = new Uint8Array(256).fill(m);
  for (let k = 0; k < m - 1; k++) shifts[RESULT_BYTES[k]] = m - 1 - k;
  return shifts;
})();

/** Where the last "_tool_result" in bytes from `from` on starts, or -1. */
function lastResultBytes(bytes: Uint8Array, from: number): number {
  const m = RESULT_BYTES.length;
  let last = -1;
  for (let at = from; at + m <= bytes.length; ) {
    const tail = bytes[at + m - 1];
    if (tail === RESULT_BYTES[m - 1]) {
      let k = m - 2;
      while (k >= 0 && bytes[at + k] === RESULT_BYTES[k]) k--;
      if (k < 0) last = at;
    }
    at += SHIFTS[tail];
  }
  return last;
}

/**
 * For the compaction's server tool rule (compaction/server-uses.ts `ResultsEnd`): the first item
 * index from `from` on after which no item's bytes name a server tool result, found by one search
 * of the bytes from item `from`.
 */
export function resultsEndOf(bytes: Uint8Array, offsets: Uint32Array): (from: number) => number {
  return (from) => {
    const at = lastResultBytes(bytes, offsets[from]);
    if (at < 0) return from;
    let [lo, hi] = [from, offsets.length - 1]; // the item holding `at`: offsets[lo] <= at
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (offsets[mid] <= at) lo = mid;
      else hi = mid;
    }
    return lo + 1;
  };
}
