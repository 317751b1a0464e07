// Files in tool results on the wire: the exact JSON body each official SDK client sent to loopback.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import { type ProviderRequest, requestMessages } from "../../../bindings/provider/index.js";
import { PDF, PNG, useLoopbackVendors } from "../../support/loopback-vendors.js";
import { VENDORS } from "../../support/session-vendors.js";

const PDF_URL = `data:application/pdf;base64,${PDF}`;
const PNG_URL = `data:image/png;base64,${PNG}`;

const [RESPONSES, CHAT, ANTHROPIC] = VENDORS;
const { rejectedByAll, sent } = useLoopbackVendors();

// openai 6.49.0 ResponseFunctionCallOutputItem parts: text, a PDF as a data URL, an image.
const fetched = [
  { type: "input_text", text: "Fetched:" },
  { type: "input_file", file_data: PDF_URL, filename: "q3.pdf" },
  { type: "input_image", image_url: PNG_URL },
];
const request: ProviderRequest = {
  system: [],
  messages: requestMessages([
    { type: "function_call", call_id: "call_1", name: "fetch", arguments: "{}" },
    { type: "function_call_output", call_id: "call_1", output: fetched },
    { type: "message", role: "user", content: [{ type: "input_text", text: "Summarize." }] },
  ] as unknown as Item[]),
};

// A call `t1` and its result holding `content` (blocks given by hand).
const resultRequest = (content: unknown): ProviderRequest =>
  ({
    system: [],
    messages: [
      { role: "assistant", content: [{ type: "tool-use", id: "t1", name: "read", input: {} }] },
      { role: "user", content: [{ type: "tool-result", toolUseId: "t1", content }] },
    ],
  }) as ProviderRequest;

describe("tool results with files on each vendor's wire", () => {
  it("Responses: the recorded output array, input_file part included", async () => {
    const body = await sent(RESPONSES, request);
    expect(body.input[1]).toEqual({
      type: "function_call_output",
      call_id: "call_1",
      output: fetched,
    });
  });

  it("Anthropic: a base64 document block (titled by the filename) in tool_result content", async () => {
    const body = await sent(ANTHROPIC, request);
    const document = {
      type: "document",
      source: { type: "base64", media_type: "application/pdf", data: PDF },
      title: "q3.pdf",
    };
    const image = { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } };
    const content = [{ type: "text", text: "Fetched:" }, document, image];
    expect(body.messages[1]).toEqual({
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "call_1", content },
        { type: "text", text: "Summarize." },
      ],
    });
  });

  it("Chat: the tool message keeps the text; the file and image follow in the user message", async () => {
    const body = await sent(CHAT, request);
    expect(body.messages.slice(1)).toEqual([
      { role: "tool", tool_call_id: "call_1", content: "Fetched:" },
      {
        role: "user",
        content: [
          { type: "text", text: "Images and files from the result of tool call call_1:" },
          { type: "file", file: { file_data: PDF_URL, filename: "q3.pdf" } },
          { type: "image_url", image_url: { url: PNG_URL } },
          { type: "text", text: "Summarize." },
        ],
      },
    ]);
  });

  const notes = { type: "file", source: { type: "text", text: "Notes." }, title: "n" };

  it("a text-source file: an input_text output part on Responses", async () => {
    const body = await sent(RESPONSES, resultRequest([notes]));
    expect(body.input[1].output).toEqual([{ type: "input_text", text: "Notes." }]);
  });

  it("a text-source file: a plain-text document on Anthropic", async () => {
    const body = await sent(ANTHROPIC, resultRequest([notes]));
    const source = { type: "text", media_type: "text/plain", data: "Notes." };
    expect(body.messages[1].content[0].content).toEqual([{ type: "document", source, title: "n" }]);
  });

  it("a file alone on Chat: led by the Files line", async () => {
    const body = await sent(CHAT, resultRequest([notes]));
    expect(body.messages.slice(2)).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "Files from the result of tool call t1:" },
          { type: "text", text: "Notes." },
        ],
      },
    ]);
  });
});

describe("a bad tool-result file never reaches the vendor", () => {
  it("each adapter rejects a file with an empty base64 payload, before any I/O", async () => {
    const empty = {
      type: "file",
      source: { type: "base64", mediaType: "application/pdf", data: "" },
    };
    await rejectedByAll(resultRequest([empty]), { code: "invalid-argument", index: 1 });
  });

  it("Chat rejects a file by URL in a tool result (it has no field for one), naming the message", async () => {
    const byUrl = { type: "file", source: { type: "url", url: "https://example.com/a.pdf" } };
    const provider = CHAT.provider("http://127.0.0.1:9");
    const expected = { code: "invalid-argument", index: 1 };
    await expect(provider.complete(resultRequest([byUrl]))).rejects.toMatchObject(expected);
    await expect(provider.stream(resultRequest([byUrl]), () => {})).rejects.toMatchObject(expected);
  });
});
