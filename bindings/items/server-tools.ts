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

function stringOwn(item: unknown, field: string): string | undefined {
  const value = own(item as object, field);
  return typeof value === "string" ? value : undefined;
}

/** {@link serverToolPart}: none of the others. */
export const PART_OTHER = 0;
/** {@link serverToolPart}: an item Anthropic receives in a user message. */
export const PART_LEAVES = 1;
/** {@link serverToolPart}: a server tool use (`server_tool_use`, `mcp_tool_use`). */
export const PART_USE = 2;
/** {@link serverToolPart}: a server tool result (`*_tool_result`). */
export const PART_RESULT = 3;

/**
 * What `item` is to the rules that keep a server tool use with its results, its `type` read once
 * (and its `role` for a message): one of the PART_* constants. An item leaves the assistant
 * message when Anthropic receives it in a user message: a user or tool message, or a function or
 * custom tool call's output, the items the conversion (readers/anthropic-write.ts) makes user
 * blocks of. Other outputs have no Anthropic form: the conversion drops them, the message goes on.
 * @throws {TranscriptError} `invalid-item` for a field that cannot be read.
 */
export function serverToolPart(item: unknown): number {
  if (typeof item !== "object" || item === null) return PART_OTHER;
  const type = own(item, "type");
  if (typeof type === "string" && type !== "message") {
    if (type === "function_call_output" || type === "custom_tool_call_output") return PART_LEAVES;
    if (SERVER_CALL_TYPES.has(type)) return PART_USE;
    return isServerResult(type) ? PART_RESULT : PART_OTHER;
  }
  if (type !== undefined && type !== "message") return PART_OTHER;
  const role = own(item, "role");
  return role === "user" || role === "tool" ? PART_LEAVES : PART_OTHER;
}

/** A server tool use's `id`, or a result's `tool_use_id` (by its `part`), where it is a string; undefined for any other part. */
export function serverToolId(item: unknown, part: number): string | undefined {
  if (part === PART_USE) return stringOwn(item, "id");
  return part === PART_RESULT ? stringOwn(item, "tool_use_id") : undefined;
}
