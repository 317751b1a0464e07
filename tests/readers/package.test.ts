// Issue 13: the built `clinker-transcript/readers` subpath loads as ESM and CommonJS, and its
// errors are the main entry's TranscriptError.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const built = existsSync(join(root, "dist", "readers.js"));
if (!built) console.warn("dist/readers.js missing (run npm run build): skipping");

describe.skipIf(!built)("the built readers subpath", () => {
  it("reads and throws the shared TranscriptError in ESM and CommonJS", async () => {
    const esm = await import(pathToFileURL(join(root, "dist", "index.js")).href);
    const esmReaders = await import(pathToFileURL(join(root, "dist", "readers.js")).href);
    const require = createRequire(import.meta.url);
    const cjs = require(join(root, "dist", "index.cjs"));
    const cjsReaders = require(join(root, "dist", "readers.cjs"));
    for (const [core, readers] of [
      [esm, esmReaders],
      [cjs, cjsReaders],
    ]) {
      const read = readers.readTranscriptSync('{"type":"message","role":"user","content":"hi"}\n');
      expect(read.format).toBe("responses-jsonl");
      expect(() => readers.readTranscriptSync("")).toThrow(core.TranscriptError);
    }
  });
});
