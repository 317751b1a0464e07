// pi coding-agent session JSONL: a `session` line, then `message` entries (`user`, `assistant`
// with text / thinking / toolCall blocks, none of a failed or stopped turn's, `toolResult`,
// `bashExecution`), an extension's `custom_message` entries (user messages to the model),
// `compaction` entries with a summary, branch summaries (user text), and model / thinking-level
// changes. Each message is read as pi sends it back to the API that made it (pi-responses.ts for
// a Responses API's). The log keeps every branch the user left (`/tree`) and what a compaction
// summed up: items are the history pi resumes (pi-current.ts: the branch of the last entry, from
// its last compaction's summary on; `history: "full"`: every entry in file order), the read warns
// where the session branches, and each compaction read is listed in meta.
import type { Item } from "../../items/types.js";
import { anthropicMessageItems, checkBlocks } from "../anthropic-items.js";
import { familyOfModel } from "../family-of.js";
import { isRecordObject, objectRecord, problem, unknownType } from "../problem.js";
import type { MetaFields, TranscriptSink } from "../sink.js";
import { skippedHead } from "../skipped-head.js";
import type { LeftOut, TranscriptApi, TranscriptRecord } from "../types.js";
import { MAIN } from "./codex-rollout.js";
import { ALL, type Fate, NO_ITEMS, NONE } from "./deferred-sink.js";
import { EarlyLinks } from "./early-links.js";
import { FateSink } from "./fate-sink.js";
import { mainReader } from "./main-reader.js";
import { MetaTrail } from "./meta-trail.js";
import { PiCurrent } from "./pi-current.js";
import { PI_COMPACTION, PiHeadNotes, replayHead } from "./pi-head.js";
import { withPiImages } from "./pi-images.js";
import { PiPath } from "./pi-path.js";
import {
  PI_RESPONSES_APIS,
  piCallIds,
  piCallItem,
  piResponsesItem,
  piResponsesOutput,
  piSessionApi,
} from "./pi-responses.js";
import type { ReaderFactory } from "./reader.js";
import { UuidTable } from "./uuid-table.js";

type Block = Record<string, any>;

/** The Messages API's name of the API pi records on an assistant message it made with it. */
const ANTHROPIC_API = "anthropic-messages";

/**
 * An assistant block of a message the Anthropic API made, as pi sends it back there (its
 * provider's `convertMessages`): redacted thinking as `redacted_thinking`, signed thinking with
 * its `signature`, unsigned thinking (a stream cut short) as text; undefined for a blank text or
 * thinking block, which it leaves out. Other blocks as they are. Throws nothing.
 */
function sentAnthropicBlock(block: Block): Block | undefined {
  if (block?.type === "text")
    return typeof block.text === "string" && block.text.trim() === "" ? undefined : block;
  if (block?.type !== "thinking") return block;
  if (block.redacted) return { type: "redacted_thinking", data: block.thinkingSignature };
  if (typeof block.thinking !== "string") return block;
  if (block.thinking.trim() === "") return undefined;
  const signature = block.thinkingSignature;
  if (typeof signature !== "string" || signature.trim() === "")
    return { type: "text", text: block.thinking };
  return { type: "thinking", thinking: block.thinking, signature };
}

/**
 * The item of one block of an assistant `message`, as pi sends it back to the API that made the
 * message (the Anthropic API's and a Responses API's forms; any other's blocks as they are);
 * undefined for a block pi leaves out there. Throws nothing.
 */
function assistantBlockItem(message: Block, given: Block): Item | undefined {
  if (PI_RESPONSES_APIS.has(message.api)) return piResponsesItem(given);
  const block = message.api === ANTHROPIC_API ? sentAnthropicBlock(given) : given;
  if (block === undefined) return undefined;
  if (block?.type === "toolCall") return piCallItem(block);
  return anthropicMessageItems("assistant", [block])[0];
}

/**
 * A block of `message` pi never sends (blank text or thinking of a message the Anthropic API
 * made, unsigned thinking of one a Responses API made): no item; its host writer keeps it with
 * its record. Throws nothing.
 */
export function isUnsentPiBlock(message: Block, block: unknown): boolean {
  return assistantBlockItem(message, block as Block) === undefined;
}

function assistantItems(message: Block): Item[] {
  const { content } = message;
  if (!Array.isArray(content)) return anthropicMessageItems("assistant", content);
  return content.flatMap((block: Block) => assistantBlockItem(message, block) ?? []);
}

