// A turn's request, built from the projection (SPEC §9 shapes).
import type { Item } from "../items/index.js";
import { requestSystem } from "../provider/convert/request.js";
import { requestMessages } from "../provider/messages.js";
import type { ProviderMessage, ProviderRequest, ToolSpec } from "../provider/protocol.js";
import type { SessionState } from "./state.js";

/** The specs of the session's tools, in the record's order. */
function toolSpecs(state: SessionState): ToolSpec[] | undefined {
  if (state.options.request?.tools) return [...state.options.request.tools];
  const entries = Object.entries(state.options.tools ?? {});
  if (entries.length === 0) return undefined;
  return entries.map(([name, tool]) => {
    const spec: { -readonly [K in keyof ToolSpec]: ToolSpec[K] } = { name };
    if (tool.description !== undefined) spec.description = tool.description;
    if (tool.inputSchema !== undefined) spec.inputSchema = tool.inputSchema;
    if (tool.strict !== undefined) spec.strict = tool.strict;
    return spec;
  });
}

/** The host's request fields (`system` first) with `items` as system blocks and messages. */
export function buildRequest(
  state: SessionState,
  items: readonly Item[],
  messages: ProviderMessage[] = requestMessages(items, state.familyOptions()),
): ProviderRequest {
  const { model, maxTokens, effort, system = [] } = state.options.request ?? {};
  const tools = toolSpecs(state);
  return {
    ...(model !== undefined && { model }),
    system: [...system, ...requestSystem(items)],
    messages,
    ...(tools && { tools }),
    ...(maxTokens !== undefined && { maxTokens }),
    ...(effort !== undefined && { effort }),
  };
}

/** `messages` with `text` as the last user text (merged into a trailing user message). */
export function withUserText(messages: ProviderMessage[], text: string): ProviderMessage[] {
  const last = messages.at(-1);
  if (last?.role !== "user") return [...messages, { role: "user", content: text }];
  const content =
    typeof last.content === "string"
      ? [{ type: "text" as const, text: last.content }]
      : [...last.content];
  return [
    ...messages.slice(0, -1),
    { role: "user", content: [...content, { type: "text", text }] },
  ];
}
