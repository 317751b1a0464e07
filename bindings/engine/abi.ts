// The exports of the wasm core (assembly/index.ts; assembly/debug.ts adds the test hooks), as the
// bindings see them. tests/engine/abi.test.ts checks both against the built modules' exports.

/** Functions and memory of the release core. Pointers are byte offsets into `memory`. */
export interface CoreExports {
  readonly memory: WebAssembly.Memory;
  // A one-shot plan (assembly/one-shot.ts).
  release(): void;
  inputAlloc(len: number): number;
  prepare(len: number, maxItems: number, seed: number): number;
  prepareItems(len: number, maxItems: number, maxDepth: number, seed: number): number;
  beginItems(len: number, maxItems: number, maxDepth: number, seed: number, walk: number): number;
  beginWindow(
    len: number,
    space: number,
    maxItems: number,
    maxDepth: number,
    seed: number,
    walk: number,
  ): number;
  windowAt(from: number): number;
  scanItems(available: number): number;
  itemsResumeAt(): number;
  walkItems(len: number, maxItems: number, maxDepth: number): number;
  oneShot(): number;
  ambiguousCount(): number;
  reconcile(): number;
  cutoff(at: number): number;
  // Reading tables by handle (assembly/plan.ts): oneShot() or a resident index.
  /** A value of the tables at `handle`: `field` is a PLAN_* of common/codes.ts. */
  planField(handle: number, field: number): number;
  planKeyPtr(handle: number, item: number, ord: number): number;
  planKeyLength(handle: number, item: number, ord: number): number;
  // The resident index (assembly/resident/exports.ts): handles are table pointers.
  residentCreate(seed: number): number;
  residentFree(handle: number): void;
  residentInput(handle: number, bytes: number): number;
  residentAppend(handle: number, len: number): number;
  residentMalformed(handle: number): number;
  residentHasCall(handle: number, len: number): number;
  residentAmbiguous(handle: number): number;
  residentReconcile(handle: number, from?: number): number;
  residentCutoff(handle: number, at: number, first?: number): number;
  residentHeld(handle: number): number;
}

/** The debug core (build/debug.wasm): the release exports and hooks that break it on purpose. */
export interface DebugExports extends CoreExports {
  /** A trap, so the bindings' recovery can be exercised. */
  testTrap(): void;
  /** An abort, which the bindings turn into a TranscriptError. */
  testAbort(): void;
}