/**
 * The user text pi sends for a command the user ran: the command, its output fenced (or "(no
 * output)"), then a cancel, a failing exit code and a truncation's full output, as pi words them.
 */
function bashExecutionText(message: Block): string {
  let text = `Ran \`${message.command}\`\n`;
  text += message.output ? `\`\`\`\n${message.output}\n\`\`\`` : "(no output)";
  const code = message.exitCode;
  if (message.cancelled) text += "\n\n(command cancelled)";
  else if (code !== null && code !== undefined && code !== 0)
    text += `\n\nCommand exited with code ${code}`;
  if (message.truncated && message.fullOutputPath)
    text += `\n\n[Output truncated. Full output: ${message.fullOutputPath}]`;
  return text;
}

function toolResult(message: Block): Item {
  // A Responses API's call (`<call_id>|<item id>`): its result as pi sends it there.
  const { call_id } = piCallIds(message.toolCallId);
  const output: Block = { type: "function_call_output", call_id };
  if (call_id !== message.toolCallId) {
    output.output = piResponsesOutput(message.content); // pi sends no error flag there
    return output as Item;
  }
  output.output = withPiImages(message.content);
  if (message.isError === true) output.is_error = true;
  return output as Item;
}

/** Refuses a pi message of no role pi has. @throws RecordProblem `unknown-record`. */
function unknownRole(role: unknown): never {
  return problem("unknown-record", `pi message role ${JSON.stringify(role)}`);
}

/** The items of one pi message. */
function piMessageItems(message: Block): Item[] {
  switch (message.role) {
    case "user":
      return anthropicMessageItems("user", withPiImages(message.content));
    case "assistant":
      return assistantItems(message);
    case "toolResult":
      return [toolResult(message)];
    case "bashExecution": // a command the user ran: pi gives its output to the model as user text
      // ... unless run with `!!`, which keeps it out of the model's context: no item.
      if (message.excludeFromContext === true) return [];
      return anthropicMessageItems("user", [{ type: "text", text: bashExecutionText(message) }]);
    default:
      return unknownRole(message.role);
  }
}

/** The words pi puts before a branch summary (pi-coding-agent's BRANCH_SUMMARY_PREFIX). */
const BRANCH_SUMMARY_PREFIX =
  "The following is a summary of a branch that this conversation came back from:\n\n<summary>\n";

// Entries pi keeps out of the model's context: settings, an extension's state, labels, the
// session's display name.
const IGNORED = new Set(["thinking_level_change", "custom", "label", "session_info"]);

/**
 * The meta an entry gives (its model, the family it names, a header's session id); undefined for
 * none. Throws nothing.
 */
function entryMeta(line: Block): MetaFields | undefined {
  if (line.type === "session")
    return { sessionId: line.id, model: line.modelId, family: line.provider };
  if (line.type === "model_change") return { model: line.modelId, family: line.provider };
  if (line.type !== "message" || !isRecordObject(line.message)) return undefined;
  const { model } = line.message;
  return typeof model === "string" ? { model, family: familyOfModel(model) } : undefined;
}

function messageEntry(sink: TranscriptSink, line: Block, at: TranscriptRecord): void {
  const message = objectRecord(line.message);
  const fields = entryMeta(line);
  if (fields) sink.meta(MAIN, fields);
  if (unsentTurn(message)) return; // its model still counts above: pi's own reading does so
  // An assistant message names the model that wrote it: kept with each of its items.
  const model = message.role === "assistant" ? message.model : undefined;
  const where = typeof model === "string" ? { ...at, model } : at;
  for (const item of piMessageItems(message)) sink.item(MAIN, item, where);
}

/**
 * An assistant turn that failed or was stopped (`stopReason` "error" or "aborted"): pi skips it
 * whole when it sends the history (an incomplete turn, its calls never run), so it makes no item.
 */
function unsentTurn(message: Block): boolean {
  if (message.role !== "assistant") return false;
  return message.stopReason === "error" || message.stopReason === "aborted";
}

/** The roles of a pi message (piMessageItems). */
const ROLES: ReadonlySet<unknown> = new Set(["user", "assistant", "toolResult", "bashExecution"]);
/** The entry types read (IGNORED ones too). */
const TYPES: ReadonlySet<unknown> = new Set([
  "message",
  "session",
  "model_change",
  "compaction",
  "custom_message",
  "branch_summary",
  ...IGNORED,
]);

