// The bounded msgpack walk of the core's stored-items scan (assembly/msgpack/, assembly/describe/)
// in TypeScript, for the reference engine: same checks in the same order, so the same statuses.
import {
  MP_INCOMPLETE,
  MP_INVALID,
  MP_PROTO_KEY,
  MP_TOO_DEEP,
  MP_TOO_MANY,
  MP_TRAILING,
} from "../../common/codes.js";
import { kept } from "../internal/hooks.js";

/** Deepest nesting either engine supports, whatever maxDepth asks (the core's static stack). */
export const HARD_MAX_DEPTH = 1024;
/** "__proto__" as bytes. */
const PROTO = [0x5f, 0x5f, 0x70, 0x72, 0x6f, 0x74, 0x6f, 0x5f, 0x5f];

/** Do the bytes hold "__proto__" anywhere (a fixstr or str8 body: a possible key)? */
export function mentionsProto(bytes: Uint8Array): boolean {
  for (
    let at = bytes.indexOf(0x5f);
    at >= 0 && at + 9 <= bytes.length;
    at = bytes.indexOf(0x5f, at + 1)
  )
    if (PROTO.every((c, i) => bytes[at + i] === c)) return true;
  return false;
}

/** A failed walk: the MP_* status, thrown inside the walk and caught by {@link walkItems}. */
class Stop {
  constructor(readonly status: number) {}
}

function isContainer(b: number): boolean {
  return (b & 0xe0) === 0x80 || (b >= 0xdc && b <= 0xdf);
}

function isMapHeader(b: number): boolean {
  return (b & 0xf0) === 0x80 || b === 0xde || b === 0xdf;
}

export function strWidth(b: number): number {
  if ((b & 0xe0) === 0xa0) return 0;
  return b === 0xd9 ? 1 : b === 0xda ? 2 : b === 0xdb ? 4 : -1;
}

function binWidth(b: number): number {
  return b === 0xc4 ? 1 : b === 0xc5 ? 2 : b === 0xc6 ? 4 : -1;
}

function scalarBytes(b: number): number {
  if (b < 0x80 || b >= 0xe0 || b === 0xc0 || b === 0xc2 || b === 0xc3) return 0;
  if (b === 0xcc || b === 0xd0) return 1;
  if (b === 0xcd || b === 0xd1) return 2;
  if (b === 0xca || b === 0xce || b === 0xd2) return 4;
  if (b === 0xcb || b === 0xcf || b === 0xd3) return 8;
  return -1;
}

/** One walk over `bytes`; positions are plain numbers (inputs stay under 2 GiB). */
export class Walker {
  pos = 0;
  readonly #left: number[] = [];
  readonly #isMap: boolean[] = [];

  constructor(
    readonly bytes: Uint8Array,
    readonly limit: number,
  ) {}

  has(n: number): void {
    if (n > this.bytes.length - this.pos) throw new Stop(MP_INCOMPLETE);
  }

  byte(): number {
    this.has(1);
    return this.bytes[this.pos++];
  }

  length(width: number): number {
    this.has(width);
    const { bytes, pos } = this;
    this.pos += width;
    if (width === 1) return bytes[pos];
    if (width === 2) return (bytes[pos] << 8) | bytes[pos + 1];
    return (
      ((bytes[pos] << 24) | (bytes[pos + 1] << 16) | (bytes[pos + 2] << 8) | bytes[pos + 3]) >>> 0
    );
  }

  /** An array (or map, `pairs` 2) header: the count, checked against the bytes that remain. */
  header(fix: number, w16: number, w32: number, perEntry: number): number {
    const b = this.byte();
    let n: number;
    if ((b & 0xf0) === fix) n = b & 0x0f;
    else if (b === w16) n = this.length(2);
    else if (b === w32) n = this.length(4);
    else throw new Stop(MP_INVALID);
    if (n * perEntry > this.bytes.length - this.pos) throw new Stop(MP_INCOMPLETE);
    return n;
  }

