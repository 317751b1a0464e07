// What Codex rebuilds from an older rollout's `compacted` record that holds only its summary
// `message`: the user's own messages of the history so far, newest first within its budget, then
// the summary, all as user messages (as the pinned Codex sends them on resume).
import type { Item } from "../../items/types.js";
import { Utf8Counter } from "../../utf8.js";
import { isRecordObject } from "../problem.js";

/** Codex's budget for the user messages it keeps through such a compaction, in its tokens. */
export const USER_MESSAGE_TOKENS = 20_000;

/** Codex's stand-in for an empty summary. */
export const NO_SUMMARY = "(no summary available)";

/** The start of a summary Codex made (a message starting with it is no message of the user's). */
const SUMMARY_PREFIX =
  "Another language model started to solve this problem and produced a summary of its thinking process. You also have access to the state of the tools that were used by that language model. Use this to build on the work that has already been done and avoid duplicating work. Here is the summary produced by the other language model, use the information in this summary to assist with your own analysis:\n";

/** The context Codex writes as user text and injects anew (its start and end, white space aside). */
const CONTEXT_FRAGMENTS: readonly (readonly [string, string])[] = [
  ["<environment_context>", "</environment_context>"],
  ["# AGENTS.md instructions for ", "</INSTRUCTIONS>"],
  ["<skill>", "</skill>"],
  ["<user_shell_command>", "</user_shell_command>"],
  ["<turn_aborted>", "</turn_aborted>"],
  ["<subagent_notification>", "</subagent_notification>"],
];

/** A user message of the history: its texts (the message Codex keeps is made on rebuild). */
interface Kept {
  texts: readonly string[];
  tokens: number;
}

const LESS_THAN = 60;
const HASH = 35;

const isContext = (text: string): boolean => {
  const start = text.trimStart();
  const first = start.charCodeAt(0);
  if (first !== LESS_THAN && first !== HASH) return false; // no fragment starts otherwise
  const end = text.trimEnd();
  return CONTEXT_FRAGMENTS.some(([open, close]) => start.startsWith(open) && end.endsWith(close));
};

/** The texts of a message of the user's, or undefined if it is none. */
function userTexts(item: unknown): string[] | undefined {
  if (!isRecordObject(item) || item.type !== "message" || item.role !== "user") return undefined;
  if (!Array.isArray(item.content)) return undefined; // a line Codex cannot read
  const texts: string[] = [];
  for (const part of item.content)
    if (isRecordObject(part) && part.type === "input_text" && typeof part.text === "string")
      texts.push(part.text);
  if (texts.length === 0 || texts[0].startsWith(SUMMARY_PREFIX)) return undefined;
  return texts.some(isContext) ? undefined : texts;
}

/**
 * The user's messages of a Codex history, as many of the newest as its rebuild can keep (older
 * ones are let go as they fall out of the budget, so a long rollout holds little). Throws nothing.
 */
export class CodexUserMessages {
  private kept: Kept[] = [];
  private head = 0;
  private tokens = 0;
  /** Does the history start here (a replacement read whole), not before the reader's first line? */
  private anchored = false;
  private readonly utf8 = new Utf8Counter();

  /** Notes `item` if it is a message of the user's. */
  add(item: unknown): void {
    const texts = userTexts(item);
    if (texts === undefined) return;
    // Codex's token estimate: each text's UTF-8 bytes / 4, rounded up.
    let tokens = 0;
    for (const text of texts) tokens += Math.ceil(this.utf8.length(text) / 4);
    const message = { texts, tokens };
    this.kept.push(message);
    this.tokens += message.tokens;
    // Let go of the oldest while the newer ones alone fill the budget.
    while (this.tokens - this.kept[this.head].tokens >= USER_MESSAGE_TOKENS) {
      this.tokens -= this.kept[this.head].tokens;
      this.head++;
    }
    if (this.head > 1024 && this.head * 2 > this.kept.length) {
      this.kept = this.kept.slice(this.head);
      this.head = 0;
    }
  }

  /**
   * Starts over from a history that replaces the one so far; `whole`: it holds all of the history
   * (a rebuild that may lack earlier lines' messages is not).
   */
  restart(history: readonly unknown[], whole: boolean): void {
    this.kept = [];
    this.head = 0;
    this.tokens = 0;
    this.anchored = whole;
    for (const item of history) this.add(item);
  }

  /** May {@link rebuilt} lack user messages of lines before the reader's first one? */
  reachesBefore(): boolean {
    return !this.anchored && this.head === 0 && this.tokens < USER_MESSAGE_TOKENS;
  }

  /**
   * The history Codex rebuilds from a summary: the newest user messages within its budget (the
   * one that crosses it kept whole, where Codex cuts it), then the summary as a user message.
   */
  rebuilt(summary: string): Item[] {
    const out: Item[] = [];
    let remaining = USER_MESSAGE_TOKENS;
    for (let k = this.kept.length - 1; k >= this.head && remaining > 0; k--) {
      const content = this.kept[k].texts.map((text) => ({ type: "input_text", text }));
      out.push({ type: "message", role: "user", content } as Item);
      remaining -= this.kept[k].tokens;
    }
    out.reverse();
    const text = summary === "" ? NO_SUMMARY : summary;
    out.push({ type: "message", role: "user", content: [{ type: "input_text", text }] } as Item);
    return out;
  }
}
