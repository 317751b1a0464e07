// What the service stores of an item besides its bytes: the call keys it holds, whether it is private.
import {
  callKeys,
  hasFamilyPrivateContent,
  type Item,
  isCallItem,
  isFamilyPrivateItem,
} from "clinker-transcript";
import { encode } from "./codec.js";

/** One row to insert. */
export interface NewRow {
  bytes: Uint8Array;
  /** Keys of a call item (empty for everything else). */
  callKeys: string[];
  /** Family-private, or carrying private parts: replay decodes it to project it for a family. */
  private: boolean;
  /** The producing family, as the writer named it. */
  family: string | null;
  /** The call key a repair output answers (unique per session). */
  repairOf: string | null;
}

/** The row of `item` (encoded here), produced by `family`. */
export function rowOf(item: Item, family: string | null, repairOf: string | null = null): NewRow {
  return {
    bytes: encode(item),
    callKeys: isCallItem(item) ? callKeys(item) : [],
    private: isFamilyPrivateItem(item) || hasFamilyPrivateContent(item),
    family,
    repairOf,
  };
}

/** The rows of a write's `items`, produced by `family` (null when the writer names none). */
export function rowsOf(items: readonly Item[], family: string | null | undefined): NewRow[] {
  return items.map((item) => rowOf(item, family ?? null));
}
