// Issue 29: a Responses input whose messages carry no `type` (role + input_text/output_text
// parts, what several frameworks send) was detected as Chat, and `fix` rewrote it as Chat. Its
// parts say Responses, so it is read as Responses and written back unchanged.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, tempDir } from "./run.js";

const ITEMS = [
  { role: "user", content: [{ type: "input_text", text: "Weather in Lisbon?" }] },
  { type: "function_call", call_id: "c1", name: "get_weather", arguments: "{}" },
  { type: "function_call_output", call_id: "c1", output: "rain" },
  { role: "assistant", content: [{ type: "output_text", text: "Take an umbrella." }] },
];

describe.skipIf(!built)("Responses messages without type", () => {
  const forms = [
    ["in.jsonl", `${ITEMS.map((i) => JSON.stringify(i)).join("\n")}\n`, "responses-jsonl"],
    ["in.json", JSON.stringify(ITEMS, null, 1), "json-array"],
  ] as const;
  for (const [name, text, format] of forms)
    it(`${format}: detected as Responses, and fix writes the items back unchanged`, () => {
      const dir = tempDir();
      const input = join(dir, name);
      writeFileSync(input, text);
      const check = cli(["check", input]);
      expect(check.stdout).toContain(`${format} (responses)`);
      expect(check.code).toBe(0);
      const output = join(dir, "out.jsonl");
      expect(cli(["fix", input, "-o", output]).code).toBe(0);
      const lines = readFileSync(output, "utf8").trim().split("\n");
      expect(lines.map((l) => JSON.parse(l))).toEqual(ITEMS);
    });

  it("a Chat message with text parts is still Chat", () => {
    const dir = tempDir();
    const input = join(dir, "chat.jsonl");
    writeFileSync(
      input,
      `${JSON.stringify({ role: "user", content: [{ type: "text", text: "hi" }] })}\n`,
    );
    expect(cli(["check", input]).stdout).toContain("chat-jsonl (chat)");
  });
});
