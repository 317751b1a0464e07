// Issue 13: read → write → read gives equal items for every corpus file and every format of
// its dialect; Anthropic thinking signatures come back byte for byte.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import {
  readTranscripts,
  readTranscriptsSync,
  type TranscriptsResult,
  type WriteFormat,
  writeTranscript,
} from "../../bindings/readers/index.js";
import { corpusDir, corpusFiles, describeCorpus, hasCorpus } from "../support/corpus.js";
import { isUnsentPiTurn } from "../support/corpus-anthropic.js";

const FILES = hasCorpus ? corpusFiles() : [];

function formatsFor(result: TranscriptsResult): WriteFormat[] {
  const generic: WriteFormat[] = ["jsonl", "json", "msgpack"];
  if (result.api === "chat") return [...generic, "chat"];
  if (result.api === "anthropic") return [...generic, "anthropic"];
  return generic;
}

// Every signature string in a raw file (Claude Code `signature`, pi `thinkingSignature`), but a
// pi turn that failed or was stopped, which pi never sends.
function signatures(text: string): string[] {
  const unsent = (line: string) => {
    if (!line.includes('"stopReason"')) return false;
    try {
      return isUnsentPiTurn(JSON.parse(line).message); // a JSON lines file's entry
    } catch {
      return false; // a line of a JSON document
    }
  };
  const sent = text
    .split("\n")
    .filter((line) => !unsent(line))
    .join("\n");
  return [...sent.matchAll(/"(?:thinking)?[sS]ignature":\s*"([^"]+)"/g)].map((m) => m[1]);
}

describeCorpus("readers: read → write → read", () => {
  it.each(FILES)("%s", async (file) => {
    const bytes = readFileSync(join(corpusDir, file));
    const first = await readTranscripts(bytes, { history: "full" });
    for (const format of formatsFor(first)) {
      for (const t of first.transcripts) {
        const written = writeTranscript(t.items, { format });
        const again = readTranscriptsSync(written);
        expect(again.transcripts.length, `${format}`).toBe(t.items.length ? 1 : 0);
        expect(again.transcripts[0]?.items ?? [], `${file} as ${format}`).toEqual(t.items);
      }
    }
  });

  it.each(FILES.filter((f) => f.startsWith("anthropic/")))(
    "%s: thinking signatures byte for byte through the Anthropic format",
    async (file) => {
      const text = readFileSync(join(corpusDir, file), "utf8");
      const expected = signatures(text);
      // Every entry (a pi session's history pi resumes starts at its last compaction).
      const first = await readTranscripts(text, { history: "full" });
      const written = first.transcripts
        .map((t) => writeTranscript(t.items, { format: "anthropic" }))
        .join("\n");
      const found = signatures(written);
      expect(found.sort()).toEqual([...expected].sort());
    },
  );
});
