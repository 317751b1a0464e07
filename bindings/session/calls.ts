// Admitting a response: its items, and every client call validated before anything runs.
import { FunctionCallError } from "../errors.js";
import type { Item } from "../items/index.js";
import { callKey, callKeys, isCallItem, itemType, needsOutput } from "../items/index.js";
import { CALL_KINDS } from "../items/kinds.js";
import { responseItems } from "../provider/convert/response.js";
import type { ProviderResponse, ToolUseBlock } from "../provider/protocol.js";
import { toolUses } from "../provider/protocol.js";
import { validateFunctionCall } from "../validate.js";
import type { SessionState } from "./state.js";
import type { SessionCall } from "./types.js";

/** A call the loop answers; with `notRun` it writes that error text instead of running it. */
export interface AdmittedCall extends SessionCall {
  readonly notRun?: string;
}

/** Why a response's calls are not run; undefined when they are. */
export type StopCause = "refused" | "truncated" | undefined;

// `responseItems` writes one of these per tool-use block, in order.
const TOOL_CALL_TYPES = new Set(["function_call", "custom_tool_call"]);

const STOP_TEXT = {
  refused: "Error: not run: the response ended in a refusal.",
  truncated: "Error: not run: the response was cut off at max_tokens.",
};

function freshKey(preceding: readonly Item[], turn: number): string {
  const held = new Set(preceding.flatMap(callKeys));
  let n = 1;
  while (held.has(`call_rejected_${turn}_${n}`)) n++;
  return `call_rejected_${turn}_${n}`;
}

// A call whose key the model got wrong is stored under a fresh key and answered with an error.
function rejectCall(
  state: SessionState,
  call: Item,
  use: ToolUseBlock | undefined,
  preceding: readonly Item[],
  error: FunctionCallError,
): AdmittedCall {
  const callId = freshKey(preceding, state.turns);
  const field = CALL_KINDS[itemType(call) ?? ""]?.callKeyField ?? "call_id";
  const renamed = { ...call, [field]: callId } as Item;
  const why =
    error.reason === "missing-call-id"
      ? "the call had no call id"
      : `call id ${JSON.stringify(error.callId)} was already used`;
  state.emit({ type: "call-rejected", call: renamed, callId, reason: error.reason });
  const notRun = `Error: not run: ${why}; it was stored as ${callId}. Call the tool again if you still need it.`;
  return { call: renamed, callId, name: use?.name ?? "", input: use?.input, notRun };
}

function admitCall(
  state: SessionState,
  call: Item,
  use: ToolUseBlock | undefined,
  preceding: readonly Item[],
  stop: StopCause,
): AdmittedCall {
  try {
    validateFunctionCall(call, { precedingItems: preceding });
  } catch (error) {
    if (error instanceof FunctionCallError) return rejectCall(state, call, use, preceding, error);
    throw error;
  }
  const admitted = { call, callId: callKey(call) ?? "", name: use?.name ?? "", input: use?.input };
  if (stop) return { ...admitted, notRun: STOP_TEXT[stop] };
  if (!use) {
    return { ...admitted, notRun: `Error: not run: the session runs function tools only.` };
  }
  return admitted;
}

/**
 * The items of `response` to append, with each client call validated against the projection
 * and the calls before it, and the calls the loop must answer, in order. Nothing is appended.
 */
export function admitResponse(
  state: SessionState,
  response: ProviderResponse,
  stop: StopCause,
): { items: Item[]; calls: AdmittedCall[] } {
  const uses = toolUses(response);
  const preceding = state.projection.items();
  const items: Item[] = [];
  const calls: AdmittedCall[] = [];
  let next = 0;
  for (const item of responseItems(response)) {
    let admitted = item;
    if (isCallItem(item) && needsOutput(item)) {
      const use = TOOL_CALL_TYPES.has(itemType(item) ?? "") ? uses[next++] : undefined;
      const call = admitCall(state, item, use, preceding, stop);
      calls.push(call);
      admitted = call.call;
    }
    items.push(admitted);
    preceding.push(admitted);
  }
  return { items, calls };
}
