// Citations on the wire: read from Anthropic and Responses answers (JSON and SSE), sent back
// verbatim to the same vendor and as plain text to another.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import {
  type Block,
  type ProviderRequest,
  requestMessages,
  responseText,
  type StreamEvent,
  type TextBlock,
} from "../../../bindings/provider/index.js";
import { completeAndStream } from "../../support/loopback-adapter.js";
import { anthropicSse, responsesSse } from "../../support/loopback-sse.js";
import { useLoopbackVendors } from "../../support/loopback-vendors.js";
import { VENDORS, type Vendor } from "../../support/session-vendors.js";

const [RESPONSES, CHAT, ANTHROPIC] = VENDORS;

const { provider, sent, server } = useLoopbackVendors();

const ask: ProviderRequest = {
  system: [],
  messages: [{ role: "user", content: "What grew, and where is it sunny?" }],
};

// ---- Anthropic: shapes of @anthropic-ai/sdk 1.14.0 TextCitation ----

const charLocation = {
  type: "char_location",
  cited_text: "Revenue grew 12% in Q3.",
  document_index: 0,
  document_title: "Q3 report",
  start_char_index: 120,
  end_char_index: 143,
  file_id: null,
};
const pageLocation = {
  type: "page_location",
  cited_text: "Margins held.",
  document_index: 1,
  document_title: null,
  start_page_number: 3,
  end_page_number: 4,
  file_id: "file_011CNha8iCJcU1wXNR6q4V8w",
};
const webLocation = {
  type: "web_search_result_location",
  cited_text: "Sunny, 24°C in Paris today.",
  url: "https://weather.example/paris",
  title: "Paris weather",
  encrypted_index: "EpMBCioIBhgCIiQ0NGFlYmQzYy1hNGJhLTRmNjEtYWY3Ny0",
};
const searchLocation = {
  type: "search_result_location",
  cited_text: "Rome: clouds.",
  search_result_index: 2,
  source: "kb://forecasts/rome",
  title: "Rome forecast",
  start_block_index: 0,
  end_block_index: 1,
};

const anthropicCited = {
  type: "text",
  text: "revenue grew 12% with margins held",
  citations: [charLocation, pageLocation],
};
const anthropicWeb = {
  type: "text",
  text: "Paris is sunny, Rome cloudy",
  citations: [webLocation, searchLocation],
};
const anthropicAnswer = {
  ...(ANTHROPIC.whole("") as { json: object }).json,
  content: [
    { type: "text", text: "According to the report, ", citations: null },
    anthropicCited,
    { type: "text", text: "; ", citations: null },
    anthropicWeb,
  ],
};

const anthropicContent: Block[] = [
  { type: "text", text: "According to the report, " },
  {
    type: "text",
    text: anthropicCited.text,
    citations: [
      {
        type: "document",
        citedText: "Revenue grew 12% in Q3.",
        index: 0,
        title: "Q3 report",
        range: { unit: "char", start: 120, end: 143 },
      },
      {
        type: "document",
        citedText: "Margins held.",
        index: 1,
        fileId: "file_011CNha8iCJcU1wXNR6q4V8w",
        range: { unit: "page", start: 3, end: 4 },
      },
    ],
    vendor: "anthropic",
    item: anthropicCited,
  },
  { type: "text", text: "; " },
  {
    type: "text",
    text: anthropicWeb.text,
    citations: [
      {
        type: "web",
        citedText: "Sunny, 24°C in Paris today.",
        url: "https://weather.example/paris",
        title: "Paris weather",
      },
      {
        type: "search-result",
        citedText: "Rome: clouds.",
        url: "kb://forecasts/rome",
        title: "Rome forecast",
        index: 2,
        range: { unit: "block", start: 0, end: 1 },
      },
    ],
    vendor: "anthropic",
    item: anthropicWeb,
  },
];

// ---- Responses: shapes of openai 6.49.0 ResponseOutputText annotations ----

const urlCitation = {
  type: "url_citation",
  start_index: 0,
  end_index: 16,
  url: "https://news.example/q3",
  title: "Q3 results",
};
const fileCitation = {
  type: "file_citation",
  file_id: "file-7Zq1",
  filename: "q3.pdf",
  index: 16,
};
const containerCitation = {
  type: "container_file_citation",
  container_id: "cntr_68a1",
  file_id: "cfile_9b2",
  filename: "chart.png",
  start_index: 17,
  end_index: 30,
};
const filePath = { type: "file_path", file_id: "file-Path1", index: 30 };

const responsesCited = {
  type: "output_text",
  annotations: [urlCitation, fileCitation, containerCitation, filePath],
  logprobs: [],
  text: "Revenue grew 12% (chart below).",
};
const responsesPlain = { type: "output_text", annotations: [], logprobs: [], text: " Done." };
// The recorded envelope of the shared fixture, with an annotated message as its output.
const responsesAnswer = {
  ...(RESPONSES.whole("") as { json: object }).json,
  output: [
    {
      id: "msg_cite",
      type: "message",
      status: "completed",
      role: "assistant",
      content: [responsesCited, responsesPlain],
    },
  ],
};

