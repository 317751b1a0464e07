// The vendor tests run once against the root's pinned clients and once against the newest the peer
// ranges admit (vitest.config.ts, project sdk-latest): each project must load the client it names,
// as the provider sees it on the wire (the User-Agent each official client sends).
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { type Loopback, startLoopback } from "../../support/loopback-server.js";
import "../../support/provided-context.js";

let server: Loopback;
beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => server.close());

it("each project loads the client versions it names", async () => {
  const expected = inject("clients");
  const options = { apiKey: "test-key", maxRetries: 0, logLevel: "off" as const };
  server.reply({
    json: {
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model: "gpt-4.1",
      choices: [{ index: 0, message: { role: "assistant", content: "ok" }, finish_reason: "stop" }],
    },
  });
  const openai = new OpenAI({ ...options, baseURL: `${server.url}/v1` });
  await openai.chat.completions.create({
    model: "gpt-4.1",
    messages: [{ role: "user", content: "hi" }],
  });
  server.reply({
    json: {
      id: "msg_1",
      type: "message",
      role: "assistant",
      model: "claude-sonnet-4-5",
      content: [{ type: "text", text: "ok" }],
      stop_reason: "end_turn",
      usage: { input_tokens: 1, output_tokens: 1 },
    },
  });
  const anthropic = new Anthropic({ ...options, baseURL: server.url });
  await anthropic.messages.create({
    model: "claude-sonnet-4-5",
    max_tokens: 8,
    messages: [{ role: "user", content: "hi" }],
  });
  const [toOpenAI, toAnthropic] = server.requests.map((r) => String(r.headers["user-agent"]));
  expect(toOpenAI).toBe(`OpenAI/JS ${expected.openai}`);
  expect(toAnthropic).toBe(`Anthropic/JS ${expected.anthropic}`);
});
