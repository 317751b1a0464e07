// One line parsed as JSON, cheaply when it is none: a log of millions of bad lines read leniently
// costs what a throw costs, and a throw with a stack trace costs microseconds.

/** What {@link parsedLine} answers for a line that is no JSON. */
export const NOT_JSON: unique symbol = Symbol("not JSON");

/** JSON's whitespace (no other character may stand between its tokens). */
const isJsonSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** The first letters of `true`, `false` and `null`. */
const TRUE_FALSE_NULL: ReadonlySet<number> = new Set([116, 102, 110]);

/**
 * False where `text` cannot be JSON by its first tokens alone (no value can start there, or an
 * object's first member is no string): JSON.parse would throw. Exact, never a guess: true leaves
 * the answer to JSON.parse. Throws nothing.
 */
export function mayBeJson(text: string): boolean {
  let i = 0;
  while (isJsonSpace(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  if (c !== 123)
    return c === 91 || c === 34 || c === 45 || (c >= 48 && c <= 57) || TRUE_FALSE_NULL.has(c);
  do i++;
  while (isJsonSpace(text.charCodeAt(i)));
  const next = text.charCodeAt(i);
  return next === 34 || next === 125; // `"` opens the first member, `}` closes an empty object
}

/** Sets the stack trace limit where the runtime lets it be set (frozen intrinsics do not). */
function setStackTraceLimit(limit: number): boolean {
  try {
    Error.stackTraceLimit = limit;
    return true;
  } catch {
    return false;
  }
}

/**
 * `text` parsed, or {@link NOT_JSON}. The SyntaxError is made without a stack trace where the
 * runtime allows (capturing one was most of its cost); JSON.parse runs no caller code, so the
 * limit is back before anything else runs. Throws nothing.
 */
export function parsedLine(text: string): unknown {
  if (!mayBeJson(text)) return NOT_JSON;
  const limit = Error.stackTraceLimit;
  const lowered = setStackTraceLimit(0);
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  } finally {
    if (lowered) setStackTraceLimit(limit);
  }
}
