// The wasm engine: descriptors into core memory, the isRepaired round trip, results copied out.
import { ERR_NONE, MP_OK, MP_TOO_LARGE } from "../../common/codes.js";
import { invalidArgument } from "../errors.js";
import type { CoreExports } from "./abi.js";
import { descriptorsBound, writeDescriptors } from "./descriptor-writer.js";
import { coreMemoryError, countLoad, loadsSoFar, requireCore, withCore } from "./loader.js";
import { askedOutputs, cutoffOf, failureOf, reconcileOf, writeAnswers } from "./plan-out.js";
import type { CoreCutoff, CoreFailure, CoreReconcile, CoreRequest, Engine } from "./types.js";

const NO_LIMIT = 0x7fffffff;

/** Writes the descriptors into a fresh input region (memory grown first) and parses them. */
function load(core: CoreExports, request: CoreRequest): void {
  const { descriptors } = request;
  const bound = descriptorsBound(descriptors);
  const inputPtr = core.inputAlloc(bound);
  if (!inputPtr) throw coreMemoryError("the wasm core cannot hold this input");
  const length = writeDescriptors(new Uint8Array(core.memory.buffer, inputPtr, bound), descriptors);
  const status = core.prepare(length, NO_LIMIT, (Math.random() * 2 ** 32) >>> 0);
  if (status === MP_TOO_LARGE) {
    throw coreMemoryError("the wasm core cannot hold the tables for this input");
  }
  if (status !== MP_OK)
    throw invalidArgument(`descriptors rejected by the wasm core (status ${status})`);
}

/** The ambiguous outputs and the predicate's answers, ascending; null when there is nothing to ask. */
function askRepaired(core: CoreExports, request: CoreRequest) {
  const count = core.ambiguousCount();
  if (!request.isRepairedAt || count === 0) return null;
  const asked = askedOutputs(core, core.oneShot(), count);
  return { asked, answers: Array.from(asked, (index) => request.isRepairedAt!(index)) };
}

/** Loads the request and answers isRepaired; reloads when the predicate re-entered the engine. */
function loadAnswered(request: CoreRequest): CoreExports {
  let core = requireCore();
  const mine = countLoad(); // a call re-entered from isRepairedAt moves the count
  load(core, request);
  const repaired = askRepaired(core, request);
  if (!repaired) return core;
  if (loadsSoFar() !== mine) {
    core = requireCore(); // the predicate used the engine (maybe even rebuilt it): reload
    load(core, request);
  }
  writeAnswers(core, core.oneShot(), repaired.asked, repaired.answers);
  return core;
}

function reconcile(request: CoreRequest): CoreReconcile | CoreFailure {
  return withCore(() => {
    const core = loadAnswered(request);
    const reason = core.reconcile();
    if (reason !== ERR_NONE) return failureOf(core, core.oneShot(), reason);
    return reconcileOf(core, core.oneShot());
  });
}

function cutoff(request: CoreRequest, at: number): CoreCutoff | CoreFailure {
  if (!Number.isInteger(at) || at < 0 || at > request.descriptors.length) {
    throw invalidArgument(`cutoff must be an integer in [0, ${request.descriptors.length}]`);
  }
  return withCore(() => {
    const core = loadAnswered(request);
    const reason = core.cutoff(at);
    if (reason !== ERR_NONE) return failureOf(core, core.oneShot(), reason);
    return cutoffOf(core, core.oneShot());
  });
}

/** The WebAssembly engine. Throws `not-initialized` until `init()` or `initSync()` has run. */
export const wasmEngine: Engine = { name: "wasm", reconcile, cutoff };
