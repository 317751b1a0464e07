// A `__proto__` key read from msgpack stays a `__proto__` own field, as JSON.parse keeps it
// (issue 30: msgpackr renamed it `__proto_`); no prototype is changed.
import { describe, expect, it } from "vitest";
import { readTranscriptsSync, writeTranscript } from "../../bindings/readers/index.js";

const ITEMS = JSON.parse(
  '[{"type":"message","role":"user","content":"hi","__proto__":{"polluted":1}},' +
    '{"type":"function_call","call_id":"c","name":"f","arguments":"{}","meta":{"__proto__":null,"k":[{"__proto__":2}]}}]',
);

describe("__proto__ keys through msgpack", () => {
  it("read back as own fields, equal to the JSON items", () => {
    const bytes = writeTranscript(ITEMS, { format: "msgpack" });
    const items = readTranscriptsSync(bytes).transcripts[0].items as Record<string, unknown>[];
    expect(Object.hasOwn(items[0], "__proto__")).toBe(true);
    expect(Object.hasOwn(items[0], "__proto_")).toBe(false);
    expect(Object.getPrototypeOf(items[0])).toBe(Object.prototype);
    expect(JSON.stringify(items)).toBe(JSON.stringify(ITEMS));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("the string value __proto__ alone changes nothing", () => {
    const plain = [{ type: "message", role: "user", content: "__proto__" }];
    const items = readTranscriptsSync(writeTranscript(plain as never, { format: "msgpack" }))
      .transcripts[0].items;
    expect(items).toEqual(plain);
  });
});

describe("__proto__ keys on Anthropic tool blocks", () => {
  // Read from a request body: tool_use / tool_result become items that carry their other fields.
  const BODY =
    '{"messages":[{"role":"user","content":"hi"},' +
    '{"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"f","input":{},"__proto__":{"polluted":1}}]},' +
    '{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"ok","__proto__":{"p":2}}]}]}';

  it("stay own fields of the items (no prototype swapped) and are written back", () => {
    const items = readTranscriptsSync(BODY).transcripts[0].items as Record<string, unknown>[];
    for (const item of items.slice(1)) {
      expect(Object.hasOwn(item, "__proto__")).toBe(true);
      expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    }
    expect((items[1] as { polluted?: unknown }).polluted).toBeUndefined();
    const written = writeTranscript(items as never, { format: "anthropic" });
    const text = typeof written === "string" ? written : new TextDecoder().decode(written);
    expect(JSON.parse(text)).toEqual(JSON.parse(BODY));
  });
});
