// `fix` of a Claude Code session too large to hold, in one read instead of two (issue 35: the
// first read, check's, was two fifths of the run): the second read's pieces are cut before each
// key's last use is known (cut-guess.ts) while the plan the first read would make is gathered
// beside them (plan.ts), and the guesses are checked when the read ends: the conversation fixed is
// the one the plan chooses, every piece was fixed with the meta the whole log leaves (the
// session's model and family, which fix reads), no compaction replaced the history, no key
// crossed a cut. A guess found wrong at the end hands on the read's plan (a second read alone
// fixes the log: two reads, as before); one found wrong midway starts over with two reads. A
// rewound session found so reads once more, leaving out the branch left. A pi session's run
// follows a first read of its tree alone, which names what the run leaves out and the meta it
// ends with (host-plan.ts afterNamingRead). Other formats keep two reads: their first runs on
// worker threads, and their compactions replace the history (a Codex rollout's), which a read
// cannot know of until it meets them. `convert` and `compact` of those sessions run the same way
// (one-read-run.ts), writing the chosen conversation's items.
import { closeSync, openSync, readSync } from "node:fs";
import { DEFAULT_MAX_ITEMS } from "../../../common/codes.js";
import { Scanner, type ScanOutcome } from "../../readers/scanner.js";
import type { TranscriptSink } from "../../readers/sink.js";
import type {
  EndingMeta,
  LeftOut,
  TranscriptApi,
  TranscriptFormat,
  TranscriptMeta,
  TranscriptRecord,
} from "../../readers/types.js";
import { LastUses } from "../last-uses.js";
import type { InputOptions } from "../transcript-file.js";
import { CutGuess, Replan } from "./cut-guess.js";
import { OTHER_ITEMS_MAX } from "./other-conversations.js";
import { Unstreamable } from "./pieces.js";
import { KeyUseSink, planOf, type StreamPlan } from "./plan.js";

/** The plan's sink in a one-read run: refuses, as soon as it shows, what the plan would refuse. */
class GuardedUses extends KeyUseSink {
  #otherItems = 0;

  constructor(
    private readonly id: string,
    private readonly othersMax: number,
  ) {
    super();
  }

  override add(
    conversation: string,
    s: { keys: readonly string[] },
    record: TranscriptRecord,
  ): void {
    super.add(conversation, s, record);
    if (conversation !== this.id) {
      if (++this.#otherItems > this.othersMax)
        throw new Unstreamable("the other conversations are too large to hold");
    } else if ((this.conversations.get(conversation)?.items ?? 0) > DEFAULT_MAX_ITEMS)
      throw new Unstreamable("the conversation is over the item limit");
  }

  override restart(
    conversation: string,
    source: string,
    record: TranscriptRecord,
    replacement: readonly { keys: readonly string[] }[] | undefined,
  ): void {
    if (conversation === this.id && replacement !== undefined)
      throw new Replan(undefined, "a compaction replaces the history");
    super.restart(conversation, source, record, replacement);
  }
}

/** Bytes of a session's end read to foresee the model it ends with. */
const TAIL_BYTES = 1 << 20;

/**
 * The model a Claude Code session's main conversation ends with, as a whole read's meta has it,
 * foreseen by its reader from the session's last lines (the last model a line outside the
 * sidechains names); undefined where they name none.
 * @throws nothing: an unreadable tail foresees nothing.
 */
export function endingModel(file: string, size: number): string | undefined {
  const length = Math.min(size, TAIL_BYTES);
  const tail = Buffer.alloc(length);
  let model: string | undefined;
  try {
    const fd = openSync(file, "r");
    try {
      readSync(fd, tail, 0, length, size - length);
    } finally {
      closeSync(fd);
    }
    const sink: TranscriptSink = {
      item() {},
      compaction() {},
      meta(conversation, fields) {
        if (fields.model !== undefined && !conversation.startsWith("sidechain:"))
          model = fields.model;
      },
    };
    // From the first whole line; a torn or foreign one is skipped.
    const scanner = new Scanner(sink, { format: "claude-code", lenient: true });
    scanner.write(tail.subarray(length === size ? 0 : tail.indexOf(0x0a) + 1));
    scanner.end();
  } catch {
    return undefined;
  }
  return model;
}

// The meta fields fix reads of a conversation (log-models.ts sessionModel, the producing family).
const metaKey = (meta: TranscriptMeta) => JSON.stringify([meta.model, meta.family]);

/** `live` with the fields foreseen in `ending` (the ones a whole read ends with). */
function foreseen(live: TranscriptMeta, ending: EndingMeta | undefined): TranscriptMeta {
  const model = ending?.model ?? live.model;
  const family = ending?.family ?? live.family;
  if (model === live.model && family === live.family) return live;
  return {
    ...live,
    ...(model === undefined ? {} : { model }),
    ...(family === undefined ? {} : { family }),
  };
}

/**
 * What a one-read run writes: the session fixed in its own format (`fix`: its other conversations
 * held beside, a bound on them), or the chosen conversation's items, the others not held
 * (`compact`: its cuts guessed as fix's; `convert`: any cut will do, none guessed).
 */
export type OneReadUse = "fix" | "convert" | "compact";

/** What a one-read run knows before it starts (found by a first read, or foreseen). */
export interface Foreseen {
  /**
   * The model (and family) the log ends with ({@link endingModel}, a pi session's first read),
   * which every piece is written with.
   */
  readonly ending?: EndingMeta;
  /** What is off the history the session resumes, as a read found it (the read leaves it out). */
  readonly leaveOut?: LeftOut;
  /** What the run writes: the session itself (fix) or the chosen conversation's items. */
  readonly use?: OneReadUse;
}

/** A one-read run's guesses and the plan it gathers; its construction throws nothing. */
export class OneRead {
  /** Every sink of the read goes through this one too (the plan a first read would make). */
  readonly uses: KeyUseSink;
  /** What the pieces read as the plan while the read goes on (its `meta` the one so far). */
  readonly plan: StreamPlan;
  private readonly guess: CutGuess;
  #metaUsed: string | undefined;
  #metaMoved = false;

