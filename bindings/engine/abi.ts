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
  beginItems(len: number, maxItems: number, maxDepth: number, seed: number): number;
  beginWalk(len: number, maxItems: number, maxDepth: number): number;
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
  itemOffsetsPtr(): number;
  keyPtr(item: number, ord: number): number;
  keyLength(item: number, ord: number): number;
  itemKindsPtr(): number;
  itemFlagsPtr(): number;
  items(): number;
  ambiguousCount(): number;
  ambiguousPtr(): number;
  repairedFlagsPtr(): number;
  reconcile(): number;
  cutoff(at: number): number;
  errorIndex(): number;
  errorKey(): number;
  resultOrderPtr(): number;
  resultOrderLen(): number;
  resultPairsPtr(): number;
  resultRepairCount(): number;
  resultUnresolvedCount(): number;
  resultDroppedPtr(): number;
  resultDroppedLen(): number;
  resultStart(): number;
  // The resident index (assembly/resident/exports.ts): handles are table pointers.
  residentCreate(seed: number): number;
  residentFree(handle: number): void;
  residentInput(handle: number, bytes: number): number;
  residentAppend(handle: number, len: number): number;
  residentLength(handle: number): number;
  residentMalformed(handle: number): number;
  residentHasCall(handle: number, len: number): number;
  residentAmbiguous(handle: number): number;
  residentRepairedPtr(handle: number): number;
  residentErrorReason(handle: number): number;
  residentErrorIndex(handle: number): number;
  residentErrorKey(handle: number): number;
  residentReconcile(handle: number): number;
  residentCutoff(handle: number, at: number): number;
  residentOrderPtr(handle: number): number;
  residentOrderLen(handle: number): number;
  residentPairsPtr(handle: number): number;
  residentPairCount(handle: number): number;
  residentDroppedPtr(handle: number): number;
  residentDroppedLen(handle: number): number;
  residentStart(handle: number): number;
}

/** The debug core (build/debug.wasm): the release exports and hooks that break it on purpose. */
export interface DebugExports extends CoreExports {
  /** A trap, so the bindings' recovery can be exercised. */
  testTrap(): void;
  /** An abort, which the bindings turn into a TranscriptError. */
  testAbort(): void;
}

type Functions<T> = {
  [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: number;
};

/** Each release function with its parameter count (the test compares both with the module). */
export const CORE_ARITY: Functions<CoreExports> = {
  release: 0,
  inputAlloc: 1,
  prepare: 3,
  prepareItems: 4,
  beginItems: 4,
  beginWalk: 3,
  beginWindow: 6,
  windowAt: 1,
  scanItems: 1,
  itemsResumeAt: 0,
  walkItems: 3,
  itemOffsetsPtr: 0,
  keyPtr: 2,
  keyLength: 2,
  itemKindsPtr: 0,
  itemFlagsPtr: 0,
  items: 0,
  ambiguousCount: 0,
  ambiguousPtr: 0,
  repairedFlagsPtr: 0,
  reconcile: 0,
  cutoff: 1,
  errorIndex: 0,
  errorKey: 0,
  resultOrderPtr: 0,
  resultOrderLen: 0,
  resultPairsPtr: 0,
  resultRepairCount: 0,
  resultUnresolvedCount: 0,
  resultDroppedPtr: 0,
  resultDroppedLen: 0,
  resultStart: 0,
  residentCreate: 1,
  residentFree: 1,
  residentInput: 2,
  residentAppend: 2,
  residentLength: 1,
  residentMalformed: 1,
  residentHasCall: 2,
  residentAmbiguous: 1,
  residentRepairedPtr: 1,
  residentErrorReason: 1,
  residentErrorIndex: 1,
  residentErrorKey: 1,
  residentReconcile: 1,
  residentCutoff: 2,
  residentOrderPtr: 1,
  residentOrderLen: 1,
  residentPairsPtr: 1,
  residentPairCount: 1,
  residentDroppedPtr: 1,
  residentDroppedLen: 1,
  residentStart: 1,
};

/** The debug build's extra functions. */
export const DEBUG_ARITY: Omit<Functions<DebugExports>, keyof Functions<CoreExports>> = {
  testTrap: 0,
  testAbort: 0,
};
