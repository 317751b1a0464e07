// An independent oracle for SPEC §5 (reconciliation) and §6 (the compaction start), written from
// the SPEC text for the generated vocabulary only. Small and slow on purpose: quadratic searches,
// no shared code with bindings/ (it must not inherit a bug from what it checks).

type Obj = Record<string, unknown>;

const CLIENT_CALLS = new Set(["function_call", "custom_tool_call"]);
const CLIENT_OUTPUTS = new Set(["function_call_output", "custom_tool_call_output"]);
const PRIVATE_TYPES = new Set(["reasoning", "web_search_call"]);
/** SPEC §1's native compaction spellings; §5 "Compaction boundaries": each ends correlation. */
const COMPACTION_TYPES = new Set(["compaction", "compaction_summary", "context_compaction"]);

/** What one item is, as SPEC §1 and §6 (details settled) say, for the generated shapes. */
export type Shape =
  | { kind: "other"; private: boolean }
  | { kind: "malformed" }
  | { kind: "trigger" }
  | { kind: "boundary" }
  | { kind: "calls"; keys: string[]; client: boolean; chat: boolean; private: boolean }
  | { kind: "output"; key: string; private: boolean };

const goodKey = (key: unknown): key is string => typeof key === "string" && key !== "";

export function shapeOf(item: Obj): Shape {
  const type = item.type;
  const serverSearch = type === "tool_search_call" || type === "tool_search_output";
  if (type === "compaction_trigger") return { kind: "trigger" };
  if (COMPACTION_TYPES.has(type as string)) return { kind: "boundary" };
  if (Array.isArray(item.tool_calls) && item.tool_calls.length > 0 && item.role === "assistant") {
    const keys = (item.tool_calls as Obj[]).map((entry) => entry.id);
    if (!keys.every(goodKey)) return { kind: "malformed" };
    return { kind: "calls", keys: keys as string[], client: true, chat: true, private: false };
  }
  if (item.role === "tool") {
    return goodKey(item.tool_call_id)
      ? { kind: "output", key: item.tool_call_id, private: false }
      : { kind: "malformed" };
  }
  if (CLIENT_CALLS.has(type as string)) {
    if (!goodKey(item.call_id)) return { kind: "malformed" };
    return { kind: "calls", keys: [item.call_id], client: true, chat: false, private: false };
  }
  if (CLIENT_OUTPUTS.has(type as string)) {
    return goodKey(item.call_id)
      ? { kind: "output", key: item.call_id, private: false }
      : { kind: "malformed" };
  }
  if (serverSearch && item.execution === "server") {
    // A null key on a server item is self-contained; any other non-string or empty key is malformed.
    if (item.call_id === null) return { kind: "other", private: true };
    if (!goodKey(item.call_id)) return { kind: "malformed" };
    if (type === "tool_search_output") return { kind: "output", key: item.call_id, private: true };
    return { kind: "calls", keys: [item.call_id], client: false, chat: false, private: true };
  }
  return { kind: "other", private: PRIVATE_TYPES.has(type as string) };
}

/** One call of the transcript: an item and the position of its key in the item. */
export interface Slot {
  item: number;
  ord: number;
  key: string;
  client: boolean;
  output: number; // paired output index, or -1
  late: number; // dropped late output index, or -1
  segment: number; // compactions before the call: keys are scoped to their segment
}

export interface OracleError {
  reason: "malformed-item" | "compaction-trigger" | "duplicate-call" | "duplicate-output";
  index: number;
  callId?: string;
}

export interface Pairing {
  shapes: Shape[];
  slots: Slot[];
  groups: number[][]; // item indices of each call group, in order
  error?: OracleError;
}

/** Call groups (SPEC §5 rule 1): maximal runs of Responses call items, or one Chat call item. */
function groupsOf(shapes: Shape[]): number[][] {
  const groups: number[][] = [];
  shapes.forEach((shape, i) => {
    if (shape.kind !== "calls") return;
    const last = groups.at(-1);
    const prev = shapes[i - 1];
    if (!shape.chat && last && last.at(-1) === i - 1 && prev.kind === "calls" && !prev.chat)
      last.push(i);
    else groups.push([i]);
  });
  return groups;
}

/** Correlation by the key-reuse rules of SPEC §5, item by item, in transcript order. */
export function pairOracle(items: readonly Obj[], isRepaired: (item: Obj) => boolean): Pairing {
  const shapes = items.map(shapeOf);
  const groups = groupsOf(shapes);
  const groupOf = (i: number) => groups.find((g) => g.includes(i));
  const slots: Slot[] = [];
  const errors: OracleError[] = [];
  const waiting: { index: number; key: string; segment: number }[] = [];
  let segment = 0; // native compaction items seen so far
  const fail = (reason: OracleError["reason"], index: number, callId?: string) =>
    errors.push({ reason, index, callId });
  // The nearest earlier call slot with this key in this segment (slots are pushed in order).
  const nearest = (key: string) =>
    slots.filter((s) => s.key === key && s.segment === segment).at(-1);
  shapes.forEach((shape, i) => {
    if (shape.kind === "malformed") fail("malformed-item", i);
    else if (shape.kind === "trigger") fail("compaction-trigger", i);
    else if (shape.kind === "boundary") segment++;
    else if (shape.kind === "calls") {
      shape.keys.forEach((key, ord) => {
        const group = groupOf(i) ?? [];
        const sameGroup = slots.some((s) => s.key === key && group.includes(s.item));
        const held = nearest(key);
        if (sameGroup || (held && held.output < 0)) {
          fail("duplicate-call", i, key);
          return;
        }
        const slot: Slot = {
          item: i,
          ord,
          key,
          client: shape.client,
          output: -1,
          late: -1,
          segment,
        };
        slots.push(slot);
        // Outputs that waited for this key: the first is its output, any other a duplicate.
        if (held) return;
        const early = waiting.filter((w) => w.key === key && w.segment === segment);
        early.forEach((w, n) => {
          if (n === 0) slot.output = w.index;
          else fail("duplicate-output", w.index, key);
        });
        for (const w of early) waiting.splice(waiting.indexOf(w), 1);
      });
    } else if (shape.kind === "output") {
      const slot = nearest(shape.key);
      if (!slot) waiting.push({ index: i, key: shape.key, segment });
      else if (slot.output < 0) slot.output = i;
      else if (
        slot.late < 0 &&
        slot.output > slot.item &&
        isRepaired(items[slot.output]) &&
        !isRepaired(items[i])
      )
        slot.late = i;
      else fail("duplicate-output", i, shape.key);
    }
  });
  const error = errors.reduce<OracleError | undefined>(
    (low, e) => (low === undefined || e.index < low.index ? e : low),
    undefined,
  );
  return { shapes, slots, groups, error };
}

