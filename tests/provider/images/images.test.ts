// Images in user messages: transcript parts → image blocks, validation, and the stub's log.
import { describe, expect, it } from "vitest";
import { TranscriptError } from "../../../bindings/errors.js";
import { type Item, inputImageItem, userMessageItem } from "../../../bindings/index.js";
import {
  createStubProvider,
  type ProviderRequest,
  requestMessages,
  validateRequest,
} from "../../../bindings/provider/index.js";

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==";
const PNG_URL = `data:image/png;base64,${PNG}`;
const HTTPS = "https://example.com/cat.jpg";

const items = (...list: object[]) => list as unknown as Item[];
const responsesUser = (...content: object[]) => ({ type: "message", role: "user", content });
const text = (t: string) => ({ type: "text", text: t });
const fromUrl = (url: string, detail?: string) =>
  detail === undefined
    ? { type: "image", source: { type: "url", url } }
    : { type: "image", source: { type: "url", url }, detail };
const fromPng = (detail?: string) => {
  const source = { type: "base64", mediaType: "image/png", data: PNG };
  return detail === undefined ? { type: "image", source } : { type: "image", source, detail };
};

describe("requestMessages: images in user messages", () => {
  it("Responses input_image parts (https and data: URLs) stay in order with the text", () => {
    const user = responsesUser(
      { type: "input_text", text: "What is " },
      { type: "input_text", text: "this?" },
      { type: "input_image", image_url: HTTPS, detail: "low" },
      { type: "input_text", text: "And this:" },
      { type: "input_image", image_url: PNG_URL },
      { type: "input_image", image_url: PNG_URL, detail: "original" },
    );
    expect(requestMessages(items(user))).toEqual([
      {
        role: "user",
        content: [
          text("What is this?"),
          fromUrl(HTTPS, "low"),
          text("And this:"),
          fromPng(),
          fromPng("original"),
        ],
      },
    ]);
  });

  it("reads the library's own constructors: userMessageItem(text, [inputImageItem(url)])", () => {
    const user = userMessageItem("Describe it.", [inputImageItem(HTTPS, { detail: "high" })]);
    expect(requestMessages([user])).toEqual([
      { role: "user", content: [fromUrl(HTTPS, "high"), text("Describe it.")] },
    ]);
  });

  it("a Responses file_id image is a vendor block for openai-responses (a whole message item)", () => {
    const part = { type: "input_image", file_id: "file-abc123", detail: "auto" };
    const user = responsesUser({ type: "input_text", text: "See" }, part);
    const [message] = requestMessages(items(user));
    expect(message.content).toEqual([
      text("See"),
      {
        type: "vendor",
        vendor: "openai-responses",
        item: responsesUser(part),
      },
    ]);
  });

  it("Chat image_url parts: { url, detail }, a data: URL becoming base64, a bare string URL", () => {
    const user = {
      role: "user",
      content: [
        { type: "text", text: "Compare" },
        { type: "image_url", image_url: { url: HTTPS, detail: "high" } },
        { type: "image_url", image_url: { url: PNG_URL } },
        { type: "image_url", image_url: HTTPS },
        { type: "text", text: "please." },
      ],
    };
    expect(requestMessages(items(user))).toEqual([
      {
        role: "user",
        content: [
          text("Compare"),
          fromUrl(HTTPS, "high"),
          fromPng(),
          fromUrl(HTTPS),
          text("please."),
        ],
      },
    ]);
  });

  it("Anthropic image blocks: base64 and url sources; a Files API source stays an anthropic vendor block", () => {
    const file = {
      type: "image",
      source: { type: "file", file_id: "file_011CNha8iCJcU1wXNR6q4V8w" },
    };
    const user = {
      role: "user",
      content: [
        { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
        { type: "image", source: { type: "url", url: HTTPS } },
        file,
        { type: "text", text: "What changed?" },
      ],
    };
    expect(requestMessages(items(user))[0].content).toEqual([
      fromPng(),
      fromUrl(HTTPS),
      { type: "vendor", vendor: "anthropic", item: file },
      text("What changed?"),
    ]);
  });

  it("drops an image part no vendor would take, keeping the text around it", () => {
    const user = responsesUser(
      { type: "input_text", text: "a" },
      { type: "input_image", image_url: "[REDACTED_IMAGE_URL len=370102]" },
      { type: "image_url", image_url: { url: "data:text/plain,hello" } },
      { type: "image", source: { type: "base64", media_type: "image/png" } },
      { type: "input_image", image_url: HTTPS, detail: "sharp" },
      { type: "input_text", text: "b" },
    );
    // An unknown detail is the vendor default, not a reason to drop the image.
    expect(requestMessages(items(user))[0].content).toEqual([text("a"), fromUrl(HTTPS), text("b")]);
  });

  it("tool results lead the next user message, then its text and images in order", () => {
    const list = items(
      { type: "function_call", call_id: "call_1", name: "shot", arguments: "{}" },
      { type: "function_call_output", call_id: "call_1", output: "taken" },
      responsesUser(
        { type: "input_image", image_url: PNG_URL },
        { type: "input_text", text: "Here." },
      ),
    );
    expect(requestMessages(list)[1]).toEqual({
      role: "user",
      content: [
        { type: "tool-result", toolUseId: "call_1", content: "taken" },
        fromPng(),
        text("Here."),
      ],
    });
  });
});

function thrown(request: unknown): TranscriptError {
  try {
    validateRequest(request);
  } catch (err) {
    if (err instanceof TranscriptError) return err;
    throw err;
  }
  throw new Error("validateRequest accepted the request");
}

describe("validateRequest: image blocks", () => {
  const withImage = (image: object, role = "user") => ({
    system: [],
    messages: [
      { role: "user", content: "hi" },
      { role, content: [text("look"), image] },
    ],
  });

  const bad: [string, object, string?][] = [
    ["an image in an assistant message", fromUrl(HTTPS), "assistant"],
    ["no source", { type: "image" }],
    ["a file source", { type: "image", source: { type: "file", file_id: "f" } }],
    ["a relative URL", fromUrl("cat.jpg")],
    ["a URL that is not a string", { type: "image", source: { type: "url", url: 7 } }],
    ["a data: URL that is not base64", fromUrl("data:image/png,rawbytes")],
    ["a data: URL that is not an image", fromUrl("data:text/plain;base64,aGk=")],
    [
      "a non-image media type",
      { type: "image", source: { type: "base64", mediaType: "application/pdf", data: "JVBERi0=" } },
    ],
    [
      "empty base64 data",
      { type: "image", source: { type: "base64", mediaType: "image/png", data: "" } },
    ],
    ["an unknown detail", fromUrl(HTTPS, "ultra")],
  ];
  for (const [name, image, role] of bad) {
    it(`rejects ${name}: invalid-argument naming the message and the block`, () => {
      const err = thrown(withImage(image, role));
      expect(err.code).toBe("invalid-argument");
      expect(err.index).toBe(1);
      expect(err.item).toBe(image);
      expect(err.message).toMatch(/^invalid-argument: request\.messages\[1\]: /);
    });
  }

  it("accepts URL, data: URL and base64 sources with every detail", () => {
    for (const image of [
      fromUrl(HTTPS),
      fromUrl(PNG_URL, "low"),
      fromUrl("DATA:image/png;name=a.png;base64,AAAA", "auto"),
      fromPng("high"),
      fromPng("original"),
    ]) {
      expect(() => validateRequest(withImage(image))).not.toThrow();
    }
  });
});

describe("stub provider: image blocks", () => {
  const request: ProviderRequest = {
    system: [],
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: "What is in" },
          { type: "image", source: { type: "url", url: HTTPS }, detail: "low" },
          { type: "image", source: { type: "base64", mediaType: "image/png", data: PNG } },
        ],
      },
    ],
  };

  it("logs image blocks in provider.requests as a deep copy", async () => {
    const stub = createStubProvider(["A cat."]);
    await stub.complete(request);
    expect(stub.requests).toEqual([request]);
    expect(stub.requests[0].messages[0].content).not.toBe(request.messages[0].content);
  });

  it("a transcript with images reaches the stub through requestMessages", async () => {
    const stub = createStubProvider(["ok"]);
    const user = userMessageItem("Describe.", [inputImageItem(PNG_URL)]);
    await stub.complete({ system: [], messages: requestMessages([user]) });
    expect(stub.requests[0].messages).toEqual([
      { role: "user", content: [fromPng("auto"), text("Describe.")] },
    ]);
  });

  it("rejects an image in an assistant message before using a turn", async () => {
    const stub = createStubProvider(["unused", "second"]);
    const bad = { system: [], messages: [{ role: "assistant", content: [fromPng()] }] };
    await expect(stub.complete(bad as ProviderRequest)).rejects.toMatchObject({
      code: "invalid-argument",
    });
    expect(stub.requests).toEqual([]);
    expect((await stub.complete(request)).content).toEqual([text("unused")]);
  });
});
