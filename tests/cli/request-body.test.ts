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
});

const RESPONSES = {
  model: "gpt-5",
  instructions: "Answer briefly.",
  store: false,
  previous_response_id: null,
  reasoning: { effort: "low", summary: "auto" },
  include: ["reasoning.encrypted_content"],
  tools: [{ type: "function", name: "get_weather", parameters: { type: "object" } }],
  tool_choice: "auto",
  max_output_tokens: 512,
  input: [
    { role: "user", content: [{ type: "input_text", text: "Weather in Lisbon?" }] },
    { type: "function_call", call_id: "c1", name: "get_weather", arguments: "{}" },
    { type: "function_call_output", call_id: "c1", output: "rain" },
  ],
};
const { input: _i, ...responsesRest } = RESPONSES;

// Writes `text` as the input and runs `args` (the input after the command name) to out.json.
/** An items output without its meta record (one element or line of its own). */
const withoutMeta = (text: string) =>
  text
    .split("\n")
    .filter((line) => !line.includes('"type":"clinker-transcript.meta"'))
    .join("\n");

function runText(text: string, args: string[]) {
  const dir = tempDir();
  const input = join(dir, "body.json");
  writeFileSync(input, text);
  const output = join(dir, "out.json");
  const out = args[0] === "check" ? [] : ["-o", output];
  const result = cli([...args.slice(0, 1), input, ...args.slice(1), ...out]);
  return { result, output, read: () => JSON.parse(readFileSync(output, "utf8")) };
}

const layouts = {
  pretty: (body: unknown) => JSON.stringify(body, null, 2),
  "single-line": (body: unknown) => `${JSON.stringify(body)}\n`,
};

describe.skipIf(!built)("Responses request bodies are read and written back whole", () => {
  for (const [layout, text] of Object.entries(layouts)) {
    it(`check reads a ${layout} Responses body as Responses`, () => {
      const { result } = runText(text(RESPONSES), ["check", "--json"]);
      const report = JSON.parse(result.stdout);
      expect(result.code).toBe(0);
      expect(report.files[0]).toMatchObject({ format: "json-array", api: "responses" });
    });

    for (const args of [["fix"], ["convert", "--to", "responses"]])
      it(`${args.join(" ")} of a ${layout} Responses body keeps every field`, () => {
        const { result, read } = runText(text(RESPONSES), args);
        expect(result.code).toBe(0);
        expect(read()).toEqual(RESPONSES);
      });
  }

  it("compact of a Responses body keeps every field (instructions too)", () => {
    const { result, read } = runText(JSON.stringify(RESPONSES), [
      "compact",
      "--cutoff",
      "1",
      "--summary",
      "S",
    ]);
    expect(result.code).toBe(0);
    expect(read()).toMatchObject(responsesRest);
  });

  it("a text input is one user message", () => {
    const text = JSON.stringify({ model: "gpt-5", input: "hi" });
    const converted = runText(text, ["convert", "--to", "responses"]);
    expect(converted.result.code).toBe(0);
    expect(converted.read()).toEqual({
      model: "gpt-5",
      input: [{ type: "message", role: "user", content: "hi" }],
    });
    // fix changes nothing in it: the body comes back byte for byte (valid-unchanged.test.ts).
    const fixed = runText(text, ["fix"]);
    expect(fixed.result.code).toBe(0);
    expect(readFileSync(fixed.output, "utf8")).toBe(text);
  });
});

describe.skipIf(!built)("a single-line request body is a body, not one JSON lines record", () => {
  for (const [name, body, format] of [
    ["Anthropic", ANTHROPIC, "anthropic-messages"],
    ["Chat", CHAT, "json-array"],
  ] as const)
    it(`${name}: detected as ${format} and written back whole`, () => {
      const text = `${JSON.stringify(body)}\n`;
      const check = runText(text, ["check", "--json"]).result;
      expect(check.code).toBe(0);
      expect(JSON.parse(check.stdout).files[0].format).toBe(format);
      const { result, read } = runText(text, ["fix"]);
      expect(result.code).toBe(0);
      expect(read()).toMatchObject(name === "Anthropic" ? anthropicRest : chatRest);
    });
});

