import { expect } from "vitest";
import { TranscriptError } from "../../bindings/index.js";

/** The code of the TranscriptError `run` throws, or "ok"; any other throw fails the test. */
export function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TranscriptError);
    return (error as TranscriptError).code;
  }
  return "ok";
}
