// The family-reads floor: one bare pass doing only the reads SPEC §3 asks of a family selection,
// beside the peers, so a row where a peer beats clinker says whether those reads alone already do.
import { ALWAYS_PRIVATE_TYPES } from "../../bindings/items/kinds.js";
import type { Item } from "../../bindings/items/types.js";

type Fields = Record<string, unknown>;

/** A thinking block among a message's content parts? (SPEC §1's hasFamilyPrivateContent.) */
function thinkingPart(content: unknown): boolean {
  if (!Array.isArray(content)) return false;
  for (let k = 0; k < content.length; k++) {
    const type = (content[k] as Fields | null)?.type;
    if (type === "thinking" || type === "redacted_thinking") return true;
  }
  return false;
}

/** Does a message (by `type` or, in Chat Completions, by `role`) carry private parts? */
function privateParts(item: Fields): boolean {
  if (
    item.role === "assistant" &&
    (item.reasoning_content != null ||
      item.reasoning_details != null ||
      item.thinking_blocks != null)
  )
    return true;
  return thinkingPart(item.content);
}

/**
 * What `family` keeps of `items` by SPEC §3's rules, with nothing else: each item's `type`; a
 * message's role, reasoning fields and content parts; a private item's producer. No checks, no
 * copies (a message to strip is only counted), no repairs: a floor, not a selection.
 */
export function familyReadsFloor(
  items: readonly Item[],
  families: ReadonlyMap<Item, string>,
  family: string,
): { items: Item[]; toStrip: number } {
  const out = new Array<Item>(items.length);
  let kept = 0;
  let toStrip = 0; // used, so the reads are not optimized away
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Fields;
    const type = item.type;
    if (typeof type === "string" && ALWAYS_PRIVATE_TYPES.has(type)) {
      if (families.get(item as Item) === family) out[kept++] = item as Item;
    } else {
      if (type === "message" || (type === undefined && typeof item.role === "string"))
        if (privateParts(item)) toStrip++;
      out[kept++] = item as Item;
    }
  }
  out.length = kept;
  return { items: out, toStrip };
}
