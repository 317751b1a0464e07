// Issue 29: `compact` dropped an Anthropic body's `system` and a Codex rollout's developer
// message when the cutoff passed them. Instructions are not history: they stay, and the report
// says how many were kept.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTranscriptSync } from "../../bindings/readers/index.js";
import { built, cli, tempDir } from "./run.js";

const SYSTEM = "You are a careful shop assistant.";
const DEVELOPER = "Answer briefly. Run the tests before you say done.";

function compact(input: string, output: string, cutoff: string, json = true) {
  // --allow-lossy: a Codex rollout's records are not kept in items (host-records.ts).
  const args = [
    "compact",
    input,
    "--cutoff",
    cutoff,
    "--summary",
    "S",
    "--allow-lossy",
    "-o",
    output,
  ];
  return cli(json ? [...args, "--json"] : args);
}

describe.skipIf(!built)("compact keeps instructions", () => {
  it("an Anthropic body keeps its system prompt when the cutoff passes it", () => {
    const dir = tempDir();
    const input = join(dir, "body.json");
    const messages = [
      { role: "user", content: "first question" },
      { role: "assistant", content: "first answer" },
      { role: "user", content: "second question" },
      { role: "assistant", content: "second answer" },
    ];
    writeFileSync(input, JSON.stringify({ system: SYSTEM, messages }, null, 1));
    const output = join(dir, "out.json");
    const run = compact(input, output, "3");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ instructionsKept: 1 });
    const body = JSON.parse(readFileSync(output, "utf8"));
    expect(body.system).toBe(SYSTEM);
    expect(body.messages.map((m: any) => m.role)).toEqual(["user", "user", "assistant"]);
    expect(body.messages[1]).toEqual({ role: "user", content: "second question" });
    const text = compact(input, join(dir, "out2.json"), "3", false);
    expect(text.stdout).toContain("kept 1 instruction message(s)");
  });

  it("a Codex rollout keeps its developer message when the cutoff passes it", () => {
    const dir = tempDir();
    const input = join(dir, "rollout.jsonl");
    const line = (type: string, payload: unknown) =>
      JSON.stringify({ timestamp: "2026-11-30T09:00:00.000Z", type, payload });
    const message = (role: string, text: string) => ({
      type: "message",
      role,
      content: [{ type: role === "assistant" ? "output_text" : "input_text", text }],
    });
    const lines = [
      line("session_meta", { id: "0199aa00-0000-7000-8000-000000000009", cwd: "/w" }),
      line("response_item", message("developer", DEVELOPER)),
      line("response_item", message("user", "q1")),
      line("response_item", message("assistant", "a1")),
      line("response_item", message("user", "q2")),
      line("response_item", message("assistant", "a2")),
    ];
    writeFileSync(input, `${lines.join("\n")}\n`);
    const output = join(dir, "out.jsonl");
    const run = compact(input, output, "3");
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ start: 3, instructionsKept: 1, itemsAfter: 4 });
    const items = readTranscriptSync(readFileSync(output)).items as Record<string, any>[];
    expect(items[0]).toEqual(message("developer", DEVELOPER));
    expect(items[1].content[0].text).toBe("S");
    expect(items.slice(2)).toEqual([message("user", "q2"), message("assistant", "a2")]);
  });
});
