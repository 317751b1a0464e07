// A user's file: plain object literals of every kind in SPEC §1, compiled against the built types
// with `lib: ["es2022"]` alone (no DOM, no @types/node).
import {
  type Item,
  init,
  initSync,
  itemsForFamily,
  makeCompactionPlan,
  Projection,
  reconcileItems,
  TranscriptError,
  type WasmSource,
} from "clinker-transcript";
import { createStubProvider } from "clinker-transcript/provider";
import { runSession } from "clinker-transcript/session";

export const items: Item[] = [
  { type: "message", role: "user", content: "hi" },
  {
    type: "message",
    role: "assistant",
    content: [{ type: "output_text", text: "ok", annotations: [] }],
  },
  { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
  { type: "function_call_output", call_id: "a", output: "ok" },
  { type: "custom_tool_call", call_id: "b", name: "g", input: "x" },
  { type: "custom_tool_call_output", call_id: "b", output: "y" },
  {
    type: "computer_call",
    call_id: "c",
    action: { type: "click", x: 1, y: 2 },
    pending_safety_checks: [],
  },
  {
    type: "computer_call_output",
    call_id: "c",
    output: { type: "computer_screenshot", image_url: "data:," },
  },
  { type: "local_shell_call", call_id: "d", id: "ls_1", action: { type: "exec", command: ["ls"] } },
  { type: "local_shell_call_output", id: "d", output: "files" },
  {
    type: "shell_call",
    call_id: "e",
    action: { commands: ["ls"] },
    environment: { type: "local" },
  },
  { type: "shell_call_output", call_id: "e", output: [{ stdout: "", stderr: "" }] },
  {
    type: "apply_patch_call",
    call_id: "f",
    operation: { type: "update_file", path: "a", diff: "" },
  },
  { type: "apply_patch_call_output", call_id: "f", status: "completed" },
  { type: "tool_search_call", call_id: "g", execution: "client", arguments: {} },
  { type: "tool_search_output", call_id: "g", execution: "client", tools: [] },
  { type: "mcp_approval_request", id: "h", server_label: "s", name: "t", arguments: "{}" },
  { type: "mcp_approval_response", approval_request_id: "h", approve: true },
  { type: "program", call_id: "i", fingerprint: "fp", code: "x" },
  { type: "program_output", call_id: "i", fingerprint: "fp", output: "y" },
  {
    type: "web_search_call",
    id: "ws",
    status: "completed",
    action: { type: "search", query: "q" },
  },
  { type: "file_search_call", id: "fs", status: "completed", queries: ["q"], results: null },
  { type: "code_interpreter_call", id: "ci", code: "1", container_id: "c", outputs: [] },
  { type: "image_generation_call", id: "ig", status: "completed", result: null },
  { type: "mcp_call", id: "mc", server_label: "s", name: "t", arguments: "{}", output: "r" },
  { type: "mcp_list_tools", id: "ml", server_label: "s", tools: [] },
  {
    role: "assistant",
    content: null,
    tool_calls: [{ id: "j", type: "function", function: { name: "f", arguments: "{}" } }],
  },
  { role: "tool", tool_call_id: "j", content: "ok" },
  { role: "assistant", content: null, function_call: { name: "f", arguments: "{}" } },
  { role: "function", name: "f", content: "ok" },
  {
    role: "assistant",
    content: "ok",
    reasoning_content: "thought",
    reasoning_details: [],
    thinking_blocks: [],
  },
  { type: "reasoning", id: "r", summary: [], encrypted_content: "e" },
  { type: "thinking", thinking: "t", signature: "s" },
  { type: "redacted_thinking", data: "d" },
  { type: "compaction", id: "cp", encrypted_content: "e" },
  { type: "compaction_summary", id: "cs", encrypted_content: "e" },
  { type: "context_compaction", id: "cc" },
  { type: "some_future_kind", anything: [1, 2, 3] },
];

export async function main(source: WasmSource): Promise<void> {
  await init(source);
  initSync();
  const plan = reconcileItems([
    { type: "message", role: "user", content: "hi" },
    { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
  ]);
  const projection = new Projection(plan.items());
  makeCompactionPlan(projection, { engine: "auto" });
  itemsForFamily(items, "openai");
  const controller = { aborted: false, addEventListener() {}, removeEventListener() {} };
  // A Projection from the main entry is the one the provider entry's session loop takes.
  const result = await runSession({
    provider: createStubProvider([]),
    projection,
    signal: controller,
  }).catch((error: unknown) => (error instanceof TranscriptError ? error.code : "other"));
  void result;
}
