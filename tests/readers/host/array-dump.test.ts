// A host session dumped as one JSON array (a Claude Code Stop hook's dump) is written back as the
// array it was: arrayDump's lines are its elements, and dumpText of those lines unchanged gives
// the dump back byte for byte, in every layout (indented by spaces or tabs, one line, a
// byte-order mark, CRLF, strings holding brackets, quotes and escapes); a new element is laid out
// as the dump lays out its elements.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TranscriptError } from "../../../bindings/errors.js";
import { arrayDump, dumpText, firstElement } from "../../../bindings/readers/host/array-dump.js";
import { readTranscriptsSync, writeTranscriptLike } from "../../../bindings/readers/index.js";
import { claudeCodeLog } from "../../support/host-logs.js";

const DECODER = new TextDecoder();
const linesOf = (text: string) => arrayDump(text)!.lines.map((l) => DECODER.decode(l.bytes));

// JSON.stringify with `indent`, its newlines as `newline`, after an optional byte-order mark.
function layout(value: unknown, indent: string | number, newline: string, bom: boolean): string {
  const text = JSON.stringify(value, null, indent).replaceAll("\n", newline);
  return `${bom ? "\ufeff" : ""}${text}${newline === "" ? "" : newline}`;
}

const record = fc.record({
  type: fc.constantFrom("user", "assistant", "progress"),
  uuid: fc.uuid(),
  text: fc.string({ unit: "grapheme" }),
  tricky: fc.constantFrom('a "quoted" ] }', "back\\slash", "[{,}]", "\u2028", "-1e3"),
  n: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null)),
  nested: fc.array(fc.oneof(fc.boolean(), fc.string(), fc.array(fc.integer())), { maxLength: 3 }),
});

describe("arrayDump", () => {
  it("gives every dump back byte for byte when nothing changed (500 runs)", () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 8 }),
        fc.constantFrom<string | number>(0, 2, 4, "\t"),
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        (records, indent, newline, bom) => {
          const text = layout(records, indent, indent === 0 ? "" : newline, bom);
          const dump = arrayDump(text)!;
          expect(linesOf(text).map((l) => JSON.parse(l))).toEqual(
            JSON.parse(JSON.stringify(records)),
          );
          expect(dumpText(dump, linesOf(text))).toBe(text);
        },
      ),
      { seed: 20261205, numRuns: 500 },
    );
  });

  it("keeps hand-written spacing of untouched elements and lays out a new one as the dump does", () => {
    const text = '[ {"a": 1,  "b" : [ 1,2 ]} ,\n  {"c":"]"}\n]\n';
    const dump = arrayDump(text)!;
    const lines = linesOf(text);
    expect(dumpText(dump, lines)).toBe(text);
    expect(dumpText(dump, [lines[0], '{"new":true}', lines[1]])).toBe(
      '[ {"a": 1,  "b" : [ 1,2 ]} ,\n  {"new":true} ,\n  {"c":"]"}\n]\n',
    );
    const indented = JSON.stringify([{ a: 1 }], null, 2);
    const one = arrayDump(indented)!;
    expect(dumpText(one, [...linesOf(indented), '{"b":{"c":2}}'])).toBe(
      JSON.stringify([{ a: 1 }, { b: { c: 2 } }], null, 2),
    );
    const tabs = `${JSON.stringify([{ a: 1 }, { b: 2 }], null, "\t")}\n`;
    expect(dumpText(arrayDump(tabs)!, ['{"b":2}', '{"x":[1]}'])).toBe(
      `${JSON.stringify([{ b: 2 }, { x: [1] }], null, "\t")}\n`,
    );
  });

  it("takes two equal elements in turn, and writes an emptied dump as an empty array", () => {
    const text = '[\n  {"a":1},\n  {"a": 1}\n]';
    const dump = arrayDump(text)!;
    expect(dumpText(dump, linesOf(text))).toBe(text);
    expect(dumpText(dump, [])).toBe("[]");
    expect(dumpText(arrayDump(" [ ]\n")!, [])).toBe(" [ ]\n");
  });

  it("is no dump for JSON lines, and reads a dump's first element from its head", () => {
    expect(arrayDump('{"type":"user"}\n[1]\n')).toBeUndefined();
    expect(firstElement('\ufeff [\n {"type": "user", "x": "]"}, {"cut')).toEqual({
      type: "user",
      x: "]",
    });
    expect(firstElement('[{"type": "user", "x": "cut sh')).toBeUndefined();
    expect(firstElement('{"type":"user"}')).toBeUndefined();
    expect(firstElement("[]")).toBeUndefined();
  });
});

describe("writeTranscriptLike on a dump", () => {
  it("writes it back as given, and refuses data that is not the array the read was read from", () => {
    const records = claudeCodeLog().records;
    const text = JSON.stringify(records, null, 2);
    const read = readTranscriptsSync(text);
    expect(read.format).toBe("claude-code");
    const fixed = new Map(read.transcripts.map((t) => [t.id, t.items]));
    const same = writeTranscriptLike(fixed, { data: text, read });
    expect(new TextDecoder().decode(same.data)).toBe(text);
    expect(same.changes.unit).toBe("record");
    const refused = (data: string) => {
      try {
        writeTranscriptLike(fixed, { data, read });
      } catch (error) {
        return error instanceof TranscriptError ? error.code : String(error);
      }
      return "written";
    };
    expect(refused(`${text.slice(0, -1)}, {"oops": }]`)).toBe("invalid-argument");
    expect(refused(JSON.stringify(records.slice(0, 2)))).toBe("invalid-argument");
  });
});
