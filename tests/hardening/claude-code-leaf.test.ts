// A hostile Claude Code session: a prompt answered, then a long run of progress lines under the
// prompt and as many progress lines hanging off the run's last one, none with a child. Finding
// the message the session resumes from walked each such line up the whole run to the prompt
// (which has a message child, so the next one was walked too: quadratic, tens of seconds at this
// size); one pass over the lines now, and the read is whole.
import { describe, expect, it } from "vitest";
import { readTranscripts } from "../../bindings/readers/index.js";
import { itemForm } from "../support/claude-tree.js";

const id = (k: number) => `c0de0000-0000-4000-8000-${String(k).padStart(12, "0")}`;

function session(run: number): string {
  const lines: object[] = [];
  const line = (k: number, parent: number | null, fields: object) =>
    lines.push({
      uuid: id(k),
      parentUuid: parent === null ? null : id(parent),
      sessionId: "s",
      ...fields,
    });
  line(1, null, { type: "user", message: { role: "user", content: "first" } });
  line(2, 1, { type: "assistant", message: { id: "m1", role: "assistant", content: "one" } });
  line(3, 2, { type: "user", message: { role: "user", content: "second" } });
  line(4, 3, { type: "assistant", message: { id: "m2", role: "assistant", content: "two" } });
  for (let k = 0; k < run; k++) line(5 + k, k === 0 ? 3 : 4 + k, { type: "progress", data: {} });
  for (let k = 0; k < run; k++) line(5 + run + k, 4 + run, { type: "progress", data: {} });
  return lines.map((l) => `${JSON.stringify(l)}\n`).join("");
}

describe("a Claude Code session of long progress runs", () => {
  it("is read whole, the answer the message it resumes from", async () => {
    const read = await readTranscripts(session(100_000));
    expect(read.warnings).toEqual([]);
    const items = read.transcripts[0].items as Record<string, any>[];
    expect(itemForm(items)).toEqual(["first", "one", "second", "two"]);
  }, 20_000); // the quadratic walk took over 30 s here
});
