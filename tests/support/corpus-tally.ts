// A plain tally of each corpus file's raw `type` (and role) fields, computed straight from the
// file text without the loaders or the library, and the per-file statistics of SOURCES.md.
import { corpusText } from "./corpus.js";
import { isUnsentPiTurn } from "./corpus-anthropic.js";

/** Counts by name. */
export type Counts = Record<string, number>;

/** What a raw tally of one file found. */
export interface RawTally {
  /** Item `type`s (Responses items; for Chat, `message`). */
  types: Counts;
  /** Item `type`s of the items with `execution: "server"`. */
  serverTypes: Counts;
  /** Item `type`s inside Codex `compacted` lines' `replacement_history`. */
  replacementTypes: Counts;
  /** Chat message roles (Chat files; Anthropic and pi sources count their message roles). */
  roles: Counts;
  /** Anthropic / pi content block types (`text(str)` for a string content). */
  blocks: Counts;
  /** Chat `tool_calls` entries, or Anthropic `tool_use` / pi `toolCall` blocks. */
  toolCalls: number;
  /** Chat `role: "tool"` messages, Anthropic `tool_result` blocks, pi `toolResult` messages. */
  toolResults: number;
  /** Messages carrying private reasoning: Chat reasoning fields, or thinking blocks. */
  privateContentMessages: number;
  /** Claude Code local commands' lines that Claude Code sends as user text (not display-only). */
  localCommands: number;
  /** Claude Code queued commands' attachments (a prompt that reached the model mid-turn). */
  queuedCommands: number;
  /** pi: the `toolCall` blocks and the blocks of the turns that failed or were stopped (never sent). */
  unsentToolCalls: number;
  unsentBlocks: Counts;
}

const bump = (counts: Counts, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

function empty(): RawTally {
  return {
    types: {},
    serverTypes: {},
    replacementTypes: {},
    roles: {},
    blocks: {},
    toolCalls: 0,
    toolResults: 0,
    privateContentMessages: 0,
    localCommands: 0,
    queuedCommands: 0,
    unsentToolCalls: 0,
    unsentBlocks: {},
  };
}

function lines(text: string): any[] {
  return text
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

function tallyItem(t: RawTally, item: any): void {
  bump(t.types, item.type);
  if (item.execution === "server") bump(t.serverTypes, item.type);
}

function tallyChatMessage(t: RawTally, m: any): void {
  bump(t.types, "message");
  bump(t.roles, m.role);
  if (Array.isArray(m.tool_calls)) t.toolCalls += m.tool_calls.length;
  if (m.role === "tool") t.toolResults++;
  if (m.reasoning_content != null || m.reasoning_details != null || m.thinking_blocks != null) {
    t.privateContentMessages++;
  }
}

const THINKING = new Set(["thinking", "redacted_thinking"]);

function tallyBlocks(t: RawTally, content: unknown): boolean {
  if (typeof content === "string") {
    bump(t.blocks, "text(str)");
    return false;
  }
  let thinking = false;
  for (const block of (content as any[]) ?? []) {
    bump(t.blocks, block.type);
    if (block.type === "tool_use" || block.type === "toolCall") t.toolCalls++;
    if (block.type === "tool_result") t.toolResults++;
    if (THINKING.has(block.type)) thinking = true;
  }
  return thinking;
}

/** The raw tally of one corpus file. */
export function rawTally(file: string): RawTally {
  const t = empty();
  const text = corpusText(file);
  if (file.startsWith("codex-rollout/")) {
    for (const line of lines(text)) {
      if (line.type === "response_item") tallyItem(t, line.payload);
      else if (line.type === "compacted") {
        for (const item of line.payload.replacement_history ?? [])
          bump(t.replacementTypes, item.type);
      } else if (
        !("payload" in line) &&
        !("record_type" in line) &&
        typeof line.type === "string"
      ) {
        tallyItem(t, line); // legacy direct format: a bare item
      }
    }
  } else if (file.startsWith("responses/")) {
    for (const item of JSON.parse(text).output) tallyItem(t, item);
  } else if (file.includes("tau-bench")) {
    for (const record of lines(text)) for (const m of record.traj) tallyChatMessage(t, m);
  } else if (file.startsWith("chat-completions/")) {
    for (const choice of JSON.parse(text).choices) tallyChatMessage(t, choice.message);
  } else if (file.includes("pi-mono-")) {
    for (const entry of lines(text)) {
      if (entry.type !== "message") continue;
      if (isUnsentPiTurn(entry.message)) {
        // Counted below as every turn is; pi skips it whole, so its blocks are also kept apart.
        const unsent = empty();
        tallyBlocks(unsent, entry.message.content);
        t.unsentToolCalls += unsent.toolCalls;
        for (const [type, n] of Object.entries(unsent.blocks)) bump(t.unsentBlocks, type, n);
      }
      bump(t.roles, entry.message.role);
      if (entry.message.role === "toolResult") t.toolResults++;
      if (entry.message.role === "bashExecution") continue; // no content blocks
      if (tallyBlocks(t, entry.message.content) && entry.message.role === "assistant") {
        t.privateContentMessages++;
      }
    }
  } else if (file.includes("claude-code")) {
    const all = file.endsWith(".json") ? JSON.parse(text) : lines(text);
    // Claude Code splits one message over lines: count messages (ids) with thinking once.
    const thinkingIds = new Set<string>();
    for (const line of all) {
      // A local command's line (not display-only) is sent as user text.
      if (line.type === "system" && line.subtype === "local_command" && !line.isDisplayOnly)
        t.localCommands++;
      if (line.type === "attachment" && line.attachment?.type === "queued_command")
        t.queuedCommands++;
      if (line.type !== "user" && line.type !== "assistant") continue;
      bump(t.roles, line.type);
      if (tallyBlocks(t, line.message.content)) thinkingIds.add(line.message.id ?? line.uuid);
    }
    t.privateContentMessages = thinkingIds.size;
  } else if (file.startsWith("anthropic/")) {
    if (tallyBlocks(t, JSON.parse(text).content)) t.privateContentMessages++;
  } else throw new Error(`no raw tally for ${file}`);
  return t;
}

let sources: Map<string, Record<string, any>> | undefined;

/** The `**Stats**` JSON of each file in SOURCES.md, by path under the corpus. */
export function sourcesStats(): Map<string, Record<string, any>> {
  if (sources) return sources;
  sources = new Map();
  let current: string | undefined;
  for (const line of corpusText("SOURCES.md").split("\n")) {
    const heading = /^### `([^`]+)`/.exec(line);
    if (heading) current = heading[1];
    const stats = /^\* \*\*Stats\*\*: `(.*)`\s*$/.exec(line);
    if (stats && current) sources.set(current, JSON.parse(stats[1]));
  }
  return sources;
}
