// (b) A language model middleware (`wrapLanguageModel`): the prompt that reaches the model is
// repaired, its private content selected for the wrapped model's family, and preflighted for
// that provider's API before the request is made.
import { type PreflightApi, PreflightError, preflight } from "clinker-transcript";
import { type MessageRepairReport, repairMessages } from "./repair-messages.js";
import { requestInput } from "./request.js";
import type { ModelMessageLike, PartFamily, ProviderOptionsLike } from "./types.js";

/** What the middleware reads of the wrapped model (`LanguageModelV4`). */
export interface ModelInfo {
  readonly provider: string;
  readonly modelId: string;
}

/** Options of {@link transcriptMiddleware}. */
export interface TranscriptMiddlewareOptions {
  /** The text of the error result written for an unanswered call; default `INTERRUPTED_TEXT`. */
  interruptedText?: string;
  /**
   * Who produced each reasoning or compaction part, from the host's metadata. Given: parts of
   * another family (or of none named) are left out for the wrapped model. Absent: kept.
   */
  familyOf?: PartFamily;
  /** The wrapped model's family; default the provider name before its first `.` (`openai`). */
  family?: string | ((model: ModelInfo) => string);
  /** The API preflight checks; default from the provider name (`.responses`, `.chat`, `.messages`); `false`: none. */
  api?: PreflightApi | false;
  /** Called before the request when the prompt was changed, with what changed. */
  onRepair?: (report: MessageRepairReport, model: ModelInfo) => void;
}

/** What the middleware reads of a call's parameters (`LanguageModelV4CallOptions`). */
export interface CallParams {
  readonly prompt: readonly ModelMessageLike[];
  readonly providerOptions?: ProviderOptionsLike;
}

/** The middleware object, assignable to the AI SDK's `LanguageModelMiddleware`. */
export interface TranscriptMiddleware {
  readonly specificationVersion: "v4";
  readonly transformParams: <P extends CallParams>(options: {
    readonly type: "generate" | "stream";
    readonly params: P;
    readonly model: ModelInfo;
  }) => PromiseLike<P>;
}

const API_BY_SUFFIX: Record<string, PreflightApi> = {
  responses: "responses",
  chat: "chat",
  messages: "anthropic",
};

function apiOf(model: ModelInfo, option: PreflightApi | false | undefined): PreflightApi | false {
  if (option !== undefined) return option;
  return API_BY_SUFFIX[model.provider.split(".").at(-1) ?? ""] ?? false;
}

function familyOf(model: ModelInfo, option: TranscriptMiddlewareOptions["family"]): string {
  if (typeof option === "function") return option(model);
  return option ?? model.provider.split(".")[0];
}

/**
 * A middleware for `wrapLanguageModel({ model, middleware })`: each call's prompt is reconciled
 * (unanswered calls answered with an error result, orphan results dropped, results next to their
 * calls, compaction boundaries kept), private parts selected for the model's family when
 * `familyOf` is given, and the result preflighted for the provider's API.
 * @throws {PreflightError} (from the model call) when the repaired prompt still breaks a rule of
 * the provider's API; no request is made. {@link repairMessages}' errors likewise.
 */
export function transcriptMiddleware(
  options: TranscriptMiddlewareOptions = {},
): TranscriptMiddleware {
  return {
    specificationVersion: "v4",
    transformParams: async ({ params, model }) => {
      const { messages, report } = repairMessages(params.prompt, {
        interruptedText: options.interruptedText,
        familyOf: options.familyOf,
        family: familyOf(model, options.family),
      });
      if (report.changed) options.onRepair?.(report, model);
      const api = apiOf(model, options.api);
      if (api !== false) {
        // The Responses providers store by default; `providerOptions.<provider>.store` says otherwise.
        const store = !Object.values(params.providerOptions ?? {}).some((o) => o?.store === false);
        const input = requestInput(messages, api, store);
        const stated = api === "responses" ? { store } : {};
        const result = preflight(input, { api, model: model.modelId, ...stated });
        if (!result.ok) throw new PreflightError(result.violations);
      }
      return report.changed ? { ...params, prompt: messages } : params;
    },
  };
}
