// A msgpack log is read an element at a time (readers/msgpack-document.ts), so a large one takes
// the streamed paths as JSON lines do: the same output as the whole-log path, byte for byte, and
// no sniff of a first line reads its bytes as text (file-head.ts: it used to read the first 256
// MiB of a msgpack log looking for one, and the log was then held whole).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { convertFile } from "../../bindings/cli/convert.js";
import { fileHead } from "../../bindings/cli/file-head.js";
import { fixFile } from "../../bindings/cli/fix.js";
import { encodeValue } from "../../bindings/msgpack/codec.js";
import type { WriteFormat } from "../../bindings/readers/write.js";
import { call, out, reasoning, user } from "../support/items.js";
import { tempDir } from "./run.js";

// The first reads a run made: a streamed run makes one, the whole-log path none.
const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock("../../bindings/cli/stream/plan.js", async (original) =>
  (await import("./stream-support.js")).countingPlanStream(await original(), calls),
);
const dir = tempDir();

// Turns with a call left unanswered every third turn and an orphan output every fifth.
const items = Array.from({ length: 60 }, (_, k) => [
  user(`u${k}`),
  reasoning(`rs${k}`),
  call(`c${k}`),
  ...(k % 3 === 0 ? [] : [out(`c${k}`)]),
  ...(k % 5 === 0 ? [out(`gone${k}`)] : []),
]).flat();
const log = join(dir, "log.msgpack");
writeFileSync(log, encodeValue([{ type: "clinker-transcript.meta", family: "openai" }, ...items]));

describe("a msgpack log", () => {
  it("is no text to sniff: its head is not read past its first block", () => {
    let asked = 0;
    expect(fileHead(log, () => ++asked > 0, 16)).toBeUndefined();
    expect(asked).toBe(0);
    const json = join(dir, "log.json");
    writeFileSync(json, JSON.stringify(items));
    expect(fileHead(json, () => ++asked > 0, 16)).toBeDefined();
    expect(asked).toBe(1);
  });

  it.each<[string, WriteFormat]>([
    ["fix", "jsonl"],
    ["fix", "json"],
    ["fix", "chat"],
    ["convert", "jsonl"],
    ["convert", "anthropic"],
  ])("%s --to %s streams it as the whole-log path writes it", async (command, to) => {
    const run = async (name: string, streamMinBytes: number) => {
      const output = join(dir, `${name}.out`);
      const options = { output, to, streamMinBytes, allowLossy: true, streamPiece: 7 } as const;
      calls.n = 0;
      const report =
        command === "fix" ? await fixFile(log, options) : await convertFile(log, options);
      expect(report.error).toBeUndefined();
      return { text: readFileSync(output, "utf8"), reads: calls.n, report };
    };
    const whole = await run(`${command}-${to}-whole`, Number.POSITIVE_INFINITY);
    const streamed = await run(`${command}-${to}-streamed`, 0);
    expect(whole.reads).toBe(0);
    expect(streamed.reads).toBe(1);
    expect(streamed.text).toBe(whole.text);
    if (command === "fix") expect(streamed.text).toContain("interrupted");
  });
});
