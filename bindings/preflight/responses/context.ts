// The Responses checker's context: items as sent, read once (type, id, role) and described once
// for the engines.

import { isObject } from "../../items/classify.js";
import { describeItems } from "../../items/describe.js";
import { OUTPUT_KINDS, own } from "../../items/kinds.js";
import { type BaseContext, lazyCorrelation } from "../context.js";
import type { PreflightOptions } from "../types.js";

/** What the Responses rules read. */
export interface ResponsesContext extends BaseContext {
  readonly items: readonly unknown[];
  /** Per item: its `type` field, undefined when it has none (a Chat message). */
  readonly types: readonly (string | undefined)[];
  readonly ids: readonly (string | undefined)[];
  /** Per item: the role of a message. */
  readonly roles: readonly (string | undefined)[];
  /** Per item: 1 when it starts a turn (a user, developer or system message, or an output). */
  readonly breaks: Uint8Array;
}

const OUTSIDE_TURN = new Set(["user", "developer", "system"]);

/** The context of one Responses input. */
export function responsesContext(
  items: readonly unknown[],
  options: PreflightOptions,
): ResponsesContext {
  const n = items.length;
  const types = new Array<string | undefined>(n);
  const ids = new Array<string | undefined>(n);
  const roles = new Array<string | undefined>(n);
  const breaks = new Uint8Array(n);
  // One read of each field the rules need: `own` semantics (never inherited fields).
  const readItem = (item: unknown, i: number) => {
    if (!isObject(item)) return;
    const typeField = own(item, "type");
    const type = typeof typeField === "string" ? typeField : undefined;
    const roleField = type === undefined || type === "message" ? own(item, "role") : undefined;
    const role = typeof roleField === "string" ? roleField : undefined;
    const id = own(item, "id");
    types[i] = type;
    ids[i] = typeof id === "string" ? id : undefined;
    roles[i] = role;
    const output = role === "tool" || (type !== undefined && Object.hasOwn(OUTPUT_KINDS, type));
    breaks[i] = output || (role !== undefined && OUTSIDE_TURN.has(role)) ? 1 : 0;
  };
  for (let i = 0; i < n; i++) {
    try {
      readItem(items[i], i);
    } catch {
      // A hostile item (a throwing getter): nothing is known of it.
    }
  }
  return {
    items,
    options,
    types,
    ids,
    roles,
    breaks,
    correlation: lazyCorrelation(() => describeItems(items), options),
    locate: (index) => ({ index, item: items[index], where: `input[${index}]` }),
  };
}
