// The rewrite commands' text reports: counts read as a user reads them.
import { describe, expect, it } from "vitest";
import { convertLines } from "../../bindings/cli/rewrite-report.js";
import { colorsFor } from "../../bindings/cli/style.js";

const plain = colorsFor({ isTTY: false });
const report = (items: number) => ({
  file: "in.jsonl",
  output: "out.jsonl",
  format: "responses-jsonl",
  to: "jsonl" as const,
  conversation: "main",
  items,
  dropped: {},
});

describe("convertLines", () => {
  it.each([
    [0, "0 items"],
    [1, "1 item"],
    [2, "2 items"],
  ])("names %i written item(s) as %s", (items, text) => {
    const head = convertLines(report(items) as never, plain)[0];
    expect(head).toBe(`in.jsonl → out.jsonl (responses-jsonl → jsonl, conversation main, ${text})`);
  });
});
