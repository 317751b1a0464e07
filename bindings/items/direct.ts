// Direct field reads on plain items: the same answer as `own()` for an object whose prototype is
// Object.prototype while Object.prototype holds none of the names read, at a third of its cost
// (docs/decisions.md, "One-pass reconciliation"). Callers check `directReadsSafe()` before and after.
import { PRIVATE_MESSAGE_FIELDS } from "./kinds.js";

const PLAIN = Object.prototype;

/** Every field name any caller reads directly (a pass over items reads no other name directly). */
const DIRECT_FIELDS: readonly string[] = [
  "type",
  "role",
  "call_id",
  "tool_calls",
  "tool_call_id",
  "id",
  "content",
  ...PRIVATE_MESSAGE_FIELDS,
];

/** True while Object.prototype holds none of the directly read names (no inherited answer). */
export function directReadsSafe(): boolean {
  for (let i = 0; i < DIRECT_FIELDS.length; i++) if (DIRECT_FIELDS[i] in PLAIN) return false;
  return true;
}

/** The prototype of an object, or null where reading it throws (a proxy's trap). */
export function prototypeOf(value: object): object | null {
  try {
    return Object.getPrototypeOf(value);
  } catch {
    return null; // not plain: read the careful way, which reports the item
  }
}

/** A plain object literal (prototype Object.prototype): its fields may be read directly. */
export function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && prototypeOf(value) === PLAIN;
}
