/**
 * `clinker-transcript/session`: the agent loop of SPEC §9 over the provider seam. `runSession`
 * takes turns on a provider (from `clinker-transcript/provider`), runs tools, repairs
 * interrupted calls, compacts by budget and stops on abort, over a `Projection` (from the main
 * entry).
 *
 * @module
 */

/** Compaction by budget: the default size estimate (JSON length / 4) and summary instruction. */
export { estimateTokens, SUMMARY_INSTRUCTIONS } from "./compaction.js";
/**
 * Outputs the loop writes: the default repair (`interruptedOutput`, the main entry's
 * `repairPolicy()`), the default `isRepairedOutput` (`isSessionRepair`) and `SESSION_REPAIRS`,
 * the metadata key of the table marking published repairs. For a custom text, pass
 * `repairPolicy(text)`'s two callbacks (main entry).
 */
export { interruptedOutput, isSessionRepair, SESSION_REPAIRS } from "./outputs.js";
/** The agent loop over the seam: turns, tools, repairs, compaction by budget, abort. */
export { runSession } from "./run.js";
/** The metadata key of the projection table recording who produced which item. */
export { SESSION_FAMILIES } from "./state.js";
/** The session loop's option, event, tool and result types; see `runSession`. */
export type {
  SessionCall,
  SessionCompactionOptions,
  SessionEvent,
  SessionItemSource,
  SessionOptions,
  SessionRequestOptions,
  SessionResult,
  SessionStatus,
  SessionTool,
  ToolContext,
} from "./types.js";
