// Image blocks on the wire: the exact JSON body each official SDK client sent to loopback.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import { type ProviderRequest, requestMessages } from "../../../bindings/provider/index.js";
import { hasCorpus, loadFile } from "../../support/corpus.js";
import { useLoopbackVendors } from "../../support/loopback-vendors.js";
import { VENDORS } from "../../support/session-vendors.js";

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";
const JPEG = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==";
const HTTPS = "https://example.com/cat.jpg";

const [RESPONSES, CHAT, ANTHROPIC] = VENDORS;

const { rejectedByAll, sent } = useLoopbackVendors();

// Text, an https image with detail, base64 without detail, a hand-made data: URL with `original`.
const photos: ProviderRequest = {
  system: [],
  messages: [
    {
      role: "user",
      content: [
        { type: "text", text: "Compare " },
        { type: "image", source: { type: "url", url: HTTPS }, detail: "high" },
        { type: "text", text: " with " },
        { type: "image", source: { type: "base64", mediaType: "image/png", data: PNG } },
        {
          type: "image",
          source: { type: "url", url: `data:image/jpeg;base64,${JPEG}` },
          detail: "original",
        },
      ],
    },
  ],
};

const toResponses = (request: ProviderRequest) => sent(RESPONSES, request);
const toChat = (request: ProviderRequest) => sent(CHAT, request);
const toClaude = (request: ProviderRequest) => sent(ANTHROPIC, request);

describe("image blocks on each vendor's wire", () => {
  it("Responses: input_image parts in one message, base64 as a data: URL, detail defaulting to auto", async () => {
    const body = await toResponses(photos);
    expect(body.input).toEqual([
      {
        type: "message",
        role: "user",
        content: [
          { type: "input_text", text: "Compare " },
          { type: "input_image", image_url: HTTPS, detail: "high" },
          { type: "input_text", text: " with " },
          { type: "input_image", image_url: `data:image/png;base64,${PNG}`, detail: "auto" },
          {
            type: "input_image",
            image_url: `data:image/jpeg;base64,${JPEG}`,
            detail: "original",
          },
        ],
      },
    ]);
  });

  it("Chat: image_url parts { url, detail }, base64 as a data: URL, original sent as high", async () => {
    const body = await toChat(photos);
    expect(body.messages).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "Compare " },
          { type: "image_url", image_url: { url: HTTPS, detail: "high" } },
          { type: "text", text: " with " },
          { type: "image_url", image_url: { url: `data:image/png;base64,${PNG}` } },
          {
            type: "image_url",
            image_url: { url: `data:image/jpeg;base64,${JPEG}`, detail: "high" },
          },
        ],
      },
    ]);
  });

  it("Anthropic: image blocks with url and base64 sources, a data: URL split into base64, no detail", async () => {
    const body = await toClaude(photos);
    expect(body.messages).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "Compare " },
          { type: "image", source: { type: "url", url: HTTPS } },
          { type: "text", text: " with " },
          { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
          { type: "image", source: { type: "base64", media_type: "image/jpeg", data: JPEG } },
        ],
      },
    ]);
  });
});

describe("images after tool calls, from a transcript", () => {
  // A screenshot tool's result, then the user adds an image of their own (Responses items).
  const transcript = [
    { type: "function_call", call_id: "call_1", name: "screenshot", arguments: "{}" },
    { type: "function_call_output", call_id: "call_1", output: "saved" },
    {
      type: "message",
      role: "user",
      content: [
        { type: "input_text", text: "Now this one:" },
        { type: "input_image", image_url: `data:image/png;base64,${PNG}`, detail: "low" },
      ],
    },
  ] as unknown as Item[];
  const request: ProviderRequest = { system: [], messages: requestMessages(transcript) };

  it("Chat: the tool message first, then one user message with text and image parts", async () => {
    const body = await toChat(request);
    expect(body.messages.slice(1)).toEqual([
      { role: "tool", tool_call_id: "call_1", content: "saved" },
      {
        role: "user",
        content: [
          { type: "text", text: "Now this one:" },
          { type: "image_url", image_url: { url: `data:image/png;base64,${PNG}`, detail: "low" } },
        ],
      },
    ]);
  });

  it("Anthropic: tool_result first, then text and a base64 image", async () => {
    const body = await toClaude(request);
    expect(body.messages[1]).toEqual({
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "call_1", content: "saved" },
        { type: "text", text: "Now this one:" },
        { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
      ],
    });
  });
});

describe("vendor-only image references", () => {
  const filePart = { type: "input_image", file_id: "file-abc123", detail: "auto" };
  const fileSource = { type: "image", source: { type: "file", file_id: "file_011CNha8" } };
  const transcript = [
    { type: "message", role: "user", content: [{ type: "input_text", text: "See:" }, filePart] },
    { role: "user", content: [fileSource] },
  ] as unknown as Item[];
  const request: ProviderRequest = { system: [], messages: requestMessages(transcript) };

  it("Responses sends its own file_id image verbatim and drops Anthropic's", async () => {
    const body = await toResponses(request);
    expect(body.input).toEqual([
      { type: "message", role: "user", content: [{ type: "input_text", text: "See:" }] },
      { type: "message", role: "user", content: [filePart] },
    ]);
  });

  it("Anthropic sends its own file-source image verbatim and drops OpenAI's", async () => {
    const body = await toClaude(request);
    expect(body.messages).toEqual([
      { role: "user", content: [{ type: "text", text: "See:" }, fileSource] },
    ]);
  });
});

describe("a bad image never reaches the vendor", () => {
  it("each adapter rejects an image in an assistant message with invalid-argument, before any I/O", async () => {
    const messages = [
      { role: "user", content: "hi" },
      { role: "assistant", content: [{ type: "image", source: { type: "url", url: HTTPS } }] },
    ];
    await rejectedByAll({ system: [], messages }, { code: "invalid-argument", index: 1 });
  });
});

describe.runIf(hasCorpus)("a recorded Claude Code transcript with screenshots", () => {
  const GIST = "anthropic/gistconsole-claude-code-2.0.26-compact-boundary-logs-chat.json";

  it("every user image reaches the Anthropic wire as the block it was recorded as, in order", async () => {
    const items = loadFile(GIST).flatMap((conversation) => conversation.items);
    const recorded = items.flatMap((item: any) =>
      item.role === "user" && Array.isArray(item.content)
        ? item.content.filter((part: any) => part.type === "image")
        : [],
    );
    expect(recorded).toHaveLength(3);
    const withImages = requestMessages(items).filter(
      (m) => Array.isArray(m.content) && m.content.some((block) => block.type === "image"),
    );
    const body = await toClaude({ system: [], messages: withImages });
    const wire = body.messages.flatMap((m: any) =>
      m.content.filter((b: any) => b.type === "image"),
    );
    expect(wire).toEqual(recorded);
  });
});
