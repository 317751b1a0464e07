// Names the stored-items scan recognises, as UTF-8 bytes. Generated from the tables of
// bindings/items/kinds.ts (SPEC §1); entries are [length, attr low, attr high, bytes...], ordered
// by name length, the common types first within a length (a lookup stops at its first match).

// Type attributes: bits 0-1 role, 2-3 key field, 4-5 executor, 7 always private, 8-9 special
// (trigger, message, compaction).
export const ROLE_CALL: u32 = 1;
export const ROLE_OUTPUT: u32 = 2;
export const EXEC_CLIENT: u32 = 0;
export const EXEC_SERVER: u32 = 1;
export const EXEC_FIELD: u32 = 3; // tool_search_*: the execution field decides (2, shell_call: environment.type)
export const SPECIAL_TRIGGER: u32 = 1;
export const SPECIAL_MESSAGE: u32 = 2;
export const SPECIAL_COMPACTION: u32 = 3; // a native compaction spelling: a boundary (SPEC §5)

// Fields of an item map (F_* are indices into the capture table).
export const F_TYPE: i32 = 1;
export const F_ROLE: i32 = 2;
export const F_CALL_ID: i32 = 3;
export const F_ID: i32 = 4;
export const F_APPROVAL_REQUEST_ID: i32 = 5;
export const F_TOOL_CALL_ID: i32 = 6;
export const F_TOOL_CALLS: i32 = 7;
export const F_EXECUTION: i32 = 8;
export const F_ENVIRONMENT: i32 = 9;
export const FIELD_COUNT: i32 = 10;

/** Key field of a type attribute (F_CALL_ID, F_ID, F_APPROVAL_REQUEST_ID), or 0. */
// @ts-ignore: decorator
@inline export function keyFieldOf(attr: u32): i32 {
  let k = (attr >> 2) & 3;
  return k == 1 ? F_CALL_ID : k == 2 ? F_ID : k == 3 ? F_APPROVAL_REQUEST_ID : 0;
}

