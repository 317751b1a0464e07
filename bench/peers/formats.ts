// The seeded Responses transcript in each peer's own format (built once, before any timing).
// Every shape here was read from the peer's type declarations in bench/peers/node_modules.

type Raw = Record<string, any>;

/** A message's text: every part of its content array, joined (a shape may split it over several). */
const TEXT_OF = (item: Raw): string =>
  item.content ? item.content.map((part: Raw) => part.text ?? "").join("") : "";

/** A message's content array in agents-core's spelling, part for part. */
const partsAs = (item: Raw, type: string): Raw[] =>
  (item.content ?? []).map((part: Raw) => ({ type, text: part.text ?? "" }));

/** @openai/agents-core `AgentInputItem`s: one per Responses item (protocol spellings). */
export function toAgents(items: readonly Raw[]): Raw[] {
  return items.map((item) => {
    switch (item.type) {
      case "message":
        return item.role === "user"
          ? {
              type: "message",
              role: "user",
              content: partsAs(item, "input_text"),
            }
          : {
              type: "message",
              role: "assistant",
              status: "completed",
              content: partsAs(item, "output_text"),
            };
      case "reasoning":
        return {
          type: "reasoning",
          id: item.id,
          content: [],
          providerData: { encryptedContent: item.encrypted_content },
        };
      case "function_call":
        return {
          type: "function_call",
          callId: item.call_id,
          name: item.name,
          arguments: item.arguments,
          status: "completed",
        };
      case "function_call_output":
        return {
          type: "function_call_result",
          callId: item.call_id,
          name: "shell",
          status: "completed",
          output: { type: "text", text: item.output },
        };
      case "compaction":
        return { type: "compaction", encrypted_content: item.encrypted_content };
      default:
        throw new Error(`toAgents: no spelling for ${item.type}`);
    }
  });
}

/** Groups consecutive assistant-side items into one message and consecutive outputs into another. */
function grouped(
  items: readonly Raw[],
  user: (item: Raw) => Raw,
  assistantPart: (item: Raw) => Raw,
  assistant: (parts: Raw[]) => Raw,
  output: (item: Raw) => Raw,
  outputs: (parts: Raw[]) => Raw[],
): Raw[] {
  const out: Raw[] = [];
  let parts: Raw[] = [];
  let results: Raw[] = [];
  const flush = () => {
    if (parts.length) out.push(assistant(parts));
    if (results.length) out.push(...outputs(results));
    parts = [];
    results = [];
  };
  for (const item of items) {
    if (item.type === "message" && item.role === "user") {
      flush();
      out.push(user(item));
    } else if (item.type === "function_call_output") {
      if (parts.length) out.push(assistant(parts));
      parts = [];
      results.push(output(item));
    } else {
      if (results.length) flush();
      parts.push(assistantPart(item));
    }
  }
  flush();
  return out;
}

/** ai (Vercel AI SDK) `ModelMessage`s: assistant parts grouped, tool results grouped. */
export function toAiSdk(items: readonly Raw[]): Raw[] {
  return grouped(
    items,
    (item) => ({ role: "user", content: TEXT_OF(item) }),
    (item) =>
      item.type === "reasoning"
        ? {
            type: "reasoning",
            text: "",
            providerOptions: { openai: { reasoningEncryptedContent: item.encrypted_content } },
          }
        : item.type === "function_call"
          ? {
              type: "tool-call",
              toolCallId: item.call_id,
              toolName: item.name,
              input: JSON.parse(item.arguments),
            }
          : { type: "text", text: TEXT_OF(item) },
    (content) => ({ role: "assistant", content }),
    (item) => ({
      type: "tool-result",
      toolCallId: item.call_id,
      toolName: "shell",
      output: { type: "text", value: item.output },
    }),
    (content) => [{ role: "tool", content }],
  );
}

/** The model every pi-ai message was produced by: transformMessages runs on the same model. */
export const PI_MODEL = {
  id: "gpt-5",
  name: "gpt-5",
  api: "openai-responses",
  provider: "openai",
  baseUrl: "https://api.openai.invalid/v1",
  reasoning: true,
  input: ["text", "image"],
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
  contextWindow: 400_000,
  maxTokens: 128_000,
} as const;

const PI_USAGE = {
  input: 0,
  output: 0,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 0,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
};

/** @mariozechner/pi-ai `Message`s: user, assistant (thinking, text, toolCall blocks), toolResult. */
export function toPiAi(items: readonly Raw[]): Raw[] {
  return grouped(
    items,
    (item) => ({ role: "user", content: TEXT_OF(item), timestamp: 0 }),
    (item) =>
      item.type === "reasoning"
        ? { type: "thinking", thinking: "", thinkingSignature: item.encrypted_content }
        : item.type === "function_call"
          ? {
              type: "toolCall",
              id: item.call_id,
              name: item.name,
              arguments: JSON.parse(item.arguments),
            }
          : { type: "text", text: TEXT_OF(item) },
    (content) => ({
      role: "assistant",
      content,
      api: PI_MODEL.api,
      provider: PI_MODEL.provider,
      model: PI_MODEL.id,
      usage: PI_USAGE,
      stopReason: content.some((part) => part.type === "toolCall") ? "toolUse" : "stop",
      timestamp: 0,
    }),
    (item) => ({
      role: "toolResult",
      toolCallId: item.call_id,
      toolName: "shell",
      content: [{ type: "text", text: item.output }],
      isError: false,
      timestamp: 0,
    }),
    (results) => results,
  );
}
