// Reading plain JSON input without trusting it: own fields only, anything may be missing.
import { isObject } from "../items/classify.js";
import { own } from "../items/kinds.js";

/** An own field of an object, else undefined. */
export function field(value: unknown, name: string): unknown {
  return isObject(value) ? own(value, name) : undefined;
}

/** An own string field, else undefined. */
export function stringField(value: unknown, name: string): string | undefined {
  const found = field(value, name);
  return typeof found === "string" ? found : undefined;
}

/** A message's role: Responses `message` items and Chat messages alike. */
export function roleOf(item: unknown): string | undefined {
  const type = field(item, "type");
  if (type !== undefined && type !== "message") return undefined;
  return stringField(item, "role");
}

/** `s` cut to `max` characters with `…` (opaque blobs quoted in messages). */
export function shorten(s: string, max = 12): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}
