// Is a string well-formed Unicode (no lone surrogate)? Only such a string has a UTF-8 form, so
// only such a call key can equal a key on the bytes path (docs/decisions.md, invalid UTF-8).

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `text.isWellFormed()` where the runtime has it, else the same answer from a search. Throws nothing. */
export const isWellFormed: (text: string) => boolean =
  typeof (String.prototype as { isWellFormed?: unknown }).isWellFormed === "function"
    ? (text) => (text as unknown as { isWellFormed(): boolean }).isWellFormed()
    : (text) => !LONE_SURROGATE.test(text);
