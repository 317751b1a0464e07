// The bound each rewriting command passes on when no --stream-min-mb is given: none for fix (the
// file's size and format decide, transcript-file.ts), the general one for compact and convert,
// whose streamed runs skip the closing preflight or take longer than holding a session of that size.
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { main } from "../../bindings/cli/main.js";
import { STREAM_MIN_BYTES } from "../../bindings/cli/transcript-file.js";
import { log, tempDir } from "./run.js";

const seen: Record<string, unknown>[] = [];
const capture = (options: Record<string, unknown>) => {
  seen.push(options);
  throw new Error("captured"); // the command stops here: only its options are asked
};
vi.mock("../../bindings/cli/host-copy.js", async (original) => ({
  ...((await original()) as object),
  fixToOutput: (_file: string, options: Record<string, unknown>) => capture(options),
}));
vi.mock("../../bindings/cli/convert.js", async (original) => ({
  ...((await original()) as object),
  convertFile: (_file: string, options: Record<string, unknown>) => capture(options),
}));
vi.mock("../../bindings/cli/compact.js", async (original) => ({
  ...((await original()) as object),
  compactFile: (_file: string, options: Record<string, unknown>) => capture(options),
}));

const dir = tempDir();
const input = log("codex-ends-mid-call.jsonl");
const out = join(dir, "out.jsonl");
const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
afterAll(() => stderr.mockRestore());

async function boundOf(args: string[]): Promise<unknown> {
  seen.length = 0;
  await main([...args, input, "-o", out]);
  expect(seen).toHaveLength(1);
  return seen[0].streamMinBytes;
}

describe("--stream-min-mb by command", () => {
  it("leaves fix's bound to the file, and gives compact and convert the general one", async () => {
    expect(await boundOf(["fix"])).toBeUndefined();
    expect(await boundOf(["convert", "--to", "jsonl"])).toBe(STREAM_MIN_BYTES);
    expect(await boundOf(["compact", "--cutoff", "1", "--summary", "s"])).toBe(STREAM_MIN_BYTES);
  });

  it("passes a given bound to every command", async () => {
    const given = ["--stream-min-mb", "5"];
    expect(await boundOf(["fix", ...given])).toBe(5 * 2 ** 20);
    expect(await boundOf(["convert", "--to", "jsonl", ...given])).toBe(5 * 2 ** 20);
    expect(await boundOf(["compact", "--cutoff", "1", "--summary", "s", ...given])).toBe(
      5 * 2 ** 20,
    );
  });
});
