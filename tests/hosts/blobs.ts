// What a host sent of a session's history, and what the session file holds, read the same way so
// the end-to-end tests compare them: thinking signatures (Claude Code, pi) and rollout payloads.
type Rec = Record<string, any>;

/** The records of a JSON lines session file. */
export const recordsOf = (text: string): Rec[] =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Rec);

/** A Codex rollout's Responses items (its `response_item` payloads). */
export const rolloutPayloads = (text: string): Rec[] =>
  recordsOf(text)
    .filter((r) => r.type === "response_item")
    .map((r) => r.payload);

// A thinking block's signature: Anthropic's `signature` / redacted `data`, pi's `thinkingSignature`.
const signatureOf = (b: Rec) =>
  b.type === "thinking" || b.type === "redacted_thinking"
    ? [String(b.signature ?? b.thinkingSignature ?? b.data)]
    : [];

/** The thinking signatures of an Anthropic request's messages, in order. */
export const sentSignatures = (body: Rec): string[] =>
  (body.messages as Rec[]).flatMap((m) =>
    Array.isArray(m.content) ? m.content.flatMap(signatureOf) : [],
  );

/** The thinking signatures of a Claude Code or pi session file's messages, in order. */
export const fileSignatures = (text: string): string[] =>
  recordsOf(text).flatMap((r) =>
    Array.isArray(r.message?.content) ? r.message.content.flatMap(signatureOf) : [],
  );
