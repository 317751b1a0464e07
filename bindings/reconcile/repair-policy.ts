// The repair policy, once for every writer of repairs (the session loop, the command line, the
// server example, the benchmark): the output published for a call left without one, and how such
// an output is recognised later, from its text alone (a transcript read back from storage has no
// other mark).
import { chatToolCalls, itemType } from "../items/classify.js";
import { CALL_KINDS } from "../items/kinds.js";
import type { Item, ItemRecord } from "../items/types.js";
import { textOf } from "../readers/vendor-blocks.js";

/** The text of the default repair output. */
export const INTERRUPTED_TEXT =
  "Error: this call was interrupted before it returned a result; it may or may not have taken effect.";

type Build = (callId: string, text: string) => Item;

// Output shapes per call kind; every other kind gets `{ type: <its output>, call_id, output }`.
const BUILDERS: Record<string, Build> = {
  function_call: (call_id, output) => ({ type: "function_call_output", call_id, output }) as Item,
  local_shell_call: (call_id, output) =>
    ({ type: "function_call_output", call_id, output }) as Item,
  apply_patch_call: (call_id, output) =>
    ({ type: "apply_patch_call_output", call_id, status: "failed", output }) as Item,
  mcp_approval_request: (approval_request_id, reason) =>
    ({ type: "mcp_approval_response", approval_request_id, approve: false, reason }) as Item,
};

/** An output of the right kind for `call` with key `callId` and text `text`. */
export function outputFor(call: Item, callId: string, text: string): Item {
  if (chatToolCalls(call)) return { role: "tool", tool_call_id: callId, content: text } as Item;
  const type = itemType(call) ?? "";
  const build = BUILDERS[type];
  if (build) return build(callId, text);
  const output = CALL_KINDS[type]?.output[0] ?? "function_call_output";
  return { type: output, call_id: callId, output: text } as Item;
}

/**
 * The text an output carries where {@link outputFor} writes it: `output`, `content` (a Chat tool
 * message) or `reason` (an MCP approval response), content parts joined; "" for anything else.
 */
export function outputText(output: Item): string {
  const fields = output as { output?: unknown; content?: unknown; reason?: unknown };
  return textOf(fields.output ?? fields.content ?? fields.reason);
}

/** What a planner needs to repair a transcript and to read back the repairs it wrote. */
export interface RepairPolicy {
  /** The repair for a call without an output: an output of the call's kind with the text. */
  repairOutput(repair: { readonly call: Item; readonly callId: string }): Item;
  /** Is `output` one of this policy's repairs (its text is the repair text)? */
  isRepairedOutput(output: ItemRecord): boolean;
}

/**
 * The repair policy for `text` (default {@link INTERRUPTED_TEXT}): pass both callbacks to the
 * planners (`isRepairedOutput` to `reconcileItems`, `repairOutput` to `items()`), so a transcript
 * repaired once is read right when it is planned again, with or after a late real output.
 */
export function repairPolicy(text: string = INTERRUPTED_TEXT): RepairPolicy {
  return {
    repairOutput: (repair) => outputFor(repair.call, repair.callId, text),
    isRepairedOutput: (output) => outputText(output) === text,
  };
}
