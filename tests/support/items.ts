// Small item builders for tests (plain provider shapes).
export const user = (text: string) => ({ type: "message", role: "user", content: text });
export const assistant = (text: string) => ({
  type: "message",
  role: "assistant",
  content: [{ type: "output_text", text }],
});
export const call = (id: string, name = "f") => ({
  type: "function_call",
  call_id: id,
  name,
  arguments: "{}",
});
export const out = (id: string, output = `out ${id}`) => ({
  type: "function_call_output",
  call_id: id,
  output,
});
export const reasoning = (id = "rs") => ({
  type: "reasoning",
  id,
  summary: [],
  encrypted_content: "gAAAA",
});
export const chatCalls = (...ids: string[]) => ({
  role: "assistant",
  content: null,
  tool_calls: ids.map((id) => ({
    id,
    type: "function",
    function: { name: "f", arguments: "{}" },
  })),
});
export const tool = (id: string, content = `result ${id}`) => ({
  role: "tool",
  tool_call_id: id,
  content,
});
export const chatUser = (text: string) => ({ role: "user", content: text });
/** Calls on `keys`, then `between`, then the calls' outputs in call order. */
export const answeredGroup = (keys: readonly string[], between: readonly object[] = []) => [
  ...keys.map((k) => call(k)),
  ...between,
  ...keys.map((k) => out(k)),
];
export const repairOf = (id: string) => out(id, "interrupted");
/** A server-executed call (a hosted shell): it needs no output and is never repaired. */
export const serverCall = (id: string) => ({
  type: "shell_call",
  call_id: id,
  environment: { type: "container" },
  action: {},
});
export const serverOutput = (id: string) => ({
  type: "shell_call_output",
  call_id: id,
  output: [],
});
