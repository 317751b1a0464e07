// Issue 35 (command line throughput): the scanner counts the lines that parse by kind (what a host
// session written as items loses) as runs of one kind, added when the kind changes or the read
// ends. The counts and their order of first sight must be those of one count a line.
import { describe, expect, it } from "vitest";
import { Scanner } from "../../bindings/readers/scanner.js";

const NULL_SINK = { item() {}, compaction() {}, meta() {} };

function kindsOf(types: string[], chunks: number): Record<string, number> | undefined {
  const text = types
    .map((type, n) => JSON.stringify({ timestamp: `t${n}`, type, payload: { id: "s" } }))
    .join("\n");
  const bytes = new TextEncoder().encode(`${text}\n`);
  const scanner = new Scanner(NULL_SINK, { format: "codex-rollout", lenient: true });
  const step = Math.ceil(bytes.length / chunks);
  for (let at = 0; at < bytes.length; at += step) scanner.write(bytes.subarray(at, at + step));
  return scanner.end().recordKinds;
}

describe("readers: record kinds", () => {
  it("counts runs, alternations and a last run as one count a line would, in order of first sight", () => {
    const types = ["session_meta", "a", "a", "b", "a", "a", "a", "c", "b", "b", "x_last", "x_last"];
    for (const chunks of [1, 3, 12]) {
      const kinds = kindsOf(types, chunks);
      expect(Object.entries(kinds ?? {})).toEqual([
        ["session_meta", 1],
        ["a", 5],
        ["b", 3],
        ["c", 1],
        ["x_last", 2],
      ]);
    }
  });

  it("counts an empty kind and a kind named like an object's own field", () => {
    const kinds = kindsOf(["session_meta", "", "", "constructor", "__proto__", ""], 1);
    expect(kinds?.[""]).toBe(3);
    expect(kinds?.constructor).toBe(1);
    expect(Object.keys(kinds ?? {})).toEqual(["session_meta", "", "constructor", "__proto__"]);
  });
});
