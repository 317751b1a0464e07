// Native compaction spellings (SPEC §1).
import { itemType } from "./classify.js";

/** `item` itself when canonical (or not a compaction item), else a fresh `compaction` copy. */
export function canonicalizeNativeCompactionItem<T>(item: T): T {
  if (itemType(item) !== "compaction_summary") return item;
  return { ...(item as object), type: "compaction" } as T;
}
