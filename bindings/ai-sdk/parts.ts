// Reading AI SDK message parts: which ones are calls, results, private content or compactions.
import type {
  ModelMessageLike,
  PartLike,
  ProviderOptionsLike,
  ToolCallPartLike,
  ToolResultPartLike,
} from "./types.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The parts of a message: its content array, or none for string content. */
export function partsOf(message: ModelMessageLike): readonly PartLike[] | undefined {
  const content = message.content;
  return Array.isArray(content) ? (content as PartLike[]) : undefined;
}

/** A tool call the host must answer (not executed by the provider). */
export function isClientCall(part: PartLike): part is ToolCallPartLike {
  return part.type === "tool-call" && (part as ToolCallPartLike).providerExecuted !== true;
}

/** A `tool-result` part. */
export function isToolResult(part: PartLike): part is ToolResultPartLike {
  return part.type === "tool-result";
}

/** A reasoning part or a reasoning file: content private to the family that produced it. */
export function isReasoningPart(part: PartLike): boolean {
  return part.type === "reasoning" || part.type === "reasoning-file";
}

function providerOptions(part: PartLike): ProviderOptionsLike | undefined {
  return isObject(part.providerOptions) ? part.providerOptions : undefined;
}

/**
 * A native compaction checkpoint as the AI SDK carries it: OpenAI's `custom` part of kind
 * `openai.compaction`, or Anthropic's text part marked `providerOptions.anthropic.type: "compaction"`.
 */
export function isCompactionPart(part: PartLike): boolean {
  if (part.type === "custom") {
    const kind = (part as { kind?: unknown }).kind;
    return typeof kind === "string" && kind.endsWith(".compaction");
  }
  return part.type === "text" && providerOptions(part)?.anthropic?.type === "compaction";
}

/** The value a provider stored under `key` in a part's provider options, for any provider. */
export function providerValue(part: PartLike, key: string): unknown {
  const options = providerOptions(part);
  if (!options) return undefined;
  for (const entry of Object.values(options))
    if (isObject(entry) && key in entry) return entry[key];
  return undefined;
}
