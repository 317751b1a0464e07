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
