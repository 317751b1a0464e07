// The three real adapters over the loopback server, with minimal vendor answers for a session.
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import {
  createAnthropicProvider,
  createChatCompletionsProvider,
  createOpenAIResponsesProvider,
  type Provider,
} from "../../bindings/provider/index.js";
import type { Reply } from "./loopback-server.js";
import { anthropicSse, chatSse, responsesSse } from "./loopback-sse.js";

/** A tool call in a vendor answer. */
export interface VendorCall {
  readonly id: string;
  readonly name: string;
  readonly input: Record<string, unknown>;
}

/** One vendor: its adapter on a loopback URL and its answers, streamed or whole. */
export interface Vendor {
  readonly name: string;
  readonly family: string;
  provider(url: string): Provider;
  /** A streamed answer with text and calls (none: an end_turn). */
  streamed(text: string, calls?: readonly VendorCall[]): Reply;
  /** A whole JSON answer (what `complete` reads). */
  whole(text: string): Reply;
}

const openai = (url: string) =>
  new OpenAI({ apiKey: "test-key", baseURL: `${url}/v1`, maxRetries: 0, logLevel: "off" });

function responsesBody(text: string, calls: readonly VendorCall[] = []) {
  const message = {
    id: "msg_1",
    type: "message",
    status: "completed",
    role: "assistant",
    content: [{ type: "output_text", annotations: [], logprobs: [], text }],
  };
  const fc = calls.map((c, i) => ({
    id: `fc_${i}`,
    type: "function_call",
    status: "completed",
    arguments: JSON.stringify(c.input),
    call_id: c.id,
    name: c.name,
  }));
  return {
    id: "resp_1",
    object: "response",
    created_at: 1765591383,
    status: "completed",
    error: null,
    incomplete_details: null,
    model: "gpt-5-mini-2025-08-07",
    output: [message, ...fc],
    usage: { input_tokens: 100, output_tokens: 10, total_tokens: 110 },
  };
}

function chatBody(text: string, calls: readonly VendorCall[] = []) {
  const tool_calls = calls.map((c) => ({
    id: c.id,
    type: "function",
    function: { name: c.name, arguments: JSON.stringify(c.input) },
  }));
  const message = { role: "assistant", content: text, refusal: null, annotations: [] };
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1735689600,
    model: "gpt-4.1-2025-04-14",
    choices: [
      {
        index: 0,
        message: calls.length ? { ...message, tool_calls } : message,
        logprobs: null,
        finish_reason: calls.length ? "tool_calls" : "stop",
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
  };
}

function anthropicBody(text: string, calls: readonly VendorCall[] = []) {
  const uses = calls.map((c) => ({ type: "tool_use", id: c.id, name: c.name, input: c.input }));
  return {
    model: "claude-sonnet-4-5-20250929",
    id: "msg_01",
    type: "message",
    role: "assistant",
    content: [{ type: "text", text }, ...uses],
    stop_reason: calls.length ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 10 },
  };
}

/** The Responses, Chat Completions and Anthropic adapters. */
export const VENDORS: readonly Vendor[] = [
  {
    name: "OpenAI Responses",
    family: "openai",
    provider: (url) => createOpenAIResponsesProvider(openai(url), { model: "gpt-5-mini" }),
    streamed: (text, calls) => ({ sse: responsesSse(responsesBody(text, calls)) }),
    whole: (text) => ({ json: responsesBody(text) }),
  },
  {
    name: "Chat Completions",
    family: "openai",
    provider: (url) => createChatCompletionsProvider(openai(url), { model: "gpt-4.1" }),
    streamed: (text, calls) => ({ sse: chatSse(chatBody(text, calls)) }),
    whole: (text) => ({ json: chatBody(text) }),
  },
  {
    name: "Anthropic",
    family: "anthropic",
    provider: (url) =>
      createAnthropicProvider(
        new Anthropic({ apiKey: "test-key", baseURL: url, maxRetries: 0, logLevel: "off" }),
        { model: "claude-sonnet-4-6" },
      ),
    streamed: (text, calls) => ({ sse: anthropicSse(anthropicBody(text, calls)) }),
    whole: (text) => ({ json: anthropicBody(text) }),
  },
];
