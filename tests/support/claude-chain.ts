// A Claude Code session of one chain of message lines, each the parent of the next (reader tests).
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import { fixInPlace, type InPlaceReport } from "../../bindings/cli/in-place.js";

type Obj = Record<string, unknown>;

/** One line: its type (`user` / `assistant`), its message content, other fields of the line. */
export type ChainLine = [type: string, content: unknown, extra?: Obj];

/** The session's text; line k's uuid is `prefix` and k, padded to a uuid. */
export function claudeChain(lines: readonly ChainLine[], prefix: string): string {
  const id = (k: number) => `${prefix}0000-0000-4000-8000-${String(k).padStart(12, "0")}`;
  return lines
    .map(([type, content, extra], k) => ({
      parentUuid: k === 0 ? null : id(k),
      sessionId: "s",
      type,
      uuid: id(k + 1),
      timestamp: new Date(Date.UTC(2026, 10, 1) + k * 1000).toISOString(),
      message: {
        role: type,
        content,
        ...(type === "assistant" ? { model: "claude-sonnet-4-5" } : {}),
      },
      ...extra,
    }))
    .map((r) => `${JSON.stringify(r)}\n`)
    .join("");
}

/**
 * Writes `text` to `path` as a session last written long ago (fix refuses a fresh one) and fixes
 * it in place, a repair's text "interrupted"; the report.
 */
export function fixOldSession(path: string, text: string): InPlaceReport {
  writeFileSync(path, text);
  const old = Date.UTC(2026, 10, 30) / 1000;
  utimesSync(path, old, old);
  return fixInPlace(path, { repairText: "interrupted" });
}

/**
 * `lines` as a session whose lines of `type` (`system`, `attachment`) hold their `content` as
 * `shape` gives it, in place of a message.
 */
export function claudeChainOf(
  lines: readonly ChainLine[],
  prefix: string,
  type: string,
  shape: (content: unknown) => Obj,
): string {
  return claudeChain(lines, prefix)
    .split("\n")
    .filter(Boolean)
    .map((text) => {
      const line = JSON.parse(text) as Obj & { message: Obj };
      if (line.type !== type) return text;
      const { message, ...rest } = line;
      return JSON.stringify({ ...rest, ...shape(message.content) });
    })
    .map((text) => `${text}\n`)
    .join("");
}

/** `lines` with a second call beside `call` (the same array), left without its result. */
export function withOpenCall(lines: readonly ChainLine[], call: unknown[]): ChainLine[] {
  const second = { type: "tool_use", id: "toolu_2", name: "Bash", input: {} };
  return lines.map(
    ([type, content, extra]): ChainLine =>
      content === call ? [type, [...call, second], extra] : [type, content, extra],
  );
}

/** The lines of `text` holding `marker`, parsed, less their parent link (a repair re-points it). */
export const linesWith = (text: string, marker: string): Obj[] =>
  text
    .split("\n")
    .filter((l) => l.includes(marker))
    .map((l) => ({ ...JSON.parse(l), parentUuid: undefined }));

/**
 * Fixes `text` in place at `path` (fixOldSession; the fix must change it): the fixed text, and
 * its lines holding `marker` before and after the fix (linesWith).
 */
export function fixedLinesWith(
  path: string,
  text: string,
  marker: string,
): { fixed: string; before: Obj[]; after: Obj[] } {
  const report = fixOldSession(path, text);
  if (!report.ok || !report.changed) throw new Error(`fix: ${JSON.stringify(report.error)}`);
  const fixed = readFileSync(path, "utf8");
  return { fixed, before: linesWith(text, marker), after: linesWith(fixed, marker) };
}
