// The shape of a request body, measured before it is decoded: values, nesting and container width.
import { TranscriptError } from "clinker-transcript";

/** Bounds on one request body's structure (a decoded value costs far more than its bytes). */
export interface ShapeLimits {
  /** Most values (every array entry, map key and map value counts). */
  maxNodes: number;
  /** Deepest nesting of arrays and maps (the top-level array is depth 1). */
  maxDepth: number;
  /** Most entries of one array or map. */
  maxWidth: number;
}

/** The defaults: far above real transcripts, far below what exhausts a process. */
export const DEFAULT_SHAPE: ShapeLimits = { maxNodes: 1_000_000, maxDepth: 64, maxWidth: 100_000 };

function exceeded(reason: string, message: string): TranscriptError {
  return new TranscriptError("limit-exceeded", message, { reason });
}

/** Counts values, depth and widths; throws the first limit passed. */
class Meter {
  nodes = 0;
  constructor(readonly limits: ShapeLimits) {}
  value(): void {
    if (++this.nodes > this.limits.maxNodes)
      throw exceeded("max-nodes", `the body holds more than ${this.limits.maxNodes} values`);
  }
  container(depth: number, width: number): void {
    if (depth > this.limits.maxDepth)
      throw exceeded("max-depth", `the body nests deeper than ${this.limits.maxDepth} levels`);
    if (width > this.limits.maxWidth)
      throw exceeded(
        "max-width",
        `an array or map holds more than ${this.limits.maxWidth} entries`,
      );
  }
}

/** Bytes after the lead byte for fixed-size msgpack values (0xc4-0xdf: lengths read separately). */
const FIXED: Record<number, number> = {
  202: 4,
  203: 8,
  204: 1,
  205: 2,
  206: 4,
  207: 8,
  208: 1,
  209: 2,
  210: 4,
  211: 8,
  212: 2,
  213: 3,
  214: 5,
  215: 9,
  216: 17,
};
/** Length-prefixed msgpack values: [bytes of the length, extra bytes after it (ext type)]. */
const SIZED: Record<number, [number, number]> = {
  196: [1, 0],
  197: [2, 0],
  198: [4, 0],
  199: [1, 1],
  200: [2, 1],
  201: [4, 1],
  217: [1, 0],
  218: [2, 0],
  219: [4, 0],
};
/** Container lead bytes: [bytes of the count, entries per count (2 for maps)]. */
const CONTAINERS: Record<number, [number, number]> = {
  220: [2, 1],
  221: [4, 1],
  222: [2, 2],
  223: [4, 2],
};

function uint(bytes: Uint8Array, at: number, size: number): number {
  let n = 0;
  for (let i = 0; i < size; i++) n = n * 256 + (bytes[at + i] ?? 0);
  return n;
}

/**
 * Checks msgpack `bytes` against `limits` in one pass, without decoding (bytes the library's own
 * walk accepted: its malformed cases are reported there).
 * @throws TranscriptError `limit-exceeded` (`max-nodes`, `max-depth`, `max-width`).
 */
export function checkMsgpackShape(bytes: Uint8Array, limits: ShapeLimits): void {
  const meter = new Meter(limits);
  const pending: number[] = []; // entries still to read in each open container
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at++];
    meter.value();
    let entries = -1;
    if ((lead & 0xe0) === 0xa0) at += lead & 0x1f;
    else if ((lead & 0xf0) === 0x80) entries = (lead & 0x0f) * 2;
    else if ((lead & 0xf0) === 0x90) entries = lead & 0x0f;
    else if (lead in FIXED) at += FIXED[lead];
    else if (lead in SIZED) {
      const [size, extra] = SIZED[lead];
      at += size + extra + uint(bytes, at, size);
    } else if (lead in CONTAINERS) {
      const [size, per] = CONTAINERS[lead];
      entries = uint(bytes, at, size) * per;
      at += size;
    }
    if (entries >= 0) meter.container(pending.length + 1, widthOf(lead, entries));
    if (entries > 0) pending.push(entries);
    else completed(pending);
  }
}

/** One value finished: count it in its container, closing every container that it completes. */
function completed(pending: number[]): void {
  while (pending.length > 0) {
    if (--pending[pending.length - 1] > 0) return;
    pending.pop();
  }
}

/** A map's width is its pairs. */
function widthOf(lead: number, entries: number): number {
  const isMap = (lead & 0xf0) === 0x80 || lead === 0xde || lead === 0xdf;
  return isMap ? entries / 2 : entries;
}

/**
 * Checks JSON `text` against `limits` in one pass before `JSON.parse` (a value is counted at each
 * `[`, `{`, `,` and `:` outside strings: within a factor of two of the values, never fewer).
 * @throws TranscriptError `limit-exceeded` (`max-nodes`, `max-depth`, `max-width`).
 */
export function checkJsonShape(text: string, limits: ShapeLimits): void {
  const meter = new Meter(limits);
  const widths: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      meter.value();
      widths.push(1);
      meter.container(widths.length, 0);
    } else if (ch === 0x5d || ch === 0x7d) widths.pop();
    else if (ch === 0x2c || ch === 0x3a) {
      meter.value();
      if (ch === 0x2c && widths.length > 0)
        meter.container(widths.length, ++widths[widths.length - 1]);
    }
  }
}
