// The command line's first-line sniff of a JSON lines log whose first line Chat and Anthropic
// messages both write (user text) names the format the read names (the lines after it decide:
// host-records.ts sniffLineFormat, parallel/head-format.ts), so `fix --in-place` of an Anthropic
// messages log, which no writer writes back, is refused before the log is read whole.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { sniffLineFormat } from "../../bindings/cli/host-records.js";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import * as read from "../../bindings/readers/read.js";
import { tempDir } from "./run.js";

vi.mock("../../bindings/readers/read.js", { spy: true });

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

  it("refuses --in-place of an Anthropic messages log before reading it whole", () => {
    const steps = Array.from({ length: 40 }, (_, k) =>
      k % 10 === 9 ? [user(`q${k}`), use(`t${k}`)] : [user(`q${k}`), use(`t${k}`), result(`t${k}`)],
    ).flat();
    const file = written([user("hi"), said("ok"), ...steps]);
    const before = readFileSync(file, "utf8");
    vi.mocked(read.readTranscriptsSync).mockClear();
    const report = fixInPlace(file, { force: true });
    expect(vi.mocked(read.readTranscriptsSync).mock.calls.length).toBe(0);
    expect(report).toMatchObject({ format: "anthropic-messages", conversations: [], ok: false });
    expect(report.error?.code).toBe("invalid-argument");
    expect(report.error?.message).toMatch(/anthropic-messages format is not written back/);
    expect(readFileSync(file, "utf8")).toBe(before);
  });
});
