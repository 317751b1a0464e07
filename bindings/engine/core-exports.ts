// The exports of the wasm core (assembly/index.ts), as the bindings see them.

/** Functions and memory the core exports. Pointers are byte offsets into `memory`. */
export interface CoreExports {
  readonly memory: WebAssembly.Memory;
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
  testTrap(): void;
  testAbort(): void;
}
