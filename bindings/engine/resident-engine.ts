// An Engine over a projection's resident index: nothing re-crosses but the items appended since the
// last call; errors first (the predicate asked between core calls), then one pass in the core.
import { MP_OK } from "../../common/codes.js";
import type { TranscriptError } from "../errors.js";
import type { Projection } from "../projection.js";
import type { CoreExports } from "./core-exports.js";
import { coreMemoryError, withCore } from "./loader.js";
import { referenceEngine } from "./reference/index.js";
import {
  decideErrors,
  droppedOutputs,
  type PendingErrors,
  readPendingErrors,
} from "./resident-errors.js";
import { residentExports } from "./resident-exports.js";
import { ResidentIndex } from "./resident-index.js";
import type { CoreCutoff, CoreFailure, CoreReconcile, CoreRequest, Engine } from "./types.js";

function tooLarge(): TranscriptError {
  return coreMemoryError("the wasm core cannot hold this plan");
}

/** The projection's resident index, attached on first use. */
export function residentIndexOf(projection: Projection): ResidentIndex {
  const slot = projection.residentSlot();
  if (slot instanceof ResidentIndex) return slot;
  const index = new ResidentIndex();
  projection.attachResident(index);
  return index;
}

function copyInt32(core: CoreExports, ptr: number, length: number): Int32Array {
  return new Int32Array(core.memory.buffer, ptr, length).slice();
}

/**
 * Runs `plan` on the resident index of `projection` once its errors are decided. When the
 * predicate changed the projection, the captured descriptors are planned by the reference engine.
 */
function withResident<T>(
  projection: Projection,
  request: CoreRequest,
  plan: (core: CoreExports, handle: number, pending: PendingErrors) => T,
  fallback: (captured: CoreRequest) => T | CoreFailure,
): T | CoreFailure {
  const { descriptors } = request;
  const length = descriptors.length;
  const index = residentIndexOf(projection);
  const pending = withCore((core) => {
    const errors = readPendingErrors(residentExports(core), index.ensure(core, descriptors));
    if (!errors) throw tooLarge();
    return errors;
  }, false);
  const failure = decideErrors(pending, request.isRepairedAt);
  if (failure) return failure;
  // The predicate ran between core calls: it may have used the core, or changed the projection.
  if (projection.descriptors() !== descriptors || descriptors.length !== length) {
    return fallback({ ...request, descriptors: descriptors.slice(0, length) });
  }
  return withCore((core) => plan(core, index.ensure(core, descriptors), pending), false);
}

function reconcileOn(projection: Projection, request: CoreRequest): CoreReconcile | CoreFailure {
  return withResident(
    projection,
    request,
    (core, handle, pending) => {
      const resident = residentExports(core);
      if (resident.residentReconcile(handle) !== MP_OK) throw tooLarge();
      const pairs = resident.residentPairCount() * 2;
      return {
        ok: true as const,
        order: copyInt32(core, resident.residentScratch(8), resident.residentOrderLen()),
        repairs: copyInt32(core, resident.residentPairsPtr(), pairs),
        dropped: droppedOutputs(pending.rows),
      };
    },
    (captured) => referenceEngine.reconcile(captured),
  );
}

function cutoffOn(
  projection: Projection,
  request: CoreRequest,
  at: number,
): CoreCutoff | CoreFailure {
  return withResident(
    projection,
    request,
    (core, handle) => {
      const resident = residentExports(core);
      if (resident.residentCutoff(handle, at) !== MP_OK) throw tooLarge();
      const pairs = resident.residentPairCount() * 2;
      return {
        ok: true as const,
        start: resident.residentStart(),
        unresolved: copyInt32(core, resident.residentPairsPtr(), pairs),
      };
    },
    (captured) => referenceEngine.cutoff(captured, at),
  );
}

/**
 * The engine of one projection's resident index. Its requests must carry the projection's own
 * descriptors (`projection.descriptors()`); `cutoff` is checked by the caller.
 */
export function residentEngine(projection: Projection): Engine {
  return {
    name: "wasm",
    reconcile: (request) => reconcileOn(projection, request),
    cutoff: (request, at) => cutoffOn(projection, request, at),
  };
}
