// Anthropic-style content (Claude Code and pi messages): which blocks each item the reader made
// came from, so a record can keep some items and lose others.
import { TranscriptError } from "../../errors.js";
import type { HostRecord } from "./adapter.js";

type Block = Record<string, unknown>;

/** A user message's blocks per item: each tool result alone, each run of other blocks together. */
function userUnits(blocks: readonly Block[], live: readonly number[]): number[][] {
  const units: number[][] = [];
  let run: number[] = [];
  for (const i of live) {
    if (blocks[i]?.type !== "tool_result") {
      run.push(i);
      continue;
    }
    if (run.length) units.push(run);
    run = [];
    units.push([i]);
  }
  if (run.length) units.push(run);
  return units;
}

/**
 * A host's blocks its reader makes no item of (Claude Code's blank text blocks): in no item's
 * blocks, kept with any block of their record that is kept.
 */
export type InertBlock = (block: unknown) => boolean;

/** The blocks of each item of a message's `content`; `[[-1]]` for string content. */
export function contentUnits(role: string, content: unknown, inert?: InertBlock): number[][] {
  if (!Array.isArray(content)) return [[-1]];
  const live = content.flatMap((block, i) => (inert?.(block) ? [] : [i]));
  return role === "user" ? userUnits(content, live) : live.map((i) => [i]);
}

/** A count mismatch: the writer and the reader disagree on a record; nothing is written. */
export function unitMismatch(units: number, items: number): TranscriptError {
  return new TranscriptError(
    "invalid-record",
    `a record makes ${units} item(s) here but ${items} when read: not rewritten`,
    { reason: "host-write-mismatch" },
  );
}

/**
 * `message` with only the blocks of the kept items (and its inert blocks); undefined when none is
 * kept.
 * @throws {TranscriptError} `invalid-record` when the content makes another number of items.
 */
export function keepContent(
  message: HostRecord,
  role: string,
  kept: readonly boolean[],
  inert?: InertBlock,
): HostRecord | undefined {
  const units = contentUnits(role, message.content, inert);
  if (units.length !== kept.length) throw unitMismatch(units.length, kept.length);
  if (!kept.includes(true)) return undefined;
  if (!kept.includes(false)) return message;
  const keep = new Set(units.filter((_, i) => kept[i]).flat());
  const content = (message.content as Block[]).filter(
    (block, i) => keep.has(i) || inert?.(block) === true,
  );
  return { ...message, content };
}
