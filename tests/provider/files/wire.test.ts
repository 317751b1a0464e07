// File blocks on the wire: the exact JSON body each official SDK client sent to loopback.
import { describe, expect, it } from "vitest";
import type { Item } from "../../../bindings/index.js";
import {
  type FileBlock,
  type ProviderRequest,
  requestMessages,
} from "../../../bindings/provider/index.js";
import { useLoopbackVendors } from "../../support/loopback-vendors.js";
import { VENDORS } from "../../support/session-vendors.js";

const PDF = "JVBERi0xLjQKJcOkw7zDtsOfCjIgMCBvYmoKPDwvTGVuZ3RoIDM+PgpzdHJlYW0K";
const PDF_URL = `data:application/pdf;base64,${PDF}`;
const HTTPS = "https://example.com/report.pdf";
// "Zürich: 21°C\n" as UTF-8 base64.
const CSV = "WsO8cmljaDogMjHCsEMK";

const [RESPONSES, CHAT, ANTHROPIC] = VENDORS;

const { provider, rejectedByAll, sent, server } = useLoopbackVendors();

const ask = (...content: FileBlock[]): ProviderRequest => ({
  system: [],
  messages: [{ role: "user", content: [{ type: "text", text: "Summarize:" }, ...content] }],
});

const pdf: FileBlock = {
  type: "file",
  source: { type: "base64", mediaType: "application/pdf", data: PDF },
  filename: "q3.pdf",
  detail: "high",
};
const csv: FileBlock = {
  type: "file",
  source: { type: "url", url: `data:text/csv;base64,${CSV}` },
  title: "Weather",
  context: "from the station",
  citations: true,
};
const notes: FileBlock = { type: "file", source: { type: "text", text: "Notes." } };
const remote: FileBlock = { type: "file", source: { type: "url", url: HTTPS } };

describe("file blocks on each vendor's wire", () => {
  it("Responses: input_file parts (data: URL, file_url, filename from title), a text source as input_text", async () => {
    const body = await sent(RESPONSES, ask(pdf, csv, notes, remote));
    expect(body.input).toEqual([
      {
        type: "message",
        role: "user",
        content: [
          { type: "input_text", text: "Summarize:" },
          { type: "input_file", file_data: PDF_URL, filename: "q3.pdf", detail: "high" },
          { type: "input_file", file_data: `data:text/csv;base64,${CSV}`, filename: "Weather" },
          { type: "input_text", text: "Notes." },
          { type: "input_file", file_url: HTTPS },
        ],
      },
    ]);
  });

  it("Chat: file parts { file_data, filename }, a text source as a text part", async () => {
    const body = await sent(CHAT, ask(pdf, csv, notes));
    expect(body.messages).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "Summarize:" },
          { type: "file", file: { file_data: PDF_URL, filename: "q3.pdf" } },
          { type: "file", file: { file_data: `data:text/csv;base64,${CSV}`, filename: "Weather" } },
          { type: "text", text: "Notes." },
        ],
      },
    ]);
  });

  it("Anthropic: document blocks (base64 PDF, text/* decoded to plain text, text, URL) with title, context, citations", async () => {
    const body = await sent(ANTHROPIC, ask(pdf, csv, notes, remote));
    expect(body.messages).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "Summarize:" },
          {
            type: "document",
            source: { type: "base64", media_type: "application/pdf", data: PDF },
            title: "q3.pdf",
          },
          {
            type: "document",
            source: { type: "text", media_type: "text/plain", data: "Zürich: 21°C\n" },
            title: "Weather",
            context: "from the station",
            citations: { enabled: true },
          },
          { type: "document", source: { type: "text", media_type: "text/plain", data: "Notes." } },
          { type: "document", source: { type: "url", url: HTTPS } },
        ],
      },
    ]);
  });
});

describe("a file no vendor shape can carry never reaches the vendor", () => {
  it("Chat rejects a file by URL with invalid-argument naming the message, before any I/O", async () => {
    const request = {
      ...ask(remote),
      messages: [{ role: "user", content: "hi" } as const, ...ask(remote).messages],
    };
    const chat = provider(CHAT);
    const expected = { code: "invalid-argument", index: 1, item: remote };
    await expect(chat.complete(request)).rejects.toMatchObject(expected);
    await expect(chat.stream(request, () => {})).rejects.toMatchObject(expected);
    expect(server().requests).toEqual([]);
  });

  it("each adapter rejects a file in an assistant message with invalid-argument, before any I/O", async () => {
    const messages = [
      { role: "user", content: "hi" },
      { role: "assistant", content: [pdf] },
    ];
    await rejectedByAll({ system: [], messages }, { code: "invalid-argument", index: 1 });
  });
});

describe("vendor-only file references, from a transcript", () => {
  const responsesPart = { type: "input_file", file_id: "file-abc123" };
  const chatPart = { type: "file", file: { file_id: "file-xyz" } };
  const anthropicDoc = { type: "document", source: { type: "file", file_id: "file_011CN" } };
  const transcript = [
    {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: "See:" }, responsesPart],
    },
    { role: "user", content: [chatPart, anthropicDoc] },
  ] as unknown as Item[];
  const request: ProviderRequest = { system: [], messages: requestMessages(transcript) };

  it("Responses sends its own file_id message verbatim and drops the others", async () => {
    const body = await sent(RESPONSES, request);
    expect(body.input).toEqual([
      { type: "message", role: "user", content: [{ type: "input_text", text: "See:" }] },
      { type: "message", role: "user", content: [responsesPart] },
    ]);
  });

  it("Chat sends its own file_id part in the user message and drops the others", async () => {
    const body = await sent(CHAT, request);
    expect(body.messages).toEqual([
      { role: "user", content: [{ type: "text", text: "See:" }, chatPart] },
    ]);
  });

  it("Anthropic sends its own Files API document verbatim and drops the others", async () => {
    const body = await sent(ANTHROPIC, request);
    expect(body.messages).toEqual([
      { role: "user", content: [{ type: "text", text: "See:" }, anthropicDoc] },
    ]);
  });
});
