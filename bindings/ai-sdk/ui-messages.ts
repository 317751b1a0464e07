// (c) useChat histories: tool parts stuck in a state that never completes become error outputs,
// so `convertToModelMessages` drops nothing and the next `generateText` does not throw.
import { INTERRUPTED_TEXT } from "clinker-transcript";
import type { PartLike } from "./types.js";

/** A `UIMessage` as `useChat` keeps it: only `parts` is read. */
export interface UIMessageLike {
  readonly parts: readonly PartLike[];
}

/** Options of {@link repairUIMessages}. */
export interface RepairUIMessagesOptions {
  /** The `errorText` of a stuck tool part; default `INTERRUPTED_TEXT`. */
  interruptedText?: string;
}

// States a tool part is left in when its turn ended early; no later event moves it on.
const STUCK = new Set<unknown>(["input-streaming", "input-available", "approval-requested"]);

/** A static (`tool-NAME`) or dynamic tool part. */
function isToolPart(part: PartLike): boolean {
  return part.type === "dynamic-tool" || part.type.startsWith("tool-");
}

// An answered approval completes only in the last message (the AI SDK runs it on the next call).
function isStuck(part: PartLike, last: boolean): boolean {
  if (!isToolPart(part)) return false;
  const { state } = part as { state?: unknown };
  return state === undefined || STUCK.has(state) || (state === "approval-responded" && !last);
}

// The part as a failed call: input kept (raw text too, for a call cut off while streaming), the
// never-answered approval and any partial output removed.
function asError(part: PartLike, errorText: string): PartLike {
  const {
    approval: _approval,
    output: _output,
    state: _state,
    ...rest
  } = part as PartLike & Record<string, unknown>;
  return { ...rest, state: "output-error", errorText } as PartLike;
}

/**
 * A copy of a `useChat` history in which every tool part in `input-streaming`, `input-available`,
 * `approval-requested` or with no state (and `approval-responded` outside the last message, which
 * the AI SDK never runs) is an `output-error` part with the interrupted text.
 * Messages with no such part are returned as themselves, every other part unchanged; the input
 * is never mutated. Apply it to the stored history before `convertToModelMessages`.
 */
export function repairUIMessages<M extends UIMessageLike>(
  messages: readonly M[],
  options: RepairUIMessagesOptions = {},
): M[] {
  const errorText = options.interruptedText ?? INTERRUPTED_TEXT;
  return messages.map((message, index) => {
    const last = index === messages.length - 1;
    if (!message.parts.some((part) => isStuck(part, last))) return message;
    const parts = message.parts.map((part) =>
      isStuck(part, last) ? asError(part, errorText) : part,
    );
    return { ...message, parts };
  });
}
