// A streamed `convert` reports as `items` the items it wrote (counted as each piece is written),
// as the whole-log path counts the items it writes: read back, the output holds that many.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { convertFile } from "../../bindings/cli/convert.js";
import { readTranscriptSync } from "../../bindings/readers/read.js";
import { tempDir } from "./run.js";
import { streamedWrites } from "./stream-count.js";
import { responses } from "./stream-support.js";

// Every streamed output goes through one of these two: counted, so the test knows it streamed.
vi.mock("../../bindings/cli/io.js", async (original) => {
  const { countingWrites } = await import("./stream-count.js");
  const mod = countingWrites(await original(), "writeStreamedOutput");
  return countingWrites(mod, "writeHeadedOutput");
});

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("convert, streamed, counts what it wrote", () => {
  it("reports as many items as its output holds, in every items output it streams", async () => {
    const { call, out, user } = responses;
    const items = [user("u"), call("c1"), out("c1"), user("v"), call("c2"), user("w")];
    const input = join(dir, "count-input.jsonl");
    writeFileSync(input, items.map((i) => `${JSON.stringify(i)}\n`).join(""));
    for (const to of ["jsonl", "json", "msgpack"] as const) {
      const output = join(dir, `count.${to}`);
      const before = streamedWrites.n;
      const report = await convertFile(input, { to, output, streamMinBytes: 0, streamPiece: 1 });
      expect(report.error).toBeUndefined();
      expect([to, streamedWrites.n]).toEqual([to, before + 1]);
      const written = readTranscriptSync(readFileSync(output)).items.length;
      expect([to, report.items]).toEqual([to, written]);
    }
  });
});
