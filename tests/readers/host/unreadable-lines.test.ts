// A host log read leniently keeps lines the reader skipped (not JSON, not an object). When the fix
// leaves a record out, the host writer re-points links on the lines after it; a skipped line that
// seems to name the record was parsed and threw a SyntaxError (`fix --lenient`: "internal"). Such a
// line is now copied as it is, and the lines around it are re-pointed as always.
import { describe, expect, it } from "vitest";
import { readTranscriptsSync, writeTranscriptLike } from "../../../bindings/readers/index.js";

const id = (k: number) => `c0de0000-0000-4000-8000-${String(k).padStart(12, "0")}`;
const line = (k: number, parent: number | null, content: unknown) =>
  JSON.stringify({
    type: "user",
    uuid: id(k),
    parentUuid: parent === null ? null : id(parent),
    sessionId: "s",
    message: { role: "user", content },
  });
const orphan = [{ type: "tool_result", tool_use_id: "zz", content: "o" }];

describe("the host writer on lines a lenient read skipped", () => {
  it.each([
    ["a torn object naming the left-out record", `{"type":"user","parentUuid":"${id(2)}","x":`],
    ["an array naming it", `["parentUuid", {"parentUuid":"${id(2)}"}]`],
    ["a line of two values after a \\u escape", `null ${JSON.stringify({ a: "\u0001" })}`],
    ["a JSON string with a \\u escape", JSON.stringify(`\u0001 "parentUuid":"${id(2)}"`)],
  ])("copies %s as it is and re-points the rest", (_, skipped) => {
    const text = [line(1, null, "hi"), line(2, 1, orphan), skipped, line(4, 2, "next")].join("\n");
    const read = readTranscriptsSync(`${text}\n`, { format: "claude-code", lenient: true });
    expect(read.skipped.length).toBeGreaterThan(0);
    const [main] = read.transcripts;
    const fixed = main.items.filter((item) => !JSON.stringify(item).includes('"zz"'));
    const out = new TextDecoder().decode(
      writeTranscriptLike(new Map([[main.id, fixed]]), { data: `${text}\n`, read }).data,
    );
    expect(out.split("\n")).toEqual([line(1, null, "hi"), skipped, line(4, 1, "next"), ""]);
  });
});
