// Reconciliation in one pass, for the transcripts that need no more (docs/decisions.md,
// "One-pass reconciliation"): every output right after its call group (in any order within the
// block), missing outputs repaired in their call's slot, orphans in place (behind the outputs of a
// block they stand in). Anything else, an output
// away from its group, an output before a later call with its key, a second output, a duplicate
// or malformed item, is left to the engines (undefined), which also own every error.
import {
  FLAG_NEEDS_OUTPUT,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_OTHER,
  KIND_OUTPUT,
} from "../../common/codes.js";
import type { CoreReconcile } from "../engine/types.js";
import { describeItem } from "../items/describe.js";

/** `latest` value of a key only outputs have held so far (an orphan, unless a call comes). */
const EARLY = -1;
const NONE = 0;
const CALLS = 1;
const BLOCK = 2;

/** A copy of `array` with room for at least `size` entries (twice its length, or more). */
function grown(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/** The key of the last item {@link quickKind} read as a call or an output. */
let quickKey = "";

type Fields = { type?: unknown; call_id?: unknown; role?: unknown; tool_calls?: unknown };
const PLAIN = Object.prototype;
/** The fields quickKind reads directly: only while Object.prototype holds none of them. */
const READ = ["type", "call_id", "role", "tool_calls"] as const;
const unpolluted = () => READ.every((field) => !(field in PLAIN));

/**
 * The kind of the commonest items (function calls and outputs, plain messages, reasoning), as
 * describeItem gives it, with no descriptor made; -1 for any other item (described in full). Reads
 * fields directly, which is reading them as own fields for a plain object while `unpolluted()`.
 */
function quickKind(item: unknown): number {
  if (typeof item !== "object" || item === null || Object.getPrototypeOf(item) !== PLAIN) return -1;
  const fields = item as Fields;
  const type = fields.type;
  if (type === "function_call" || type === "function_call_output") {
    const key = fields.call_id;
    if (typeof key !== "string" || key === "") return -1;
    quickKey = key;
    return type === "function_call" ? KIND_CALL : KIND_OUTPUT;
  }
  if (type === "reasoning") return KIND_OTHER;
  if (type !== "message") return -1;
  const role = fields.role;
  if (role === "user" || role === "system" || role === "developer") return KIND_OTHER;
  return role === "assistant" && fields.tool_calls === undefined ? KIND_OTHER : -1;
}

/** Not an item: the pass's last step, which closes the open group. */
const END = -2;

/**
 * The plan of `items` when one pass can make it, identical to the engines' (same order, repairs,
 * nothing dropped); undefined when the transcript needs the engines (or is invalid). One loop over
 * plain locals and typed arrays, no closures or class: V8 keeps such a loop optimized (an instance
 * shape would be dropped by every full GC, and the optimized code with it).
 */
export function reconcileInOnePass(items: readonly unknown[]): CoreReconcile | undefined {
  const n = items.length;
  const latest = new Map<string, number>(); // key -> its latest call slot, or EARLY
  // Call slots, one per call key: item, output (-1: none), key ordinal << 1 | needs an output.
  let slotItem = new Int32Array(n + 1);
  let slotOutput = new Int32Array(n + 1);
  let slotOrdNeeds = new Int32Array(n + 1);
  let slots = 0;
  let order = new Int32Array(n + (n >> 3) + 8);
  let placed = 0;
  const repairs: number[] = [];
  const deferred: number[] = []; // orphans met inside the open group's block: after its outputs
  let groupFirst = 0; // first slot of the open group
  let state = NONE;
  let previous = KIND_OTHER;
  // A getter could pollute Object.prototype mid-pass: checked again at the end.
  const quick = unpolluted();
  for (let i = 0; i <= n; i++) {
    let kind = END;
    let keys: readonly string[] | undefined;
    let flags = FLAG_NEEDS_OUTPUT;
    if (i < n) {
      try {
        kind = quick ? quickKind(items[i]) : -1;
      } catch {
        return undefined; // a throwing getter: the engines report the item as malformed
      }
      if (kind < 0) {
        const d = describeItem(items[i]);
        if (
          d.kind !== KIND_OTHER &&
          d.kind !== KIND_CALL &&
          d.kind !== KIND_OUTPUT &&
          d.kind !== KIND_CHAT_CALLS
        )
          return undefined; // malformed, compaction trigger: the engines report it
        kind = d.kind;
        keys = d.keys;
        flags = d.flags;
      }
    }
    const key = kind === KIND_CALL || kind === KIND_OUTPUT ? (keys ? keys[0] : quickKey) : "";
    // The open group ends before anything but the next call of its run or an output.
    if (state !== NONE && kind !== KIND_OUTPUT && !(kind === KIND_CALL && previous === KIND_CALL)) {
      if (placed + (slots - groupFirst) + deferred.length > order.length)
        order = grown(order, placed + (slots - groupFirst) + deferred.length);
      for (let s = groupFirst; s < slots; s++) {
        if (slotOutput[s] >= 0) order[placed++] = slotOutput[s];
        else if (slotOrdNeeds[s] & 1) {
          repairs.push(slotItem[s], slotOrdNeeds[s] >> 1);
          order[placed++] = -(repairs.length >> 1);
        }
      }
      if (deferred.length > 0) {
        for (let k = 0; k < deferred.length; k++) order[placed++] = deferred[k];
        deferred.length = 0;
      }
      state = NONE;
    }
    if (kind === END) break;
    if (placed === order.length) order = grown(order, placed + 1);
    if (kind === KIND_OUTPUT) {
      const slot = latest.get(key);
      if (slot === undefined || slot === EARLY) {
        if (slot === undefined) latest.set(key, EARLY);
        if (state === NONE) order[placed++] = i;
        else deferred.push(i);
      } else if (slotOutput[slot] >= 0 || state === NONE || slot < groupFirst) {
        return undefined; // a second output, or one away from its group: the engines move it
      } else {
        slotOutput[slot] = i;
        state = BLOCK;
      }
    } else if (kind === KIND_OTHER) {
      order[placed++] = i;
    } else {
      if (state === NONE) {
        groupFirst = slots;
        state = CALLS;
      }
      const count = keys ? keys.length : 1;
      if (slots + count > slotItem.length) {
        slotItem = grown(slotItem, slots + count);
        slotOutput = grown(slotOutput, slots + count);
        slotOrdNeeds = grown(slotOrdNeeds, slots + count);
      }
      const needs = flags & FLAG_NEEDS_OUTPUT ? 1 : 0;
      for (let k = 0; k < count; k++) {
        const callKey = keys ? keys[k] : key;
        const held = latest.get(callKey);
        // A key still held by an unanswered call, or by an output before it: the engines decide.
        if (held !== undefined && (held === EARLY || slotOutput[held] < 0)) return undefined;
        latest.set(callKey, slots);
        slotItem[slots] = i;
        slotOutput[slots] = -1;
        slotOrdNeeds[slots++] = (k << 1) | needs;
      }
      order[placed++] = i;
    }
    previous = kind;
  }
  if (quick && !unpolluted()) return undefined;
  return {
    ok: true,
    order: order.subarray(0, placed),
    repairs: Int32Array.from(repairs),
    dropped: new Int32Array(0),
  };
}
