// A lenient read of a log of many bad lines (readers/skipped.ts): every skipped record counted in
// `skippedCount`, the first 1,000 listed in file order, a truncated last line listed always; a log
// whose every record is skipped says so; none of it grows with the bad lines past the list.
import { describe, expect, it } from "vitest";
import { readTranscriptSync, readTranscriptsSync } from "../../bindings/readers/read.js";
import { SKIPPED_LISTED } from "../../bindings/readers/skipped.js";

const user = (n: number) => JSON.stringify({ type: "message", role: "user", content: `m${n}` });

describe("skipped records", () => {
  it("are counted, the first 1,000 listed in order and a truncated last line always", () => {
    const lines: string[] = [];
    for (let n = 0; n < 5000; n++) lines.push(n % 3 === 0 ? user(n) : n % 2 ? "{bad" : '{"a": x}');
    const text = `${lines.join("\n")}\n{"type":"mess`;
    const read = readTranscriptSync(text, { lenient: true });
    const bad = lines.flatMap((line, i) => (line.startsWith('{"type"') ? [] : [i + 1]));
    expect(read.items).toHaveLength(5000 - bad.length);
    expect(read.skippedCount).toBe(bad.length + 1);
    expect(read.skipped).toHaveLength(SKIPPED_LISTED + 1);
    expect(read.skipped.slice(0, SKIPPED_LISTED).map((s) => s.line)).toEqual(
      bad.slice(0, SKIPPED_LISTED),
    );
    expect(read.skipped.at(-1)).toEqual({ index: 5000, line: 5001, reason: "truncated" });
    expect(read.warnings).toEqual([expect.stringContaining("line 5001")]);
  });

  it("a log of one good line lists none and counts none", () => {
    const read = readTranscriptsSync(`${user(1)}\n`, { lenient: true });
    expect([read.skipped, read.skippedCount]).toEqual([[], 0]);
  });

  it("a log whose every record is skipped: no record to read, the count named", () => {
    const text = Array.from({ length: 2500 }, (_, n) => `{bad ${n}}`).join("\n");
    expect(() => readTranscriptSync(`${text}\n`, { lenient: true })).toThrow(
      expect.objectContaining({
        code: "invalid-record",
        reason: "empty-input",
        message: "invalid-record: no record to read: all 2500 records were skipped",
      }),
    );
    expect(() => readTranscriptSync("", { lenient: true })).toThrow(
      "empty input: no record to read",
    );
  });
});
