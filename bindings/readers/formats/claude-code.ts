// Claude Code session JSONL (~/.claude/projects/*.jsonl), or a Stop-hook dump of its lines as a
// JSON array. Lines form trees by `parentUuid`; each tree is a conversation (`main`, or
// `sidechain:<uuid prefix>` for a sub-agent). A tree rooted at a `compact_boundary` continues the
// tree of its `logicalParentUuid`; one rooted at an `isCompactSummary` message continues the main
// conversation before it. Message lines become items block by block (anthropic-items.ts), less
// what Claude Code never sends (its API error notices, virtual messages, blank text blocks, an
// assistant message of only thinking with no sibling line of other content: thinking-only.ts); a
// local command's line (the command, its output) and a queued command's attachment (a prompt
// sent mid-turn) are user messages, as Claude Code sends them.
import { anthropicMessageItems } from "../anthropic-items.js";
import { isRecordObject, objectRecord, problem, unknownType } from "../problem.js";
import type { TranscriptSink } from "../sink.js";
import type { TranscriptRecord } from "../types.js";
import { EarlyLinks } from "./early-links.js";
import type { ReaderFactory, RecordReader } from "./reader.js";
import { isThinkingOnly, ThinkingOnlyHold } from "./thinking-only.js";
import { UuidTable } from "./uuid-table.js";

/** Line types of a Claude Code log (only `user` and `assistant` hold items). */
export const CLAUDE_CODE_TYPES: ReadonlySet<string> = new Set([
  "user",
  "assistant",
  "summary",
  "system",
  "file-history-snapshot",
  "progress",
  "queue-operation",
  "attachment",
  "permission-mode",
  "custom-title",
]);

type Line = Record<string, any>;

/**
 * The field naming a line, the one naming its parent, and the other fields naming a line (a
 * compact boundary's logical parent, a summary's leaf, a tool result's assistant line, a
 * file-history snapshot's prompt): the host writer re-points them (host/claude-code.ts).
 */
export const CLAUDE_CODE_LINK = {
  id: "uuid",
  parent: "parentUuid",
  refs: ["logicalParentUuid", "leafUuid", "sourceToolAssistantUUID", "messageId"],
} as const;

const EARLY = new EarlyLinks(CLAUDE_CODE_LINK);

interface Root {
  readonly line: Line;
  key?: string;
}

const isBoundary = (line: Line) => line.type === "system" && line.subtype === "compact_boundary";
const short = (uuid: unknown) => String(uuid).slice(0, 8);

/** Assigns lines to conversations as they arrive (a parent precedes its children). */
class Router {
  /** Each line's tree, by uuid: an index into `roots` (a session of a million lines has a few roots). */
  private readonly trees = new UuidTable();
  private readonly roots: Root[] = [];
  private readonly used = new Set<string>();
  private lastMain: string | undefined;

  /** The conversation of a message or boundary line; records every line's tree. */
  route(line: Line, routed: boolean): string | undefined {
    const root = this.treeOf(line);
    if (!routed) return undefined;
    const key = this.keyOf(root);
    if (!line.isSidechain) this.lastMain = key;
    return key;
  }

  // The line's tree (its parent's, else its own), kept under its uuid.
  private treeOf(line: Line): Root {
    const uuid = typeof line.uuid === "string" ? line.uuid : undefined;
    const tree = typeof line.parentUuid === "string" ? this.trees.get(line.parentUuid) : undefined;
    if (tree !== undefined) {
      if (uuid !== undefined) this.trees.set(uuid, tree);
      return this.roots[tree];
    }
    const root = { line };
    if (uuid !== undefined) this.trees.set(uuid, this.roots.push(root) - 1);
    return root;
  }

  // Follows boundaries' logical parents iteratively; a parent met twice (a line naming itself or a
  // loop of boundaries) ends the walk, and the loop's first root starts a conversation of its own.
  private keyOf(start: Root): string {
    if (start.key !== undefined) return start.key; // every line after its tree's first
    const chain: Root[] = [];
    const seen = new Set<Root>();
    let root: Root | undefined = start;
    while (root && root.key === undefined && !seen.has(root)) {
      seen.add(root);
      chain.push(root);
      root = isBoundary(root.line) ? this.rootOf(root.line.logicalParentUuid) : undefined;
    }
    const key = root?.key ?? this.ownKey(chain[chain.length - 1]);
    for (const r of chain) r.key = key;
    return key;
  }

  /** Frees the routing table's memory (the read is over). */
  end(): void {
    this.trees.clear();
  }

  /** Whether a line with this uuid was routed. */
  readonly knows = (uuid: string): boolean => this.trees.get(uuid) !== undefined;

  private rootOf(uuid: unknown): Root | undefined {
    const tree = typeof uuid === "string" ? this.trees.get(uuid) : undefined;
    return tree === undefined ? undefined : this.roots[tree];
  }

  private ownKey(root: Root): string {
    if (root.key !== undefined) return root.key;
    const { line } = root;
    if (line.isCompactSummary && !line.isSidechain && this.lastMain !== undefined) {
      root.key = this.lastMain;
    } else {
      const base = line.isSidechain ? `sidechain:${short(line.uuid)}` : "main";
      root.key = this.used.has(base) ? `${base}:${short(line.uuid)}` : base;
    }
    this.used.add(root.key);
    return root.key;
  }
}

function messageContent(line: Line): unknown {
  const message = objectRecord(line.message);
  if (typeof message.content !== "string" && !Array.isArray(message.content)) {
    problem("unknown-record", `a ${line.type} line needs message.content`);
  }
  return message.content;
}

