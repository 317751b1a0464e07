// Images inside tool results: transcript outputs → tool-result blocks, validation, the stub's log.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import {
  createStubProvider,
  type ProviderRequest,
  requestMessages,
  validateRequest,
} from "../../../bindings/provider/index.js";
import { PNG } from "../../support/loopback-vendors.js";

const PNG_URL = `data:image/png;base64,${PNG}`;

const items = (...list: object[]) => list as unknown as Item[];
const text = (t: string) => ({ type: "text" as const, text: t });
const png = { type: "image", source: { type: "base64", mediaType: "image/png", data: PNG } };
const call = { type: "function_call", call_id: "call_1", name: "screenshot", arguments: "{}" };
const chatCall = {
  role: "assistant",
  content: null,
  tool_calls: [{ id: "toolu_1", type: "function", function: { name: "shot", arguments: "{}" } }],
};
const result = (toolUseId: string, content: unknown) => ({
  type: "tool-result",
  toolUseId,
  content,
});

describe("requestMessages: images in tool results", () => {
  it("a Responses function_call_output with input_text and input_image parts keeps both, in order", () => {
    const output = [
      { type: "input_text", text: "Taken." },
      { type: "input_image", image_url: PNG_URL, detail: "low" },
      { type: "input_image", image_url: "https://example.com/s.png" },
    ];
    const list = items(call, { type: "function_call_output", call_id: "call_1", output });
    expect(requestMessages(list)[1]).toEqual({
      role: "user",
      content: [
        result("call_1", [
          text("Taken."),
          { ...png, detail: "low" },
          { type: "image", source: { type: "url", url: "https://example.com/s.png" } },
        ]),
      ],
    });
  });

  it("a Chat tool message holding Anthropic tool_result content (text and image blocks)", () => {
    const content = [
      { type: "text", text: "Screen:" },
      { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
    ];
    const list = items(chatCall, { role: "tool", tool_call_id: "toolu_1", content });
    expect(requestMessages(list)[1].content).toEqual([result("toolu_1", [text("Screen:"), png])]);
  });

  it("text-only outputs stay one string; unusable images are dropped", () => {
    const textOnly = [
      { type: "input_text", text: "a" },
      { type: "input_text", text: "b" },
    ];
    const redacted = [
      { type: "input_text", text: "c" },
      { type: "input_image", image_url: "x.png" },
    ];
    const list = items(
      call,
      { ...call, call_id: "call_2" },
      { type: "function_call_output", call_id: "call_1", output: textOnly },
      { type: "function_call_output", call_id: "call_2", output: redacted },
    );
    expect(requestMessages(list)[1].content).toEqual([
      result("call_1", "ab"),
      result("call_2", "c"),
    ]);
  });

  it("a computer_call_output screenshot stays an openai-responses vendor item after its call", () => {
    const computer = { type: "computer_call", call_id: "cu_1", action: { type: "screenshot" } };
    const output = {
      type: "computer_call_output",
      call_id: "cu_1",
      output: { type: "computer_screenshot", image_url: PNG_URL },
    };
    expect(requestMessages(items(computer, output))).toEqual([
      {
        role: "assistant",
        content: [{ type: "vendor", vendor: "openai-responses", item: computer }],
      },
      { role: "user", content: [{ type: "vendor", vendor: "openai-responses", item: output }] },
    ]);
  });
});

describe("validateRequest: tool-result content", () => {
  const withResult = (content: unknown, role = "user") => {
    const block = result("call_1", content);
    return { block, request: { system: [], messages: [{ role, content: [block] }] } };
  };

  it.each([
    ["a number", 7, undefined],
    ["a block of another type", [{ type: "tool-use", id: "x", name: "y", input: {} }], undefined],
    ["a text block without text", [{ type: "text" }], undefined],
    [
      "an image with a relative URL",
      [{ type: "image", source: { type: "url", url: "a.png" } }],
      undefined,
    ],
    ["an image in an assistant message", [png], "assistant"],
  ])("rejects %s with invalid-argument naming the message and the block", (_, content, role) => {
    const { block, request } = withResult(content, role);
    const expected = { code: "invalid-argument", index: 0, item: block };
    expect(() => validateRequest(request)).toThrow(expect.objectContaining(expected));
  });

  it("accepts a string, text blocks, and text with images", () => {
    for (const content of ["ok", [text("ok")], [text("ok"), png, { ...png, detail: "original" }]]) {
      expect(() => validateRequest(withResult(content).request)).not.toThrow();
    }
  });
});

describe("stub provider: tool results with images", () => {
  it("logs them as a deep copy, through complete and stream", async () => {
    const request = {
      system: [],
      messages: [
        { role: "user", content: "Look." },
        { role: "assistant", content: [{ type: "tool-use", id: "t1", name: "shot", input: {} }] },
        { role: "user", content: [result("t1", [text("Taken."), png])] },
      ],
    } as ProviderRequest;
    const stub = createStubProvider(["A login form.", "Again."]);
    await stub.complete(request);
    await stub.stream(request, () => {});
    expect(stub.requests).toEqual([request, request]);
    expect(stub.requests[0].messages[2].content).not.toBe(request.messages[2].content);
  });
});
