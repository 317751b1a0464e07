// The AI SDK shapes this subpath reads, written structurally: the package takes no dependency on
// `ai` (an optional peer), and the AI SDK's own types are assignable to these
// (tests/frameworks/types checks it against the pinned `ai`).

/** The provider options of a part or message, by provider name (or the host's own key). */
export type ProviderOptionsLike = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Any content part: only `type` is read before the part is known. */
export interface PartLike {
  readonly type: string;
  readonly providerOptions?: ProviderOptionsLike;
}

/** A `ModelMessage` (or a `LanguageModelV4Message` of a prompt): a role and its content. */
export interface ModelMessageLike {
  readonly role: string;
  readonly content: unknown;
  readonly providerOptions?: ProviderOptionsLike;
}

/** An AI SDK `tool-call` part. */
export interface ToolCallPartLike extends PartLike {
  readonly type: "tool-call";
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input?: unknown;
  readonly providerExecuted?: boolean;
}

/** An AI SDK `tool-result` part with an error text, as the repairs write it. */
export interface ToolErrorResultPart extends PartLike {
  readonly type: "tool-result";
  readonly toolCallId: string;
  readonly toolName: string;
  readonly output: { readonly type: "error-text"; readonly value: string };
}

/** An AI SDK `tool-result` part. */
export interface ToolResultPartLike extends PartLike {
  readonly type: "tool-result";
  readonly toolCallId: string;
  readonly toolName: string;
  readonly output: unknown;
}

/** A reasoning part (its provider options carry the opaque blob, if any). */
export interface ReasoningPartLike extends PartLike {
  readonly type: "reasoning";
  readonly text: string;
}

/**
 * Names the family that produced a reasoning or compaction part, from what the host recorded
 * (message metadata, an id it kept). `undefined`: unknown producer (the part is then dropped for
 * every family, SPEC §3).
 */
export type PartFamily<M extends ModelMessageLike = ModelMessageLike> = (
  part: PartLike,
  message: M,
  messageIndex: number,
) => string | undefined;
