// A streamed rewrite that fails midway (here: its second read meets a record that is no object,
// written into the log after the first read) writes nothing, and its report says only the
// failure: the findings of the pieces fixed before it (repairs, dropped items) were of nothing
// written (docs/decisions.md, "A failed streamed run reports the failure alone").
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { fixFile } from "../../bindings/cli/fix.js";
import * as plan from "../../bindings/cli/stream/plan.js";
import { tempDir } from "./run.js";

vi.mock("../../bindings/cli/stream/plan.js", { spy: true });

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a streamed fix that fails midway", () => {
  it("reports the failure alone, no repair of pieces never written", async () => {
    const lines: string[] = [];
    for (let k = 0; k < 40; k++) {
      lines.push(JSON.stringify({ type: "message", role: "user", content: `step ${k}` }));
      lines.push(
        JSON.stringify({ type: "function_call", call_id: `call_${k}`, name: "f", arguments: "{}" }),
      );
      if (k % 5 !== 1)
        lines.push(
          JSON.stringify({ type: "function_call_output", call_id: `call_${k}`, output: "o" }),
        );
    }
    const input = join(dir, "log.jsonl");
    const text = `${lines.join("\n")}\n`;
    writeFileSync(input, text);
    // The log changes between the reads: its last line becomes a record that is no object.
    const { planStream: real } = await vi.importActual<typeof plan>(
      "../../bindings/cli/stream/plan.js",
    );
    vi.mocked(plan.planStream).mockImplementationOnce(async (...args) => {
      const made = await real(...args);
      writeFileSync(input, `${lines.slice(0, -1).join("\n")}\n42\n`);
      return made;
    });
    const output = join(dir, "out.jsonl");
    const report = await fixFile(input, { output, streamMinBytes: 0, streamPiece: 1 });
    expect(vi.mocked(plan.planStream)).toHaveBeenCalledTimes(1);
    expect(report.error?.code).toBe("invalid-record");
    expect(report.repairs).toEqual([]);
    expect(report.itemsBefore).toBeUndefined();
  });
});
