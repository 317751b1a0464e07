// Instructions are not history: the system and developer messages a transcript opens with
// (an Anthropic `system`, a Codex rollout's developer message) are kept by `compact`.
import type { Item } from "../items/types.js";

function isInstruction(item: Item): boolean {
  const { type, role } = item as { type?: unknown; role?: unknown };
  return (type === undefined || type === "message") && (role === "system" || role === "developer");
}

/** The leading system/developer messages of `items`, at most `limit` of them (not copied). */
export function headInstructions(items: readonly Item[], limit: number): Item[] {
  let n = 0;
  while (n < Math.min(limit, items.length) && isInstruction(items[n])) n++;
  return items.slice(0, n);
}