  /**
   * Of the conversation `options` name, else `main` (a Claude Code session's, beside its sub-agent
   * sidechains); `format` and `api`: the log's, from its first line (or a first read).
   */
  constructor(
    private readonly format: TranscriptFormat,
    private readonly api: TranscriptApi,
    private readonly options: InputOptions,
    private readonly found: Foreseen = {},
  ) {
    const { ending, leaveOut, use = "fix" } = found;
    const id = options.conversation ?? "main";
    const uses = new GuardedUses(id, use === "fix" ? OTHER_ITEMS_MAX : Number.POSITIVE_INFINITY);
    this.uses = uses;
    this.guess = new CutGuess();
    const empty: TranscriptMeta = { compactions: [] };
    this.plan = {
      outcome: { format, api, skipped: [], skippedCount: 0, warnings: [] },
      // The meta foreseen, where it is: the one every piece of a whole read is fixed with.
      get meta() {
        return foreseen(uses.conversations.get(id)?.meta ?? empty, ending);
      },
      recordsLeftOut: 0,
      id,
      others: [],
      ids: [],
      otherItems: 0,
      items: 0,
      replacements: 0,
      lastUse: new LastUses(),
      epochEnds: new Map(),
      ...(use === "convert" ? {} : { guess: this.guess }),
      ...(leaveOut ? { leaveOut } : {}),
    };
  }

  /** The same run over again, leaving out `leaveOut` (what this one found off the history). @throws nothing. */
  leaving(leaveOut: LeftOut): OneRead {
    return new OneRead(this.format, this.api, this.options, { ...this.found, leaveOut });
  }

  /**
   * Whether a piece is to be fixed with `meta` (every piece's must be the one the whole log
   * leaves): false once it differs from the first piece's, when the run's bytes cannot be kept and
   * the rest of the read only gathers the plan (a model switch: the second read alone follows).
   * @throws nothing.
   */
  keepsFixing(meta: TranscriptMeta): boolean {
    const key = metaKey(meta);
    if (this.#metaUsed === undefined) this.#metaUsed = key;
    else if (key !== this.#metaUsed) this.#metaMoved = true;
    if (this.#metaMoved) this.guess.stop();
    return !this.#metaMoved;
  }

  /** Whether the run stopped fixing ({@link keepsFixing}): its bytes are not to be kept. @throws nothing. */
  get stopped(): boolean {
    return this.#metaMoved;
  }

  /**
   * The read's plan once the log was read to the end (`outcome`), where every guess held.
   * @throws {Unstreamable} where the plan refuses the log (several conversations and none named,
   * over the item limit); {@link Replan} with the plan where a guess was wrong.
   */
  settle(file: string, outcome: ScanOutcome, options: InputOptions): StreamPlan {
    // A rewound session: one read more, leaving out the branches this one found.
    if (outcome.leftOut) throw new Replan(undefined, "the session branches", outcome.leftOut);
    let read: StreamPlan | undefined;
    try {
      read = planOf(file, this.uses, outcome, options);
    } catch (error) {
      throw new Unstreamable(error instanceof Error ? error.message : String(error));
    }
    if (!read) throw new Unstreamable("the conversation is over the item limit");
    // Its reads leave out what this one did.
    const { leaveOut } = this.found;
    const plan = leaveOut ? { ...read, leaveOut } : read;
    if (plan.id !== this.plan.id) throw new Replan(plan, `the conversation is ${plan.id}`);
    if (plan.replacements > 0) throw new Replan(plan, "a compaction replaces the history");
    const used = this.#metaUsed;
    if (this.#metaMoved || (used !== undefined && used !== metaKey(plan.meta)))
      throw new Replan(plan, "the session's model changed after a piece was fixed");
    return plan;
  }
}