/** What reconciliation answers: the order with repair markers, the repairs and dropped outputs. */
export interface OraclePlan {
  order: Array<number | { repair: Slot }>;
  repairs: Slot[];
  dropped: number[];
  /** SPEC §5 "Orphans": outputs no call answers (kept in place unless dropped), ascending. */
  orphans: number[];
  /** SPEC §5 "Pending calls": client calls without an output that the host named pending. */
  pending: Slot[];
}

/**
 * The reconciled order of SPEC §5 rules 2-4, or the error with the lowest index. A call without
 * an output that `isPending` names is left unanswered (no repair) and listed as pending.
 */
export function reconcileOracle(
  items: readonly Obj[],
  isRepaired: (item: Obj) => boolean,
  isPending: (call: Obj, key: string) => boolean = () => false,
): OraclePlan | OracleError {
  const pairing = pairOracle(items, isRepaired);
  if (pairing.error) return pairing.error;
  const { slots, groups } = pairing;
  const moved = new Set(slots.map((s) => s.output).filter((o) => o >= 0));
  const dropped = slots
    .map((s) => s.late)
    .filter((o) => o >= 0)
    .sort((a, b) => a - b);
  const order: OraclePlan["order"] = [];
  const repairs: Slot[] = [];
  const pending: Slot[] = [];
  const orphans = pairing.shapes
    .map((shape, i) => (shape.kind === "output" && !moved.has(i) && !dropped.includes(i) ? i : -1))
    .filter((i) => i >= 0);
  items.forEach((_, i) => {
    if (moved.has(i) || dropped.includes(i)) return;
    order.push(i);
    const group = groups.find((g) => g.at(-1) === i);
    if (!group) return;
    const own = slots.filter((s) => group.includes(s.item));
    // docs/decisions.md: outputs all standing right after their group, no repair due, keep their order.
    const outputs = own.filter((s) => s.output >= 0).map((s) => s.output);
    const standing = outputs.every((o) => o > i && o <= i + outputs.length);
    if (standing && own.every((s) => s.output >= 0 || !s.client)) {
      order.push(...outputs.sort((a, b) => a - b));
      return;
    }
    for (const slot of own) {
      if (slot.output >= 0) order.push(slot.output);
      else if (slot.client && isPending(items[slot.item], slot.key)) pending.push(slot);
      else if (slot.client) {
        order.push({ repair: slot });
        repairs.push(slot);
      }
    }
  });
  return { order, repairs, dropped, orphans, pending };
}

/** SPEC §6: unresolved client calls before `cutoff`, and the first retained index. */
export function cutoffOracle(
  items: readonly Obj[],
  cutoff: number,
  isRepaired: (item: Obj) => boolean,
): { start: number; unresolved: Slot[] } | OracleError {
  const pairing = pairOracle(items, isRepaired);
  if (pairing.error) return pairing.error;
  const { shapes, slots, groups } = pairing;
  const unresolved = slots.filter(
    (s) => s.client && s.item < cutoff && (s.output < 0 || s.output >= cutoff),
  );
  const isPrivate = (i: number) => {
    const shape = shapes[i];
    if (shape.kind === "boundary") return true; // compaction items are family-private (SPEC §1)
    return (
      (shape.kind === "other" || shape.kind === "calls" || shape.kind === "output") && shape.private
    );
  };
  // A group pulled back brings the run of private items just before it.
  const pull = (group: number[]) => {
    let s = group[0];
    while (s > 0 && isPrivate(s - 1)) s--;
    return s;
  };
  const groupOfItem = (i: number) => groups.find((g) => g.includes(i)) as number[];
  let start = unresolved.length > 0 ? pull(groupOfItem(unresolved[0].item)) : cutoff;
  // Repeat until nothing changes: no group split or answered at/after the start, no retained call's output discarded.
  for (let changed = true; changed; ) {
    changed = false;
    for (const group of groups) {
      const first = group[0];
      if (first >= start) continue;
      const own = slots.filter((s) => group.includes(s.item));
      const reaches = own.some((s) => s.output >= start || s.late >= start);
      if (group.at(-1)! >= start || reaches) {
        const next = Math.min(start, pull(group));
        if (next < start) {
          start = next;
          changed = true;
        }
      }
    }
    for (const slot of slots) {
      if (slot.item >= start && slot.output >= 0 && slot.output < start) {
        start = slot.output;
        changed = true;
      }
    }
  }
  return { start, unresolved };
}
