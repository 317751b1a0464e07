// An Engine over a projection's resident index: nothing re-crosses but the items appended since the
// last call. The core lists the outputs the predicate decides; the host asks it between core
// calls; the core then decides the errors (the tolerated late-output rule) and plans in one pass.
import { ERR_NONE, MP_OK, PLAN_ERROR_REASON, PLAN_START } from "../../common/codes.js";
import type { TranscriptError } from "../errors.js";
import { type Projection, projectionInternals } from "../projection.js";
import type { CoreExports } from "./abi.js";
import { coreMemoryError, withCore } from "./loader.js";
import { askedOutputs, cutoffOf, failureOf, writeAnswers } from "./plan-out.js";
import { referenceEngine } from "./reference/index.js";
import { ResidentIndex } from "./resident-index.js";
import type { CoreCutoff, CoreFailure, CoreReconcile, CoreRequest, Engine } from "./types.js";

function tooLarge(): TranscriptError {
  return coreMemoryError("the wasm core cannot hold this plan");
}

/** The projection's resident index, attached on first use. */
export function residentIndexOf(projection: Projection): ResidentIndex {
  const slot = projectionInternals.residentSlot(projection);
  if (slot instanceof ResidentIndex) return slot;
  const index = new ResidentIndex();
  projectionInternals.attachResident(projection, index);
  return index;
}

/** The ambiguous outputs of the index with the predicate's answers (1: repaired), ascending. */
function askRepaired(
  index: ResidentIndex,
  request: CoreRequest,
): { asked: Int32Array; answers: Uint8Array } {
  const asked = withCore((core) => {
    const handle = index.ensure(core, request.descriptors);
    const count = core.residentAmbiguous(handle);
    if (count < 0) throw tooLarge();
    return askedOutputs(core, handle, count).sort(); // the core lists them by row
  }, false);
  const answers = new Uint8Array(asked.length);
  if (request.isRepairedAt) {
    for (let i = 0; i < asked.length; i++) answers[i] = request.isRepairedAt(asked[i]) ? 1 : 0;
  }
  return { asked, answers };
}

/**
 * Runs `plan` on the resident index of `projection` once the core has decided its errors with the
 * predicate's answers. When the predicate changed the projection, the captured descriptors are
 * planned by the reference engine.
 */
function withResident<T>(
  projection: Projection,
  request: CoreRequest,
  plan: (core: CoreExports, handle: number) => T,
  fallback: (captured: CoreRequest) => T | CoreFailure,
): T | CoreFailure {
  const { descriptors } = request;
  const length = descriptors.length;
  const index = residentIndexOf(projection);
  const { asked, answers } = askRepaired(index, request);
  // The predicate ran between core calls: it may have used the core, or changed the projection.
  if (
    projectionInternals.descriptors(projection) !== descriptors ||
    descriptors.length !== length
  ) {
    return fallback({ ...request, descriptors: descriptors.slice(0, length) });
  }
  return withCore((core) => {
    const handle = index.ensure(core, descriptors);
    writeAnswers(core, handle, asked, answers);
    const reason = core.planField(handle, PLAN_ERROR_REASON);
    return reason !== ERR_NONE ? failureOf(core, handle, reason) : plan(core, handle);
  }, false);
}

function reconcileOn(projection: Projection, request: CoreRequest): CoreReconcile | CoreFailure {
  return withResident(
    projection,
    request,
    (core, handle) => {
      const planned = residentIndexOf(projection).order.plan(core, handle);
      if (!planned) throw tooLarge();
      return planned;
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
      const known = residentIndexOf(projection).order.unresolvedAt(at);
      const first = known ? (known.length ? known[0] : -1) : -2; // -2: the core lists them
      if (core.residentCutoff(handle, at, first) !== MP_OK) throw tooLarge();
      return known
        ? { ok: true, start: core.planField(handle, PLAN_START), unresolved: known }
        : cutoffOf(core, handle);
    },
    (captured) => referenceEngine.cutoff(captured, at),
  );
}

/**
 * The engine of one projection's resident index. Its requests must carry the projection's own
 * descriptors (`projectionInternals.descriptors(projection)`); `cutoff` is checked by the caller.
 */
export function residentEngine(projection: Projection): Engine {
  return {
    name: "wasm",
    reconcile: (request) => reconcileOn(projection, request),
    cutoff: (request, at) => cutoffOn(projection, request, at),
  };
}
