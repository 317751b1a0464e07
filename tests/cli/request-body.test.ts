// Issue 29: `fix` and `convert` of a request body kept only `messages`. Every field the body does
// not transcribe (model, tools, tool_choice, max_tokens, thinking, mcp_servers, ...) is written
// back when the output is the same body form.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, tempDir } from "./run.js";

const tools = [{ name: "get_weather", input_schema: { type: "object", properties: {} } }];
const ANTHROPIC = {
  model: "claude-sonnet-4-5",
  max_tokens: 1024,
  system: "Answer briefly.",
  tools,
  tool_choice: { type: "auto" },
  thinking: { type: "enabled", budget_tokens: 2048 },
  mcp_servers: [{ type: "url", url: "https://example.invalid/mcp", name: "x" }],
  metadata: { user_id: "u1" },
  messages: [
    { role: "user", content: "Weather in Lisbon?" },
    {
      role: "assistant",
      content: [{ type: "tool_use", id: "toolu_1", name: "get_weather", input: {} }],
    },
    { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "rain" }] },
  ],
};
const CHAT = {
  model: "gpt-4.1",
  temperature: 0.2,
  tools: [{ type: "function", function: { name: "get_weather", parameters: {} } }],
  tool_choice: "auto",
  messages: [
    { role: "system", content: "Answer briefly." },
    { role: "user", content: "Weather in Lisbon?" },
  ],
};

const { messages: _a, system: _s, ...anthropicRest } = ANTHROPIC;
const { messages: _c, ...chatRest } = CHAT;

function run(body: unknown, args: string[]) {
  const dir = tempDir();
  const input = join(dir, "body.json");
  writeFileSync(input, JSON.stringify(body, null, 1));
  const output = join(dir, "out.json");
  const result = cli([...args.slice(0, 1), input, ...args.slice(1), "-o", output]);
  expect(result.stdout + result.stderr).not.toContain("error");
  return JSON.parse(readFileSync(output, "utf8"));
}

describe.skipIf(!built)("request bodies keep their other fields", () => {
  for (const args of [["fix"], ["convert", "--to", "anthropic"]])
    it(`${args.join(" ")} of an Anthropic body keeps model, tools, thinking, mcp_servers...`, () => {
      const out = run(ANTHROPIC, args);
      expect(out).toMatchObject(anthropicRest);
      expect(out.system).toBe(ANTHROPIC.system);
      expect(out.messages).toHaveLength(3);
    });

  for (const args of [["fix"], ["convert", "--to", "chat"]])
    it(`${args.join(" ")} of a Chat body keeps model, temperature, tools, tool_choice`, () => {
      const out = run(CHAT, args);
      expect(out).toEqual({ ...chatRest, messages: CHAT.messages });
    });

  it("compact of an Anthropic body keeps them too", () => {
    const out = run(ANTHROPIC, ["compact", "--cutoff", "1", "--summary", "S"]);
    expect(out).toMatchObject(anthropicRest);
  });

  it("another write format carries items only (no body form to hold the fields)", () => {
    const out = run(ANTHROPIC, ["convert", "--to", "json"]);
    expect(Array.isArray(out)).toBe(true);
  });
});
