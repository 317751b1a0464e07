// The command line writes items an item or message at a time (cli/output.ts): a 1 GB Claude Code
// session converted to json made one text past V8's longest string, refused as invalid-item.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeItems } from "../../bindings/cli/output.js";
import type { Item } from "../../bindings/items/types.js";
import { type WriteFormat, writeTranscript } from "../../bindings/readers/write.js";
import { tempDir } from "./run.js";

const ITEMS: Item[] = Array.from({ length: 3000 }, (_, i) =>
  i % 3 === 1
    ? { type: "function_call", call_id: `call_${i}`, name: "ls", arguments: "{}" }
    : i % 3 === 2
      ? { type: "function_call_output", call_id: `call_${i - 1}`, output: `out ${i}` }
      : { type: "message", role: "user", content: [{ type: "input_text", text: `m ${i}` }] },
);
const CARRIED = { requestFields: { model: "gpt-5" }, meta: { family: "openai" as const } };

describe("writeItems", () => {
  let dir: string;
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(["jsonl", "json", "chat", "anthropic", "responses"] as WriteFormat[])(
    "%s: the text writeTranscript makes, with no whole text made (each a join or stringify past the longest string here)",
    async (format) => {
      dir = tempDir();
      const expected = writeTranscript(ITEMS, { format, ...CARRIED });
      const { join: joinArray } = Array.prototype;
      const { stringify } = JSON;
      const tooLong = () => new RangeError("Invalid string length");
      // Any text of more than 64 KB made in one piece fails, as a text past 512 MiB does in V8.
      vi.spyOn(Array.prototype, "join").mockImplementation(function (this: unknown[], s?: string) {
        const text = joinArray.call(this, s);
        if (text.length > 65536) throw tooLong();
        return text;
      });
      vi.spyOn(JSON, "stringify").mockImplementation((value, replacer, space) => {
        const text = stringify(value, replacer as never, space);
        if (text !== undefined && text.length > 65536) throw tooLong();
        return text;
      });
      const out = join(dir, `out.${format}`);
      await writeItems(out, ITEMS, format, CARRIED);
      vi.restoreAllMocks();
      expect(expected.length).toBeGreaterThan(65536);
      expect(readFileSync(out, "utf8")).toBe(expected);
    },
  );
});
