// Image, file and document content parts of a transcript → seam blocks, one reader per spelling.
import type { Block, VendorPayload } from "../protocol.js";
import { isRecord } from "../validate.js";
import { FILE_PARTS } from "./files.js";
import { IMAGE_PARTS } from "./images.js";

const READERS: ReadonlyMap<unknown, (part: VendorPayload) => Block | undefined> = new Map([
  ...IMAGE_PARTS,
  ...FILE_PARTS,
]);

/**
 * The block an image, file or document content part stands for; undefined for a part that is
 * none of them or whose source no vendor would take (such a part is dropped like any unknown part).
 */
export function mediaPartBlock(part: unknown): Block | undefined {
  if (!isRecord(part)) return undefined;
  return READERS.get(part.type)?.(part);
}
