// The head of a log a second read skips unparsed (types.ts SkippedHead): taken only where the
// first read completed it (its scanner ended clean), so the scanner and the reader agree.
import type { LeftOut, SkippedHead } from "./types.js";

/** `leaveOut`'s head when a second read skips it (the scanner named its format and kinds). Throws nothing. */
export function skippedHead(leaveOut: LeftOut | undefined): SkippedHead | undefined {
  const head = leaveOut?.head;
  return head?.format !== undefined && head.recordKinds !== undefined ? head : undefined;
}
