// The corpus's Anthropic-produced conversations (stored by tests/support as Chat messages) back in
// Anthropic Messages shape, as a client sends them: assistant blocks then its tool_use blocks;
// tool results and the user's blocks that follow merged into one user message.
import type { Item } from "../../bindings/index.js";

type Message = { role: "user" | "assistant"; content: string | unknown[] };
type Chat = Record<string, any>;

function assistantBlocks(message: Chat): unknown[] {
  const content = message.content;
  const blocks: unknown[] =
    typeof content === "string" ? [{ type: "text", text: content }] : [...(content ?? [])];
  for (const call of message.tool_calls ?? []) {
    const input = JSON.parse(call.function.arguments || "{}");
    blocks.push({ type: "tool_use", id: call.id, name: call.function.name, input });
  }
  return blocks;
}

function userBlocks(message: Chat): unknown[] {
  if (message.role === "tool") {
    return [{ type: "tool_result", tool_use_id: message.tool_call_id, content: message.content }];
  }
  const content = message.content;
  return typeof content === "string" ? [{ type: "text", text: content }] : [...content];
}

/** Chat messages as Anthropic messages (one message per assistant message, users merged). */
export function chatToAnthropic(items: readonly Item[]): Message[] {
  const out: Message[] = [];
  for (const item of items as readonly Chat[]) {
    if (item.role === "assistant") out.push({ role: "assistant", content: assistantBlocks(item) });
    else {
      const last = out.at(-1);
      if (last?.role === "user") (last.content as unknown[]).push(...userBlocks(item));
      else out.push({ role: "user", content: userBlocks(item) });
    }
  }
  return out;
}
