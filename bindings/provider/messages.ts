// Request messages with every vendor's item spellings: where conversion meets the vendor list.

import type { Item } from "../items/index.js";
import { readCaller } from "../limits.js";
import type { Projection } from "../projection.js";
import { messagesWith, type RequestMessagesOptions } from "./convert/request.js";
import type { ProviderMessage } from "./protocol.js";
import { ITEM_SPELLINGS } from "./vendors/spellings.js";

/**
 * Request messages for a transcript (an array of items or a Projection), in order. With
 * `family`, items are first selected by `itemsForFamily`. Consecutive assistant-side items
 * (messages, calls, reasoning, vendor items) form one assistant message; each call's
 * result (`function_call_output`, `custom_tool_call_output`, a Chat `tool` message) is
 * moved to the user message right after that assistant message, in call order, before
 * any user text, using the positional pairing of SPEC §5. Results with no call are left
 * out, since no vendor accepts them; calls with no result are kept (run `reconcileItems`
 * and publish repairs first). System and developer messages are skipped: see
 * {@link requestSystem}. Private items become thinking or vendor blocks tagged with
 * their vendor, so only that vendor's adapter sends them. Inputs are not mutated;
 * vendor items are shared with the blocks. A non-array is `invalid-argument`.
 */
export function requestMessages(
  items: readonly Item[] | Projection,
  options: RequestMessagesOptions = {},
): ProviderMessage[] {
  // A getter or trap that throws while items are read is invalid-argument, never a raw error.
  return readCaller("items", () => messagesWith(ITEM_SPELLINGS, items, options));
}
