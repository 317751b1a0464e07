// Agents SDK items as library items (protocol spellings to Responses ones), so the engine plans
// them; the repairs it asks for are written back as Agents SDK result items.
import type { Item } from "clinker-transcript";
import type { AgentItemLike } from "./types.js";

// Agents SDK call and result types, with the Responses type each stands for.
const CALLS: Record<string, string> = {
  function_call: "function_call",
  shell_call: "shell_call",
  apply_patch_call: "apply_patch_call",
};
const RESULTS: Record<string, string> = {
  function_call_result: "function_call_output",
  shell_call_output: "shell_call_output",
  apply_patch_call_output: "apply_patch_call_output",
};
const PRIVATE = new Set(["reasoning", "compaction"]);

/** The call key of an Agents SDK call or result item (`callId`, or `call_id` as stored raw). */
export function agentCallId(item: AgentItemLike): unknown {
  const { callId, call_id } = item as { callId?: unknown; call_id?: unknown };
  return callId ?? call_id;
}

/** The library item an Agents SDK item stands for (a fresh object; unknown kinds are "other"). */
export function toLibraryItem(item: AgentItemLike): Item {
  const type = item.type ?? "message";
  const call = CALLS[type];
  if (call) return { type: call, call_id: agentCallId(item) } as Item;
  const result = RESULTS[type];
  if (result) return { type: result, call_id: agentCallId(item) } as Item;
  if (PRIVATE.has(type)) return { type } as Item;
  if (type === "message") return { type, role: item.role } as Item;
  return { type: `agents:${type}` } as Item;
}

/** An Agents SDK result item answering `call` (`callId`) with an error `text`. */
export function agentErrorResult(call: AgentItemLike, callId: string, text: string): AgentItemLike {
  const { name } = call as { name?: unknown };
  if (call.type === "shell_call")
    return {
      type: "shell_call_output",
      callId,
      output: [{ stdout: "", stderr: text, outcome: { type: "exit", exitCode: 1 } }],
    } as AgentItemLike;
  if (call.type === "apply_patch_call")
    return {
      type: "apply_patch_call_output",
      callId,
      status: "failed",
      output: text,
    } as AgentItemLike;
  return {
    type: "function_call_result",
    name: typeof name === "string" ? name : "",
    callId,
    status: "incomplete",
    output: { type: "text", text },
  } as AgentItemLike;
}

/** The error text of a result item, when it is one {@link agentErrorResult} writes. */
export function agentResultText(item: AgentItemLike): unknown {
  const { output } = item as { output?: unknown };
  if (typeof output === "string") return output;
  if (Array.isArray(output)) return (output[0] as { stderr?: unknown } | undefined)?.stderr;
  return (output as { text?: unknown } | undefined)?.text;
}
