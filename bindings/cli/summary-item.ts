// The summary `compact` puts in place of the prefix it drops: a user message of the output's dialect.
import { userMessageItem } from "../items/constructors.js";
import type { Item } from "../items/types.js";
import type { PreflightApi } from "../preflight/index.js";

/** The summary as an item for `api` (Chat: a Chat user message). Throws nothing. */
export function summaryItem(text: string, api: PreflightApi): Item {
  return api === "chat" ? ({ role: "user", content: text } as Item) : userMessageItem(text);
}
