// `compact --cutoff`: an item number (what `check` shows as "item N"), `line:L` (the first item
// read from line L or after) or `id:X` (the item whose `id` or `call_id` is X).
import { InvalidArgumentError } from "commander";
import type { Transcript, TranscriptRecord } from "../readers/types.js";
import { UsageError } from "./failure.js";

/** Where to cut, as the user named it. */
export type CutoffSpec = { item: number } | { line: number } | { id: string };

/**
 * Parses a `--cutoff` value.
 * @throws {InvalidArgumentError} for anything but `N`, `line:L` or `id:X` (exit 2).
 */
export function parseCutoff(value: string): CutoffSpec {
  if (/^\d+$/.test(value)) return { item: Number(value) };
  const line = /^line:(\d+)$/.exec(value);
  if (line) return { line: Number(line[1]) };
  if (value.startsWith("id:") && value.length > 3) return { id: value.slice(3) };
  throw new InvalidArgumentError("expected an item number, line:L or id:X");
}

const idOf = (item: unknown) => {
  const { id, call_id } = item as { id?: unknown; call_id?: unknown };
  return [id, call_id];
};

/** A cutoff that names an item by where it was read or by its id. */
export type NamedCutoff = { line: number } | { id: string };

/**
 * The index of the first of `items` (read from `records`, one each) that `spec` names, or -1:
 * the first read from line L or after, or the first whose `id` or `call_id` is X. Throws nothing.
 */
export function namedItem(
  spec: NamedCutoff,
  items: readonly unknown[],
  records: readonly TranscriptRecord[],
): number {
  if ("line" in spec) return records.findIndex((r) => r.line !== undefined && r.line >= spec.line);
  return items.findIndex((item) => idOf(item).includes(spec.id));
}

/** The refusal of a `spec` that names no item of the conversation (exit 2). Throws nothing. */
export function namesNoItem(spec: NamedCutoff): UsageError {
  return "line" in spec
    ? new UsageError(`--cutoff line:${spec.line}: no item is read from that line or after`)
    : new UsageError(`--cutoff id:${spec.id}: no item has that id or call_id`);
}

/**
 * The item number `spec` names in `t`.
 * @throws {UsageError} when no item is at or after the line, or none has the id (exit 2).
 */
export function cutoffItem(spec: CutoffSpec | number, t: Transcript): number {
  if (typeof spec === "number") return spec;
  if ("item" in spec) return spec.item;
  const at = namedItem(spec, t.items, t.records);
  if (at < 0) throw namesNoItem(spec);
  return at;
}
