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

/** The TranscriptError `run` throws; fails the test when it returns or throws anything else. */
export function errorOf(run: () => unknown): TranscriptError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TranscriptError);
    return error as TranscriptError;
  }
  throw new Error("expected a TranscriptError, the call returned");
}
