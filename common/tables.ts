// Layout constants of the correlation tables, shared by the core (assembly/engine/) and the
// reference engine (bindings/engine/reference/). Plain integer constants: compiles as AS and TS.

// Item states after pairing (one u8 per item).
export const ITEM_PLAIN = 0; // emitted in place (not an output paired with a call)
export const ITEM_PAIRED = 1; // the first output of a call slot: emitted after its group
export const ITEM_SECOND = 2; // a call slot's second output: a dropped late output when tolerated

// Rows the engines answer in.
export const PAIR_WIDTH = 2; // (call item index, key ordinal): repairs and unresolved calls

// A descriptor as msgpack: [kind, flags, key...]; kinds and flags from codes.ts.
export const DESCRIPTOR_HEAD = 2; // entries before the keys
export const MAX_FLAGS = 3; // every FLAG_* bit set
