// A call key's pairing state as SPEC §5 "Key reuse" pairs its uses positionally, for cutting a
// conversation between two uses of one key: a call of a key whose calls are all answered and for
// which no output waits starts an epoch, and no use before it pairs with any use from it on (an
// output belongs to the nearest call before it with its key), so a cut may fall before it. A
// streamed rewrite's plan records each key's epochs (last-uses.ts, stream/plan.ts); its second
// read checks them by the key itself (stream/history-sink.ts).
import { KIND_CALL, KIND_CHAT_CALLS, KIND_OUTPUT } from "../../common/codes.js";

/** The nearest call of the key has no output yet. */
const OPEN = 1;
/** A call of the key came before. */
const CALLED = 2;
/** An output of the key waits for a later call (none came before it). */
const WAITING = 4;
/** The key starts no epoch again: a duplicate call, two outputs waiting, a use of another kind. */
const STUCK = 8;

/** How an item uses a key: its descriptor's kind (a call, an output, or any other use). */
export type KeyRole = number;

/**
 * The state after a use of a key in state `state` (0: no use yet) by an item of kind `kind`, and
 * whether that use starts an epoch (a call, with uses before it, none of them pairing with it).
 * Throws nothing.
 */
export function keyUse(state: number, kind: KeyRole): { state: number; starts: boolean } {
  if (state & STUCK) return { state, starts: false };
  if (kind === KIND_CALL || kind === KIND_CHAT_CALLS) {
    if (state & WAITING) return { state: (state & ~WAITING) | CALLED, starts: false };
    if (state & OPEN) return { state: STUCK, starts: false }; // a duplicate call
    return { state: OPEN | CALLED, starts: state !== 0 };
  }
  if (kind !== KIND_OUTPUT) return { state: STUCK, starts: false };
  if (state & OPEN) return { state: state & ~OPEN, starts: false };
  if (state & CALLED) return { state, starts: false }; // a second output of the nearest call
  return { state: state & WAITING ? STUCK : state | WAITING, starts: false };
}
