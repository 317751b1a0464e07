// Call groups over descriptors: runs of Responses calls, or one Chat assistant message
// (reference engine; the core: assembly/engine/groups.ts).
import { FLAG_PRIVATE, KIND_CALL, KIND_CHAT_CALLS } from "../../../common/codes.js";
import type { Descriptor } from "../types.js";
import { column } from "./tables.js";

/** Does an item of `kind` call (open or join a group)? */
export function isCall(kind: number): boolean {
  return kind === KIND_CALL || kind === KIND_CHAT_CALLS;
}

/**
 * The group rule: does an item of `kind` join the group of the item of kind `previous` just before
 * it? Only a Responses call continues a run of Responses calls; a Chat message is a group alone.
 */
export function continuesGroup(previous: number, kind: number): boolean {
  return kind === KIND_CALL && previous === KIND_CALL;
}

/** Is item i the last item of its group? */
export function endsGroup(descriptors: readonly Descriptor[], i: number): boolean {
  const kind = descriptors[i].kind;
  const next = i + 1 < descriptors.length ? descriptors[i + 1].kind : undefined;
  return isCall(kind) && (next === undefined || !continuesGroup(kind, next));
}

/** For each item, the first index of its group; -1 for items outside groups. */
export function groupStarts(descriptors: readonly Descriptor[]): Int32Array {
  const starts = column(descriptors.length, -1);
  for (let i = 0; i < descriptors.length; i++) {
    const kind = descriptors[i].kind;
    if (isCall(kind))
      starts[i] = i > 0 && continuesGroup(descriptors[i - 1].kind, kind) ? starts[i - 1] : i;
  }
  return starts;
}

/** For each item, the last index of its group; -1 for items outside groups. */
export function groupEnds(descriptors: readonly Descriptor[]): Int32Array {
  const ends = column(descriptors.length, -1);
  for (let i = descriptors.length - 1; i >= 0; i--) {
    if (isCall(descriptors[i].kind)) ends[i] = endsGroup(descriptors, i) ? i : ends[i + 1];
  }
  return ends;
}

/**
 * The first index of item `i`'s group, each item's kind read through `kindAt` (a pass that keeps
 * no descriptors reads only the group's items); -1 for an item outside groups.
 */
export function groupStartBy(kindAt: (index: number) => number, i: number): number {
  if (!isCall(kindAt(i))) return -1;
  let s = i;
  while (s > 0 && continuesGroup(kindAt(s - 1), kindAt(s))) s--;
  return s;
}

/** `at` moved back over the run of private items just before it, each item's flags read through `flagsAt`. */
export function backOverPrivateBy(flagsAt: (index: number) => number, at: number): number {
  let s = at;
  while (s > 0 && flagsAt(s - 1) & FLAG_PRIVATE) s--;
  return s;
}

/** `at` moved back over the run of private items just before it (a group pulled with its context). */
export function backOverPrivate(descriptors: readonly Descriptor[], at: number): number {
  return backOverPrivateBy((i) => descriptors[i].flags, at);
}
