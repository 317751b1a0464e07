// Anthropic-style content (Claude Code and pi messages): which blocks each item the reader made
// came from, so a record can keep some items and lose others.
import { TranscriptError } from "../../errors.js";
import type { HostRecord } from "./adapter.js";

type Block = Record<string, unknown>;

/** A user message's blocks per item: each tool result alone, each run of other blocks together. */
function userUnits(blocks: readonly Block[]): number[][] {
  const units: number[][] = [];
  let run: number[] = [];
  blocks.forEach((block, i) => {
    if (block?.type !== "tool_result") {
      run.push(i);
      return;
    }
    if (run.length) units.push(run);
    run = [];
    units.push([i]);
  });
  if (run.length) units.push(run);
  return units;
}

/** The blocks of each item of a message's `content`; `[[-1]]` for string content. */
export function contentUnits(role: string, content: unknown): number[][] {
  if (!Array.isArray(content)) return [[-1]];
  return role === "user" ? userUnits(content) : content.map((_, i) => [i]);
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
 * `message` with only the blocks of the kept items; undefined when none is kept.
 * @throws {TranscriptError} `invalid-record` when the content makes another number of items.
 */
export function keepContent(
  message: HostRecord,
  role: string,
  kept: readonly boolean[],
): HostRecord | undefined {
  const units = contentUnits(role, message.content);
  if (units.length !== kept.length) throw unitMismatch(units.length, kept.length);
  if (!kept.includes(true)) return undefined;
  if (!kept.includes(false)) return message;
  const keep = new Set(units.filter((_, i) => kept[i]).flat());
  const content = (message.content as Block[]).filter((_, i) => keep.has(i));
  return { ...message, content };
}
