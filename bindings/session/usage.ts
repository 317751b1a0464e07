// Token totals over every request of a run.
import type { Usage } from "../provider/protocol.js";

const OPTIONAL = ["cacheReadTokens", "cacheWriteTokens", "reasoningTokens"] as const;

/** `total + usage`; an optional count appears once any request reported it. */
export function addUsage(total: Usage, usage: Usage | undefined): Usage {
  if (!usage) return total;
  const sum: { -readonly [K in keyof Usage]: Usage[K] } = {
    inputTokens: total.inputTokens + (usage.inputTokens ?? 0),
    outputTokens: total.outputTokens + (usage.outputTokens ?? 0),
  };
  for (const key of OPTIONAL) {
    if (total[key] !== undefined || usage[key] !== undefined) {
      sum[key] = (total[key] ?? 0) + (usage[key] ?? 0);
    }
  }
  return sum;
}
