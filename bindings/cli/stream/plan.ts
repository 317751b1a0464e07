// The first of a streamed rewrite's two reads (fix, convert on a large log): the file read as
// `check` reads it (worker threads over byte ranges where the format allows), keeping per
// conversation only its item count, its replacing compactions and each call key's last use (and
// where a key used again starts an epoch of its own), so the second read can cut the chosen
// conversation where no key spans the cut.
import { DEFAULT_MAX_ITEMS, KIND_BOUNDARY, KIND_OTHER } from "../../../common/codes.js";
import { describeItem } from "../../items/describe.js";
import type { Item } from "../../items/types.js";
import type { ScanOutcome } from "../../readers/scanner.js";
import { assignMeta, type CompactionEvent, type MetaFields } from "../../readers/sink.js";
import type {
  LeftOut,
  ScanOptions,
  TranscriptMeta,
  TranscriptRecord,
} from "../../readers/types.js";
import { LastUses } from "../last-uses.js";
import { countHistory, type ParallelOptions } from "../parallel/count.js";
import type { CountingSink } from "../tally.js";
import { chooseConversation, type InputOptions, recordsLeftOut } from "../transcript-file.js";

/** What the second read needs of the first. */
export interface StreamPlan {
  outcome: ScanOutcome;
  /** The chosen conversation's meta as a whole read leaves it (later values replace earlier). */
  meta: TranscriptMeta;
  /** A host log's records that hold no item (transcript-file.ts recordsLeftOut). */
  recordsLeftOut: number;
  /** The chosen conversation (none: the file holds none). */
  id: string | undefined;
  others: string[];
  /** Every conversation, in order of first appearance (as a whole read lists them). */
  ids: string[];
  /** Items of the other conversations' current histories together. */
  otherItems: number;
  /** Items of its current history. */
  items: number;
  /** Compactions that replace its history: the current history starts at the last of them. */
  replacements: number;
  /** Each call key's last use, by item number of the current history (last-uses.ts). */
  lastUse: KeyLastUse;
  /**
   * A key used again after its calls were answered (SPEC §5 "Key reuse"): the last use of each
   * of its epochs but the last, by item number (key-epoch.ts); a cut may fall between two.
   */
  epochEnds: ReadonlyMap<string, readonly number[]>;
  /** A one-read run's: `lastUse` unknown yet, every cut guessed and checked (cut-guess.ts). */
  guess?: KeyGuess;
  /** What is off the history the log resumes (a rewound Claude Code session's, a pi session's): the reads leave it out. */
  leaveOut?: LeftOut;
}

/** The cuts of a run that cuts before it knows each key's last use (cut-guess.ts). */
export interface KeyGuess {
  /** A piece was handed on: the next one starts at item `at`. */
  cut(at: number): void;
  /** Records item `n` (its keys and flags); whether a piece may end after it (cut-guess.ts). */
  settles(item: { keys: readonly string[]; flags: number }, n: number): boolean;
  /** `keys` are used at item `n`, after the cut before it (if any); throws where a cut was wrong. */
  use(keys: readonly string[], n: number): void;
}

/** Each call key's last use, as the second read asks it. */
export interface KeyLastUse {
  readonly size: number;
  get(key: string): number | undefined;
}

/** One conversation's part of a plan, as a read fills it. */
export interface Uses {
  meta: TranscriptMeta;
  items: number;
  replacements: number;
  lastUse: LastUses;
  /** The keys used again in epochs of their own: where each epoch but the last ends. */
  ends: Map<string, number[]>;
  /** A native compaction item came: no epoch starts after it (keys are scoped to its segments). */
  bounded: boolean;
  /** Distinct records the current history's items came from (an item's record follows the last's). */
  records: number;
  lastRecord: number;
}

const fresh = (meta: TranscriptMeta, replacements: number): Uses => ({
  meta,
  items: 0,
  replacements,
  lastUse: new LastUses(),
  ends: new Map(),
  bounded: false,
  records: 0,
  lastRecord: -1,
});

/** An item as a plan counts it: its call keys and its descriptor kind (none: a use of no known kind). */
type KeyedItem = { keys: readonly string[]; kind?: number };

/**
 * Per conversation, what {@link StreamPlan} keeps (the history restarts at a replacement).
 * @throws nothing itself (a one-read run's subclass refuses as the plan would, one-read.ts).
 */
export class KeyUseSink implements CountingSink {
  readonly conversations = new Map<string, Uses>();

