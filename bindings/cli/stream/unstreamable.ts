// The refusal of a streamed rewrite, in a file of its own: what reads pieces throws it, and what
// makes them (pieces.ts) is read by the readers of pieces (no cycle).

import { TranscriptError } from "../../errors.js";

/** A piece the streamed path cannot write as the whole-log path would: that path runs instead. */
export class Unstreamable extends Error {}

/**
 * `make()`, a conversion of a piece's items: its refusal of an item names the item's index in the
 * piece, so the whole-log path is to name it in the log.
 * @throws {Unstreamable} for a TranscriptError of `make`; anything else it throws.
 */
export function convertedOrWhole<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof TranscriptError) throw new Unstreamable(error.message);
    throw error;
  }
}
