// The vendors' item spellings in one record, for the entry points to hand to conversion.
import type { ItemSpellings } from "../convert/spelling.js";
import { ANTHROPIC_SPELLING } from "./anthropic/blocks.js";
import { CHAT_SPELLING } from "./chat-completions/blocks.js";
import { RESPONSES_SPELLING } from "./openai-responses/blocks.js";

/** Every vendor's part of the item spellings. */
export const ITEM_SPELLINGS: ItemSpellings = {
  anthropic: ANTHROPIC_SPELLING,
  chat: CHAT_SPELLING,
  responses: RESPONSES_SPELLING,
};