/**
 * Refuses an entry the reader cannot read (its items are then made without a problem): a
 * message that is no object or of another role, content blocks that are no objects where items
 * are made of them, a branch summary that is no text, an entry of no type or of one not known
 * (`unknownType`: read past). A first read checks its records so (pi-head.ts).
 * @throws RecordProblem for each.
 */
function checkEntry(line: Block): void {
  if (line.type === "message") {
    const message = objectRecord(line.message);
    if (!ROLES.has(message.role)) unknownRole(message.role);
    if (message.role === "user" || (message.role === "assistant" && !unsentTurn(message)))
      checkBlocks(message.content);
  } else if (line.type === "custom_message") checkBlocks(line.content);
  else if (line.type === "branch_summary") {
    if (line.summary && typeof line.summary !== "string")
      problem("unknown-record", "a branch summary that is not text");
  } else if (!TYPES.has(line.type)) {
    if (typeof line.type === "string") unknownType(line.type);
    problem("unknown-record", "not a pi session entry type");
  }
}

function entry(sink: TranscriptSink, line: Block, at: TranscriptRecord): void {
  checkEntry(line);
  if (line.type === "message") messageEntry(sink, line, at);
  else if (line.type === "session" || line.type === "model_change") {
    sink.meta(MAIN, entryMeta(line) as MetaFields);
  } else if (line.type === "compaction") {
    sink.compaction(MAIN, { source: PI_COMPACTION, record: at });
  } else if (line.type === "custom_message") {
    // An extension's message: pi gives its content to the model as a user message.
    const content = withPiImages(line.content);
    for (const item of anthropicMessageItems("user", content)) sink.item(MAIN, item, at);
  } else if (line.type === "branch_summary") {
    // What the user came back from, summed up: pi gives a non-empty summary as user text.
    if (!line.summary) return;
    const text = `${BRANCH_SUMMARY_PREFIX}${line.summary}</summary>`;
    for (const item of anthropicMessageItems("user", [{ type: "text", text }]))
      sink.item(MAIN, item, at);
  }
}

/**
 * The field naming an entry, the one naming its parent, the other fields naming an entry (a
 * branch summary's origin, a label's target) and those naming the first entry a compaction keeps
 * (pi writes none when that entry is not on the path): the host writer re-points them
 * (host/pi-session.ts).
 */
export const PI_SESSION_LINK = {
  id: "id",
  parent: "parentId",
  refs: ["fromId", "targetId"],
  rangeStarts: ["firstKeptEntryId"],
} as const;

const EARLY = new EarlyLinks(PI_SESSION_LINK);

const BRANCH_LEFT = "the user went back and went on from an earlier entry";

/** Where a session branches: its path's counts, or a skipped head's (the whole session's). */
interface Branches {
  readonly branches: number;
  readonly firstBranch?: TranscriptRecord;
}

/** The read's warning on a session that branches, `leftOut` entries of other branches left out (undefined: read whole). */
function branchWarning(path: Branches, leftOut: number | undefined): string[] {
  const at = path.firstBranch;
  if (path.branches === 0 || at === undefined) return [];
  const where = at.line === undefined ? `record ${at.index}` : `line ${at.line}`;
  const times = path.branches === 1 ? "once" : `${path.branches} times`;
  const read =
    leftOut === undefined
      ? "every branch is read in file order (history full): a problem on another branch is one pi no longer meets"
      : `that branch is read, ${leftOut} entr${leftOut === 1 ? "y" : "ies"} of other branches left out`;
  return [
    `${where}: the session branches here (${times}: ${BRANCH_LEFT}); pi resumes the branch of the last entry, and ${read}`,
  ];
}

const entries = mainReader("anthropic", undefined, entry);

/** What a first read learns beside the path: each record's meta, and the lines before the history. */
interface FirstRead {
  trail: MetaTrail;
  notes: PiHeadNotes;
}

/**
 * A first read's outcome (pi-current.ts afterFirst), with the meta the second ends with and the
 * head it may skip, read in dialect `api`.
 */
function named(
  current: PiCurrent,
  { trail, notes }: FirstRead,
  api: TranscriptApi,
): { leftOut: number; leaveOut: LeftOut } {
  const { leftOut, leaveOut, fromLine } = current.afterFirst();
  const ending = trail.ending(leaveOut.records);
  const head = notes.head(leaveOut, fromLine, trail, api);
  return { leftOut, leaveOut: { ...leaveOut, ending, ...(head ? { head } : {}) } };
}

/**
 * A first read's record, which makes no item: checked as the reader checks it (a second read may
 * skip it), its meta noted where it passes (a record refused hands on none).
 * @throws RecordProblem as {@link checkEntry}.
 */
