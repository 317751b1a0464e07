// The public preflight: the rules run from checker-source.js, which the Node ESM build loads
// from dist/preflight.cjs at the first call (off the main entry's import path).
import type { Projection } from "../projection.js";
import { preflightChecker } from "./checker-source.js";
import type { PreflightInput, PreflightOptions, PreflightResult } from "./types.js";

/**
 * Says, offline, every reason the target API (`options.api`) would reject `input`, each in the
 * provider's own words with its fix; `ok` when there is none. `input` is what would be sent: the
 * Responses input items (an array or a {@link Projection}), the Chat `messages`, or the Anthropic
 * `messages` as stored (blocks inside messages). Never throws on a bad transcript and never changes
 * the input. Rules marked *stated* run only when the option they rest on is given (docs/preflight-rules.md).
 * @throws {TranscriptError} `invalid-argument` for a non-array input, a missing or unknown `api`, a mistyped option or an unknown `engine`.
 * @throws {TranscriptError} `not-initialized` for `engine: 'wasm'` before `init()`.
 */
export function preflight(
  input: PreflightInput | Projection,
  options: PreflightOptions,
): PreflightResult {
  return preflightChecker()(input, options);
}
