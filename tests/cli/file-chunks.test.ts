// A file read a piece at a time gives its bytes, whatever the piece size.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileChunks } from "../../bindings/cli/file-chunks.js";

const fileOf = (bytes: Uint8Array) => {
  const path = join(mkdtempSync(join(tmpdir(), "clinker-chunks-")), "f");
  writeFileSync(path, bytes);
  return path;
};

describe("fileChunks", () => {
  const bytes = Uint8Array.from({ length: 100 }, (_, k) => (k * 37) % 256);
  it.each([1, 7, 50, 100, 101, 1 << 20])("gives the file's bytes in pieces of %i", (size) => {
    const pieces: Uint8Array[] = [];
    for (const chunk of fileChunks(fileOf(bytes), size)) pieces.push(Uint8Array.from(chunk)); // copied before the next read reuses the buffer
    expect(pieces.every((p) => p.length <= size && p.length > 0)).toBe(true);
    expect(Buffer.concat(pieces)).toEqual(Buffer.from(bytes));
  });

  it("gives nothing for an empty file", () => {
    expect([...fileChunks(fileOf(new Uint8Array(0)))]).toEqual([]);
  });
});