class ClaudeCodeReader implements RecordReader {
  readonly api = "anthropic" as const;
  private readonly router = new Router();
  private readonly afterBoundary = new Set<string>();
  private readonly described = new Set<string>();
  /** The model each conversation's meta was last given. */
  private readonly models = new Map<string, string>();

  /** Thinking-only lines waiting for their conversation's next sent line (thinking-only.ts). */
  private readonly thinking: ThinkingOnlyHold;

  constructor(private readonly sink: TranscriptSink) {
    this.thinking = new ThinkingOnlyHold((key, item, at) => sink.item(key, item, at));
  }

  record(value: unknown, at: TranscriptRecord): void {
    const line = objectRecord(value);
    // Asked for by a streamed fix only (sink.ts): the lookups cost every other read nothing.
    if (this.sink.earlyLink)
      EARLY.report(line, this.router.knows, (id) => this.sink.earlyLink?.(id));
    if (!CLAUDE_CODE_TYPES.has(line.type)) {
      if (typeof line.type === "string") unknownType(line.type); // a newer version's line type
      problem("unknown-record", "not a Claude Code line type");
    }
    const isMessage = line.type === "user" || line.type === "assistant";
    const command = localCommand(line) ?? queuedCommand(line);
    const key = this.router.route(line, isMessage || command !== undefined || isBoundary(line));
    if (key === undefined) return;
    if (command !== undefined) {
      this.describe(key, line);
      this.thinking.line(key, undefined, false, anthropicMessageItems("user", command), at);
      return;
    }
    if (!isMessage) {
      this.afterBoundary.add(key);
      this.thinking.drop(key);
      return;
    }
    this.describe(key, line);
    if (unsent(line)) return;
    const content = sentContent(messageContent(line));
    if (line.isCompactSummary) {
      this.thinking.drop(key);
      this.compaction(key, at);
    }
    const model = line.type === "assistant" ? producingModel(line) : undefined;
    const where = model === undefined ? at : { ...at, model };
    const items = anthropicMessageItems(line.type, content);
    const thinkingOnly = line.type === "assistant" && isThinkingOnly(content);
    this.thinking.line(key, line.message.id, thinkingOnly, items, where);
  }

  end(): void {
    this.router.end();
    this.thinking.end();
  }

  private compaction(key: string, record: TranscriptRecord): void {
    const boundary = this.afterBoundary.delete(key);
    const source = boundary ? "claude-code-compact-boundary" : "claude-code-compact-summary";
    this.sink.compaction(key, { source, record });
  }

  private describe(key: string, line: Line): void {
    const model = producingModel(line);
    // Meta is last value wins: the same model again changes nothing (most records repeat it).
    if (model !== undefined && this.models.get(key) !== model) {
      this.models.set(key, model);
      this.sink.meta(key, { model });
    }
    if (this.described.has(key)) return;
    this.described.add(key);
    this.sink.meta(key, { family: "anthropic", sessionId: line.sessionId });
  }
}

/**
 * A message Claude Code keeps in the session and never sends: its notice of a failed request
 * (`isApiErrorMessage`) and a virtual message (`isVirtual`). Routed (later lines name it as their
 * parent), no item.
 */
function unsent(line: Line): boolean {
  return line.isApiErrorMessage === true || line.isVirtual === true;
}

/**
 * The text blocks Claude Code sends for a local command's line (a `system` line of subtype
 * `local_command`, not display-only: the command and its output, sent as user text); else
 * undefined.
 */
function localCommand(line: Line): unknown[] | undefined {
  if (line.type !== "system" || line.subtype !== "local_command") return undefined;
  if (line.isDisplayOnly === true || typeof line.content !== "string") return undefined;
  return sentContent([{ type: "text", text: line.content }]) as unknown[];
}

/**
 * The content of a queued command's attachment (a prompt, a peer's message or a task notification
 * that reached the model mid-turn, which Claude Code sends wrapped in a reminder of its own): its
 * `prompt` as written, text or blocks; else undefined. Other attachments are Claude Code's own
 * reminders: no item.
 */
function queuedCommand(line: Line): unknown | undefined {
  if (line.type !== "attachment" || line.attachment?.type !== "queued_command") return undefined;
  const { prompt } = line.attachment;
  if (typeof prompt === "string") return /\S/.test(prompt) ? prompt : undefined;
  return Array.isArray(prompt) ? sentContent(prompt) : undefined;
}

/**
 * A message's content as Claude Code sends it: without its text blocks of only white space or
 * nothing (a line of only those makes no item); a string content stays as it is.
 */
function sentContent(content: unknown): unknown {
  if (!Array.isArray(content) || !content.some(isBlankText)) return content;
  return content.filter((block) => !isBlankText(block));
}

/**
 * A text block of only white space or nothing, which Claude Code leaves out of what it sends
 * (`\S` finds the first character trim() would keep, without a copy).
 * @throws nothing.
 */
export const isBlankText = (block: unknown): boolean =>
  isRecordObject(block) &&
  block.type === "text" &&
  typeof block.text === "string" &&
  !/\S/.test(block.text);

// The model an assistant record names; `<synthetic>` marks the host's own notices, no model's.
function producingModel(line: Line): string | undefined {
  const model = line.message?.model;
  return typeof model === "string" && model !== "<synthetic>" ? model : undefined;
}

/** Reads Claude Code lines (from JSONL or a JSON array). */
export const claudeCode: ReaderFactory = (sink) => new ClaudeCodeReader(sink);
