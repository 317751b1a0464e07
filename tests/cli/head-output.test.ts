// A file's first bytes put in place last (head-output.ts): into the room kept for them, or the
// rest moved up to a shorter head, across blocks of the move, the file shortened to fit.
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { putHead } from "../../bindings/cli/head-output.js";
import { tempDir } from "./run.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a head put in place last", () => {
  it.each([
    [5, 0],
    [3, 10],
    [1, (1 << 20) + 17], // more than a block of the move
    [5, (2 << 20) + 3],
    [0, 4096],
  ])("a head of %i bytes of 5 kept, %i bytes behind", async (length, size) => {
    const body = randomBytes(size);
    const path = join(dir, `head-${length}-${size}`);
    writeFileSync(path, Buffer.concat([Buffer.alloc(5, 0xee), body]));
    const head = Uint8Array.from({ length }, (_, k) => 0x90 + k);
    const file = await open(path, "r+");
    try {
      await putHead(file, head, 5);
    } finally {
      await file.close();
    }
    expect(readFileSync(path).equals(Buffer.concat([head, body]))).toBe(true);
  });
});
