// Issue 29: `fix` of a valid log with parallel tool calls reordered the outputs into call order
// and said "outputs moved: yes". Outputs already right after their group, in any order, are valid
// (docs/decisions.md, Reconciliation): `fix` gives a valid log back byte for byte.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixFile } from "../../bindings/cli/fix.js";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import type { Item } from "../../bindings/items/types.js";
import { type WriteFormat, writeTranscript } from "../../bindings/readers/write.js";
import { tempDir } from "./run.js";

type Turn = { text: string } | { calls: string[]; answered: number[] };

const turn: fc.Arbitrary<Turn> = fc.oneof(
  fc.record({ text: fc.string({ minLength: 1, maxLength: 8 }) }),
  fc.integer({ min: 1, max: 4 }).chain((n) =>
    fc.record({
      calls: fc.constant(Array.from({ length: n }, (_, k) => `call_${k}`)),
      answered: fc.shuffledSubarray(
        Array.from({ length: n }, (_, k) => k),
        { minLength: n, maxLength: n },
      ),
    }),
  ),
);

/** A valid transcript: each group of parallel calls answered right after it, in any order. */
function itemsOf(turns: readonly Turn[]): Item[] {
  const items: Item[] = [{ type: "message", role: "user", content: "start" } as Item];
  turns.forEach((t, at) => {
    if ("text" in t) {
      const part = { type: "output_text", text: t.text, annotations: [] };
      items.push({ type: "message", role: "assistant", content: [part] } as Item);
      items.push({ type: "message", role: "user", content: `next ${at}` } as Item);
      return;
    }
    const id = (k: number) => `toolu_${at}_${t.calls[k]}`;
    for (let k = 0; k < t.calls.length; k++)
      items.push({ type: "function_call", call_id: id(k), name: "f", arguments: "{}" } as Item);
    for (const k of t.answered)
      items.push({ type: "function_call_output", call_id: id(k), output: `out ${k}` } as Item);
  });
  return items;
}

const FORMATS: [WriteFormat, string][] = [
  ["jsonl", "log.jsonl"],
  ["json", "log.json"],
  ["anthropic", "messages.json"],
];

describe("fix of a valid log is byte-identical", () => {
  for (const [format, name] of FORMATS)
    it(`${format}: parallel outputs in any order come back unchanged`, async () => {
      const dir = tempDir();
      await fc.assert(
        fc.asyncProperty(fc.array(turn, { minLength: 1, maxLength: 6 }), async (turns) => {
          const input = join(dir, name);
          const output = join(dir, `out-${name}`);
          writeFileSync(input, writeTranscript(itemsOf(turns), { format }) as string);
          const report = await fixFile(input, { output, to: format });
          expect(report.error).toBeUndefined();
          expect(report.moved).toBe(false);
          expect(readFileSync(output, "utf8")).toBe(readFileSync(input, "utf8"));
        }),
        { seed: 29, numRuns: 60 },
      );
    });

  it("a Claude Code turn of parallel calls answered in another order: --in-place changes nothing", () => {
    const dir = tempDir();
    const file = join(dir, "session.jsonl");
    const base = {
      isSidechain: false,
      userType: "external",
      cwd: "/w",
      sessionId: "s-1",
      version: "2.0.30",
    };
    let parent: string | null = null;
    const line = (n: number, type: string, message: object) => {
      const uuid = `c0de0000-0000-4000-8000-00000000000${n}`;
      const record = {
        parentUuid: parent,
        ...base,
        type,
        message,
        uuid,
        timestamp: `2026-11-30T10:00:0${n}.000Z`,
      };
      parent = uuid;
      return JSON.stringify(record);
    };
    const use = (id: string) => ({
      model: "claude-sonnet-4-5-20250929",
      id: "msg_1",
      type: "message",
      role: "assistant",
      content: [{ type: "tool_use", id, name: "Read", input: { path: id } }],
      stop_reason: "tool_use",
    });
    const result = (id: string) => ({
      role: "user",
      content: [{ type: "tool_result", tool_use_id: id, content: `read ${id}` }],
    });
    const lines = [
      line(1, "user", { role: "user", content: "Read both files." }),
      line(2, "assistant", use("toolu_a")),
      line(3, "assistant", use("toolu_b")),
      line(4, "user", result("toolu_b")),
      line(5, "user", result("toolu_a")),
    ];
    const text = `${lines.join("\n")}\n`;
    writeFileSync(file, text);
    const report = fixInPlace(file, { force: true });
    expect(report.error).toBeUndefined();
    expect(report.changed).toBe(false);
    expect(report.conversations.every((c) => !c.moved)).toBe(true);
    expect(readFileSync(file, "utf8")).toBe(text);
  });
});
