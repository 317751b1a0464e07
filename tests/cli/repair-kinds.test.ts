// `fix` reads back every repair it writes: for each kind of call it repairs, a second run over its
// own output, with the call's real output arriving late, recognises the repair (the late output
// is dropped as the SPEC says), instead of failing with duplicate-output.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTranscriptSync } from "../../bindings/readers/index.js";
import { built, cli, tempDir } from "./run.js";

const user = { type: "message", role: "user", content: [{ type: "input_text", text: "go" }] };
const say = { type: "message", role: "assistant", content: [{ type: "output_text", text: "ok" }] };

/** Each call kind `fix` repairs, and the real output that arrives after the repair. */
const KINDS: Record<string, { call: object; late: object }> = {
  function: {
    call: { type: "function_call", call_id: "c1", name: "f", arguments: "{}" },
    late: { type: "function_call_output", call_id: "c1", output: "real" },
  },
  custom: {
    call: { type: "custom_tool_call", call_id: "c1", name: "f", input: "x" },
    late: { type: "custom_tool_call_output", call_id: "c1", output: "real" },
  },
  "MCP approval": {
    call: { type: "mcp_approval_request", id: "c1", name: "f", arguments: "{}", server_label: "s" },
    late: { type: "mcp_approval_response", approval_request_id: "c1", approve: true },
  },
  shell: {
    call: { type: "shell_call", call_id: "c1", action: { commands: ["ls"] }, status: "completed" },
    late: { type: "shell_call_output", call_id: "c1", output: [] },
  },
  "local shell": {
    call: { type: "local_shell_call", id: "ls1", call_id: "c1", action: {}, status: "completed" },
    late: { type: "local_shell_call_output", id: "c1", output: "real" },
  },
  computer: {
    call: { type: "computer_call", id: "cu1", call_id: "c1", action: {}, status: "completed" },
    late: { type: "computer_call_output", call_id: "c1", output: { type: "computer_screenshot" } },
  },
  apply_patch: {
    call: { type: "apply_patch_call", call_id: "c1", operation: {}, status: "completed" },
    late: { type: "apply_patch_call_output", call_id: "c1", status: "completed", output: "done" },
  },
  tool_search: {
    call: { type: "tool_search_call", call_id: "c1", execution: "client", arguments: {} },
    late: { type: "tool_search_output", call_id: "c1", execution: "client", tools: [] },
  },
};

const lines = (items: readonly object[]) => `${items.map((i) => JSON.stringify(i)).join("\n")}\n`;
const itemsOf = (path: string) =>
  readTranscriptSync(readFileSync(path)).items as Record<string, unknown>[];

describe.skipIf(!built)("fix recognises its own repairs on a second run", () => {
  const dir = tempDir();

  for (const [kind, { call, late }] of Object.entries(KINDS))
    it(`${kind} call`, () => {
      const input = join(dir, `${kind}.jsonl`);
      const first = join(dir, `${kind}.fixed.jsonl`);
      writeFileSync(input, lines([user, call, say]));
      expect(cli(["fix", input, "-o", first]).code).not.toBe(2);
      const fixed = itemsOf(first);
      expect(fixed).toHaveLength(4); // the repair, right after its call
      const repair = fixed[2];

      // Run again over its own output, the real output appended late.
      const again = join(dir, `${kind}.again.jsonl`);
      const second = join(dir, `${kind}.second.jsonl`);
      writeFileSync(again, lines([...fixed, late]));
      const run = cli(["fix", again, "-o", second]);
      expect(run.stdout + run.stderr).not.toMatch(/duplicate-output/);
      expect(run.code).not.toBe(2);
      expect(itemsOf(second)).toEqual(fixed); // the late output dropped, the repair kept
      expect(repair).not.toEqual(late);
    });

  it("a Chat tool call", () => {
    const call = {
      role: "assistant",
      content: null,
      tool_calls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" } }],
    };
    const input = join(dir, "chat.jsonl");
    const first = join(dir, "chat.fixed.jsonl");
    writeFileSync(input, lines([{ role: "user", content: "go" }, call]));
    expect(cli(["fix", input, "-o", first]).code).not.toBe(2);
    const fixed = itemsOf(first);
    const again = join(dir, "chat.again.jsonl");
    writeFileSync(again, lines([...fixed, { role: "tool", tool_call_id: "c1", content: "real" }]));
    const run = cli(["fix", again, "-o", join(dir, "chat.second.jsonl")]);
    expect(run.stdout + run.stderr).not.toMatch(/duplicate-output/);
    expect(itemsOf(join(dir, "chat.second.jsonl"))).toEqual(fixed);
  });
});