export const TYPE_TABLE: usize = memory.data<u8>([
  // message
  7, 0, 2, 109, 101, 115, 115, 97, 103, 101,
  // program
  7, 149, 0, 112, 114, 111, 103, 114, 97, 109,
  // thinking
  8, 128, 0, 116, 104, 105, 110, 107, 105, 110, 103,
  // reasoning
  9, 128, 0, 114, 101, 97, 115, 111, 110, 105, 110, 103,
  // shell_call
  10, 37, 0, 115, 104, 101, 108, 108, 95, 99, 97, 108, 108,
  // compaction
  10, 128, 3, 99, 111, 109, 112, 97, 99, 116, 105, 111, 110,
  // function_call
  13, 5, 0, 102, 117, 110, 99, 116, 105, 111, 110, 95, 99, 97, 108, 108,
  // computer_call
  13, 5, 0, 99, 111, 109, 112, 117, 116, 101, 114, 95, 99, 97, 108, 108,
  // program_output
  14, 150, 0, 112, 114, 111, 103, 114, 97, 109, 95, 111, 117, 116, 112, 117, 116,
  // web_search_call
  15, 128, 0, 119, 101, 98, 95, 115, 101, 97, 114, 99, 104, 95, 99, 97, 108, 108,
  // custom_tool_call
  16, 5, 0, 99, 117, 115, 116, 111, 109, 95, 116, 111, 111, 108, 95, 99, 97, 108, 108,
  // local_shell_call
  16, 5, 0, 108, 111, 99, 97, 108, 95, 115, 104, 101, 108, 108, 95, 99, 97, 108, 108,
  // apply_patch_call
  16, 5, 0, 97, 112, 112, 108, 121, 95, 112, 97, 116, 99, 104, 95, 99, 97, 108, 108,
  // tool_search_call
  16, 53, 0, 116, 111, 111, 108, 95, 115, 101, 97, 114, 99, 104, 95, 99, 97, 108, 108,
  // file_search_call
  16, 128, 0, 102, 105, 108, 101, 95, 115, 101, 97, 114, 99, 104, 95, 99, 97, 108, 108,
  // shell_call_output
  17, 6, 0, 115, 104, 101, 108, 108, 95, 99, 97, 108, 108, 95, 111, 117, 116, 112, 117, 116,
  // redacted_thinking
  17, 128, 0, 114, 101, 100, 97, 99, 116, 101, 100, 95, 116, 104, 105, 110, 107, 105, 110, 103,
  // tool_search_output
  18, 54, 0, 116, 111, 111, 108, 95, 115, 101, 97, 114, 99, 104, 95, 111, 117, 116, 112, 117, 116,
  // compaction_summary
  18, 128, 3, 99, 111, 109, 112, 97, 99, 116, 105, 111, 110, 95, 115, 117, 109, 109, 97, 114, 121,
  // context_compaction
  18, 128, 3, 99, 111, 110, 116, 101, 120, 116, 95, 99, 111, 109, 112, 97, 99, 116, 105, 111, 110,
  // compaction_trigger
  18, 0, 1, 99, 111, 109, 112, 97, 99, 116, 105, 111, 110, 95, 116, 114, 105, 103, 103, 101, 114,
  // function_call_output
  20, 6, 0, 102, 117, 110, 99, 116, 105, 111, 110, 95, 99, 97, 108, 108, 95, 111, 117, 116, 112, 117, 116,
  // mcp_approval_request
  20, 9, 0, 109, 99, 112, 95, 97, 112, 112, 114, 111, 118, 97, 108, 95, 114, 101, 113, 117, 101, 115, 116,
  // computer_call_output
  20, 6, 0, 99, 111, 109, 112, 117, 116, 101, 114, 95, 99, 97, 108, 108, 95, 111, 117, 116, 112, 117, 116,
  // mcp_approval_response
  21, 14, 0, 109, 99, 112, 95, 97, 112, 112, 114, 111, 118, 97, 108, 95, 114, 101, 115, 112, 111, 110, 115, 101,
  // custom_tool_call_output
  23, 6, 0, 99, 117, 115, 116, 111, 109, 95, 116, 111, 111, 108, 95, 99, 97, 108, 108, 95, 111, 117, 116, 112, 117, 116,
  // local_shell_call_output
  23, 10, 0, 108, 111, 99, 97, 108, 95, 115, 104, 101, 108, 108, 95, 99, 97, 108, 108, 95, 111, 117, 116, 112, 117, 116,
  // apply_patch_call_output
  23, 6, 0, 97, 112, 112, 108, 121, 95, 112, 97, 116, 99, 104, 95, 99, 97, 108, 108, 95, 111, 117, 116, 112, 117, 116,
  0, // the end: no name has length 0
]);

// Where TYPE_TABLE's names of each length start (entry offset + 1, 0 = none): the table is
// ordered by name length, so a lookup reads only the names of its length.
export const NAME_LENGTHS: u32 = 24;
export const TYPE_BY_LENGTH: usize = memory.data<u16>([0, 0, 0, 0, 0, 0, 0, 1, 21, 32, 44, 0, 0, 70, 102, 119, 137, 232, 272, 0, 356, 425, 0, 449]);

/** "assistant" */
export const WORD_ASSISTANT: usize = memory.data<u8>([97, 115, 115, 105, 115, 116, 97, 110, 116]);
export const WORD_ASSISTANT_LEN: u32 = 9;
/** "tool" */
export const WORD_TOOL: usize = memory.data<u8>([116, 111, 111, 108]);
export const WORD_TOOL_LEN: u32 = 4;
/** "server" */
export const WORD_SERVER: usize = memory.data<u8>([115, 101, 114, 118, 101, 114]);
export const WORD_SERVER_LEN: u32 = 6;
/** "local" */
export const WORD_LOCAL: usize = memory.data<u8>([108, 111, 99, 97, 108]);
export const WORD_LOCAL_LEN: u32 = 5;
/** "type" */
export const WORD_TYPE: usize = memory.data<u8>([116, 121, 112, 101]);
export const WORD_TYPE_LEN: u32 = 4;
/** "id" */
export const WORD_ID: usize = memory.data<u8>([105, 100]);
export const WORD_ID_LEN: u32 = 2;
