// The service's repair policy: an output of the call's kind saying the call was interrupted.
import { type Item, type ItemRecord, itemType } from "clinker-transcript";

/** The text of every repair output; `isRepairOutput` recognizes repairs by it. */
export const INTERRUPTED_TEXT =
  "Error: this call was interrupted before it returned a result; it may or may not have taken effect.";

type Build = (key: string) => Record<string, unknown>;

// Kinds whose output is not `{ type: <call type>_output, call_id, output }`.
const BUILDERS: Record<string, Build> = {
  local_shell_call: (call_id) => ({
    type: "function_call_output",
    call_id,
    output: INTERRUPTED_TEXT,
  }),
  apply_patch_call: (call_id) => ({
    type: "apply_patch_call_output",
    call_id,
    status: "failed",
    output: INTERRUPTED_TEXT,
  }),
  tool_search_call: (call_id) => ({
    type: "tool_search_output",
    call_id,
    output: INTERRUPTED_TEXT,
  }),
  mcp_approval_request: (approval_request_id) => ({
    type: "mcp_approval_response",
    approval_request_id,
    approve: false,
    reason: INTERRUPTED_TEXT,
  }),
};

/** The repair output for call `call` (a Chat assistant message answers with a tool message). */
export function repairOutput(call: Item, callId: string): Item {
  if (Array.isArray((call as { tool_calls?: unknown }).tool_calls)) {
    return { role: "tool", tool_call_id: callId, content: INTERRUPTED_TEXT } as Item;
  }
  const type = itemType(call) ?? "function_call";
  const build = BUILDERS[type];
  if (build) return build(callId) as Item;
  return { type: `${type}_output`, call_id: callId, output: INTERRUPTED_TEXT } as Item;
}

/** `isRepairedOutput` of every plan: an output carrying {@link INTERRUPTED_TEXT}. */
export function isRepairOutput(output: ItemRecord): boolean {
  const text = output.output ?? output.content ?? output.reason;
  return text === INTERRUPTED_TEXT;
}
