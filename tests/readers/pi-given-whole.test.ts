// A large pi session given whole (a string, or bytes) is read twice: a first read names what is
// off the history pi resumes (branches left, what its last compaction sums up) and the read that
// follows leaves it out, holding none of it (docs/decisions.md, "A pi session given whole is
// read twice"). What it reads is what one read of the same session as a stream gives.
import { afterEach, describe, expect, it, vi } from "vitest";
import { PiCurrent } from "../../bindings/readers/formats/pi-current.js";
import {
  NAMED_FIRST_MIN,
  readTranscripts,
  readTranscriptsSync,
} from "../../bindings/readers/read.js";

const TIME = "2026-01-02T10:00:00.000Z";
const PAD = "context ".repeat(500);

// A pi session of about `size` characters: turns of a prompt, a call and its result, every fifth
// call unanswered; a branch left near the start and a compaction near the end, keeping 6 turns.
function session(size: number): string {
  const lines: object[] = [{ type: "session", version: 3, id: "s", timestamp: TIME, cwd: "/" }];
  let parent: string | null = null;
  let n = 0;
  let chars = 0;
  const add = (body: object, from = parent) => {
    const id = `e${n++}`;
    const line = { id, parentId: from, timestamp: TIME, ...body };
    lines.push(line);
    chars += JSON.stringify(line).length + 1;
    parent = id;
    return id;
  };
  const message = (message: object) => ({ type: "message", message });
  const model = { api: "anthropic-messages", model: "claude-sonnet-4-5" };
  const turns: string[] = [];
  for (let k = 0; chars < size; k++) {
    turns.push(add(message({ role: "user", content: [{ type: "text", text: `${k} ${PAD}` }] })));
    const call = { type: "toolCall", id: `toolu_${k}`, name: "bash", arguments: { k } };
    add(message({ role: "assistant", ...model, content: [call] }));
    if (k % 5 !== 4)
      add(
        message({
          role: "toolResult",
          toolCallId: `toolu_${k}`,
          content: [{ type: "text", text: PAD }],
        }),
      );
    if (k === 3) {
      const back: string | null = parent;
      add(message({ role: "user", content: [{ type: "text", text: "a branch the user left" }] }));
      add(message({ role: "assistant", ...model, content: [{ ...call, id: "toolu_left" }] }));
      parent = back;
    }
  }
  add({
    type: "compaction",
    summary: "S",
    firstKeptEntryId: turns[turns.length - 6],
    tokensBefore: 1,
  });
  add(message({ role: "user", content: [{ type: "text", text: "after the compaction" }] }));
  return `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`;
}

// One read of `text` as a stream (the held read).
async function asStream(text: string) {
  return readTranscripts(
    (async function* () {
      yield text;
    })(),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("a pi session given whole", () => {
  const large = session(NAMED_FIRST_MIN + 100_000);

  it("is read twice from NAMED_FIRST_MIN, as a string or bytes, and reads as one read does", async () => {
    expect(large.length).toBeGreaterThan(NAMED_FIRST_MIN);
    const held = await asStream(large);
    expect(held.transcripts[0].items.length).toBeGreaterThan(10);
    expect(held.warnings.join()).toContain("branches");
    const first = vi.spyOn(PiCurrent.prototype, "afterFirst");
    const bytes = new TextEncoder().encode(large);
    expect(readTranscriptsSync(large)).toEqual(held);
    expect(readTranscriptsSync(bytes)).toEqual(held);
    expect(await readTranscripts(large)).toEqual(held);
    expect(first).toHaveBeenCalledTimes(3);
  });

  it("is read twice past a byte order mark and blank lines before its first line", async () => {
    const marked = `\uFEFF\n\n${large}`;
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(large)]);
    const first = vi.spyOn(PiCurrent.prototype, "afterFirst");
    expect(readTranscriptsSync(marked)).toEqual(await asStream(marked));
    expect(readTranscriptsSync(bom)).toEqual(await asStream(large));
    expect(first).toHaveBeenCalledTimes(2);
  });

  it("is read once below NAMED_FIRST_MIN, with every entry (history full), or as a stream", async () => {
    const first = vi.spyOn(PiCurrent.prototype, "afterFirst");
    const small = session(100_000);
    expect(readTranscriptsSync(small)).toEqual(await asStream(small));
    readTranscriptsSync(large, { history: "full" });
    await asStream(large);
    expect(first).not.toHaveBeenCalled();
  });
});
