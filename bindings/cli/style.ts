// Colour (picocolors) only when the stream is a terminal and NO_COLOR is not set.
import pc from "picocolors";

/** The colour functions the reports use. */
export type Colors = ReturnType<typeof pc.createColors>;

/** Colours for `stream`: on a terminal without NO_COLOR (any value), else plain text. */
export function colorsFor(stream: { isTTY?: boolean }): Colors {
  const enabled = stream.isTTY === true && !("NO_COLOR" in process.env);
  return pc.createColors(enabled);
}

/** `n word`, the word plural unless n is 1 ("1 item", "2 items"). Throws nothing. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
