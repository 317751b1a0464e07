// The family projection over stored bytes: only rows marked private are decoded, the rest copied.
import { itemsForFamily } from "clinker-transcript";
import { itemBytes, type StoredTranscript } from "../store/read.js";
import { arrayHeader, concat, decode, encode } from "../transcript/codec.js";

/**
 * What `family` may replay of a private row another family produced: its bytes, a stripped copy's
 * bytes, or nothing, as `itemsForFamily` decides (it keeps a family's own rows as they are).
 */
function projectRow(stored: StoredTranscript, index: number, family: string): Uint8Array | null {
  const bytes = itemBytes(stored, index);
  const item = decode(bytes) as object;
  const producer = stored.privateRows.get(index);
  const itemFamilies = new Map(producer ? [[item, producer]] : []);
  const [kept] = itemsForFamily([item], family, { itemFamilies });
  if (kept === undefined) return null;
  return kept === item ? bytes : encode(kept);
}

/** The items at `order` as one msgpack array, projected for `family` when it is given. */
export function writeReplay(
  stored: StoredTranscript,
  order: Int32Array,
  family: string | undefined,
): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const index of order) {
    // Decoded only when private and produced by another family (or an unknown one).
    const own = family === undefined || stored.privateRows.get(index) === family;
    if (own || !stored.privateRows.has(index)) parts.push(itemBytes(stored, index));
    else {
      const projected = projectRow(stored, index, family);
      if (projected) parts.push(projected);
    }
  }
  return concat([arrayHeader(parts.length), ...parts]);
}

/** True when `order` is 0, 1, ..., count - 1. */
export function isIdentity(order: Int32Array, count: number): boolean {
  if (order.length !== count) return false;
  for (let i = 0; i < count; i++) if (order[i] !== i) return false;
  return true;
}
