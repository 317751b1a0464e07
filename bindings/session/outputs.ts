// Outputs the loop writes: tool results, error outputs and the default repair.

import type { Item } from "../items/index.js";
import type { Projection } from "../projection.js";
import { INTERRUPTED_TEXT, repairPolicy } from "../reconcile/repair-policy.js";
import type { MissingOutputRepair } from "../reconcile/repairs.js";

export { INTERRUPTED_TEXT, outputFor } from "../reconcile/repair-policy.js";

/** The default repair policy (text {@link INTERRUPTED_TEXT}). */
const INTERRUPTED = repairPolicy();

/** The metadata key of the projection table marking outputs the loop published as repairs. */
export const SESSION_REPAIRS: unique symbol = Symbol("clinker-transcript/session-repairs");

/** A tool's return value as output text: strings as is, `undefined` empty, the rest JSON. */
export function resultText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value) ?? String(value);
}

/** The default error text of a tool that threw. */
export function errorText(error: unknown): string {
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The default repair policy: an output of the call's kind saying the call was interrupted
 * ({@link INTERRUPTED_TEXT}). The loop appends it to the projection, which is its publication.
 */
export function interruptedOutput(repair: MissingOutputRepair): Item {
  return INTERRUPTED.repairOutput(repair);
}

/**
 * The default `isRepairedOutput` over `projection`: an output the loop marked in its
 * {@link SESSION_REPAIRS} table, or one whose text is {@link INTERRUPTED_TEXT} (so a
 * transcript restored from storage, without metadata, is still read right).
 */
export function isSessionRepair(projection: Projection): (output: Item) => boolean {
  return (output) =>
    projection.metadataTable(SESSION_REPAIRS).has(output) || INTERRUPTED.isRepairedOutput(output);
}
