// Issue 29 (reproduction 3's class): a request body names its model, and so the family that
// produced its history; check and fix --family read it from there, as from a rollout's records.
import { describe, expect, it } from "vitest";
import { readTranscriptSync } from "../../bindings/readers/index.js";
import { reasoning, user } from "../support/items.js";

describe("a request body's model is the log's model", () => {
  it("Responses, Chat and Anthropic bodies: meta.model, and the family it implies", () => {
    const responses = readTranscriptSync(
      JSON.stringify({ model: "gpt-5", store: false, input: [user("hi"), reasoning()] }),
    );
    expect(responses.meta).toMatchObject({ model: "gpt-5", family: "openai" });
    expect(responses.meta.requestFields).toEqual({ model: "gpt-5", store: false });
    const chat = readTranscriptSync(
      JSON.stringify({ model: "deepseek-chat", messages: [{ role: "user", content: "hi" }] }),
    );
    expect(chat.meta).toMatchObject({ model: "deepseek-chat", family: "deepseek" });
    const anthropic = readTranscriptSync(
      JSON.stringify({
        model: "claude-sonnet-4-5",
        max_tokens: 9,
        messages: [{ role: "user", content: "hi" }],
      }),
    );
    expect(anthropic.meta).toMatchObject({ model: "claude-sonnet-4-5", family: "anthropic" });
  });

  it("no model, or one of no known family: nothing guessed", () => {
    const none = readTranscriptSync(JSON.stringify({ store: false, input: [user("hi")] }));
    expect(none.meta.family).toBeUndefined();
    const odd = readTranscriptSync(JSON.stringify({ model: "my-model", input: [user("hi")] }));
    expect(odd.meta).toMatchObject({ model: "my-model" });
    expect(odd.meta.family).toBeUndefined();
  });
});
