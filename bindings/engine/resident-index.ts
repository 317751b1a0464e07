// A projection's resident index: a handle on correlation state in the wasm core, kept current on
// append, rebuilt from the projection's descriptors after the instance was rebuilt (a trap).
import { MP_OK, MP_TOO_LARGE } from "../../common/codes.js";
import { invalidArgument, type TranscriptError } from "../errors.js";
import type { ResidentSlot } from "../projection.js";
import type { CoreExports } from "./abi.js";
import { descriptorsBound, writeDescriptors } from "./descriptor-writer.js";
import {
  coreMemoryError,
  isInitialized,
  onCoreMemoryPressure,
  requireCore,
  withCore,
} from "./loader.js";
import type { Descriptor } from "./types.js";

/** What freeing a handle needs: the instance it lives in (a rebuilt instance dropped it) and the handle. */
interface Held {
  core: WeakRef<CoreExports>;
  handle: number;
}

/** Frees the handle when its instance is still the live one; never throws (it runs from the GC). */
function freeHeld(held: Held): void {
  try {
    const core = isInitialized() ? requireCore() : undefined;
    if (core && held.core.deref() === core) core.residentFree(held.handle);
  } catch {
    // A failing free leaves a block unused until the instance is rebuilt: nothing to report.
  }
}

const finalizer = new FinalizationRegistry<Held>(freeHeld);

function tooLarge(): TranscriptError {
  return coreMemoryError("the wasm core cannot hold this projection's index");
}

/** Indexes holding core memory: all of it can be rebuilt, so all of it goes when memory is full. */
const live = new Set<WeakRef<ResidentIndex>>();

onCoreMemoryPressure(() => {
  const evicted = live.size > 0;
  for (const ref of [...live]) ref.deref()?.dispose();
  live.clear();
  return evicted;
});

/** The resident index of one projection (a {@link ResidentSlot}); one wasm state at a time. */
export class ResidentIndex implements ResidentSlot {
  #held: Held | undefined;
  readonly #self = new WeakRef(this);
  /** Descriptors already in the core. */
  #count = 0;
  readonly #token = {};

  /** The core handle, made current with `descriptors` (call inside withCore). Throws on failure. */
  ensure(core: CoreExports, descriptors: readonly Descriptor[]): number {
    if (!this.#held || this.#held.core.deref() !== core) this.#create(core);
    if (this.#count < descriptors.length) this.#append(core, descriptors);
    return this.#held!.handle;
  }

  sync(descriptors: readonly Descriptor[]): void {
    const core = isInitialized() ? requireCore() : undefined;
    if (!core || this.#held?.core.deref() !== core) return; // rebuilt lazily on use
    try {
      withCore((live) => this.ensure(live, descriptors), false);
    } catch {
      this.dispose(); // the next plan rebuilds it, and reports what failed
    }
  }

  rebuilt(descriptors: readonly Descriptor[]): ResidentSlot | undefined {
    const next = new ResidentIndex();
    if (!this.#held || !isInitialized()) return next; // never built: the replacement waits too
    try {
      withCore((core) => next.ensure(core, descriptors), false);
      return next;
    } catch {
      next.dispose();
      return undefined;
    }
  }

  dispose(): void {
    if (!this.#held) return;
    finalizer.unregister(this.#token);
    live.delete(this.#self);
    freeHeld(this.#held);
    this.#held = undefined;
    this.#count = 0;
  }

  #create(core: CoreExports): void {
    this.dispose();
    const handle = core.residentCreate((Math.random() * 2 ** 32) >>> 0);
    if (!handle) throw tooLarge();
    this.#held = { core: new WeakRef(core), handle };
    finalizer.register(this, { ...this.#held }, this.#token);
    live.add(this.#self);
  }

  /** Writes the descriptors not yet in the core to the index's input block and appends them. */
  #append(core: CoreExports, descriptors: readonly Descriptor[]): void {
    const part = this.#count === 0 ? descriptors : descriptors.slice(this.#count);
    const bound = descriptorsBound(part);
    const inputPtr = core.residentInput(this.#held!.handle, bound);
    if (!inputPtr) throw tooLarge();
    const length = writeDescriptors(new Uint8Array(core.memory.buffer, inputPtr, bound), part);
    const status = core.residentAppend(this.#held!.handle, length);
    if (status === MP_TOO_LARGE) throw tooLarge();
    if (status !== MP_OK)
      throw invalidArgument(`descriptors rejected by the wasm core (status ${status})`);
    this.#count = descriptors.length;
  }
}
