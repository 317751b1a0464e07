// A streamed rewrite written as one msgpack array (`--to msgpack`): each piece's items encoded as
// they come (readers/write.ts msgpackElements) and counted, and the array's header, whose count
// is known only at the end, put ahead of them (io.ts writeHeadedOutput): the bytes
// writeTranscript writes of the whole.
import { closeSync, openSync, readSync } from "node:fs";
import type { Item } from "../../items/types.js";
import type { ItemsMeta } from "../../readers/items-meta.js";
import { arrayHeaderLength } from "../../readers/msgpack-array-splitter.js";
import { msgpackArrayHeader, msgpackElements } from "../../readers/write.js";
import type { Chunks } from "../durable-write.js";
import { writeHeadedOutput } from "../io.js";
import type { UnchangedRun, UnchangedVerdict } from "./unchanged-run.js";
import { convertedOrWhole } from "./unstreamable.js";

/** The longest array header (array 32: a type byte and a 4-byte count). */
const HEADER_MAX = 5;

/** One msgpack array written a piece at a time. */
export class MsgpackOutput {
  #count = 0;

  /**
   * A piece's items as elements, after `meta`'s record (the first piece's, if any).
   * @throws {Unstreamable} for items msgpack cannot hold (the whole-log path names them in the log).
   */
  piece(items: readonly Item[], meta?: ItemsMeta): Uint8Array[] {
    const elements = convertedOrWhole(() => msgpackElements(items, meta));
    this.#count += elements.length;
    return elements;
  }

  /** Writes `pieces` (every piece's elements) to `target` behind the array's header. @throws as writeHeadedOutput. */
  write(target: string, pieces: Chunks): Promise<void> {
    return writeHeadedOutput(target, pieces, () => msgpackArrayHeader(this.#count), HEADER_MAX);
  }

  /**
   * What stands of a `fix` that changed nothing in a msgpack log (`unchanged` given `head`, the
   * log's own header, before the elements): what was written where it is the log's bytes, header
   * and all; else the whole-log path says whether they stand (unchanged.ts). Throws nothing.
   */
  verdict(unchanged: UnchangedRun, head: Uint8Array): UnchangedVerdict {
    const header = msgpackArrayHeader(this.#count);
    const same = header.length === head.length && header.every((b, i) => b === head[i]);
    return unchanged.sameAsInput() && same ? "written" : "whole";
  }
}

/**
 * The header of the msgpack array `file` opens with (its first 1, 3 or 5 bytes; none where it
 * opens no array). Throws nothing.
 */
export function arrayHeaderOf(file: string): Uint8Array {
  const head = new Uint8Array(HEADER_MAX);
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const n = readSync(fd, head, 0, HEADER_MAX, 0);
    return head.subarray(0, n > 0 ? Math.min(n, arrayHeaderLength(head[0])) : 0);
  } catch {
    return new Uint8Array(0); // unreadable now: compared with nothing, the whole-log path decides
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