// What a request body's fields became in another format: the refusal names every field that would
// be lost; with --allow-lossy the report names exactly the source fields the written body lacks.
describe.skipIf(!built)("a body written as another format is lossless or loud", () => {
  const cases = [
    {
      name: "an Anthropic body --to chat",
      body: ANTHROPIC,
      args: ["convert", "--to", "chat"],
      lost: ["thinking", "mcp_servers", "metadata"],
      carried: {
        model: "claude-sonnet-4-5",
        max_completion_tokens: 1024,
        tools: [
          {
            type: "function",
            function: { name: "get_weather", parameters: tools[0].input_schema },
          },
        ],
        tool_choice: "auto",
      },
    },
    {
      name: "a Responses body --to anthropic",
      body: RESPONSES,
      args: ["fix", "--to", "anthropic"],
      lost: ["store", "previous_response_id", "reasoning", "include"],
      carried: {
        model: "gpt-5",
        system: "Answer briefly.",
        max_tokens: 512,
        tools: [{ name: "get_weather", input_schema: { type: "object" } }],
        tool_choice: { type: "auto" },
      },
    },
    {
      name: "an Anthropic body to items (--to json)",
      body: ANTHROPIC,
      args: ["convert", "--to", "json"],
      lost: Object.keys(anthropicRest),
      carried: undefined,
    },
    {
      name: "a Responses body to items (fix --to jsonl)",
      body: RESPONSES,
      args: ["fix", "--to", "jsonl"],
      lost: Object.keys(responsesRest).filter((k) => k !== "instructions"),
      carried: undefined,
    },
  ];
  for (const c of cases)
    it(`${c.name}: refused naming the fields, or written listing them`, () => {
      const refused = runText(JSON.stringify(c.body), c.args).result;
      expect(refused.code).toBe(2);
      for (const field of c.lost) expect(refused.stderr + refused.stdout).toContain(field);
      const { result, output } = runText(JSON.stringify(c.body), [
        ...c.args,
        "--allow-lossy",
        "--json",
      ]);
      expect(result.code).toBe(0);
      const report = JSON.parse(result.stdout);
      expect([...report.droppedFields].sort()).toEqual([...c.lost].sort());
      const text = readFileSync(output, "utf8");
      if (c.carried === undefined) {
        // Items: the instructions (a Responses body's) are the first item; no field is written
        // (the meta record before them names the log's model, no request field: items-meta.ts).
        for (const field of c.lost) expect(withoutMeta(text)).not.toContain(`"${field}"`);
        return;
      }
      const written = JSON.parse(text);
      expect(written).toMatchObject(c.carried);
      for (const field of c.lost) expect(written).not.toHaveProperty(field);
      const plain = runText(JSON.stringify(c.body), [...c.args, "--allow-lossy"]).result.stdout;
      expect(plain).toContain(
        `request body fields left out (no ${c.args.at(-1)} form, --allow-lossy): ${c.lost.length}`,
      );
    });

  it("a Chat body --to responses is refused: Chat messages are no Responses items", () => {
    const { result } = runText(JSON.stringify(CHAT), ["convert", "--to", "responses"]);
    expect(result.code).toBe(2);
    expect(result.stdout + result.stderr).toContain("this log's items are Chat messages");
  });

  it("a Responses body's instructions open the items written", () => {
    const { result, output } = runText(JSON.stringify(RESPONSES), [
      "convert",
      "--to",
      "jsonl",
      "--allow-lossy",
    ]);
    expect(result.code).toBe(0);
    const first = JSON.parse(withoutMeta(readFileSync(output, "utf8")).split("\n")[0]);
    expect(first).toEqual({ type: "message", role: "system", content: "Answer briefly." });
  });
});
