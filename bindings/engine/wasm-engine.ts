// The wasm engine: descriptors into core memory, the isRepaired round trip, results copied out.
import { ERR_NONE, MP_OK, MP_TOO_LARGE } from "../../common/codes.js";
import { invalidArgument } from "../errors.js";
import type { CoreExports } from "./core-exports.js";
import { descriptorsBound, writeDescriptors } from "./descriptor-writer.js";
import { coreMemoryError, requireCore, withCore } from "./loader.js";
import type { CoreCutoff, CoreFailure, CoreReconcile, CoreRequest, Engine } from "./types.js";

const NO_LIMIT = 0x7fffffff;
/** Bumped by every planning call, so a call re-entered from isRepairedAt is detected. */
let generation = 0;

function copyInt32(core: CoreExports, ptr: number, length: number): Int32Array {
  return new Int32Array(core.memory.buffer, ptr, length).slice();
}

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

/** Asks the host predicate on the ambiguous outputs, ascending; null when there is nothing to ask. */
function askRepaired(core: CoreExports, request: CoreRequest): Int32Array | null {
  const count = core.ambiguousCount();
  if (!request.isRepairedAt || count === 0) return null;
  const indices = copyInt32(core, core.ambiguousPtr(), count);
  const answers = new Int32Array(count);
  for (let i = 0; i < count; i++) answers[i] = request.isRepairedAt(indices[i]) ? indices[i] : -1;
  return answers;
}

/** Loads the request and answers isRepaired; reloads when the predicate re-entered the engine. */
function loadAnswered(request: CoreRequest): CoreExports {
  let core = requireCore();
  const mine = ++generation;
  load(core, request);
  const answers = askRepaired(core, request);
  if (!answers) return core;
  if (generation !== mine) {
    core = requireCore(); // the predicate used the engine (maybe even rebuilt it): reload
    load(core, request);
  }
  const flags = new Uint8Array(
    core.memory.buffer,
    core.repairedFlagsPtr(),
    request.descriptors.length,
  );
  for (const index of answers) if (index >= 0) flags[index] = 1;
  return core;
}

function failure(core: CoreExports, reason: number): CoreFailure {
  return { ok: false, reason, index: core.errorIndex(), key: core.errorKey() };
}

function reconcile(request: CoreRequest): CoreReconcile | CoreFailure {
  return withCore(() => {
    const core = loadAnswered(request);
    const reason = core.reconcile();
    if (reason !== ERR_NONE) return failure(core, reason);
    return {
      ok: true,
      order: copyInt32(core, core.resultOrderPtr(), core.resultOrderLen()),
      repairs: copyInt32(core, core.resultPairsPtr(), core.resultRepairCount() * 2),
      dropped: copyInt32(core, core.resultDroppedPtr(), core.resultDroppedLen()),
    };
  });
}

function cutoff(request: CoreRequest, at: number): CoreCutoff | CoreFailure {
  if (!Number.isInteger(at) || at < 0 || at > request.descriptors.length) {
    throw invalidArgument(`cutoff must be an integer in [0, ${request.descriptors.length}]`);
  }
  return withCore(() => {
    const core = loadAnswered(request);
    const reason = core.cutoff(at);
    if (reason !== ERR_NONE) return failure(core, reason);
    return {
      ok: true,
      start: core.resultStart(),
      unresolved: copyInt32(core, core.resultPairsPtr(), core.resultUnresolvedCount() * 2),
    };
  });
}

/** The WebAssembly engine. Throws `not-initialized` until `init()` or `initSync()` has run. */
export const wasmEngine: Engine = { name: "wasm", reconcile, cutoff };
