// One rule for invalid UTF-8 on every path (issue 30, docs/decisions.md): a call key that has no
// UTF-8 form is refused by both engines on the object path as on the bytes path, the msgpack
// writer refuses a string it would turn into U+FFFD, and a JSON line that is not well-formed
// UTF-8 is an invalid record, never read as U+FFFD.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reconcileItems } from "../../bindings/index.js";
import { readTranscriptsSync, writeTranscript } from "../../bindings/readers/index.js";
import { Utf8Counter, utf8Length } from "../../bindings/utf8.js";
import { ENGINES } from "../support/engines.js";
import { errorOf } from "../support/errors.js";

const call = (id: string) => ({ type: "function_call", call_id: id, name: "f", arguments: "{}" });
const LONE = ["a\uD800", "a\uD801", "a\uDC00", "\uDFFFa", "a\uD800\uD800"];

describe("call keys with a lone surrogate (no UTF-8 form)", () => {
  it.each(ENGINES)("are malformed items on the object path (%s)", (engine) => {
    for (const key of LONE) {
      const error = errorOf(() => reconcileItems([call("ok"), call(key)] as never, { engine }));
      expect([error.code, error.reason, error.index]).toEqual([
        "reconciliation",
        "malformed-item",
        1,
      ]);
    }
  });

  it.each([...ENGINES, "auto" as const])(
    "output keys too, wherever the output stands: auto's one pass leaves them to the engines (%s)",
    (engine) => {
      const output = (id: string) => ({ type: "function_call_output", call_id: id, output: "r" });
      const tool = (id: string) => ({ role: "tool", tool_call_id: id, content: "r" });
      const user = { type: "message", role: "user", content: "q" };
      for (const key of LONE)
        for (const [items, index] of [
          [[call("ok"), output(key), output("ok")], 1], // in its group's block, no call of its key
          [[call("ok"), output("ok"), user, output(key)], 3], // an orphan after the block
          [[output(key), call("ok"), output("ok")], 0], // before any call
          [[user, tool(key)], 1], // a Chat tool message
        ] as const) {
          const error = errorOf(() => reconcileItems(items as never, { engine }));
          expect([error.code, error.reason, error.index], `${engine} ${index}`).toEqual([
            "reconciliation",
            "malformed-item",
            index,
          ]);
        }
    },
  );

  it.each(ENGINES)("a well-formed pair and U+FFFD are keys like any (%s)", (engine) => {
    const items = [call("a\uD83D\uDE00"), call("a\uFFFD")];
    expect(reconcileItems(items as never, { engine }).repairs.map((r) => r.callId)).toEqual([
      "a\uD83D\uDE00",
      "a\uFFFD",
    ]);
  });

  it("writeTranscript msgpack refuses a string or key it would write as U+FFFD; JSON keeps it", () => {
    for (const item of [call("a\uD800"), { ...call("a"), ["k\uDC00"]: 1 }]) {
      const error = errorOf(() => writeTranscript([item] as never, { format: "msgpack" }));
      expect([error.code, error.reason, error.index]).toEqual([
        "invalid-item",
        "ill-formed-string",
        0,
      ]);
      expect(JSON.parse(writeTranscript([item] as never, { format: "json" }))).toEqual([item]);
    }
  });
});

describe("JSON lines that are not well-formed UTF-8", () => {
  const enc = new TextEncoder();
  const head = enc.encode('{"type":"function_call","call_id":"a');
  const tail = enc.encode('","name":"f","arguments":"{}"}\n');
  const line = (bad: number[]) => [...head, ...bad, ...tail];
  const good = [...enc.encode(`${JSON.stringify(call("b"))}\n`)];

  it("two ids of different invalid bytes are not read as one id: the line is refused", () => {
    const bytes = new Uint8Array([...good, ...line([0xff]), ...line([0xfe])]);
    const error = errorOf(() => readTranscriptsSync(bytes));
    expect([error.code, error.reason, error.line]).toEqual(["invalid-record", "invalid-utf8", 2]);
  });

  it("lenient: both lines skipped and named, the good one read", () => {
    for (const bad of [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82]]) {
      const bytes = new Uint8Array([...good, ...line(bad), ...line([0xfe])]);
      const result = readTranscriptsSync(bytes, { lenient: true });
      expect(result.skipped.map((s) => [s.line, s.reason])).toEqual([
        [2, "invalid-utf8"],
        [3, "invalid-utf8"],
      ]);
      expect(result.transcripts[0].items).toEqual([call("b")]);
    }
  });

  it("a U+FFFD written as such, and text input, are read as they are", () => {
    const bytes = enc.encode(`${JSON.stringify(call("a\uFFFD"))}\n`);
    expect(readTranscriptsSync(bytes).transcripts[0].items).toEqual([call("a\uFFFD")]);
    expect(
      readTranscriptsSync(`${JSON.stringify(call("a\uFFFD"))}\n`).transcripts[0].items,
    ).toEqual([call("a\uFFFD")]);
  });
});

describe("utf8Length and Utf8Counter", () => {
  it("are the length TextEncoder writes, lone surrogates as U+FFFD", () => {
    const encoder = new TextEncoder();
    const counter = new Utf8Counter();
    const long = "語😀a".repeat(10_000); // past the counter's buffer: its loop
    for (const text of ["", "abc", "é", "€", "😀", ...LONE, "\uDC00\uD800", long]) {
      expect(utf8Length(text)).toBe(encoder.encode(text).length);
      expect(counter.length(text)).toBe(encoder.encode(text).length);
    }
    const unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    const text = fc.array(fc.oneof(fc.string({ unit: "grapheme" }), unit)).map((a) => a.join(""));
    fc.assert(
      fc.property(text, (t) => {
        const bytes = encoder.encode(t).length;
        return utf8Length(t) === bytes && counter.length(t) === bytes;
      }),
      { seed: 20261206, numRuns: 500 },
    );
  });
});