  private open(id: string): Uses {
    let uses = this.conversations.get(id);
    if (!uses) {
      uses = fresh({ compactions: [] }, 0);
      this.conversations.set(id, uses);
    }
    return uses;
  }

  add(conversation: string, s: KeyedItem, record: TranscriptRecord): void {
    const uses = this.open(conversation);
    const n = uses.items++;
    for (const key of s.keys) {
      const before = uses.lastUse.use(key, n, s.kind ?? KIND_OTHER);
      if (before === undefined || uses.bounded) continue;
      const ends = uses.ends.get(key);
      if (ends) ends.push(before);
      else uses.ends.set(key, [before]);
    }
    if (s.kind === KIND_BOUNDARY) uses.bounded = true;
    if (record.index !== uses.lastRecord) uses.records++;
    uses.lastRecord = record.index;
  }

  item(conversation: string, item: Item, record: TranscriptRecord): void {
    this.add(conversation, describeItem(item), record);
  }

  restart(
    conversation: string,
    _source: string,
    record: TranscriptRecord,
    replacement: readonly KeyedItem[] | undefined,
  ): void {
    const uses = this.open(conversation);
    if (replacement === undefined) return;
    this.conversations.set(conversation, fresh(uses.meta, uses.replacements + 1));
    for (const s of replacement) this.add(conversation, s, record);
  }

  compaction(conversation: string, event: CompactionEvent): void {
    const replacement = event.replacement?.map((item) => describeItem(item));
    this.restart(conversation, event.source, event.record, replacement);
  }

  meta(conversation: string, fields: MetaFields): void {
    assignMeta(this.open(conversation).meta, fields);
  }
}

/**
 * Reads `file` (`size` bytes) once and plans the streamed read (leaving out `leaveOut` where an
 * earlier read found it: else found by a read more where the log has it); undefined when the
 * conversation is over the item limit (the whole-log path then refuses it with its own error).
 * @throws what countHistory and {@link chooseConversation} throw (the same errors a whole read gives).
 */
export async function planStream(
  file: string,
  size: number,
  options: InputOptions,
  parallel: ParallelOptions | undefined,
  leaveOut?: LeftOut,
): Promise<StreamPlan | undefined> {
  const read = { format: options.format, lenient: options.lenient, leaveOut };
  const counted = await countHistory(file, size, () => new KeyUseSink(), read, parallel);
  const plan = planOf(file, counted.sink, counted.outcome, options);
  // A rewound Claude Code session, a pi session: every later read leaves out what the count did.
  return plan && counted.leaveOut ? { ...plan, leaveOut: counted.leaveOut } : plan;
}

/**
 * Whether a plan streams: items, no request body (the whole-log path writes either), and
 * `streams` takes it. Throws nothing.
 */
export function streamsPlan(
  plan: StreamPlan | undefined,
  streams: (plan: StreamPlan) => boolean = () => true,
): plan is StreamPlan {
  return !!plan && plan.meta.requestBody === undefined && plan.items > 0 && streams(plan);
}

/**
 * A read's options for `plan`'s second read: with the records it leaves out, if any.
 * Throws nothing.
 */
export function planRead<T extends ScanOptions>(plan: StreamPlan, options: T): T {
  return plan.leaveOut ? { ...options, leaveOut: plan.leaveOut } : options;
}

/**
 * The plan a read into `sink` that ended in `outcome` makes; undefined when the conversation is
 * over the item limit.
 * @throws {UsageError} as {@link chooseConversation}.
 */
export function planOf(
  file: string,
  sink: KeyUseSink,
  outcome: ScanOutcome,
  options: InputOptions,
): StreamPlan | undefined {
  const ids = [...sink.conversations.keys()];
  const { id, others } = chooseConversation(file, ids, options);
  // A pi session that branches or compacted, a rewound Claude Code session: a read in file order
  // does not make its items.
  if (outcome.rebuilt || outcome.leftOut) return undefined;
  const uses = id === undefined ? undefined : sink.conversations.get(id);
  if (uses && uses.items > DEFAULT_MAX_ITEMS) return undefined;
  let held = 0;
  let otherItems = 0;
  for (const [key, u] of sink.conversations) {
    held += u.records;
    if (key !== id) otherItems += u.items;
  }
  return {
    outcome,
    meta: uses?.meta ?? { compactions: [] },
    recordsLeftOut: recordsLeftOut(outcome, held),
    id,
    others,
    ids,
    otherItems,
    items: uses?.items ?? 0,
    replacements: uses?.replacements ?? 0,
    lastUse: uses?.lastUse ?? new LastUses(),
    epochEnds: uses?.ends ?? new Map(),
  };
}
