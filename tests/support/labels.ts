// Short labels for items so plan orders read at a glance in assertions.
export function label(item: unknown): string {
  const it = item as Record<string, any>;
  if (it.type === "function_call") return `C${it.call_id}`;
  if (it.type === "function_call_output") return `O${it.call_id}`;
  if (it.role === "tool") return `T${it.tool_call_id}`;
  if (Array.isArray(it.tool_calls)) return `G${it.tool_calls.map((c: any) => c.id).join("")}`;
  if (it.type === "message" || it.role)
    return `M${typeof it.content === "string" ? it.content : ""}`;
  return it.type;
}

export const labels = (items: readonly unknown[]) => items.map(label);
