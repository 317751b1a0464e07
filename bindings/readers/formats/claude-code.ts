// Claude Code session JSONL (~/.claude/projects/*.jsonl), or a Stop-hook dump of its lines as a
// JSON array. Lines form trees by `parentUuid`; each tree is a conversation (`main`, or
// `sidechain:<uuid prefix>` for a sub-agent). A tree rooted at a `compact_boundary` continues the
// tree of its `logicalParentUuid`; one rooted at an `isCompactSummary` message continues the main
// conversation before it. Message lines become items block by block (anthropic-items.ts), less
// what Claude Code never sends (its API error notices, virtual messages, blank text blocks, an
// assistant message of only thinking with no sibling line of other content: thinking-only.ts); a
// local command's line (the command, its output) and a queued command's attachment (a prompt
// sent mid-turn) are user messages, as Claude Code sends them. Only the history Claude Code
// resumes is read (claude-code-path.ts: a rewound session's branch left is not): held to the
// read's end, or in file order naming the records off it (a streamed read, reader.ts `leftOut`).
import { anthropicMessageItems } from "../anthropic-items.js";
import { isRecordObject, objectRecord, problem, unknownType } from "../problem.js";
import type { TranscriptSink } from "../sink.js";
import type { LeftOut, ScanOptions, TranscriptRecord } from "../types.js";
import { ClaudeCodePath, NO_PARENT, type Resumed } from "./claude-code-path.js";
import { ALL, DeferredSink, NO_ENTRY, NONE } from "./deferred-sink.js";
import { EarlyLinks } from "./early-links.js";
import { grown } from "./grown.js";
import type { ReaderFactory, RecordReader } from "./reader.js";
import { isThinkingOnly, ThinkingOnlyHold } from "./thinking-only.js";

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
  /** Each line's tree, by entry (claude-code-path.ts): an index into `roots` (a session of a million lines has a few roots). */
  private trees = new Int32Array(1024);
  private readonly roots: Root[] = [];
  private readonly used = new Set<string>();
  private lastMain: string | undefined;

  constructor(private readonly path: ClaudeCodePath) {}

  /** The conversation of a message or boundary line; records every line's tree. */
  route(line: Line, entry: number, parent: number, routed: boolean): string | undefined {
    const root = this.treeOf(line, entry, parent);
    if (!routed) return undefined;
    const key = this.keyOf(root);
    if (!line.isSidechain) this.lastMain = key;
    return key;
  }

  // The line's tree (its parent's, else its own), kept under its entry.
  private treeOf(line: Line, entry: number, parent: number): Root {
    let tree = parent === NO_PARENT ? -1 : this.trees[parent];
    if (tree < 0) tree = this.roots.push({ line }) - 1;
    if (entry !== NO_PARENT) {
      this.trees = grown(this.trees, entry + 1);
      this.trees[entry] = tree;
    }
    return this.roots[tree];
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

  // `base`, else with the root's uuid's prefix, else its whole uuid, else numbered: a tree of its
  // own is a conversation of its own, whatever ids the trees before it took (roots whose uuids
  // share a prefix were merged from the third on).
  private unusedKey(base: string, uuid: unknown): string {
    for (const key of [base, `${base}:${short(uuid)}`, `${base}:${String(uuid)}`])
      if (!this.used.has(key)) return key;
    let n = 2;
    while (this.used.has(`${base}:${String(uuid)}:${n}`)) n++;
    return `${base}:${String(uuid)}:${n}`;
  }

  private rootOf(uuid: unknown): Root | undefined {
    const entry = this.path.entryOf(uuid);
    return entry === NO_PARENT ? undefined : this.roots[this.trees[entry]];
  }

  private ownKey(root: Root): string {
    if (root.key !== undefined) return root.key;
    const { line } = root;
    if (line.isCompactSummary && !line.isSidechain && this.lastMain !== undefined) {
      root.key = this.lastMain;
    } else {
      const base = line.isSidechain ? `sidechain:${short(line.uuid)}` : "main";
      root.key = this.unusedKey(base, line.uuid);
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
  private readonly path = new ClaudeCodePath();
  private readonly router = new Router(this.path);
  private readonly afterBoundary = new Set<string>();
  private readonly described = new Set<string>();
  /** The model each conversation's meta was last given (undefined: every line's is given). */
  private readonly models: Map<string, string> | undefined;
  /** Where the calls go: the sink, or held to the read's end (the history resumed). */
  private readonly out: TranscriptSink;
  private readonly held: DeferredSink | undefined;
  private readonly leaveOut: ReadonlySet<number> | undefined;
  private resumed: Resumed | undefined;
  /** Every branch in file order, as asked (`history: "full"`). */
  private readonly full: boolean;

  /** Thinking-only lines waiting for their conversation's next sent line (thinking-only.ts). */
  private readonly thinking: ThinkingOnlyHold;

  constructor(
    private readonly sink: TranscriptSink,
    options: ScanOptions,
  ) {
    this.leaveOut = options.leaveOut?.records;
    this.full = options.history === "full" && !options.streamed;
    const inOrder = options.history === "full" || options.streamed || this.leaveOut;
    this.held = inOrder ? undefined : new DeferredSink();
    this.out = this.held ?? sink;
    // Held, a line's model is kept whatever the line before said: that line may be on a branch left.
    this.models = this.held ? undefined : new Map();
    const out = this.out;
    this.thinking = new ThinkingOnlyHold((key, item, at) => out.item(key, item, at));
  }

  get warnings(): string[] {
    return rewindWarning(this.resumed, this.full);
  }

  get leftOut(): LeftOut | undefined {
    if (this.held || this.leaveOut || !this.resumed?.leftOut.size) return undefined;
    return { records: this.resumed.leftOut };
  }

  record(value: unknown, at: TranscriptRecord): void {
    const line = objectRecord(value);
    // Asked for by a streamed fix only (sink.ts): the lookups cost every other read nothing.
    if (this.sink.earlyLink) EARLY.report(line, this.path.knows, (id) => this.sink.earlyLink?.(id));
    if (!CLAUDE_CODE_TYPES.has(line.type)) {
      if (typeof line.type === "string") unknownType(line.type); // a newer version's line type
      problem("unknown-record", "not a Claude Code line type");
    }
    const parent = this.path.parentOf(line);
    const entry = this.path.entry(line, at, parent);
    // A line without a uuid goes with its parent (on a branch left when its parent is).
    const owner = entry === NO_PARENT ? parent : entry;
    if (this.held) this.held.entry = owner === NO_PARENT ? NO_ENTRY : owner;
    if (owner !== NO_PARENT && this.leaveOut?.has(this.path.recordOf(owner))) return;
    const isMessage = line.type === "user" || line.type === "assistant";
    const command = localCommand(line) ?? queuedCommand(line);
    const routed = isMessage || command !== undefined || isBoundary(line);
    const key = this.router.route(line, entry, parent, routed);
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
    this.thinking.end();
    this.resumed = this.path.resumed();
    this.path.end();
    const dead = this.resumed.dead;
    const fate = (entry: number) => (dead.length > 0 && dead[entry] === 1 ? NONE : ALL);
    this.held?.release(modelChanges(this.sink), fate);
  }

  private compaction(key: string, record: TranscriptRecord): void {
    const boundary = this.afterBoundary.delete(key);
    const source = boundary ? "claude-code-compact-boundary" : "claude-code-compact-summary";
    this.out.compaction(key, { source, record });
  }

  private describe(key: string, line: Line): void {
    const model = producingModel(line);
    // Meta is last value wins: the same model again changes nothing (most records repeat it).
    if (model !== undefined && this.models?.get(key) !== model) {
      this.models?.set(key, model);
      this.out.meta(key, { model });
    }
    if (this.described.has(key)) return;
    this.described.add(key);
    // The family and session are every branch's: handed on whichever line first names them.
    const entry = this.held?.entry ?? NO_ENTRY;
    if (this.held) this.held.entry = NO_ENTRY;
    this.out.meta(key, { family: "anthropic", sessionId: line.sessionId });
    if (this.held) this.held.entry = entry;
  }
}

/** `sink`, handed a conversation's model only where it changes (a held read gives every line's). */
function modelChanges(sink: TranscriptSink): TranscriptSink {
  const models = new Map<string, string | undefined>();
  return {
    item: (key, item, at) => sink.item(key, item, at),
    compaction: (key, event) => sink.compaction(key, event),
    meta(key, fields) {
      const { model } = fields;
      if (model !== undefined && Object.keys(fields).length === 1) {
        if (models.get(key) === model) return;
        models.set(key, model);
      }
      sink.meta(key, fields);
    },
  };
}

/** The read's warning on a session the user rewound (empty: none); `full`: every branch was read. */
function rewindWarning(resumed: Resumed | undefined, full: boolean): string[] {
  if (!resumed || resumed.leftOut.size === 0) return [];
  const at = resumed.first === undefined ? "" : `line ${resumed.first}: `;
  const size = resumed.leftOut.size;
  const read = full
    ? "every branch is read in file order (history full): a problem on another branch is one Claude Code no longer meets"
    : `that branch is read, ${size} line${size === 1 ? "" : "s"} of other branches left out`;
  return [
    `${at}the session branches here (the user went back to an earlier prompt and went on, or a line was written out of place); Claude Code resumes the branch of its last line, and ${read}`,
  ];
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
export const claudeCode: ReaderFactory = (sink, options) => new ClaudeCodeReader(sink, options);
