// validateFunctionCall over a projection's resident index: one key lookup in the core per key.
import { TranscriptError } from "../errors.js";
import { type Projection, projectionInternals } from "../projection.js";
import { withCore } from "./loader.js";
import { residentIndexOf } from "./resident-engine.js";
import { usesResident } from "./select.js";

const encoder = new TextEncoder();

/**
 * A lookup "does a call in `projection` hold this key?" answered by its resident index, or
 * undefined when the index is not used (then the caller scans the items). A projection holding a
 * malformed item is scanned too: a Chat group with one bad id still holds its good ones.
 */
export function residentCallHolder(projection: Projection): ((key: string) => boolean) | undefined {
  if (!usesResident(undefined, projection)) return undefined;
  const descriptors = projectionInternals.descriptors(projection);
  const index = residentIndexOf(projection);
  const holds = (key: string): number =>
    withCore((core) => {
      const handle = index.ensure(core, descriptors);
      if (core.residentMalformed(handle) > 0) return -1;
      const bound = key.length * 3;
      const inputPtr = core.residentInput(handle, bound);
      if (!inputPtr) return -1;
      const target = new Uint8Array(core.memory.buffer, inputPtr, bound);
      return core.residentHasCall(handle, encoder.encodeInto(key, target).written);
    }, false);
  try {
    if (holds("") < 0) return undefined; // builds the index; -1: scan instead
  } catch (error) {
    if (error instanceof TranscriptError) return undefined; // the core cannot hold it: scan
    throw error;
  }
  return (key) => holds(key) === 1;
}
