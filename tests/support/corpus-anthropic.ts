// Anthropic-produced transcripts as a host that stores them in Chat Completions shape would.
//
// Anthropic `tool_use` / `tool_result` blocks are not SPEC vocabulary: given as items they
// would be unknown ("other") and never correlated. So the conversion below is the test's job:
// - an assistant turn becomes one Chat assistant message: client `tool_use` (Claude Code,
//   Messages API) and `toolCall` (pi) blocks become `tool_calls: [{id, type: "function",
//   function: {name, arguments}}]`; every other block (text, thinking, redacted_thinking, and
//   server blocks such as server_tool_use, *_tool_result, compaction) stays in `content`, in
//   order, verbatim, so hasFamilyPrivateContent sees the thinking blocks;
// - each `tool_result` block (Claude Code) or `role: "toolResult"` message (pi) becomes a
//   `role: "tool"` message with `tool_call_id`; the other blocks of a user turn follow as one
//   user message;
// - Claude Code writes one line per content block, with the same `message.id` over several
//   lines (and, from 2.1, tool results interleaved with them): lines sharing an id are merged
//   into one message at the position of its first line.
// Non-message lines (summary, system, progress, file-history-snapshot, queue-operation,
// attachment; pi's session, model_change, thinking_level_change) are not items.
import type { Item } from "../../bindings/index.js";
import type { CompactionPoint } from "./corpus-point.js";

type Block = Record<string, any>;

function toolCallOf(block: Block): object | undefined {
  if (block.type === "tool_use") {
    const args = JSON.stringify(block.input ?? {});
    return { id: block.id, type: "function", function: { name: block.name, arguments: args } };
  }
  if (block.type === "toolCall") {
    const args = JSON.stringify(block.arguments ?? {});
    return { id: block.id, type: "function", function: { name: block.name, arguments: args } };
  }
  return undefined;
}

/** Anthropic (or pi) assistant content blocks as one Chat Completions assistant message. */
export function assistantBlocksToChat(blocks: readonly Block[]): Item {
  const content: Block[] = [];
  const toolCalls: object[] = [];
  for (const block of blocks) {
    const call = toolCallOf(block);
    if (call) toolCalls.push(call);
    else content.push(block);
  }
  if (!toolCalls.length) return { role: "assistant", content } as Item;
  return {
    role: "assistant",
    content: content.length ? content : null,
    tool_calls: toolCalls,
  } as Item;
}

/** A Claude Code user turn: one tool message per tool_result, then the rest as a user message. */
export function userContentToChat(content: string | readonly Block[]): Item[] {
  if (typeof content === "string") return [{ role: "user", content } as Item];
  const out: Item[] = [];
  const rest: Block[] = [];
  for (const block of content) {
    if (block.type === "tool_result") {
      out.push({ role: "tool", tool_call_id: block.tool_use_id, content: block.content } as Item);
    } else rest.push(block);
  }
  if (rest.length) out.push({ role: "user", content: rest } as Item);
  return out;
}

/** A single Messages API response as one Chat assistant message. */
export function anthropicResponseToChat(response: { content: readonly Block[] }): Item {
  return assistantBlocksToChat(response.content);
}

/** A pi assistant turn that failed or was stopped, which pi never sends (its `transformMessages`). */
export const isUnsentPiTurn = (message: Record<string, any>): boolean =>
  message?.role === "assistant" &&
  (message.stopReason === "error" || message.stopReason === "aborted");

