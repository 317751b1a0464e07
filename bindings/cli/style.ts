// Colour (picocolors) only when the stream is a terminal and NO_COLOR is not set.
import pc from "picocolors";

/** The colour functions the reports use. */
export type Colors = ReturnType<typeof pc.createColors>;

/** Colours for `stream`: on a terminal without NO_COLOR (any value), else plain text. */
export function colorsFor(stream: { isTTY?: boolean }): Colors {
  const enabled = stream.isTTY === true && !("NO_COLOR" in process.env);
  return pc.createColors(enabled);
}
