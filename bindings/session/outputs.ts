// Outputs the loop writes: tool results, error outputs and the default repair.

import type { Item } from "../items/index.js";
import { chatToolCalls, itemType } from "../items/index.js";
import { CALL_KINDS } from "../items/kinds.js";
import type { Projection } from "../projection.js";
import type { MissingOutputRepair } from "../reconcile/repairs.js";

/** The text of the default repair output. */
export const INTERRUPTED_TEXT =
  "Error: this call was interrupted before it returned a result; it may or may not have taken effect.";

/** The metadata key of the projection table marking outputs the loop published as repairs. */
export const SESSION_REPAIRS: unique symbol = Symbol("clinker-transcript/session-repairs");

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

/** A tool's return value as output text: strings as is, `undefined` empty, the rest JSON. */
export function resultText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value) ?? String(value);
}

/** The default error text of a tool that threw. */
export function errorText(error: unknown): string {
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The default repair policy: an output of the call's kind saying the call was interrupted
 * ({@link INTERRUPTED_TEXT}). The loop appends it to the projection, which is its publication.
 */
export function interruptedOutput(repair: MissingOutputRepair): Item {
  return outputFor(repair.call, repair.callId, INTERRUPTED_TEXT);
}

function textOf(item: Item): unknown {
  const fields = item as { output?: unknown; content?: unknown; reason?: unknown };
  return fields.output ?? fields.content ?? fields.reason;
}

/**
 * The default `isRepairedOutput` over `projection`: an output the loop marked in its
 * {@link SESSION_REPAIRS} table, or one whose text is {@link INTERRUPTED_TEXT} (so a
 * transcript restored from storage, without metadata, is still read right).
 */
export function isSessionRepair(projection: Projection): (output: Item) => boolean {
  return (output) =>
    projection.metadataTable(SESSION_REPAIRS).has(output) || textOf(output) === INTERRUPTED_TEXT;
}
