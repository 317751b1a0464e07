// The Chat Completions checker's context: messages as sent, described once for the engines.
import { describeItems } from "../../items/describe.js";
import { type BaseContext, lazyCorrelation } from "../context.js";
import { type Correlation, slotOf } from "../correlate.js";
import type { PreflightOptions } from "../types.js";

/** What the Chat rules read. */
export interface ChatContext extends BaseContext {
  readonly messages: readonly unknown[];
  /** Outputs standing in their group's place: right after it, among its group's outputs only. */
  readonly inPlace: () => ReadonlySet<number>;
}

function outputsInPlace(correlation: Correlation): Set<number> {
  const placed = new Set<number>();
  for (const end of new Set(correlation.slots.map((slot) => slot.groupEnd))) {
    for (let j = end + 1; slotOf(correlation, j)?.groupEnd === end; j++) placed.add(j);
  }
  return placed;
}

/** The context of one Chat Completions `messages` array. */
export function chatContext(messages: readonly unknown[], options: PreflightOptions): ChatContext {
  const correlation = lazyCorrelation(() => describeItems(messages), options);
  let placed: Set<number> | undefined;
  return {
    messages,
    options,
    correlation,
    locate: (index) => ({ index, item: messages[index], where: `messages[${index}]` }),
    inPlace: () => {
      placed ??= outputsInPlace(correlation());
      return placed;
    },
  };
}
