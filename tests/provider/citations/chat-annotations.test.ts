// Chat Completions `message.annotations` (web search url citations) as text citations: read
// from JSON and SSE, sent back as plain text, kept through stored items.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import {
  type Block,
  createStubProvider,
  type ProviderRequest,
  requestMessages,
  responseItems,
  responseText,
  type StreamEvent,
} from "../../../bindings/provider/index.js";
import { completeAndStream } from "../../support/loopback-adapter.js";
import { chatSse } from "../../support/loopback-sse.js";
import { useLoopbackVendors } from "../../support/loopback-vendors.js";
import { VENDORS } from "../../support/session-vendors.js";

const [RESPONSES, CHAT, ANTHROPIC] = VENDORS;

const { provider, sent, server } = useLoopbackVendors();

const ask: ProviderRequest = {
  system: [],
  messages: [{ role: "user", content: "Any news on Q3?" }],
};

// Shapes of openai 6.49.0 `ChatCompletionMessage.Annotation`.
const news = {
  type: "url_citation",
  url_citation: {
    end_index: 16,
    start_index: 0,
    title: "Q3 results",
    url: "https://news.example/q3?utm_source=openai",
  },
};
const blog = {
  type: "url_citation",
  url_citation: { end_index: 40, start_index: 18, title: "Outlook", url: "https://blog.example/o" },
};
const text = "Revenue grew 12% ([news]). Outlook is stable ([blog]).";
const annotations = [news, blog];

// The recorded envelope of the shared fixture, with an annotated message.
const envelope = (CHAT.whole("") as { json: any }).json;
const answer = (message: object) => ({
  ...envelope,
  choices: [{ ...envelope.choices[0], message: { ...envelope.choices[0].message, ...message } }],
});

const cited: Block = {
  type: "text",
  text,
  citations: [
    {
      type: "web",
      url: "https://news.example/q3?utm_source=openai",
      title: "Q3 results",
      range: { unit: "text", start: 0, end: 16 },
    },
    {
      type: "web",
      url: "https://blog.example/o",
      title: "Outlook",
      range: { unit: "text", start: 18, end: 40 },
    },
  ],
  vendor: "openai-chat",
  item: { content: text, annotations },
};

const streamedText = (events: StreamEvent[]) =>
  events.map((e) => (e.type === "text-delta" ? e.text : "")).join("");

const replay = (content: readonly Block[]): ProviderRequest => ({
  system: [],
  messages: [...ask.messages, { role: "assistant", content }, { role: "user", content: "Thanks." }],
});

describe("Chat annotations read, complete and stream alike", () => {
  it("url citations become the text block's citations, with the message fields as item", async () => {
    const json = answer({ content: text, annotations });
    const sse = chatSse(json);
    expect(sse).toContain('"delta":{"annotations"');
    const run = await completeAndStream(server(), provider(CHAT), json, sse, ask);
    expect(run.viaComplete.content).toEqual([cited]);
    expect(run.viaStream).toEqual(run.viaComplete);
    expect(streamedText(run.events)).toBe(responseText(run.viaComplete));
  });

  it("an empty or absent list leaves the plain { type, text }", async () => {
    for (const fields of [{ annotations: [] }, { annotations: undefined }]) {
      const json = answer({ content: "Plain.", ...fields });
      const run = await completeAndStream(server(), provider(CHAT), json, chatSse(json), ask);
      expect(run.viaComplete.content).toEqual([{ type: "text", text: "Plain." }]);
      expect(run.viaStream).toEqual(run.viaComplete);
    }
  });
});

describe("replaying Chat-cited text", () => {
  it("to Chat: plain text (the assistant message param has no annotations field)", async () => {
    const body = await sent(CHAT, replay([cited]));
    expect(body.messages[1]).toEqual({ role: "assistant", content: text });
  });

  it("to Responses: a plain output_text part", async () => {
    const responses = await sent(RESPONSES, replay([cited]));
    expect(responses.input[1]).toEqual({
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text }],
    });
  });

  it("to Anthropic: a plain text block", async () => {
    const anthropic = await sent(ANTHROPIC, replay([cited]));
    expect(anthropic.messages[1].content).toEqual([{ type: "text", text }]);
  });
});

describe("stored Chat messages and transcript items", () => {
  it("requestMessages reads a stored assistant message's annotations", () => {
    const items = [
      { role: "user", content: "Any news on Q3?" },
      { role: "assistant", content: text, annotations },
    ] as unknown as Item[];
    expect(requestMessages(items)[1]).toEqual({ role: "assistant", content: [cited] });
  });

  it("responseItems writes them as Responses url_citation annotations, read back as citations", () => {
    const response = { stopReason: "end_turn", content: [cited], model: "m", usage: {} } as never;
    const [message] = responseItems(response) as any[];
    const flat = annotations.map((a) => ({ type: "url_citation", ...a.url_citation }));
    expect(message.content).toEqual([{ type: "output_text", text, annotations: flat }]);
    const [read] = requestMessages([message]);
    const block = read.content[0] as { citations: unknown };
    expect(block.citations).toEqual((cited as { citations: unknown }).citations);
  });
});

describe("the stub with Chat-cited text", () => {
  it("returns the block as scripted, complete and stream alike", async () => {
    const stub = createStubProvider([{ response: { content: [cited] } }]);
    const whole = await stub.complete(ask);
    expect(whole.content).toEqual([cited]);
    const again = createStubProvider([{ response: { content: [cited] } }]);
    expect(await again.stream(ask, () => {})).toEqual(whole);
  });
});
