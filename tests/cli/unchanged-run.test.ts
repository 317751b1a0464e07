// A streamed fix that changed nothing (stream/unchanged-run.ts, stream/same-bytes.ts): what it
// wrote is compared with the input's bytes as it goes, and the input's own bytes are copied only
// while the file is as the run opened it.
import { appendFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Unstreamable } from "../../bindings/cli/stream/pieces.js";
import type { StreamPlan } from "../../bindings/cli/stream/plan.js";
import { SameBytes } from "../../bindings/cli/stream/same-bytes.js";
import { UnchangedRun } from "../../bindings/cli/stream/unchanged-run.js";
import { tempDir } from "./run.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const TEXT = "abcdefghij".repeat(300_000); // 3 MB: compared in several reads

function file(name: string, text = TEXT): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe("SameBytes", () => {
  it("matches the input written in chunks of any size, and nothing else", () => {
    const path = file("same.txt");
    const cuts = [0, 1, 7, 1 << 20, (1 << 20) + 3, 2_500_000, TEXT.length];
    const same = new SameBytes(path);
    for (let k = 1; k < cuts.length; k++) same.take(TEXT.slice(cuts[k - 1], cuts[k]));
    expect(same.matches()).toBe(true);
    const short = new SameBytes(path);
    short.take(TEXT.slice(0, -1));
    expect(short.matches()).toBe(false);
    const long = new SameBytes(path);
    long.take(`${TEXT}x`);
    expect(long.matches()).toBe(false);
    const other = new SameBytes(path);
    other.take(Buffer.from(`${TEXT.slice(0, 2_000_000)}X${TEXT.slice(2_000_001)}`));
    expect(other.matches()).toBe(false);
  });

  it("does not match a file changed after it opened it, or one it could not open", () => {
    const path = file("changed.txt");
    const same = new SameBytes(path);
    same.take(TEXT);
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect(same.matches()).toBe(false);
    const missing = new SameBytes(join(dir, "none.txt"));
    missing.take("");
    expect(missing.matches()).toBe(false);
  });
});

describe("UnchangedRun.inputBytes", () => {
  const plan = {
    outcome: { format: "responses-jsonl", skipped: [] },
    others: [],
  } as unknown as StreamPlan;
  const collect = async (run: UnchangedRun) => {
    const parts: Buffer[] = [];
    for await (const chunk of run.inputBytes()) parts.push(Buffer.from(chunk));
    return Buffer.concat(parts).toString();
  };

  it("copies the input as the run opened it", async () => {
    const path = file("copy.txt");
    const run = new UnchangedRun(path, plan);
    expect(await collect(run)).toBe(TEXT);
  });

  it("throws Unstreamable when the file grew since the run opened it", async () => {
    const path = file("grown.txt");
    const run = new UnchangedRun(path, plan);
    appendFileSync(path, "more");
    await expect(collect(run)).rejects.toBeInstanceOf(Unstreamable);
  });
});
