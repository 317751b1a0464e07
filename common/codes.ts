// Codes shared by the AssemblyScript core (assembly/) and the TypeScript bindings (bindings/).
// Plain integer constants only: this file compiles as both AssemblyScript and TypeScript.

// Item kinds in a descriptor (what the correlation engines see of an item).
export const KIND_OTHER = 0; // message, reasoning, self-contained server item, unknown type
export const KIND_CALL = 1; // a Responses call item with a key (member of a run of calls)
export const KIND_OUTPUT = 2; // an output item with a key
export const KIND_CHAT_CALLS = 3; // a Chat Completions assistant message with tool_calls: a group by itself
export const KIND_TRIGGER = 4; // a compaction_trigger request control (always an error)
export const KIND_MALFORMED = 5; // not an object, or a call/output whose key is missing or not a string
export const KIND_BOUNDARY = 6; // a native compaction item: ends correlation (SPEC §5 "Compaction boundaries")
export const KIND_LAST = 6; // the highest kind a descriptor may carry

// Descriptor flags (bit set).
export const FLAG_NEEDS_OUTPUT = 1; // a client-executed call: a missing output is repaired
export const FLAG_PRIVATE = 2; // family-private item (compaction moves the cut back over runs of these)

// Reconciliation error reasons (0 = none).
export const ERR_NONE = 0;
export const ERR_MALFORMED_ITEM = 1;
export const ERR_DUPLICATE_CALL = 2;
export const ERR_DUPLICATE_OUTPUT = 3;
export const ERR_COMPACTION_TRIGGER = 4;

// What planField(handle, field) reads of a plan's tables (assembly/plan.ts); pointers are into memory.
export const PLAN_ITEMS = 0; // items in the tables, or -1 for a handle that is not live
export const PLAN_KINDS = 1; // pointer: u8 per item, its KIND_*
export const PLAN_FLAGS = 2; // pointer: u8 per item, its FLAG_* bits
export const PLAN_OFFSETS = 3; // pointer, stored path: u32[items + 1], each item's byte offset in the input (the last is the end)
export const PLAN_ASKED = 4; // pointer: the outputs to ask about (prepare or residentAmbiguous), i32 item indices
export const PLAN_REPAIRED = 5; // pointer: u8 per item, where the bindings write each answer (1: repaired)
export const PLAN_ERROR_REASON = 6; // the lowest error with the answers written (ERR_NONE when clean)
export const PLAN_ERROR_INDEX = 7; // the item of that error, or -1
export const PLAN_ERROR_KEY = 8; // the key slot of that error, or -1
export const PLAN_ORDER = 9; // pointer, after a reconcile: the order, item indices and -(r + 1) for repair slot r
export const PLAN_ORDER_LEN = 10;
export const PLAN_PAIRS = 11; // pointer: repairs (reconcile) or unresolved slots (cutoff), (item, key ordinal) pairs
export const PLAN_PAIR_COUNT = 12;
export const PLAN_DROPPED = 13; // pointer, after a reconcile: the dropped late outputs, ascending
export const PLAN_DROPPED_LEN = 14;
export const PLAN_START = 15; // after a cutoff scan: the first retained index; after a reconcile: the first item its order covers

// Status codes of the bounded msgpack reader (0 = ok).
export const MP_OK = 0;
export const MP_INCOMPLETE = 10; // input ends inside a value
export const MP_INVALID = 11; // 0xc1, an extension, or a value of the wrong shape
export const MP_TOO_DEEP = 12; // nesting past maxDepth
export const MP_TOO_MANY = 13; // more items than maxItems
export const MP_TRAILING = 14; // bytes after the top-level array
export const MP_PROTO_KEY = 15; // a map with a __proto__ key
export const MP_TOO_LARGE = 16; // input larger than maxBytes
export const MP_BAD_KEY = 18; // a call key that is not well-formed UTF-8
/** Not a status of the input: the stored scan needs more of it copied in before it can go on. */
export const MP_MORE = 17;

// Default limits (SPEC §6, §8).
export const DEFAULT_MAX_ITEMS = 4_000_000;
export const DEFAULT_MAX_BYTES = 1_073_741_824; // 1 GiB
export const DEFAULT_MAX_DEPTH = 64;
