// The broken histories users meet, as AI SDK `ModelMessage[]`s (plain literals, typed by the
// tests against the AI SDK's own type).

const user = (text: string) => ({ role: "user" as const, content: text });
const call = (toolCallId: string) => ({
  type: "tool-call" as const,
  toolCallId,
  toolName: "weather",
  input: { city: "Paris" },
});
const result = (toolCallId: string) => ({
  type: "tool-result" as const,
  toolCallId,
  toolName: "weather",
  output: { type: "text" as const, value: "sunny" },
});

/** A tool call whose turn was interrupted: no result was ever stored. */
export const interrupted = () => [
  user("weather in Paris?"),
  {
    role: "assistant" as const,
    content: [{ type: "text" as const, text: "Checking." }, call("call_int")],
  },
  user("never mind, hello"),
];

/** A tool result whose call is gone (pruned, or from another conversation). */
export const orphan = () => [
  user("weather in Paris?"),
  { role: "assistant" as const, content: [{ type: "text" as const, text: "It is sunny." }] },
  { role: "tool" as const, content: [result("call_orphan")] },
  user("thanks"),
];

/** A result stored before its call (a resumed run appended them out of order). */
export const early = () => [
  user("weather in Paris?"),
  { role: "tool" as const, content: [result("call_early")] },
  { role: "assistant" as const, content: [call("call_early")] },
  user("and now?"),
];

/** A call and its result on two sides of an OpenAI compaction checkpoint. */
export const splitByCompaction = () => [
  user("weather in Paris?"),
  { role: "assistant" as const, content: [call("call_split")] },
  {
    role: "assistant" as const,
    content: [
      {
        type: "custom" as const,
        kind: "openai.compaction" as const,
        providerOptions: { openai: { itemId: "cmp_1", encryptedContent: "enc:b:checkpoint" } },
      },
    ],
  },
  { role: "tool" as const, content: [result("call_split")] },
  user("go on"),
];

/** OpenAI reasoning (encrypted, stateless) that backend `a` produced, in a turn of the history. */
export const responsesReasoningFrom = (family: string) => [
  user("think"),
  {
    role: "assistant" as const,
    content: [
      {
        type: "reasoning" as const,
        text: "",
        providerOptions: {
          openai: { itemId: `rs_${family}`, reasoningEncryptedContent: `enc:${family}:blob` },
        },
      },
      { type: "text" as const, text: "Thought about it." },
    ],
  },
  user("again"),
];

/** Anthropic thinking signed by backend `family`. */
export const anthropicThinkingFrom = (family: string) => [
  user("think"),
  {
    role: "assistant" as const,
    content: [
      {
        type: "reasoning" as const,
        text: "Let me think.",
        providerOptions: { anthropic: { signature: `sig:${family}:blob` } },
      },
      { type: "text" as const, text: "Thought about it." },
    ],
  },
  user("again"),
];
