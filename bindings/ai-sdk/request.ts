// A prompt in the request shape of the API the wrapped model calls, as the AI SDK's providers
// write it (only what preflight reads: roles, calls, results, reasoning and compaction blobs).
import type { PreflightApi } from "clinker-transcript";
import { isClientCall, isCompactionPart, isToolResult, partsOf, providerValue } from "./parts.js";
import type { ModelMessageLike, PartLike, ToolCallPartLike } from "./types.js";

type Json = Record<string, unknown>;

// The fields JSON would send: an undefined value is no field at all.
const defined = (fields: Json): Json =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

const denied = (part: PartLike): boolean =>
  isToolResult(part) && (part.output as { type?: unknown })?.type === "execution-denied";

function textOf(part: PartLike): string {
  const text = (part as { text?: unknown }).text;
  return typeof text === "string" ? text : "";
}

// Responses: reasoning parts with one item id are one item (the provider merges them); a part with
// neither id nor encrypted content is skipped by the provider, so it is not in the request. With
// `store`, reasoning and compaction with an id go as references to the stored item.
function responsesAssistant(parts: readonly PartLike[], out: Json[], store: boolean): void {
  const reasoning = new Set<unknown>();
  for (const part of parts) {
    const id = providerValue(part, "itemId");
    const isPrivate = isCompactionPart(part) || part.type === "reasoning";
    if (isPrivate && store && id !== undefined) {
      if (!reasoning.has(id)) out.push({ type: "item_reference", id });
      reasoning.add(id);
    } else if (isCompactionPart(part)) {
      out.push(
        defined({
          type: "compaction",
          id,
          encrypted_content: providerValue(part, "encryptedContent"),
        }),
      );
    } else if (part.type === "reasoning") {
      const encrypted = providerValue(part, "reasoningEncryptedContent");
      if ((id === undefined && encrypted === undefined) || (id !== undefined && reasoning.has(id)))
        continue;
      reasoning.add(id);
      out.push(defined({ type: "reasoning", id, encrypted_content: encrypted, summary: [] }));
    } else if (isClientCall(part)) {
      out.push({
        type: "function_call",
        call_id: part.toolCallId,
        name: part.toolName,
        arguments: "{}",
      });
    } else if (part.type === "text") {
      out.push({
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: textOf(part) }],
      });
    }
  }
}

function responses(messages: readonly ModelMessageLike[], store: boolean): Json[] {
  const out: Json[] = [];
  for (const message of messages) {
    const parts = partsOf(message) ?? [];
    if (message.role === "assistant") responsesAssistant(parts, out, store);
    else if (message.role === "tool") {
      for (const part of parts)
        if (isToolResult(part) && !denied(part))
          out.push({ type: "function_call_output", call_id: part.toolCallId, output: "" });
    } else out.push({ type: "message", role: message.role, content: "" });
  }
  return out;
}

function chat(messages: readonly ModelMessageLike[]): Json[] {
  const out: Json[] = [];
  for (const message of messages) {
    const parts = partsOf(message) ?? [];
    if (message.role === "tool") {
      for (const part of parts)
        if (isToolResult(part))
          out.push({ role: "tool", tool_call_id: part.toolCallId, content: "" });
    } else if (message.role === "assistant") {
      const calls = parts.filter(isClientCall).map((call: ToolCallPartLike) => ({
        id: call.toolCallId,
        type: "function",
        function: { name: call.toolName, arguments: "{}" },
      }));
      out.push({ role: "assistant", content: "", ...(calls.length ? { tool_calls: calls } : {}) });
    } else out.push({ role: message.role, content: "" });
  }
  return out;
}

function anthropicBlock(part: PartLike, role: string): Json | undefined {
  if (isCompactionPart(part)) return { type: "compaction", content: textOf(part) };
  if (part.type === "reasoning") {
    const signature = providerValue(part, "signature");
    const data = providerValue(part, "redactedData");
    if (signature !== undefined) return { type: "thinking", thinking: textOf(part), signature };
    return data === undefined ? undefined : { type: "redacted_thinking", data };
  }
  if (part.type === "tool-call") {
    const call = part as ToolCallPartLike;
    const type = call.providerExecuted ? "server_tool_use" : "tool_use";
    return { type, id: call.toolCallId, name: call.toolName, input: {} };
  }
  // Results of provider-executed tools sit in the assistant turn: the server's own pairing.
  if (isToolResult(part))
    return role === "user"
      ? { type: "tool_result", tool_use_id: part.toolCallId, content: "" }
      : undefined;
  return part.type === "text" ? { type: "text", text: textOf(part) } : undefined;
}

// Anthropic: system apart, tool messages are user turns, consecutive turns of a role merged.
function anthropic(messages: readonly ModelMessageLike[]): Json[] {
  const out: { role: string; content: Json[] }[] = [];
  for (const message of messages) {
    if (message.role === "system") continue;
    const role = message.role === "assistant" ? "assistant" : "user";
    const parts = partsOf(message);
    const blocks: Json[] = parts
      ? parts.flatMap((part): Json[] => {
          const block = anthropicBlock(part, role);
          return block ? [block] : [];
        })
      : [{ type: "text", text: String(message.content) }];
    const last = out.at(-1);
    if (last?.role === role) for (const block of blocks) last.content.push(block);
    else out.push({ role, content: blocks });
  }
  return out;
}

/** `messages` as the request input of `api` (Responses: `store` as the request sets it), for `preflight`. */
export function requestInput(
  messages: readonly ModelMessageLike[],
  api: PreflightApi,
  store: boolean,
): Json[] {
  if (api === "responses") return responses(messages, store);
  return api === "chat" ? chat(messages) : anthropic(messages);
}
