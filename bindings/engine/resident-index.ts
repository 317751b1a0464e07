// A projection's resident index: a handle on correlation state in the wasm core, kept current on
// append, rebuilt from the projection's descriptors after the instance was rebuilt (a trap).
import { MP_OK, MP_TOO_LARGE } from "../../common/codes.js";
import { invalidArgument, type TranscriptError } from "../errors.js";
import { type HeldIndex, hooks, kept } from "../internal/hooks.js";
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
import { ResidentOrder } from "./resident-order.js";
import type { Descriptor } from "./types.js";

/**
 * Every live handle, least recently used first, and their bytes. Found there, not through the
 * projections, so a handle is freed by eviction even while its projection is unreachable but not
 * yet finalized: in a synchronous loop V8 keeps WeakRef targets alive and runs no finalizer until
 * the job ends. Past hooks.residentBudget the least recently used are freed (they rebuild on their
 * next plan); the index in use is never freed for it, however large.
 */
const resident = kept.resident;
const held = resident.held;

/**
 * Frees the handle (once) when its instance is still the live one, and drops its registration: a
 * registration outlives its projection until the job ends, so a synchronous loop of plans on fresh
 * projections kept every one (about 160 bytes a plan). Never throws (it runs from the GC).
 */
function freeHeld(entry: HeldIndex): void {
  if (!held.delete(entry)) return;
  finalizer.unregister(entry.token);
  resident.bytes -= entry.bytes;
  try {
    const core = isInitialized() ? requireCore() : undefined;
    if (core && entry.core.deref() === core) core.residentFree(entry.handle);
  } catch {
    // A failing free leaves a block unused until the instance is rebuilt: nothing to report.
  }
}

const finalizer = new FinalizationRegistry<HeldIndex>(freeHeld);

/** Marks `entry` most recently used with its current size, then frees the oldest others past the budget. */
function touch(core: CoreExports, entry: HeldIndex): void {
  held.delete(entry);
  held.add(entry);
  const bytes = core.residentHeld(entry.handle) >>> 0;
  resident.bytes += bytes - entry.bytes;
  entry.bytes = bytes;
  for (const oldest of held) {
    if (resident.bytes <= hooks.residentBudget || oldest === entry) break;
    freeHeld(oldest);
  }
}

function tooLarge(): TranscriptError {
  return coreMemoryError("the wasm core cannot hold this projection's index");
}

// All of it can be rebuilt, so all of it goes when the core's memory is full.
onCoreMemoryPressure(() => {
  const evicted = held.size > 0;
  for (const entry of [...held]) freeHeld(entry);
  return evicted;
});

/** The resident index of one projection (a {@link ResidentSlot}); one wasm state at a time. */
export class ResidentIndex implements ResidentSlot {
  #held: HeldIndex | undefined;
  /** Descriptors already in the core. */
  #count = 0;
  /** The last reconcile order of the tables held. */
  readonly order = new ResidentOrder();

  /** The core handle, made current with `descriptors` (call inside withCore). Throws on failure. */
  ensure(core: CoreExports, descriptors: readonly Descriptor[]): number {
    if (!this.#held || !held.has(this.#held) || this.#held.core.deref() !== core)
      this.#create(core);
    const entry = this.#held!;
    if (this.#count < descriptors.length) this.#append(core, descriptors);
    touch(core, entry);
    return entry.handle;
  }

  sync(descriptors: readonly Descriptor[]): void {
    const core = isInitialized() ? requireCore() : undefined;
    const entry = this.#held;
    if (!core || !entry || !held.has(entry) || entry.core.deref() !== core) return; // rebuilt lazily on use
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
    freeHeld(this.#held);
    this.#held = undefined;
    this.#count = 0;
  }

  #create(core: CoreExports): void {
    this.dispose();
    this.order.reset();
    const handle = core.residentCreate((Math.random() * 2 ** 32) >>> 0);
    if (!handle) throw tooLarge();
    const entry: HeldIndex = { core: new WeakRef(core), handle, bytes: 0, token: {} };
    this.#held = entry;
    held.add(entry);
    finalizer.register(this, entry, entry.token);
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
