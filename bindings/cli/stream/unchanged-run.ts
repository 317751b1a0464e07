// What a streamed `fix` that changed nothing leaves written, decided as the whole-log path decides
// it (unchanged.ts) without holding the log: what it wrote where that is the input's own bytes
// (same-bytes.ts) or where the whole-log path would write the items too; the input's own bytes
// where every item it wrote reads back as the object read (a log another writer spaced, or with
// CRLF ends: a clean 160 MB one was held whole, 1.2 GB, to find that out).
import { createReadStream } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import type { Item } from "../../items/types.js";
import { bytesMayStand } from "../unchanged.js";
import { Unstreamable } from "./pieces.js";
import type { StreamPlan } from "./plan.js";
import { SameBytes } from "./same-bytes.js";

/** The only format a log's own bytes can stand for: what JSON lines of Responses items read back as. */
const ITEMS_FORMAT = "responses-jsonl";

/** What stands of a streamed fix that changed nothing. */
export type UnchangedVerdict = "written" | "input" | "whole";

/** Follows a streamed fix's writes while nothing changed. @throws nothing. */
export class UnchangedRun {
  readonly #same: SameBytes;
  #readsBack = true;
  #head = false;

  constructor(
    private readonly file: string,
    private readonly stream: StreamPlan,
  ) {
    this.#same = new SameBytes(file);
  }

  /** A piece's items written as `lines` (`texts`: those written as their lines' texts). */
  wrote(
    out: readonly Item[],
    texts: readonly (string | undefined)[] | undefined,
    lines: readonly string[],
  ): void {
    const head = lines.length - out.length;
    if (head > 0) this.#head = true;
    for (let i = 0; this.#readsBack && i < out.length; i++)
      if (texts?.[i] === undefined) this.#readsBack = readsBack(lines[head + i], out[i]);
  }

  /** The next chunk written (`changed`: the run has changed something; nothing more is followed). */
  chunk(chunk: string | Uint8Array, changed: boolean): void {
    if (changed) this.#same.stop();
    else this.#same.take(chunk);
  }

  /** Whether what was written is the input's bytes, every one, and the input is as it was read. */
  sameAsInput(): boolean {
    return this.#same.matches();
  }

  /** At the end of a run that changed nothing: what stands. */
  verdict(): UnchangedVerdict {
    if (this.sameAsInput()) return "written";
    const { outcome, others } = this.stream;
    // The whole-log path writes the items for a log read as another format, or where its own
    // rule (unchanged.ts) lets no input's bytes stand, or changed since it was read.
    if (outcome.format !== ITEMS_FORMAT || !bytesMayStand(outcome, others)) return "written";
    if (this.#head) return "whole"; // its meta read back is the whole-log path's to compare
    if (!this.#readsBack || !this.#same.unchanged()) return "written";
    return "input";
  }

  /** Stops following (the run ended or failed). */
  stop(): void {
    this.#same.stop();
  }

  /**
   * The input's bytes, for writing; throws Unstreamable at the end when the file changed since
   * the run opened it (the whole-log path decides then).
   */
  async *inputBytes(): AsyncGenerator<Uint8Array> {
    let n = 0;
    for await (const chunk of createReadStream(this.file, { highWaterMark: 1 << 20 })) {
      n += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (n !== this.#same.size || !this.#same.unchanged())
      throw new Unstreamable("the input changed while it was read");
  }
}

// Whether the line written for `item` parses back to an equal value (JSON.stringify's text of an
// item read from JSON does, but for a number it cannot spell: -0, or one past the doubles).
function readsBack(line: string, item: Item): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(line), item);
  } catch {
    return false;
  }
}