function checked(first: FirstRead, value: unknown, at: TranscriptRecord): void {
  const line = objectRecord(value);
  checkEntry(line);
  first.trail.note(at.index, entryMeta(line));
}

/** The fate of a second read's record (`leaveOut`): entry `entry`'s, none for a line off the tree. */
function fateOf(leaveOut: LeftOut, entry: number | undefined, at: TranscriptRecord): Fate {
  if (entry === undefined) return ALL;
  if (leaveOut.records.has(at.index)) return NONE;
  return leaveOut.itemsFrom !== undefined && at.index < leaveOut.itemsFrom ? NO_ITEMS : ALL;
}

/**
 * Reads a pi session, in the dialect of the API it goes on with (`piSessionApi`, known once read):
 * the history pi resumes (pi-current.ts; its items handed on once the read is over, or, in a
 * first read of the command line's, `streamed`, no call at all but what is off it named as
 * `leftOut` for a second read in file order that leaves it out, `leaveOut`), or with `history:
 * "full"` every entry in file order as read. A sink with
 * `earlyLink` (sink.ts) is told each id an entry names before an entry with that id, and each
 * repeated id; only then are the ids read so far kept.
 */
export const piSession: ReaderFactory = (sink, options) => {
  const { leaveOut } = options;
  // A second read leaves out what the first found, whatever the history asked; a first read
  // (`streamed`) finds it and reads nothing else (no call: the second makes them); `full` alone
  // reads every entry. The second and `full` only count branches.
  const first = options.streamed === true && leaveOut === undefined;
  const full = options.history === "full" && !options.streamed;
  const path = new PiPath(!full && leaveOut === undefined);
  const current = full || leaveOut ? undefined : new PiCurrent(path, !first);
  const fated = leaveOut && new FateSink(sink, leaveOut.first);
  // A first read foresees the meta the second ends with (a one-read fix fixes each piece with it;
  // check's first read keeps it too, a few MB of a large session's, unused), and the head the
  // second may skip; its records are read for their problems (the second then skips them).
  const firstRead: FirstRead | undefined = first
    ? { trail: new MetaTrail(), notes: new PiHeadNotes(PI_SESSION_LINK, path) }
    : undefined;
  const reader = entries(current?.held ?? fated ?? sink, options);
  // A second read that skips the head starts as a read of it would leave it (pi-head.ts).
  let head = skippedHead(leaveOut);
  const branches: Branches = head ?? path;
  let api = head?.api ?? reader.api;
  let over: { leftOut: number; leaveOut?: LeftOut; rebuilt?: boolean } | undefined = leaveOut && {
    leftOut: leaveOut.records.size,
  };
  // The ids read so far, as the Claude Code reader keeps its lines' (16 bytes an id, no string);
  // a skipped head's are not, and a line naming one is told as early: no record there is cut.
  const seen = sink.earlyLink ? new UuidTable() : undefined;
  const known = (id: string) => seen?.get(id) !== undefined;
  const report = (id: string) => sink.earlyLink?.(id);
  return {
    get api() {
      return api;
    },
    get warnings() {
      return branchWarning(branches, over?.leftOut);
    },
    get rebuilt() {
      return over?.rebuilt;
    },
    get leftOut() {
      return leaveOut ? undefined : over?.leaveOut;
    },
    record(value, at) {
      if (head) {
        replayHead(sink, head);
        head = undefined;
      }
      if (value !== null && typeof value === "object" && !Array.isArray(value)) {
        const line = value as Block;
        api = piSessionApi(line) ?? api;
        firstRead?.notes.note(line, at);
        const entry = path.entry(line, at); // in full too: the warnings count the branches
        current?.entry(entry, line, at);
        if (fated) {
          fated.fate = fateOf(leaveOut as LeftOut, entry, at);
          if (fated.fate === NONE && typeof line.id === "string") sink.offPath?.(line.id);
        }
        if (seen) {
          EARLY.report(line, known, report);
          if (typeof line.id === "string") seen.set(line.id, 0);
        }
      } else {
        current?.entry(undefined, {}, at);
        if (fated) fated.fate = ALL;
      }
      if (firstRead) checked(firstRead, value, at);
      else reader.record(value, at);
    },
    end() {
      if (current) over = firstRead ? named(current, firstRead, api) : current.release(sink);
      fated?.end();
      seen?.clear();
      path.end();
    },
  };
};
