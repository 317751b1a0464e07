// The conversations a streamed host fix does not cut into pieces (Claude Code's sub-agent
// sidechains beside the main one, such as the "Warmup" exchange every 2.x session opens with):
// held whole during the second read, then fixed as the whole-file path fixes each conversation.
// The streamed writer copies their lines as they are, so the run stands only where fixing them
// changes nothing; anything else sends it to the whole-file path.
import type { Item } from "../../items/types.js";
import type { PreflightApi } from "../../preflight/index.js";
import { Collector } from "../../readers/collect.js";
import type { CompactionEvent, MetaFields, TranscriptSink } from "../../readers/sink.js";
import type { TranscriptRecord } from "../../readers/types.js";
import {
  emptyFixReport,
  type FixOptions,
  type FixReport,
  fixTranscript,
} from "../fix-transcript.js";
import { Unstreamable } from "./pieces.js";

/** Items the other conversations may hold together for the run to stream (else whole-file). */
export const OTHER_ITEMS_MAX = 20_000;

/** A sink keeping every conversation but `streamed`, as a whole read keeps them. */
export class OtherConversations implements TranscriptSink {
  readonly #held = new Collector();

  constructor(private readonly streamed: string) {}

  item(conversation: string, item: Item, record: TranscriptRecord): void {
    if (conversation !== this.streamed) this.#held.item(conversation, item, record);
  }

  compaction(conversation: string, event: CompactionEvent): void {
    if (conversation !== this.streamed) this.#held.compaction(conversation, event);
  }

  meta(conversation: string, fields: MetaFields): void {
    if (conversation !== this.streamed) this.#held.meta(conversation, fields);
  }

  /**
   * Each held conversation's fix report, as the whole-file path makes it (`format`, `api`, its
   * id, `ok`), by id.
   * @throws Unstreamable when fixing one would change an item or leave a violation.
   */
  reports(
    file: string,
    format: string,
    api: PreflightApi,
    options: FixOptions,
  ): Map<string, FixReport> {
    const out = new Map<string, FixReport>();
    for (const transcript of this.#held.conversations.values()) {
      const one = emptyFixReport(file, options.output);
      Object.assign(one, { format, api, conversation: transcript.id });
      const fixed = fixTranscript(transcript, api, options, one);
      // Every change (a repair, a drop, a move, new text) shows in the items; a violation left
      // would be merged into a `-o` report in another order than the whole's.
      const same =
        fixed.length === transcript.items.length &&
        fixed.every((x, i) => x === transcript.items[i]);
      if (!same || one.remaining.length > 0)
        throw new Unstreamable(`conversation ${transcript.id} changes`);
      one.ok = true;
      out.set(transcript.id, one);
    }
    return out;
  }
}
