// The adapters preflight the exact body they are about to send: a violation is a PreflightError
// and the loopback server sees no request; `preflight: false` sends it anyway.
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PreflightError } from "../../bindings/index.js";
import {
  createAnthropicProvider,
  createChatCompletionsProvider,
  createOpenAIResponsesProvider,
  type Provider,
  ProviderError,
  type ProviderRequest,
} from "../../bindings/provider/index.js";
import { type Loopback, startLoopback } from "../support/loopback-server.js";

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const openai = () =>
  new OpenAI({ apiKey: "k", baseURL: `${server.url}/v1`, maxRetries: 0, logLevel: "off" });
const anthropic = () =>
  new Anthropic({ apiKey: "k", baseURL: server.url, maxRetries: 0, logLevel: "off" });

type Make = (options: { preflight?: boolean }) => Provider;
const ADAPTERS: Array<[string, string, Make]> = [
  [
    "openai-responses",
    "responses/missing-output",
    (o) => createOpenAIResponsesProvider(openai(), { model: "gpt-5-mini", ...o }),
  ],
  [
    "chat-completions",
    "chat/missing-tool-message",
    (o) => createChatCompletionsProvider(openai(), { model: "gpt-4.1", ...o }),
  ],
  [
    "anthropic",
    "anthropic/missing-tool-result",
    (o) => createAnthropicProvider(anthropic(), { model: "claude-sonnet-4-6", ...o }),
  ],
];

/** A tool use left unanswered before the next user turn. */
const violating: ProviderRequest = {
  system: [{ text: "Be brief." }],
  messages: [
    { role: "user", content: "weather?" },
    { role: "assistant", content: [{ type: "tool-use", id: "call_1", name: "w", input: {} }] },
    { role: "user", content: "never mind" },
  ],
};

describe("adapters run preflight before sending", () => {
  for (const [vendor, rule, make] of ADAPTERS) {
    it(`${vendor}: complete and stream raise PreflightError and send nothing`, async () => {
      const provider = make({});
      for (const send of [
        () => provider.complete(violating),
        () => provider.stream(violating, () => {}),
      ]) {
        const error = await send().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PreflightError);
        expect((error as PreflightError).code).toBe("preflight");
        expect((error as PreflightError).violations.map((v) => [v.rule, v.callId])).toEqual([
          [rule, "call_1"],
        ]);
      }
      expect(server.requests).toHaveLength(0);
    });

    it(`${vendor}: preflight: false sends the body (the provider's 400 comes back)`, async () => {
      server.reply({ status: 400, json: { error: { message: "rejected", type: "invalid" } } });
      const error = await make({ preflight: false })
        .complete(violating)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(server.requests).toHaveLength(1);
    });
  }
});
