// The refusal of a streamed rewrite, in a file of its own: what reads pieces throws it, and what
// makes them (pieces.ts) is read by the readers of pieces (no cycle).

/** A piece the streamed path cannot write as the whole-log path would: that path runs instead. */
export class Unstreamable extends Error {}