/** pi's user text for a command the user ran (its `bashExecutionToText`, pi 0.73). */
function piBashText(m: Record<string, any>): string {
  let text = `Ran \`${m.command}\`\n${m.output ? `\`\`\`\n${m.output}\n\`\`\`` : "(no output)"}`;
  if (m.cancelled) text += "\n\n(command cancelled)";
  else if (m.exitCode != null && m.exitCode !== 0)
    text += `\n\nCommand exited with code ${m.exitCode}`;
  if (m.truncated && m.fullOutputPath)
    text += `\n\n[Output truncated. Full output: ${m.fullOutputPath}]`;
  return text;
}

/** pi session entries as Chat messages, with pi's compaction entries as compaction points. */
export function piSessionToChat(entries: readonly Record<string, any>[]): {
  items: Item[];
  compactions: CompactionPoint[];
} {
  const items: Item[] = [];
  const compactions: CompactionPoint[] = [];
  const itemAtEntry: number[] = [];
  entries.forEach((entry, n) => {
    itemAtEntry[n] = items.length;
    if (entry.type === "message") {
      const m = entry.message;
      if (m.role === "assistant") items.push(assistantBlocksToChat(m.content));
      else if (m.role === "user") items.push({ role: "user", content: m.content } as Item);
      else if (m.role === "toolResult") {
        items.push({ role: "tool", tool_call_id: m.toolCallId, content: m.content } as Item);
      } else if (m.role === "bashExecution") {
        // A command the user ran: pi gives it to the model as user text, in its own words.
        items.push({ role: "user", content: piBashText(m) } as Item);
      } else throw new Error(`pi entry ${n + 1}: unknown role ${m.role}`);
    } else if (entry.type === "compaction") {
      compactions.push({
        source: "pi-compaction",
        index: items.length,
        hostCutoff: itemAtEntry[entry.firstKeptEntryIndex],
        replacement: [{ role: "user", content: entry.summary } as Item],
      });
    }
  });
  return { items, compactions };
}

/** The lines of a Claude Code transcript: a JSONL file, or a Stop-hook JSON array of lines. */
export function parseClaudeCodeLines(base: string, text: string): Record<string, any>[] {
  if (base.endsWith(".json")) return JSON.parse(text);
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));
}

/** One conversation of a Claude Code file. */
export interface ClaudeCodeConversation {
  /** `main`, or `sidechain:<root uuid prefix>` for a sub-agent thread. */
  label: string;
  items: Item[];
  compactions: CompactionPoint[];
}

const isMessageLine = (line: Block) => line.type === "user" || line.type === "assistant";
const isBoundary = (line: Block) => line.type === "system" && line.subtype === "compact_boundary";

/**
 * Splits a Claude Code file into conversations and converts each. Lines form trees by
 * `parentUuid`; a tree is one conversation (a sidechain tree is a sub-agent's). A tree rooted at
 * a `compact_boundary` continues the tree of its `logicalParentUuid`; an older tree rooted at an
 * `isCompactSummary` message continues the main conversation that precedes it in the file.
 */
export function claudeCodeToChat(lines: readonly Block[]): ClaudeCodeConversation[] {
  const byUuid = new Map<string, Block>();
  for (const line of lines) if (typeof line.uuid === "string") byUuid.set(line.uuid, line);
  const rootOf = (line: Block): Block => {
    let node = line;
    for (let guard = 0; node.parentUuid && byUuid.has(node.parentUuid); guard++) {
      if (guard > lines.length) throw new Error("parentUuid cycle");
      node = byUuid.get(node.parentUuid)!;
    }
    return node;
  };
  const keyOfRoot = new Map<Block, string>();
  const members = new Map<string, Block[]>();
  let lastMainKey: string | undefined;
  const keyOf = (root: Block): string => {
    let key = keyOfRoot.get(root);
    if (key !== undefined) return key;
    if (isBoundary(root) && byUuid.has(root.logicalParentUuid)) {
      key = keyOf(rootOf(byUuid.get(root.logicalParentUuid)!));
    } else if (root.isCompactSummary && !root.isSidechain && lastMainKey !== undefined) {
      key = lastMainKey;
    } else {
      // A tree of its own, never merged into an earlier one that took the same id.
      const base = root.isSidechain ? `sidechain:${String(root.uuid).slice(0, 8)}` : "main";
      const tried = [
        base,
        `${base}:${String(root.uuid).slice(0, 8)}`,
        `${base}:${String(root.uuid)}`,
      ];
      key = tried.find((k) => !members.has(k));
      for (let n = 2; key === undefined; n++)
        if (!members.has(`${tried[2]}:${n}`)) key = `${tried[2]}:${n}`;
    }
    keyOfRoot.set(root, key);
    if (!members.has(key)) members.set(key, []);
    return key;
  };
  for (const line of lines) {
    if (!isMessageLine(line) && !isBoundary(line)) continue;
    const key = keyOf(rootOf(line));
    members.get(key)!.push(line);
    if (!line.isSidechain) lastMainKey = key;
  }
  return [...members].map(([label, group]) => ({ label, ...convertConversation(group) }));
}

function convertConversation(lines: readonly Block[]): {
  items: Item[];
  compactions: CompactionPoint[];
} {
  const items: Item[] = [];
  const compactions: CompactionPoint[] = [];
  const assistants = new Map<string, { at: number; blocks: Block[] }>();
  let boundary = false;
  for (const line of lines) {
    if (isBoundary(line)) {
      boundary = true;
      continue;
    }
    const content = line.message.content;
    if (line.type === "assistant") {
      const id: string = line.message.id ?? line.uuid;
      const blocks = typeof content === "string" ? [{ type: "text", text: content }] : content;
      const open = assistants.get(id);
      if (open) open.blocks.push(...blocks);
      else {
        assistants.set(id, { at: items.length, blocks: [...blocks] });
        items.push({ role: "assistant" } as Item);
      }
      continue;
    }
    const converted = userContentToChat(content);
    if (line.isCompactSummary) {
      compactions.push({
        source: boundary ? "claude-code-compact-boundary" : "claude-code-compact-summary",
        index: items.length,
        replacement: converted,
      });
      boundary = false;
    }
    items.push(...converted);
  }
  for (const { at, blocks } of assistants.values()) items[at] = assistantBlocksToChat(blocks);
  return { items, compactions };
}
