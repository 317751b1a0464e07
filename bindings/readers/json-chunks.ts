// JSON texts written in chunks, each the exact text one JSON.stringify of the whole would give:
// an output longer than the runtime's longest string can still be streamed (write.ts).

/**
 * `${values.map((v) => JSON.stringify(v)).join(",\n")}` between `[\n` and `\n]\n` (`[]\n`
 * when empty): a JSON array with one element per line, a chunk an element. Throws what
 * JSON.stringify throws.
 */
export function* jsonArray(values: readonly unknown[]): Generator<string> {
  if (values.length === 0) {
    yield "[]\n";
    return;
  }
  yield "[\n";
  for (let i = 0; i < values.length; i++)
    yield `${i > 0 ? ",\n" : ""}${JSON.stringify(values[i]) ?? ""}`;
  yield "\n]\n";
}

/**
 * `${JSON.stringify(body, null, 1)}\n` with the array at `list` (when it is one) written an
 * element at a time. Throws what JSON.stringify throws.
 */
export function* jsonBody(body: Record<string, unknown>, list: string): Generator<string> {
  let first = true;
  yield "{";
  for (const key of Object.keys(body)) {
    const value = body[key];
    const whole = key === list && Array.isArray(value);
    const text = whole ? "" : JSON.stringify(value, null, 1);
    // JSON.stringify leaves out a member whose value has no JSON form (undefined, a function).
    if (text === undefined) continue;
    yield `${first ? "" : ","}\n ${JSON.stringify(key)}: `;
    first = false;
    if (whole) yield* indentedArray(value as unknown[]);
    else yield indented(text, " ");
  }
  yield first ? "}\n" : "\n}\n";
}

// A member array of the body: its elements one level deeper, as JSON.stringify(…, null, 1) puts them.
function* indentedArray(values: readonly unknown[]): Generator<string> {
  if (values.length === 0) {
    yield "[]";
    return;
  }
  yield "[\n";
  for (let i = 0; i < values.length; i++) {
    yield `${i > 0 ? ",\n" : ""}${listElement(values[i])}`;
  }
  yield "\n ]";
}

/**
 * One element of a body's member array as {@link jsonBody} writes it (one level deeper than the
 * array, as JSON.stringify(…, null, 1) of the whole puts it). Throws what JSON.stringify throws.
 */
export function listElement(value: unknown): string {
  // Inside a member array of its own, JSON.stringify indents it (null where it has no JSON form)
  // as the whole body would: the wrapper's text around it is cut off.
  const text = JSON.stringify({ a: [value] }, null, 1);
  return text.slice(WRAP_HEAD, text.length - WRAP_TAIL);
}

/** The wrapper's text before its element (`{\n "a": [\n`) and after it (`\n ]\n}`). */
const WRAP_HEAD = 10;
const WRAP_TAIL = 5;

// A value's text moved `by` deeper: JSON strings hold no raw newline, so every one is a line break.
function indented(text: string, by: string): string {
  return text.includes("\n") ? text.replaceAll("\n", `\n${by}`) : text;
}
