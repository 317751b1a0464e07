// Emitting stream events in the one order the protocol promises.
import type { Block, ProviderResponse, StreamEvent } from "./protocol.js";

/**
 * Wraps the caller's `onEvent`: emits text blocks as start / deltas / stop and other blocks
 * whole, and remembers an exception thrown by the callback so adapters rethrow it as is.
 */
export class EventSink {
  private readonly onEvent: (event: StreamEvent) => void;
  private callbackError: { error: unknown } | undefined;
  private textOpen = false;

  constructor(onEvent: (event: StreamEvent) => void) {
    this.onEvent = onEvent;
  }

  /** True when `err` was thrown by the caller's callback (not by the vendor). */
  threw(err: unknown): boolean {
    return this.callbackError !== undefined && this.callbackError.error === err;
  }

  private emit(event: StreamEvent): void {
    try {
      this.onEvent(event);
    } catch (error) {
      this.callbackError = { error };
      throw error;
    }
  }

  textStart(): void {
    this.closeText();
    this.textOpen = true;
    this.emit({ type: "block-start", block: { type: "text", text: "" } });
  }

  textDelta(text: string): void {
    if (!this.textOpen) this.textStart();
    if (text !== "") this.emit({ type: "text-delta", text });
  }

  closeText(): void {
    if (!this.textOpen) return;
    this.textOpen = false;
    this.emit({ type: "block-stop" });
  }

  /** A non-text block, announced complete. */
  whole(block: Block): void {
    this.closeText();
    this.emit({ type: "block-start", block });
    this.emit({ type: "block-stop" });
  }

  done(response: ProviderResponse): ProviderResponse {
    this.closeText();
    this.emit({ type: "done", response });
    return response;
  }
}

/** Splits text at whitespace-to-word boundaries; the pieces concatenate to `text`. */
export function splitWords(text: string): string[] {
  return text === "" ? [] : text.split(/(?<=\s)(?=\S)/);
}

/** Replays a finished response as events: the stub's streaming, and any non-incremental transport. */
export function replayResponse(response: ProviderResponse, sink: EventSink): ProviderResponse {
  for (const block of response.content) {
    if (block.type !== "text") {
      sink.whole(structuredClone(block));
      continue;
    }
    sink.textStart();
    for (const piece of splitWords(block.text)) sink.textDelta(piece);
    sink.closeText();
  }
  return sink.done(response);
}
