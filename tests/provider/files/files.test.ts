// Files and documents in user messages: transcript parts → file blocks, validation, the stub's log.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import {
  createStubProvider,
  type ProviderRequest,
  requestMessages,
  validateRequest,
} from "../../../bindings/provider/index.js";

const PDF = "JVBERi0xLjQKJcOkw7zDtsOfCjIgMCBvYmoKPDwvTGVuZ3RoIDM+PgpzdHJlYW0K";
const PDF_URL = `data:application/pdf;base64,${PDF}`;
const HTTPS = "https://example.com/report.pdf";

const items = (...list: object[]) => list as unknown as Item[];
const user = (...content: object[]) => ({ type: "message", role: "user", content });
const text = (t: string) => ({ type: "text" as const, text: t });
const pdf = (extras: object = {}) => ({
  type: "file",
  source: { type: "base64", mediaType: "application/pdf", data: PDF },
  ...extras,
});
const byUrl = (url: string, extras: object = {}) => ({
  type: "file",
  source: { type: "url", url },
  ...extras,
});

describe("requestMessages: files and documents in user messages", () => {
  it("Responses input_file: a data: URL, a file_url and bare base64 PDF data, in order with the text", () => {
    const message = user(
      { type: "input_text", text: "Summarize " },
      { type: "input_file", file_data: PDF_URL, filename: "q3.pdf", detail: "low" },
      { type: "input_text", text: "and " },
      { type: "input_file", file_url: HTTPS },
      { type: "input_file", file_data: PDF, filename: "raw.pdf" },
    );
    expect(requestMessages(items(message))).toEqual([
      {
        role: "user",
        content: [
          text("Summarize "),
          pdf({ filename: "q3.pdf", detail: "low" }),
          text("and "),
          byUrl(HTTPS),
          pdf({ filename: "raw.pdf" }),
        ],
      },
    ]);
  });

  it("a Responses file_id file is an openai-responses vendor block (a whole message item)", () => {
    const part = { type: "input_file", file_id: "file-abc123" };
    const [message] = requestMessages(items(user({ type: "input_text", text: "Read" }, part)));
    expect(message.content).toEqual([
      text("Read"),
      { type: "vendor", vendor: "openai-responses", item: user(part) },
    ]);
  });

  it("Chat file parts: file_data with a filename; a file_id stays an openai-chat vendor block", () => {
    const byId = { type: "file", file: { file_id: "file-xyz" } };
    const chat = {
      role: "user",
      content: [
        { type: "text", text: "Compare" },
        {
          type: "file",
          file: { file_data: "data:text/csv;base64,YSxiCjEsMgo=", filename: "t.csv" },
        },
        byId,
      ],
    };
    expect(requestMessages(items(chat))[0].content).toEqual([
      text("Compare"),
      {
        type: "file",
        source: { type: "base64", mediaType: "text/csv", data: "YSxiCjEsMgo=" },
        filename: "t.csv",
      },
      { type: "vendor", vendor: "openai-chat", item: byId },
    ]);
  });

  it("Anthropic document blocks: base64 PDF, URL and plain-text sources with title, context, citations", () => {
    const chat = {
      role: "user",
      content: [
        {
          type: "document",
          source: { type: "base64", media_type: "application/pdf", data: PDF },
          title: "Q3",
          context: "board pack",
          citations: { enabled: true },
        },
        { type: "document", source: { type: "url", url: HTTPS } },
        { type: "document", source: { type: "text", media_type: "text/plain", data: "Notes." } },
        { type: "text", text: "Which is newest?" },
      ],
    };
    expect(requestMessages(items(chat))[0].content).toEqual([
      pdf({ title: "Q3", context: "board pack", citations: true }),
      byUrl(HTTPS),
      { type: "file", source: { type: "text", text: "Notes." } },
      text("Which is newest?"),
    ]);
  });

  it("Anthropic Files API and custom-content documents stay anthropic vendor blocks", () => {
    const file = { type: "document", source: { type: "file", file_id: "file_011CN" } };
    const custom = { type: "document", source: { type: "content", content: "chunk" } };
    expect(requestMessages(items({ role: "user", content: [file, custom] }))[0].content).toEqual([
      { type: "vendor", vendor: "anthropic", item: file },
      { type: "vendor", vendor: "anthropic", item: custom },
    ]);
  });

  it("drops a file part no vendor would take, keeping the text around it", () => {
    const message = user(
      { type: "input_text", text: "a" },
      { type: "input_file", file_data: "aGVsbG8=", filename: "hello.txt" },
      { type: "input_file", file_url: "report.pdf" },
      { type: "file", file: { file_data: "data:application/pdf,raw" } },
      { type: "document", source: { type: "text", media_type: "text/plain", data: "" } },
      { type: "document", source: { type: "base64", media_type: "application/pdf" } },
      { type: "input_file", file_url: HTTPS, detail: "ultra" },
      { type: "input_text", text: "b" },
    );
    // An unknown detail is the vendor default, not a reason to drop the file.
    expect(requestMessages(items(message))[0].content).toEqual([
      text("a"),
      byUrl(HTTPS),
      text("b"),
    ]);
  });
});

