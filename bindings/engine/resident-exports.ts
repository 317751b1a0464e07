// The resident-index exports of the wasm core (assembly/resident.ts), as the bindings see them.
import type { CoreExports } from "./core-exports.js";

/** Functions of the core that keep a projection's correlation state between calls. */
export interface ResidentExports {
  readonly memory: WebAssembly.Memory;
  residentCreate(seed: number): number;
  residentFree(handle: number): void;
  residentScratch(bytes: number): number;
  residentAppend(handle: number, len: number): number;
  residentLength(handle: number): number;
  residentErrorReason(handle: number): number;
  residentErrorIndex(handle: number): number;
  residentErrorKey(handle: number): number;
  residentMalformed(handle: number): number;
  residentSeconds(handle: number): number;
  residentHasCall(handle: number, len: number): number;
  residentReconcile(handle: number): number;
  residentCutoff(handle: number, at: number): number;
  residentOrderLen(): number;
  residentPairsPtr(): number;
  residentPairCount(): number;
  residentStart(): number;
}

/** The resident exports of a live core. */
export function residentExports(core: CoreExports): ResidentExports {
  return core as unknown as ResidentExports;
}
