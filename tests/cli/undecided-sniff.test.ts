// The command line's first-line sniff of a JSON lines log whose first line Chat and Anthropic
// messages both write (user text) names the format the read names (the lines after it decide:
// host-records.ts sniffLineFormat, parallel/head-format.ts), so `fix` of a large Anthropic
// messages log goes to the whole-log path it takes without a first read that could only say so.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { fixFile } from "../../bindings/cli/fix.js";
import { sniffLineFormat } from "../../bindings/cli/host-records.js";
import * as plan from "../../bindings/cli/stream/plan.js";
import { tempDir } from "./run.js";

vi.mock("../../bindings/cli/stream/plan.js", { spy: true });

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const user = (text: string) => ({ role: "user", content: text });
const said = (text: string) => ({ role: "assistant", content: text });
const use = (id: string) => ({
  role: "assistant",
  content: [{ type: "tool_use", id, name: "f", input: {} }],
});
const result = (id: string) => ({
  role: "user",
  content: [{ type: "tool_result", tool_use_id: id, content: "ok" }],
});
const chatCall = {
  role: "assistant",
  content: null,
  tool_calls: [{ id: "call_1", type: "function", function: { name: "f", arguments: "{}" } }],
};

let n = 0;
function written(records: object[]): string {
  const file = join(dir, `log-${n++}.jsonl`);
  writeFileSync(file, records.map((r) => `${JSON.stringify(r)}\n`).join(""));
  return file;
}

describe("the first-line sniff of a log whose first line both dialects write", () => {
  it("names the format the lines after it decide", () => {
    expect(sniffLineFormat(written([user("hi"), said("ok"), use("t1")]))).toBe(
      "anthropic-messages",
    );
    expect(sniffLineFormat(written([user("hi"), chatCall]))).toBe("chat-jsonl");
    expect(sniffLineFormat(written([user("hi"), said("ok")]))).toBe("chat-jsonl");
    expect(sniffLineFormat(written([{ role: "system", content: "s" }, use("t1")]))).toBe(
      "chat-jsonl",
    );
  });

  it("sends fix of a large Anthropic messages log to the whole-log path without a first read", async () => {
    const steps = Array.from({ length: 40 }, (_, k) =>
      k % 10 === 9 ? [user(`q${k}`), use(`t${k}`)] : [user(`q${k}`), use(`t${k}`), result(`t${k}`)],
    ).flat();
    const file = written([user("hi"), said("ok"), ...steps]);
    const run = async (streamMinBytes: number) => {
      const output = join(dir, `out-${n++}.json`);
      const report = await fixFile(file, { output, streamMinBytes });
      return { report: { ...report, output: "" }, bytes: readFileSync(output, "utf8") };
    };
    const whole = await run(Number.POSITIVE_INFINITY);
    vi.mocked(plan.planStream).mockClear();
    const large = await run(0);
    expect(vi.mocked(plan.planStream).mock.calls.length).toBe(0);
    expect(large).toEqual(whole);
    expect(whole.report.repairs).toHaveLength(4);
  });
});
