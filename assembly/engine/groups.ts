// Call groups: a maximal run of Responses calls, or one Chat assistant message with tool_calls
// (docs/engine-contract.md "Groups"; the reference engine: bindings/engine/reference/groups.ts).
import { FLAG_PRIVATE, KIND_CALL, KIND_CHAT_CALLS } from "../../common/codes";
import { getI32, getU8, setI32 } from "../memory/words";
import { Tables } from "./tables";

/** Item i's group start, once items 0..i-1 are in (kept as items are added); a new group reaches no output yet. */
// @ts-ignore: decorator
@inline export function joinGroup(t: Tables, i: i32, kind: u8): void {
  let start = -1;
  if (kind == KIND_CHAT_CALLS) start = i;
  else if (kind == KIND_CALL) {
    start = i > 0 && getU8(t.kindPtr, i - 1) == KIND_CALL ? getI32(t.groupStartPtr, i - 1) : i;
  }
  setI32(t.groupStartPtr, i, start);
  if (start == i) setI32(t.groupOutPtr, i, -1);
}

/** The back entries of the items added since the last cutoff (only a cutoff reads them). */
export function extendBack(t: Tables): void {
  let backPtr = t.backPtr;
  let flagsPtr = t.flagsPtr;
  for (let i = t.backN, n = t.n; i < n; i++) {
    let back = getU8(flagsPtr, i) & FLAG_PRIVATE ? getI32(backPtr, i) : i + 1;
    setI32(backPtr, i + 1, back);
  }
  t.backN = t.n;
}

/** Is item i the last item of its group? */
// @ts-ignore: decorator
@inline export function endsGroup(t: Tables, i: i32): bool {
  let kind = getU8(t.kindPtr, i);
  if (kind == KIND_CHAT_CALLS) return true;
  return kind == KIND_CALL && (i + 1 == t.n || getU8(t.kindPtr, i + 1) != KIND_CALL);
}

/** Are items a and b in one group? */
// @ts-ignore: decorator
@inline export function sameGroup(t: Tables, a: i32, b: i32): bool {
  return getI32(t.groupStartPtr, a) == getI32(t.groupStartPtr, b);
}

/** The start of item i's group moved back over the private context just before it ("pull"); after extendBack. */
// @ts-ignore: decorator
@inline export function pulledStart(t: Tables, i: i32): i32 {
  return getI32(t.backPtr, getI32(t.groupStartPtr, i));
}

/** Moves s back while it falls strictly inside a group, pulling that group ("fix split"). */
export function fixSplit(t: Tables, s: i32): i32 {
  while (s > 0 && s < t.n && getU8(t.kindPtr, s) == KIND_CALL && getI32(t.groupStartPtr, s) < s) {
    s = pulledStart(t, s);
  }
  return s;
}
