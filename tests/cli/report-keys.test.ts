// The `--json` reports of fix, compact and convert keep their key order (what a script diffing two
// runs sees), on the whole-log path and the streamed one: each starts file, output, ok, its own
// fields, then what the output format lost.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compactFile } from "../../bindings/cli/compact.js";
import { convertFile } from "../../bindings/cli/convert.js";
import { fixFile } from "../../bindings/cli/fix.js";
import { log, tempDir } from "./run.js";
import { STREAMED, WHOLE } from "./stream-support.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const input = log("codex-ends-mid-call.jsonl");
const output = join(dir, "out.jsonl");

const LOST = ["dropped", "droppedFields", "recordsLeftOut"];
const FIX = [
  ...["file", "output", "ok", "repairs", "orphansDropped", "privateDropped", "privateAsText"],
  ...["unstoredRemoved", "moved", "removed", "droppedLateOutputs", "remaining", ...LOST],
];
const COMPACT = ["file", "output", "ok", "remaining", ...LOST];
const CUT = ["cutoff", "start", "unresolvedBeforeCutoff", "instructionsKept", "repairs"];
const DIALECT = ["format", "api", "to", "conversation", "itemsBefore"];
const CONVERT = ["file", "output", "ok", "to", ...LOST];

describe("the --json key order of the rewriting commands", () => {
  it("on the whole-log path", async () => {
    const fix = await fixFile(input, { ...WHOLE, output });
    expect(Object.keys(fix)).toEqual([...FIX, ...DIALECT, "itemsAfter", "droppedRecords"]);
    const compact = await compactFile(input, { ...WHOLE, cutoff: 2, summary: "S", output });
    expect(Object.keys(compact)).toEqual([
      ...COMPACT,
      ...DIALECT,
      ...CUT,
      "itemsAfter",
      "droppedRecords",
    ]);
    const convert = await convertFile(input, { ...WHOLE, to: "jsonl", output });
    expect(Object.keys(convert)).toEqual([
      ...CONVERT,
      "format",
      "conversation",
      "items",
      "droppedRecords",
    ]);
  });

  it("on the streamed path", async () => {
    const fix = await fixFile(input, { ...STREAMED, output });
    const afterFix = ["itemsAfter", "producer"];
    expect(Object.keys(fix)).toEqual([...FIX, "droppedRecords", ...DIALECT, ...afterFix]);
    const compact = await compactFile(input, { ...STREAMED, cutoff: 2, summary: "S", output });
    expect(Object.keys(compact)).toEqual([
      ...COMPACT,
      "droppedRecords",
      ...DIALECT,
      ...CUT,
      "itemsAfter",
      "preflight",
    ]);
    const convert = await convertFile(input, { ...STREAMED, to: "jsonl", output });
    const converted = ["droppedRecords", "format", "conversation", "items"];
    expect(Object.keys(convert)).toEqual([...CONVERT, ...converted]);
  });
});
