// AI SDK messages as library items, so the engine plans them: each assistant message is one
// Chat-style call group (its client tool calls), each tool result a `tool` output, reasoning and
// compaction parts items of their own. Every item remembers the message and parts it stands for.
import type { Item } from "clinker-transcript";
import { isClientCall, isCompactionPart, isReasoningPart, isToolResult, partsOf } from "./parts.js";
import type { ModelMessageLike, PartFamily, PartLike, ToolCallPartLike } from "./types.js";

/** Where an item came from: a message, and which of its parts (all of it when `parts` is absent). */
export interface Origin {
  readonly message: number;
  readonly parts?: readonly number[];
}

/** Messages as items, with the way back. */
export interface MessageItems {
  readonly items: Item[];
  readonly origins: Map<Item, Origin>;
  /** The call part of each call key, per call item (for a repair's tool name). */
  readonly calls: Map<Item, Map<string, ToolCallPartLike>>;
  /** Producers of reasoning and compaction items, when the host names them. */
  readonly itemFamilies: Map<Item, string>;
}

const item = (fields: Record<string, unknown>): Item => fields as Item;

function callGroup(calls: readonly ToolCallPartLike[]): Item {
  if (calls.length === 0) return item({ role: "assistant", content: "" });
  const tool_calls = calls.map((call) => ({
    id: call.toolCallId,
    type: "function",
    function: { name: call.toolName, arguments: "" },
  }));
  return item({ role: "assistant", content: null, tool_calls });
}

class Builder<M extends ModelMessageLike> {
  readonly out: MessageItems = {
    items: [],
    origins: new Map(),
    calls: new Map(),
    itemFamilies: new Map(),
  };
  constructor(readonly familyOf: PartFamily<M> | undefined) {}

  push(entry: Item, origin: Origin): void {
    this.out.items.push(entry);
    this.out.origins.set(entry, origin);
  }

  privatePart(
    part: PartLike,
    fields: Record<string, unknown>,
    message: M,
    index: number,
    at: number,
  ) {
    const entry = item(fields);
    this.push(entry, { message: index, parts: [at] });
    const family = this.familyOf?.(part, message, index);
    if (family !== undefined) this.out.itemFamilies.set(entry, family);
  }

  // Reasoning first, then the rest of the segment as one call group; a compaction ends a segment.
  assistant(message: M, index: number, parts: readonly PartLike[]): void {
    let body: number[] = [];
    let calls: ToolCallPartLike[] = [];
    const flush = () => {
      if (body.length === 0) return;
      const group = callGroup(calls);
      this.push(group, { message: index, parts: body });
      if (calls.length) this.out.calls.set(group, new Map(calls.map((c) => [c.toolCallId, c])));
      body = [];
      calls = [];
    };
    parts.forEach((part, at) => {
      if (isCompactionPart(part)) {
        flush();
        this.privatePart(part, { type: "compaction" }, message, index, at);
      } else if (isReasoningPart(part)) {
        this.privatePart(part, { type: "reasoning", summary: [] }, message, index, at);
      } else {
        body.push(at);
        if (isClientCall(part)) calls.push(part);
      }
    });
    flush();
  }

  tool(index: number, parts: readonly PartLike[]): void {
    parts.forEach((part, at) => {
      const entry = isToolResult(part)
        ? item({ role: "tool", tool_call_id: part.toolCallId, content: "" })
        : item({ type: `ai-sdk:${part.type}` });
      this.push(entry, { message: index, parts: [at] });
    });
  }
}

/** The items the engine plans for `messages`, each tied to its message and parts. */
export function messagesToItems<M extends ModelMessageLike>(
  messages: readonly M[],
  familyOf?: PartFamily<M>,
): MessageItems {
  const builder = new Builder<M>(familyOf);
  messages.forEach((message, index) => {
    const parts = partsOf(message)?.length ? partsOf(message) : undefined;
    if (parts && message.role === "assistant") builder.assistant(message, index, parts);
    else if (parts && message.role === "tool") builder.tool(index, parts);
    else builder.push(item({ role: message.role, content: "" }), { message: index });
  });
  return builder.out;
}
