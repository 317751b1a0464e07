// Images in tool results on the wire: the exact JSON body each official SDK client sent to loopback.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import { type ProviderRequest, requestMessages } from "../../../bindings/provider/index.js";
import { PNG, useLoopbackVendors } from "../../support/loopback-vendors.js";
import { VENDORS } from "../../support/session-vendors.js";

const PNG_URL = `data:image/png;base64,${PNG}`;
const HTTPS = "https://example.com/page.png";

const [RESPONSES, CHAT, ANTHROPIC] = VENDORS;
const { rejectedByAll, sent } = useLoopbackVendors();

const screenshots = [
  { type: "input_text", text: "Two tabs:" },
  { type: "input_image", image_url: PNG_URL, detail: "high" },
  { type: "input_image", image_url: HTTPS },
];
// A browsing agent: two calls, one answered with text and two screenshots, one with text; then the user.
const transcript = [
  { type: "function_call", call_id: "call_1", name: "screenshot", arguments: "{}" },
  { type: "function_call", call_id: "call_2", name: "title", arguments: "{}" },
  {
    type: "function_call_output",
    call_id: "call_1",
    output: screenshots,
  },
  { type: "function_call_output", call_id: "call_2", output: "Login" },
  { type: "message", role: "user", content: [{ type: "input_text", text: "Which tab?" }] },
] as unknown as Item[];
const request: ProviderRequest = { system: [], messages: requestMessages(transcript) };

describe("tool results with images on each vendor's wire", () => {
  it("Responses: function_call_output with the recorded input_text / input_image output array", async () => {
    const body = await sent(RESPONSES, request);
    expect(body.input.slice(2)).toEqual([
      {
        type: "function_call_output",
        call_id: "call_1",
        output: screenshots,
      },
      { type: "function_call_output", call_id: "call_2", output: "Login" },
      { type: "message", role: "user", content: [{ type: "input_text", text: "Which tab?" }] },
    ]);
  });

  it("Anthropic: tool_result content blocks (text, base64 and url images), then the user's text", async () => {
    const body = await sent(ANTHROPIC, request);
    expect(body.messages[1]).toEqual({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: "call_1",
          content: [
            { type: "text", text: "Two tabs:" },
            { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
            { type: "image", source: { type: "url", url: HTTPS } },
          ],
        },
        { type: "tool_result", tool_use_id: "call_2", content: "Login" },
        { type: "text", text: "Which tab?" },
      ],
    });
  });

  it("Chat: tool messages keep the text; the images follow in the user message, named by call", async () => {
    const body = await sent(CHAT, request);
    expect(body.messages.slice(1)).toEqual([
      { role: "tool", tool_call_id: "call_1", content: "Two tabs:" },
      { role: "tool", tool_call_id: "call_2", content: "Login" },
      {
        role: "user",
        content: [
          { type: "text", text: "Images from the result of tool call call_1:" },
          { type: "image_url", image_url: { url: PNG_URL, detail: "high" } },
          { type: "image_url", image_url: { url: HTTPS } },
          { type: "text", text: "Which tab?" },
        ],
      },
    ]);
  });
});

describe("computer use screenshots", () => {
  const computer = { type: "computer_call", call_id: "cu_1", action: { type: "screenshot" } };
  const output = {
    type: "computer_call_output",
    call_id: "cu_1",
    output: { type: "computer_screenshot", image_url: PNG_URL },
  };
  const messages = requestMessages([computer, output] as unknown as Item[]);

  it("Responses gets the computer_call and its screenshot output verbatim", async () => {
    const body = await sent(RESPONSES, {
      system: [],
      messages: [{ role: "user", content: "Go." }, ...messages],
    });
    expect(body.input.slice(1)).toEqual([computer, output]);
  });
});

describe("a bad tool-result image never reaches the vendor", () => {
  it("each adapter rejects a relative image URL in a tool result with invalid-argument, before any I/O", async () => {
    const image = { type: "image", source: { type: "url", url: "shot.png" } };
    const messages = [
      { role: "assistant", content: [{ type: "tool-use", id: "t1", name: "shot", input: {} }] },
      { role: "user", content: [{ type: "tool-result", toolUseId: "t1", content: [image] }] },
    ];
    await rejectedByAll({ system: [], messages }, { code: "invalid-argument", index: 1 });
  });
});
