// Issue 29: the meta record of items JSONL, JSON and msgpack (family, model, session id) is read
// into meta, never as an item, wherever it stands; the dialect comes from the record after it.
// And the regression of the round-trip property's failing seed: a Chat body of plain text.
import { describe, expect, it } from "vitest";
import { readTranscriptSync, writeTranscript } from "../../bindings/readers/index.js";
import { chatUser, user } from "../support/items.js";

const META = { family: "openai", model: "gpt-5-codex", sessionId: "s-1" };
const HEAD = `{"type":"clinker-transcript.meta","family":"openai","model":"gpt-5-codex","sessionId":"s-1"}\n`;

describe("the items meta record", () => {
  it("is written first, only when meta holds a carried field", () => {
    expect(writeTranscript([user("hi")], { format: "jsonl", meta: META })).toBe(
      `${HEAD}${JSON.stringify(user("hi"))}\n`,
    );
    const bare = writeTranscript([user("hi")], {
      format: "jsonl",
      meta: { compactions: [] } as never,
    });
    expect(bare).toBe(`${JSON.stringify(user("hi"))}\n`);
    expect(writeTranscript([chatUser("hi")], { format: "chat", meta: META })).not.toContain("meta");
  });

  it("Chat JSONL after it is still Chat; the record is no item", () => {
    const read = readTranscriptSync(`${HEAD}${JSON.stringify(chatUser("hi"))}\n`);
    expect([read.format, read.api]).toEqual(["chat-jsonl", "chat"]);
    expect(read.items).toEqual([chatUser("hi")]);
    expect(read.records).toEqual([{ index: 1, line: 2 }]);
    expect(read.meta).toEqual({ ...META, compactions: [] });
  });

  it("as a JSON array's first element, with --format forced, and alone", () => {
    const json = writeTranscript([chatUser("hi")], { format: "json", meta: META });
    expect(readTranscriptSync(json)).toMatchObject({ format: "json-array", api: "chat" });
    const forced = readTranscriptSync(`${HEAD}${JSON.stringify(user("hi"))}\n`, {
      format: "responses-jsonl",
    });
    expect(forced.items).toEqual([user("hi")]);
    expect(forced.meta.family).toBe("openai");
    const alone = readTranscriptSync(HEAD);
    expect(alone.items).toEqual([]);
    expect(alone.meta).toEqual({ ...META, compactions: [] });
  });

  it("a non-string field is left out, not trusted", () => {
    const read = readTranscriptSync(
      `{"type":"clinker-transcript.meta","family":{"x":1},"model":"m"}\n${JSON.stringify(user("hi"))}\n`,
    );
    expect(read.meta).toEqual({ model: "m", compactions: [] });
  });

  it("a Chat body of plain text messages with a GPT model is Chat (round-trip seed [[{text:' '}]])", () => {
    const body = {
      model: "gpt-4o",
      temperature: 0,
      tools: [],
      messages: [chatUser("start"), { role: "assistant", content: " " }, chatUser("next 0")],
    };
    const read = readTranscriptSync(JSON.stringify(body, null, 1));
    expect([read.format, read.api]).toEqual(["json-array", "chat"]);
    expect(read.meta).toMatchObject({ model: "gpt-4o", family: "openai" });
    const claude = readTranscriptSync(
      JSON.stringify({ ...body, model: "claude-sonnet-4-5" }, null, 1),
    );
    expect(claude.format).toBe("anthropic-messages");
    const none = readTranscriptSync(JSON.stringify({ messages: body.messages }, null, 1));
    expect(none.format).toBe("anthropic-messages");
    // No model: a field only Chat has names it (fix --to chat of an Anthropic body with
    // stop_sequences writes `stop`, and fixing that again must read it as Chat).
    const stop = readTranscriptSync(JSON.stringify({ stop: ["##"], messages: body.messages }));
    expect(stop.format).toBe("json-array");
    const anthropic = { stop_sequences: ["##"], max_tokens: 9, messages: body.messages };
    expect(readTranscriptSync(JSON.stringify(anthropic)).format).toBe("anthropic-messages");
  });
});
