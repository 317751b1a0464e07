// The item vocabulary of SPEC §1 as tables: one home for every type name.
import { TranscriptError } from "../errors.js";

/** How a call kind is executed; `dynamic` kinds decide per item. */
export type Executor = "client" | "server" | "dynamic";

/** One row of SPEC §1's Responses table. */
export interface CallKind {
  readonly output: readonly string[];
  readonly callKeyField: string;
  readonly executor: Executor;
}

export const CALL_KINDS: Readonly<Record<string, CallKind>> = {
  function_call: { output: ["function_call_output"], callKeyField: "call_id", executor: "client" },
  custom_tool_call: {
    output: ["custom_tool_call_output"],
    callKeyField: "call_id",
    executor: "client",
  },
  computer_call: { output: ["computer_call_output"], callKeyField: "call_id", executor: "client" },
  local_shell_call: {
    output: ["local_shell_call_output", "function_call_output"],
    callKeyField: "call_id",
    executor: "client",
  },
  shell_call: { output: ["shell_call_output"], callKeyField: "call_id", executor: "dynamic" },
  apply_patch_call: {
    output: ["apply_patch_call_output"],
    callKeyField: "call_id",
    executor: "client",
  },
  tool_search_call: {
    output: ["tool_search_output"],
    callKeyField: "call_id",
    executor: "dynamic",
  },
  mcp_approval_request: {
    output: ["mcp_approval_response"],
    callKeyField: "id",
    executor: "client",
  },
  program: { output: ["program_output"], callKeyField: "call_id", executor: "server" },
};

/** Output types with the field holding their key and who produced them. */
export const OUTPUT_KINDS: Readonly<Record<string, { keyField: string; executor: Executor }>> = {
  function_call_output: { keyField: "call_id", executor: "client" },
  custom_tool_call_output: { keyField: "call_id", executor: "client" },
  computer_call_output: { keyField: "call_id", executor: "client" },
  local_shell_call_output: { keyField: "id", executor: "client" },
  shell_call_output: { keyField: "call_id", executor: "client" },
  apply_patch_call_output: { keyField: "call_id", executor: "client" },
  tool_search_output: { keyField: "call_id", executor: "dynamic" },
  mcp_approval_response: { keyField: "approval_request_id", executor: "client" },
  program_output: { keyField: "call_id", executor: "server" },
};

/** A call or output kind as a keyed item: which side it is, its key's field, who runs it. */
export interface KeyedKind {
  readonly call: boolean;
  readonly keyField: string;
  readonly executor: Executor;
}

const KEYED_KINDS: ReadonlyMap<string, KeyedKind> = new Map([
  ...Object.entries(CALL_KINDS).map(([type, k]) =>
    keyedEntry(type, true, k.callKeyField, k.executor),
  ),
  ...Object.entries(OUTPUT_KINDS).map(([type, k]) =>
    keyedEntry(type, false, k.keyField, k.executor),
  ),
]);

function keyedEntry(type: string, call: boolean, keyField: string, executor: Executor) {
  return [type, Object.freeze({ call, keyField, executor })] as const;
}

/** The call or output kind of a Responses `type` (own rows only); undefined for other types. */
export function keyedKind(type: string): KeyedKind | undefined {
  return KEYED_KINDS.get(type);
}

/** Server-executed items that carry their result inline and never need an output. */
export const SELF_CONTAINED_TYPES: ReadonlySet<string> = new Set([
  "web_search_call",
  "file_search_call",
  "code_interpreter_call",
  "image_generation_call",
  "mcp_call",
  "mcp_list_tools",
]);

/** Native compaction checkpoint spellings (`compaction` is canonical). */
export const NATIVE_COMPACTION_TYPES: ReadonlySet<string> = new Set([
  "compaction",
  "compaction_summary",
  "context_compaction",
]);

/** Types private to the producing family whatever their fields say. */
export const ALWAYS_PRIVATE_TYPES: ReadonlySet<string> = new Set([
  "reasoning",
  "thinking",
  "redacted_thinking",
  "web_search_call",
  "file_search_call",
  "program",
  "program_output",
  ...NATIVE_COMPACTION_TYPES,
]);

/**
 * Is an item of this type private to the family that produced it: true (whatever its fields say),
 * false, or undefined when that depends on whether the server executed it (a tool search).
 */
export function privateType(type: string): boolean | undefined {
  if (ALWAYS_PRIVATE_TYPES.has(type)) return true;
  return type === "tool_search_call" || type === "tool_search_output" ? undefined : false;
}

/** Content block types that are private thinking. */
export const THINKING_BLOCK_TYPES: ReadonlySet<string> = new Set(["thinking", "redacted_thinking"]);

/** Chat Completions assistant fields that carry private reasoning. */
export const PRIVATE_MESSAGE_FIELDS: readonly string[] = [
  "reasoning_content",
  "reasoning_details",
  "thinking_blocks",
];

/**
 * `Object.hasOwn` guard: the object API never reads inherited fields such as `__proto__`.
 * @throws {TranscriptError} `invalid-item` (reason `unreadable`) when a getter or proxy trap throws.
 */
export function own(value: object, field: string): unknown {
  try {
    return Object.hasOwn(value, field) ? (value as Record<string, unknown>)[field] : undefined;
  } catch (cause) {
    throw new TranscriptError("invalid-item", `field ${field} cannot be read`, {
      reason: "unreadable",
      item: value,
      cause,
    });
  }
}

/** An item's privacy for a family: shared, family-private, shared with private parts; not read yet. */
export const SHARED = 0;
export const PRIVATE_ITEM = 1;
export const PRIVATE_PARTS = 2;
export const UNREAD = 3;

/** Item types the Responses API accepts: SPEC §1's tables plus `item_reference`. */
export const RESPONSES_ITEM_TYPES: ReadonlySet<string> = new Set([
  "message",
  "reasoning",
  "compaction",
  "compaction_trigger",
  "item_reference",
  ...Object.keys(CALL_KINDS),
  ...Object.keys(OUTPUT_KINDS),
  ...SELF_CONTAINED_TYPES,
]);
