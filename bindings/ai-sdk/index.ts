/**
 * `clinker-transcript/ai-sdk`: the Vercel AI SDK's message histories reconciled by the library's
 * engine. `repairMessages` repairs the `ModelMessage[]` a host passes to `generateText` /
 * `streamText` (and reports what changed), `transcriptMiddleware` does the same for what reaches
 * the model (`wrapLanguageModel`), with family selection and preflight, and `repairUIMessages`
 * fixes `useChat` histories whose tool parts never completed. `ai` is an optional peer: nothing
 * here imports it.
 *
 * @module
 */

/** The default text of a repair: the call was interrupted. */
export { INTERRUPTED_TEXT } from "clinker-transcript";
/** A `familyOf` reading the producer the host stamped in `providerOptions[key].family`. */
export { familyFromProviderOptions } from "./family.js";
export type { ModelInfo, TranscriptMiddleware, TranscriptMiddlewareOptions } from "./middleware.js";
/** The middleware for `wrapLanguageModel`: repairs, family selection, preflight, `onRepair`. */
export { transcriptMiddleware } from "./middleware.js";
export type {
  DroppedPart,
  MessageRepair,
  MessageRepairReport,
  RepairedMessages,
  RepairMessagesOptions,
} from "./repair-messages.js";
/** A repaired copy of a `ModelMessage[]` history, and what changed. */
export { repairMessages } from "./repair-messages.js";
export type {
  ModelMessageLike,
  PartFamily,
  PartLike,
  ProviderOptionsLike,
  ToolErrorResultPart,
} from "./types.js";
export type { RepairUIMessagesOptions, UIMessageLike } from "./ui-messages.js";
/** A `useChat` history whose stuck tool parts are error outputs. */
export { repairUIMessages } from "./ui-messages.js";
