// Whether a JSON line is written exactly as JSON.stringify writes the value it parses to, so a
// member read from it can be written back as its own text (convert's streamed second read skips
// JSON.stringify). It proves it or says no: a fraction, an exponent, an integer past 15 digits,
// -0, whitespace, an escape JSON.stringify would not write, an integer-like key (V8 orders those
// first), a repeated key, or an object of more than MAX_KEYS keys is a no.

const QUOTE = 34;
const COLON = 58;
const COMMA = 44;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const LOWER_F = 102;
const LOWER_N = 110;
const LOWER_T = 116;
const LOWER_U = 117;
/** Integers of up to 15 digits are exact doubles that JSON.stringify writes digit for digit. */
const MAX_DIGITS = 15;
/** Keys an object may have here (repeats are found by comparing each key with the earlier ones). */
const MAX_KEYS = 64;
/** Characters JSON.stringify writes as a two-character escape: `"`, `\`, b, f, n, r, t. */
const SHORT_ESCAPES = new Set([34, 92, 98, 102, 110, 114, 116]);
/** Control characters JSON.stringify writes as \b \f \n \r \t, never as \u00XX. */
const SHORT_CONTROLS = new Set([8, 9, 10, 12, 13]);

// The value of the \u00XX escape at `at` (its backslash) when JSON.stringify writes one there (a
// control character with no short escape, in lower-case hex), else -1.
function controlEscape(text: string, at: number): number {
  if (text.charCodeAt(at + 2) !== ZERO || text.charCodeAt(at + 3) !== ZERO) return -1;
  const high = text.charCodeAt(at + 4) - ZERO;
  const low = text.charCodeAt(at + 5);
  if (high !== 0 && high !== 1) return -1;
  const digit =
    low >= ZERO && low <= NINE ? low - ZERO : low >= 97 && low <= LOWER_F ? low - 87 : -1;
  if (digit < 0) return -1;
  const code = high * 16 + digit;
  return SHORT_CONTROLS.has(code) ? -1 : code;
}

// Whether keys [a, a+len) and [b, b+len) of `text` are the same characters.
function sameKey(text: string, a: number, b: number, length: number): boolean {
  for (let k = 0; k < length; k++)
    if (text.charCodeAt(a + k) !== text.charCodeAt(b + k)) return false;
  return true;
}

/**
 * Where the value of the top-level member `key` of `text` starts and ends (`[start, end)`), when
 * `text` is the whole of one JSON object that JSON.stringify(JSON.parse(text)) gives back
 * unchanged; undefined otherwise, or when the object has no such member. `text` must be valid
 * JSON (the caller parsed it) without lone surrogates (decoded from well-formed UTF-8). Throws
 * nothing.
 */
export function canonicalMember(text: string, key: string): [number, number] | undefined {
  return canonicalScan(text, key);
}

/**
 * Whether `text` is the whole of one JSON object that JSON.stringify(JSON.parse(text)) gives back
 * unchanged (as {@link canonicalMember} requires it). Throws nothing.
 */
export function canonicalObject(text: string): boolean {
  return canonicalScan(text, undefined) !== undefined;
}

// canonicalMember's scan; with no `key`, the whole text's span once it proves it canonical.
function canonicalScan(text: string, key: string | undefined): [number, number] | undefined {
  if (text.charCodeAt(0) !== OPEN_OBJECT) return undefined;
  const n = text.length;
  const open: number[] = []; // per open container: the index in `keys` its keys start at, -1 an array
  const keys: number[] = []; // start and length of each key of the open objects, up to `held`
  let held = 0; // (an index, not the array's length: setting that is a runtime call)
  let start = -1;
  let end = -1;
  let backslash = text.indexOf("\\");
  if (backslash < 0) backslash = n;
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // The string's closing quote: the next quote not escaped, each escape one JSON.stringify writes.
      let j = i + 1;
      let close = text.indexOf('"', j);
      while (backslash < close) {
        const e = text.charCodeAt(backslash + 1);
        if (e === LOWER_U) {
          if (controlEscape(text, backslash) < 0) return undefined;
          j = backslash + 6;
        } else if (SHORT_ESCAPES.has(e)) j = backslash + 2;
        else return undefined;
        backslash = text.indexOf("\\", j);
        if (backslash < 0) backslash = n;
        if (close < j) close = text.indexOf('"', j); // the escape was the quote's
      }
      if (text.charCodeAt(close + 1) === COLON) {
        const first = text.charCodeAt(i + 1);
        if (first >= ZERO && first <= NINE) return undefined; // an integer-like key would move
        const from = open[open.length - 1];
        const length = close - i - 1;
        if ((held - from) / 2 >= MAX_KEYS) return undefined;
        for (let k = from; k < held; k += 2)
          if (keys[k + 1] === length && sameKey(text, keys[k], i + 1, length)) return undefined;
        keys[held] = i + 1;
        keys[held + 1] = length;
        held += 2;
        if (open.length === 1 && length === key?.length && text.startsWith(key, i + 1)) {
          start = close + 2;
        }
        i = close + 2;
        continue;
      }
      i = close + 1;
      continue;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      open.push(c === OPEN_OBJECT ? held : -1);
      i++;
      continue;
    }
    if (c === CLOSE_OBJECT || c === CLOSE_ARRAY || c === COMMA) {
      if (open.length === 1 && start >= 0 && end < 0) end = i;
      if (c !== COMMA) {
        const from = open.pop()!;
        if (from >= 0) held = from;
      }
      i++;
      continue;
    }
    if (c === MINUS || (c >= ZERO && c <= NINE)) {
      let j = c === MINUS ? i + 1 : i;
      if (c === MINUS && text.charCodeAt(j) === ZERO) return undefined; // -0, or a fraction of it
      const digits = j;
      while (j < n && text.charCodeAt(j) >= ZERO && text.charCodeAt(j) <= NINE) j++;
      if (j - digits > MAX_DIGITS) return undefined;
      i = j; // a fraction's `.` or an exponent's `e` next is refused as no token starts so
      continue;
    }
    if (c === LOWER_T || c === LOWER_N) i += 4;
    else if (c === LOWER_F) i += 5;
    else return undefined; // whitespace
  }
  if (key === undefined) return open.length === 0 ? [0, n] : undefined;
  return start >= 0 && end >= 0 ? [start, end] : undefined;
}