  /** A str body after its header byte; true when it is "__proto__". */
  strBody(b: number): boolean {
    const width = strWidth(b);
    const n = width === 0 ? b & 0x1f : this.length(width);
    this.has(n);
    const start = this.pos;
    this.pos += n;
    return n === 9 && PROTO.every((c, i) => this.bytes[start + i] === c);
  }

  scalar(b: number, isKey: boolean): void {
    const fixed = scalarBytes(b);
    if (fixed >= 0) {
      this.has(fixed);
      this.pos += fixed;
      return;
    }
    if (strWidth(b) >= 0) {
      if (this.strBody(b) && isKey) throw new Stop(MP_PROTO_KEY);
      return;
    }
    const width = binWidth(b);
    if (width < 0) throw new Stop(MP_INVALID);
    const n = this.length(width);
    this.has(n);
    this.pos += n;
  }

  /** skipValues: `count` values whose containers sit at nesting `depth`, iteratively. */
  skip(count: number, depth: number): void {
    const left = this.#left;
    const isMap = this.#isMap;
    let sp = 0;
    left[0] = count;
    isMap[0] = false;
    while (sp >= 0) {
      const l = left[sp];
      if (l === 0) {
        sp--;
        continue;
      }
      const isKey = isMap[sp] && (l & 1) === 0;
      left[sp] = l - 1;
      const b = this.byte();
      if (isKey && (isContainer(b) || binWidth(b) >= 0)) throw new Stop(MP_INVALID);
      if (!isContainer(b)) {
        this.scalar(b, isKey);
        continue;
      }
      let values = (b & 0xe0) === 0x80 ? b & 0x0f : this.length(b === 0xdc || b === 0xde ? 2 : 4);
      const map = (b & 0xf0) === 0x80 || b >= 0xde;
      if (map) values *= 2;
      if (values > this.bytes.length - this.pos) throw new Stop(MP_INCOMPLETE);
      if (depth + sp + 1 > this.limit) throw new Stop(MP_TOO_DEEP);
      sp++;
      left[sp] = values;
      isMap[sp] = map;
    }
  }

  /** One item map at nesting 2: keys checked as readKey does, values skipped. */
  itemMap(): void {
    if (this.limit < 2) throw new Stop(MP_TOO_DEEP);
    const pairs = this.header(0x80, 0xde, 0xdf, 2);
    for (let p = 0; p < pairs; p++) {
      this.has(1);
      const b = this.bytes[this.pos];
      if (strWidth(b) >= 0) {
        this.pos++;
        if (this.strBody(b)) throw new Stop(MP_PROTO_KEY);
      } else if (isContainer(b) || binWidth(b) >= 0) {
        throw new Stop(MP_INVALID);
      } else {
        this.skip(1, 2);
      }
      this.skip(1, 2);
    }
  }
}

/** A walker over `bytes`; the first one made also holds a walker of nothing (hooks.ts, `heldShapes`). */
export function walkerOver(bytes: Uint8Array, limit: number): Walker {
  kept.heldShapes.walker ??= new Walker(new Uint8Array(0), 0);
  return new Walker(bytes, limit);
}

/**
 * Walks a stored transcript (one msgpack array) exactly as the core's scan does: the item byte
 * offsets (n + 1, the last is the end), or the MP_* status of the first problem.
 */
export function walkItems(
  bytes: Uint8Array,
  maxItems: number,
  maxDepth: number,
): Uint32Array | number {
  const walker = walkerOver(bytes, Math.min(maxDepth, HARD_MAX_DEPTH));
  try {
    const n = walker.header(0x90, 0xdc, 0xdd, 1);
    if (n > maxItems) return MP_TOO_MANY;
    if (maxDepth < 1) return MP_TOO_DEEP;
    const offsets = new Uint32Array(n + 1);
    for (let i = 0; i < n; i++) {
      offsets[i] = walker.pos;
      walker.has(1);
      if (isMapHeader(bytes[walker.pos])) walker.itemMap();
      else walker.skip(1, 1);
    }
    offsets[n] = walker.pos;
    return walker.pos === bytes.length ? offsets : MP_TRAILING;
  } catch (stop) {
    if (stop instanceof Stop) return stop.status;
    throw stop;
  }
}
