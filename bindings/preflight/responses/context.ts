// The Responses checker's context: items as sent, described once for the engines.
import { describeItems } from "../../items/describe.js";
import { isOutputItem } from "../../items/index.js";
import { type BaseContext, lazyCorrelation } from "../context.js";
import { roleOf } from "../fields.js";
import type { PreflightOptions } from "../types.js";

/** What the Responses rules read. */
export interface ResponsesContext extends BaseContext {
  readonly items: readonly unknown[];
}

/** The context of one Responses input. */
export function responsesContext(
  items: readonly unknown[],
  options: PreflightOptions,
): ResponsesContext {
  return {
    items,
    options,
    correlation: lazyCorrelation(describeItems(items), options),
    locate: (index) => ({ index, item: items[index], where: `input[${index}]` }),
  };
}

const OUTSIDE_TURN = new Set(["user", "developer", "system"]);

/** Does `item` start a new turn (a user, developer or system message, or an output)? */
export function breaksTurn(item: unknown): boolean {
  const role = roleOf(item);
  return (role !== undefined && OUTSIDE_TURN.has(role)) || isOutputItem(item);
}
