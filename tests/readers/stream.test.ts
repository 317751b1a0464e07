// Issue 13: a log read from a stream, cut into chunks anywhere (even inside a UTF-8 character),
// or given as lines, reads exactly as the whole text does.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readTranscripts, readTranscriptsSync } from "../../bindings/readers/index.js";

const LOGS = join(import.meta.dirname, "../../examples/logs");
const FILES = readdirSync(LOGS).filter((f) => f.endsWith(".jsonl"));
// A non-ASCII line, so chunk cuts fall inside multi-byte characters too.
const EXTRA = '{"type":"message","role":"user","content":"Ünïcödé — 日本語 ✓ 🚀"}\n';

async function* chunks(bytes: Uint8Array, cuts: number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield bytes.subarray(at, cut);
    at = cut;
  }
  yield bytes.subarray(at);
}

async function* lineStrings(text: string): AsyncGenerator<string> {
  for (const line of text.split("\n")) if (line !== "") yield line; // as readline yields
}

describe("readers: streams", () => {
  it.each(FILES)("%s: any chunking reads as the whole text", async (file) => {
    const text = file.startsWith("responses")
      ? readFileSync(join(LOGS, file), "utf8") + EXTRA
      : readFileSync(join(LOGS, file), "utf8");
    const bytes = new TextEncoder().encode(text);
    const whole = readTranscriptsSync(text);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: bytes.length }), { maxLength: 12 }),
        async (cuts) => {
          expect(await readTranscripts(chunks(bytes, cuts))).toEqual(whole);
        },
      ),
      { seed: 20261201, numRuns: 60 },
    );
    expect(await readTranscripts(lineStrings(text))).toEqual(whole);
  });

  it("a stream of one byte at a time", async () => {
    const text = readFileSync(join(LOGS, "claude-code-orphan.jsonl"));
    const cuts = Array.from({ length: text.length }, (_, i) => i);
    expect(await readTranscripts(chunks(text, cuts))).toEqual(readTranscriptsSync(text));
  });
});
