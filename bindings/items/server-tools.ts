// Anthropic server tool blocks kept as items (readers/anthropic-items.ts keeps them verbatim): a
// `server_tool_use` or `mcp_tool_use` and its `*_tool_result`, which Anthropic needs in the same
// assistant message. The engines do not pair them (SPEC §1 has no such items); what must keep
// them together (a piece's cut, a compaction's start) reads them here.
import { own } from "./kinds.js";

/** Server tools whose results sit in the same assistant message. */
export const SERVER_CALL_TYPES: ReadonlySet<string> = new Set(["server_tool_use", "mcp_tool_use"]);

/** A server tool result block (`web_search_tool_result`, `mcp_tool_result`, ...; not `tool_result`). */
export function isServerResult(type: string | undefined): boolean {
  return type?.endsWith("_tool_result") === true;
}

function typeOf(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const type = own(item, "type");
  return typeof type === "string" ? type : undefined;
}

function stringOwn(item: unknown, field: string): string | undefined {
  const value = own(item as object, field);
  return typeof value === "string" ? value : undefined;
}

/** The `id` of a server tool use item; undefined for any other item. */
export function serverUseId(item: unknown): string | undefined {
  const type = typeOf(item);
  return type !== undefined && SERVER_CALL_TYPES.has(type) ? stringOwn(item, "id") : undefined;
}

/** Whether `item` is a server tool result block, whatever its `tool_use_id`. */
export function isServerResultItem(item: unknown): boolean {
  return isServerResult(typeOf(item));
}

/** The `tool_use_id` of a server tool result item; undefined for any other item. */
export function serverResultId(item: unknown): string | undefined {
  return isServerResult(typeOf(item)) ? stringOwn(item, "tool_use_id") : undefined;
}

/**
 * Whether Anthropic receives `item` in a user message, so the assistant message before it has
 * ended: a user or tool message, or a function or custom tool call's output, the items the
 * conversion (readers/anthropic-write.ts) makes user blocks of. Other outputs have no Anthropic
 * form: the conversion drops them, and the message goes on.
 */
export function leavesAssistantMessage(item: unknown): boolean {
  if (typeof item !== "object" || item === null) return false;
  const type = own(item, "type");
  if (type === "function_call_output" || type === "custom_tool_call_output") return true;
  const role = own(item, "role");
  return (type === "message" || type === undefined) && (role === "user" || role === "tool");
}
