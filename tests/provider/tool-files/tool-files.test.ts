// Files inside tool results: transcript outputs → tool-result blocks, validation, the stub's log.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import {
  createStubProvider,
  type ProviderRequest,
  requestMessages,
  validateRequest,
} from "../../../bindings/provider/index.js";
import { PDF } from "../../support/loopback-vendors.js";

const PDF_URL = `data:application/pdf;base64,${PDF}`;

const items = (...list: object[]) => list as unknown as Item[];
const text = (t: string) => ({ type: "text" as const, text: t });
const pdf = { type: "file", source: { type: "base64", mediaType: "application/pdf", data: PDF } };
const call = { type: "function_call", call_id: "call_1", name: "fetch", arguments: "{}" };
const result = (toolUseId: string, content: unknown) => ({
  type: "tool-result",
  toolUseId,
  content,
});
const output = (list: unknown[]) => ({
  type: "function_call_output",
  call_id: "call_1",
  output: list,
});

describe("requestMessages: files in tool results", () => {
  it("a Responses output with input_file parts (data and URL) keeps them, in order", () => {
    const parts = [
      { type: "input_text", text: "Two:" },
      { type: "input_file", file_data: PDF_URL, filename: "a.pdf", detail: "high" },
      { type: "input_file", file_url: "https://example.com/b.pdf" },
    ];
    expect(requestMessages(items(call, output(parts)))[1].content).toEqual([
      result("call_1", [
        text("Two:"),
        { ...pdf, filename: "a.pdf", detail: "high" },
        { type: "file", source: { type: "url", url: "https://example.com/b.pdf" } },
      ]),
    ]);
  });

  it("Anthropic tool_result content stored the Chat way: document blocks", () => {
    const chatCall = {
      role: "assistant",
      content: null,
      tool_calls: [{ id: "toolu_1", type: "function", function: { name: "f", arguments: "{}" } }],
    };
    const doc = {
      type: "document",
      source: { type: "text", media_type: "text/plain", data: "Notes." },
      title: "notes",
      citations: { enabled: true },
    };
    const list = items(chatCall, { role: "tool", tool_call_id: "toolu_1", content: [doc] });
    const file = { type: "file", source: { type: "text", text: "Notes." }, title: "notes" };
    expect(requestMessages(list)[1].content).toEqual([
      result("toolu_1", [{ ...file, citations: true }]),
    ]);
  });

  it("file ids and unusable files are not carried; what is left is read as text", () => {
    const parts = [
      { type: "input_text", text: "x" },
      { type: "input_file", file_id: "file-1" },
      { type: "input_file", file_data: "not base64 pdf" },
    ];
    expect(requestMessages(items(call, output(parts)))[1].content).toEqual([result("call_1", "x")]);
  });
});

describe("validateRequest: files in tool-result content", () => {
  const withResult = (content: unknown, role = "user") => {
    const block = result("call_1", content);
    return { block, request: { system: [], messages: [{ role, content: [block] }] } };
  };

  it.each([
    ["a file with no source", [{ type: "file" }], undefined],
    [
      "a file with a relative URL",
      [{ type: "file", source: { type: "url", url: "a.pdf" } }],
      undefined,
    ],
    ["a file with an unknown detail", [{ ...pdf, detail: "max" }], undefined],
    ["a file in an assistant message", [pdf], "assistant"],
  ])("rejects %s with invalid-argument naming the message and the block", (_, content, role) => {
    const { block, request } = withResult(content, role);
    const expected = { code: "invalid-argument", index: 0, item: block };
    expect(() => validateRequest(request)).toThrow(expect.objectContaining(expected));
  });

  it("accepts text with files of each source", () => {
    const url = { type: "file", source: { type: "url", url: "https://example.com/a.pdf" } };
    const plain = { type: "file", source: { type: "text", text: "t" }, title: "t" };
    expect(() => validateRequest(withResult([text("ok"), pdf, url, plain]).request)).not.toThrow();
  });
});

describe("stub provider: tool results with files", () => {
  const request = {
    system: [],
    messages: [
      { role: "assistant", content: [{ type: "tool-use", id: "t1", name: "fetch", input: {} }] },
      { role: "user", content: [result("t1", [text("Fetched."), pdf])] },
    ],
  } as ProviderRequest;

  it("hands a function turn a copy holding the file, and logs it, through complete and stream", async () => {
    const seen: unknown[] = [];
    const turn = (req: ProviderRequest) => {
      seen.push(req.messages[1].content);
      return "Read.";
    };
    const stub = createStubProvider([turn, turn]);
    await stub.complete(request);
    await stub.stream(request, () => {});
    expect(seen).toEqual([request.messages[1].content, request.messages[1].content]);
    expect(seen[0]).not.toBe(request.messages[1].content);
    expect(stub.requests).toEqual([request, request]);
  });

  it("rejects a bad tool-result file before using a turn", async () => {
    const bad = {
      type: "file",
      source: { type: "base64", mediaType: "application/pdf", data: "" },
    };
    const invalid = { system: [], messages: [{ role: "user", content: [result("t1", [bad])] }] };
    const stub = createStubProvider(["unused"]);
    await expect(stub.complete(invalid as never)).rejects.toMatchObject({
      code: "invalid-argument",
    });
    expect(stub.requests).toEqual([]);
  });
});
