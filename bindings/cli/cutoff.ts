// `compact --cutoff`: an item number (what `check` shows as "item N"), `line:L` (the first item
// read from line L or after) or `id:X` (the item whose `id` or `call_id` is X).
import { InvalidArgumentError } from "commander";
import type { Transcript } from "../readers/types.js";
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

/**
 * The item number `spec` names in `t`.
 * @throws {UsageError} when no item is at or after the line, or none has the id (exit 2).
 */
export function cutoffItem(spec: CutoffSpec | number, t: Transcript): number {
  if (typeof spec === "number") return spec;
  if ("item" in spec) return spec.item;
  if ("line" in spec) {
    const at = t.records.findIndex((r) => r.line !== undefined && r.line >= spec.line);
    if (at < 0)
      throw new UsageError(`--cutoff line:${spec.line}: no item is read from that line or after`);
    return at;
  }
  const at = t.items.findIndex((item) => idOf(item).includes(spec.id));
  if (at < 0) throw new UsageError(`--cutoff id:${spec.id}: no item has that id or call_id`);
  return at;
}
