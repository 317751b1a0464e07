// Citations through the conversions (stored items ↔ blocks) and the stub.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import {
  type Block,
  createStubProvider,
  type ProviderRequest,
  requestMessages,
  responseItems,
  type StreamEvent,
} from "../../../bindings/provider/index.js";

// A stored Responses assistant message, annotations as openai 6.49.0 types them.
const urlCitation = {
  type: "url_citation",
  start_index: 0,
  end_index: 9,
  url: "https://docs.example/a",
  title: "A",
};
const annotated = { type: "output_text", annotations: [urlCitation], text: "See docs." };
const plain = { type: "output_text", annotations: [], text: " Bye." };
const stored = [
  { type: "message", role: "user", content: [{ type: "input_text", text: "Where?" }] },
  {
    id: "msg_1",
    type: "message",
    role: "assistant",
    status: "completed",
    content: [annotated, plain],
  },
] as unknown as Item[];

const citedBlock: Block = {
  type: "text",
  text: "See docs.",
  citations: [
    {
      type: "web",
      url: "https://docs.example/a",
      title: "A",
      range: { unit: "text", start: 0, end: 9 },
    },
  ],
  vendor: "openai-responses",
  item: annotated,
};

describe("requestMessages keeps a stored output_text part's annotations", () => {
  it("an annotated part is a cited text block with its part; a plain one stays plain", () => {
    expect(requestMessages(stored)).toEqual([
      { role: "user", content: [{ type: "text", text: "Where?" }] },
      { role: "assistant", content: [citedBlock, { type: "text", text: " Bye." }] },
    ]);
  });

  it("shares the stored part, not a copy", () => {
    const [, assistant] = requestMessages(stored);
    expect((assistant.content[0] as { item: unknown }).item).toBe(annotated);
  });
});

describe("responseItems writes cited text back", () => {
  const response = (content: Block[]) => ({
    stopReason: "end_turn",
    content,
    model: "m",
    usage: { inputTokens: 0, outputTokens: 0 },
  });

  it("a Responses text block as its own part, so a stored transcript round-trips", () => {
    const items = responseItems(response([citedBlock, { type: "text", text: " Bye." }]));
    expect(items).toEqual([
      {
        type: "message",
        role: "assistant",
        content: [annotated, { type: "output_text", text: " Bye.", annotations: [] }],
      },
    ]);
    expect(requestMessages(items)[0].content).toEqual([
      citedBlock,
      { type: "text", text: " Bye." },
    ]);
  });

  it("another vendor's cited text as a bare output_text part", () => {
    const anthropic: Block = {
      type: "text",
      text: "Cited.",
      citations: [{ type: "document", citedText: "x", index: 0 }],
      vendor: "anthropic",
      item: { type: "text", text: "Cited.", citations: [] },
    };
    const [message] = responseItems(response([anthropic])) as any[];
    expect(message.content).toEqual([{ type: "output_text", text: "Cited.", annotations: [] }]);
  });
});

describe("the stub with cited text", () => {
  it("returns a scripted cited block as is, complete and stream alike, and accepts it back", async () => {
    const turn = { response: { content: [citedBlock] } };
    const stub = createStubProvider([turn, turn]);
    const ask: ProviderRequest = { system: [], messages: [{ role: "user", content: "Where?" }] };
    const whole = await stub.complete(ask);
    const events: StreamEvent[] = [];
    const streamed = await stub.stream(
      { ...ask, messages: [...ask.messages, { role: "assistant", content: whole.content }] },
      (e) => events.push(e),
    );
    expect(whole.content).toEqual([citedBlock]);
    expect(streamed).toEqual(whole);
    expect(events[0]).toEqual({ type: "block-start", block: { type: "text", text: "" } });
    expect(stub.requests[1].messages[1].content).toEqual([citedBlock]);
  });
});
