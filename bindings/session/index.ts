// The session loop: one agent loop over the provider seam that keeps its transcript valid.
export { estimateTokens, SUMMARY_INSTRUCTIONS } from "./compaction.js";
export {
  INTERRUPTED_TEXT,
  interruptedOutput,
  isSessionRepair,
  outputFor,
  SESSION_REPAIRS,
} from "./outputs.js";
export { runSession } from "./run.js";
export { SESSION_FAMILIES } from "./state.js";
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