const responsesContent: Block[] = [
  {
    type: "text",
    text: responsesCited.text,
    citations: [
      {
        type: "web",
        url: "https://news.example/q3",
        title: "Q3 results",
        range: { unit: "text", start: 0, end: 16 },
      },
      { type: "file", fileId: "file-7Zq1", filename: "q3.pdf", index: 16 },
      {
        type: "file",
        fileId: "cfile_9b2",
        filename: "chart.png",
        range: { unit: "text", start: 17, end: 30 },
      },
      { type: "file", fileId: "file-Path1", index: 30 },
    ],
    vendor: "openai-responses",
    item: responsesCited,
  },
  { type: "text", text: " Done." },
];

// The text events of a stream, as the text they add up to.
const streamedText = (events: StreamEvent[]) =>
  events.map((e) => (e.type === "text-delta" ? e.text : "")).join("");

const replay = (content: readonly Block[]): ProviderRequest => ({
  system: [],
  messages: [...ask.messages, { role: "assistant", content }, { role: "user", content: "Thanks." }],
});

// Serves `answer` as JSON and as SSE; both must read as `content`, block `plain` a bare text.
async function readsCitations(
  vendor: Vendor,
  answer: object,
  sse: string,
  content: Block[],
  plain: number,
) {
  const run = await completeAndStream(server(), provider(vendor), answer, sse, ask);
  expect(run.viaComplete.content).toEqual(content);
  expect(run.viaStream).toEqual(run.viaComplete);
  expect(Object.keys(run.viaComplete.content[plain])).toEqual(["type", "text"]);
  expect(streamedText(run.events)).toBe(responseText(run.viaComplete));
}

describe("citations read from each vendor, complete and stream alike", () => {
  it("Anthropic: cited text blocks carry neutral citations and the raw block; others stay plain", async () => {
    const sse = anthropicSse(anthropicAnswer);
    expect(sse).toContain('"citations_delta"');
    await readsCitations(ANTHROPIC, anthropicAnswer, sse, anthropicContent, 0);
  });

  it("Responses: output_text annotations become citations; a part without any stays plain", async () => {
    const sse = responsesSse(responsesAnswer);
    expect(sse).toContain("response.output_text.annotation.added");
    await readsCitations(RESPONSES, responsesAnswer, sse, responsesContent, 1);
  });
});

describe("replaying cited text", () => {
  it("to Anthropic: its own blocks verbatim (citations without the response-only file_id)", async () => {
    const body = await sent(ANTHROPIC, replay(anthropicContent));
    const asParam = (block: { citations: Record<string, unknown>[] }) => ({
      ...block,
      citations: block.citations.map(({ file_id: _f, ...param }) => param),
    });
    expect(body.messages[1]).toEqual({
      role: "assistant",
      content: [
        { type: "text", text: "According to the report, " },
        asParam(anthropicCited),
        { type: "text", text: "; " },
        anthropicWeb,
      ],
    });
    expect(JSON.stringify(body.messages[1])).not.toContain("file_id");
  });

  it("to Responses: its own output_text parts verbatim (annotations included)", async () => {
    const body = await sent(RESPONSES, replay(responsesContent));
    expect(body.input[1]).toEqual({
      type: "message",
      role: "assistant",
      content: [responsesCited, { type: "output_text", text: " Done." }],
    });
  });

  it("Anthropic's to Responses: plain output_text parts", async () => {
    const body = await sent(RESPONSES, replay(anthropicContent));
    const parts = anthropicContent.map((b) => ({
      type: "output_text",
      text: (b as TextBlock).text,
    }));
    expect(body.input[1]).toEqual({ type: "message", role: "assistant", content: parts });
  });

  it("Responses' to Anthropic: plain text blocks", async () => {
    const body = await sent(ANTHROPIC, replay(responsesContent));
    expect(body.messages[1].content).toEqual([
      { type: "text", text: responsesCited.text },
      { type: "text", text: " Done." },
    ]);
  });

  it("Anthropic's to Chat: the plain text as the message content", async () => {
    const body = await sent(CHAT, replay(anthropicContent));
    const text = anthropicContent.map((b) => (b as TextBlock).text).join("");
    expect(body.messages[1]).toEqual({ role: "assistant", content: text });
  });
});

describe("a stored Responses transcript replayed", () => {
  it("sends its annotated output_text parts verbatim to Responses", async () => {
    const part = { type: "output_text", annotations: [urlCitation], logprobs: [], text: "Up 12%." };
    const assistant = { id: "msg_s", type: "message", role: "assistant", status: "completed" };
    const items = [
      { type: "message", role: "user", content: [{ type: "input_text", text: "Q3?" }] },
      { ...assistant, content: [part] },
      { type: "message", role: "user", content: [{ type: "input_text", text: "Thanks." }] },
    ] as unknown as Item[];
    const body = await sent(RESPONSES, { system: [], messages: requestMessages(items) });
    expect(body.input[1]).toEqual({ type: "message", role: "assistant", content: [part] });
  });
});
