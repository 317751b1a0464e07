/**
 * A transcript item: a plain JSON object exactly as decoded from provider JSON or msgpack
 * (a Responses input/output item, a Chat Completions message, an Anthropic block given as an item).
 * Any field may be given, so a plain object literal of every kind type-checks
 * (`{ type: "message", role: "user", content: "hi" }`), and the official SDK types are accepted
 * without casts (an index signature of `any` is the one TypeScript lets interfaces satisfy);
 * every function still takes any value at run time and classifies it.
 */
export type Item = {
  readonly type?: string | null | undefined;
  readonly role?: string | null | undefined;
  // `any`, not `unknown`: TypeScript lets interfaces (the SDK types) satisfy only an `any` index.
  readonly [field: string]: any;
};

/** An untyped view used internally to read fields. */
export type ItemFields = { readonly [field: string]: unknown };

/** A model family name chosen by the host (`"openai"`, `"anthropic"`, `"xai"`, ...). */
export type Family = string;

/** An item as callbacks receive it: every field may be read (untyped fields are `any`). */
export type ItemRecord = Item & { readonly [field: string]: any };

/** Recognizes an output the host published as a repair. */
export type RepairedOutputPredicate = (output: ItemRecord) => boolean;