describe("validateRequest: file blocks", () => {
  const hi = { role: "user", content: "hi" };
  const withFile = (file: object, role = "user") => {
    return { system: [], messages: [hi, { role, content: [text("read"), file] }] };
  };

  const bad: [string, object, string?][] = [
    ["a file in an assistant message", pdf(), "assistant"],
    ["no source", { type: "file" }],
    ["a file_id source", { type: "file", source: { type: "file", file_id: "f" } }],
    ["a relative URL", byUrl("report.pdf")],
    ["a data: URL that is not base64", byUrl("data:application/pdf,raw")],
    [
      "a media type without a subtype",
      { type: "file", source: { type: "base64", mediaType: "pdf", data: PDF } },
    ],
    [
      "empty base64 data",
      { type: "file", source: { type: "base64", mediaType: "application/pdf", data: "" } },
    ],
    ["empty text", { type: "file", source: { type: "text", text: "" } }],
    ["a filename that is not a string", pdf({ filename: 7 })],
    ["a title that is not a string", pdf({ title: null })],
    ["an unknown detail", pdf({ detail: "original" })],
    ["citations that are not a boolean", pdf({ citations: { enabled: true } })],
  ];
  it.each(bad)("rejects %s: invalid-argument naming the message and the block", (_, file, role) => {
    const expected = {
      code: "invalid-argument",
      index: 1,
      item: file,
      message: expect.stringMatching(/^invalid-argument: request\.messages\[1\]: /),
    };
    expect(() => validateRequest(withFile(file, role))).toThrow(expect.objectContaining(expected));
  });

  it("accepts URL, data: URL, base64 and text sources with every optional field", () => {
    for (const file of [
      byUrl(HTTPS),
      byUrl("data:text/plain;charset=utf-8;base64,aGk=", { filename: "hi.txt" }),
      pdf({ filename: "a.pdf", title: "A", detail: "high", context: "c", citations: false }),
      { type: "file", source: { type: "text", text: "Plain." } },
    ]) {
      expect(() => validateRequest(withFile(file))).not.toThrow();
    }
  });
});

describe("stub provider: file blocks", () => {
  const request: ProviderRequest = {
    system: [],
    messages: [
      { role: "user", content: [text("Summarize"), pdf({ filename: "q3.pdf" }) as never] },
    ],
  };

  it("logs file blocks in provider.requests as a deep copy", async () => {
    const stub = createStubProvider(["Revenue rose.", "Again."]);
    await stub.complete(request);
    await stub.stream(request, () => {});
    expect(stub.requests).toEqual([request, request]);
    expect(stub.requests[0].messages[0].content).not.toBe(request.messages[0].content);
  });

  it("rejects a file in an assistant message before using a turn, in complete and stream", async () => {
    const stub = createStubProvider(["unused"]);
    const bad = { system: [], messages: [{ role: "assistant", content: [pdf()] }] };
    await expect(stub.complete(bad as ProviderRequest)).rejects.toMatchObject({
      code: "invalid-argument",
    });
    await expect(stub.stream(bad as ProviderRequest, () => {})).rejects.toMatchObject({
      code: "invalid-argument",
    });
    expect(stub.requests).toEqual([]);
    expect((await stub.complete(request)).content).toEqual([text("unused")]);
  });
});
