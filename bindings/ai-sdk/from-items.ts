// Planned items back to AI SDK messages: a message whose items all come back, in order, is
// returned itself; one that lost or gained parts is a copy; repairs form tool messages.
import type { Item } from "clinker-transcript";
import { partsOf } from "./parts.js";
import type { Origin } from "./to-items.js";
import type { ModelMessageLike, PartLike } from "./types.js";

/** A run of planned items from one source message (`source` -1: repair results). */
interface Run {
  source: number;
  parts: { at: number; part: PartLike }[];
}

function sameParts(parts: readonly PartLike[], run: Run): boolean {
  return (
    run.parts.length === parts.length && run.parts.every((entry, i) => entry.part === parts[i])
  );
}

function emit<M extends ModelMessageLike>(messages: readonly M[], run: Run): M | undefined {
  if (run.source < 0)
    return { role: "tool", content: run.parts.map((entry) => entry.part) } as unknown as M;
  const message = messages[run.source];
  const parts = partsOf(message) ?? [];
  // Tool results keep the plan's order (call order); other parts their own.
  const ordered = message.role === "tool" ? run.parts : [...run.parts].sort((a, b) => a.at - b.at);
  const kept = { ...run, parts: ordered };
  if (sameParts(parts, kept)) return message;
  if (ordered.length === 0) return undefined;
  return { ...message, content: ordered.map((entry) => entry.part) };
}

/**
 * The messages of `planned`, the engine's item order. `origins` ties items to the source
 * messages and parts; `repairParts` gives the result part of each repair item.
 */
export function itemsToMessages<M extends ModelMessageLike>(
  messages: readonly M[],
  planned: readonly Item[],
  origins: ReadonlyMap<Item, Origin>,
  repairParts: ReadonlyMap<Item, PartLike>,
): M[] {
  const out: M[] = [];
  let run: Run | undefined;
  const flush = () => {
    const message = run && emit(messages, run);
    if (message) out.push(message);
    run = undefined;
  };
  for (const entry of planned) {
    const origin = origins.get(entry);
    if (origin && origin.parts === undefined) {
      flush();
      out.push(messages[origin.message]);
      continue;
    }
    const source = origin ? origin.message : -1;
    if (run?.source !== source) {
      flush();
      run = { source, parts: [] };
    }
    if (origin) {
      const parts = partsOf(messages[source]) ?? [];
      for (const at of origin.parts ?? []) run.parts.push({ at, part: parts[at] });
    } else {
      run.parts.push({ at: -1, part: repairParts.get(entry)! });
    }
  }
  flush();
  return out;
}
