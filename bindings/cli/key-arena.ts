// The keys (call ids) of check's pairing table as bytes, not strings: a 1 GB session's 700,000
// keys held as strings were about 23 MB of live heap, and V8 lets its heap grow to a multiple of
// what is live, so they cost about 60 MB of peak memory; here they are about 15 MB of typed
// arrays, made strings again a piece at a time for the findings at the end (and hashed as bytes
// to cut the pieces). A key of 1 to 255 Latin-1 characters is kept as one byte each; any other
// (rare: ids are ASCII) as the string itself.

import { grown } from "../readers/formats/grown.js";
import { hashBytes, hashString, type KeyHashes } from "./key-hash.js";

/** Key slots at first (the slot arrays double: a log of many small conversations costs little). */
const FIRST_SLOTS = 8;
/** Bytes of the largest page of key text; a key's place is its page << PAGE_BITS | its offset. */
const PAGE_BITS = 16;
const PAGE = 1 << PAGE_BITS;
/** Bytes of the first page (each next one twice the last, up to PAGE). */
const FIRST_PAGE = 256;
/** Pages at most: a place stays a non-negative int32 (past them, keys are kept as strings). */
const MAX_PAGES = 1 << (31 - PAGE_BITS);
/** The longest key kept as bytes (its length is one byte). */
const MAX_BYTES = 255;

/** A slot whose string a later slot shares, and the slot that shares an earlier one's. */
const SHARED = 1;
const SHARER = 2;

/** Keys in the order added, each read back as an equal string. @throws nothing. */
export class KeyArena {
  private readonly pages: Uint8Array[] = [];
  private used = 0;
  /** Per slot: its text's place (>= 0), or -(index + 1) into `whole` for a key kept whole. */
  private places = new Int32Array(FIRST_SLOTS);
  private lengths = new Uint8Array(FIRST_SLOTS);
  private marks = new Uint8Array(FIRST_SLOTS);
  private readonly whole: string[] = [];
  private slots = 0;
  private sharers = 0;

  /** Keys added. */
  get length(): number {
    return this.slots;
  }

  /** Keys added less those added as an earlier slot's: the distinct keys at most. */
  get unshared(): number {
    return this.slots - this.sharers;
  }

  /**
   * Adds `key` as the next slot; `sameAs`: an earlier slot holding the same text (an output's
   * key as its call's), which the strings read back then share (one string a pair, as before).
   */
  add(key: string, sameAs = -1): void {
    const slot = this.slots++;
    if (slot === this.places.length) {
      this.places = grown(this.places, slot + 1);
      this.lengths = grown(this.lengths, slot + 1);
      this.marks = grown(this.marks, slot + 1);
    }
    if (sameAs >= 0 && sameAs < slot) {
      this.places[slot] = this.places[sameAs];
      this.lengths[slot] = this.lengths[sameAs];
      this.marks[sameAs] |= SHARED;
      this.marks[slot] = SHARER;
      this.sharers++;
      return;
    }
    const place = this.bytesOf(key);
    this.places[slot] = place >= 0 ? place : -this.whole.push(key);
    this.lengths[slot] = place >= 0 ? key.length : 0;
  }

  // Writes a Latin-1 key of 1 to MAX_BYTES characters into the pages: its place, or -1. (An
  // empty key would share its place with the next: strings() tells shared texts by place.)
  private bytesOf(key: string): number {
    if (key.length === 0 || key.length > MAX_BYTES) return -1;
    const last = this.pages.length - 1;
    if (last < 0 || this.used + key.length > this.pages[last].length) {
      if (this.pages.length === MAX_PAGES) return -1;
      this.pages.push(
        new Uint8Array(last < 0 ? FIRST_PAGE : Math.min(PAGE, 2 * this.pages[last].length)),
      );
      this.used = 0;
    }
    const page = this.pages[this.pages.length - 1];
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i);
      if (code > 0xff) return -1; // the bytes written stay unused
      page[this.used + i] = code;
    }
    const place = ((this.pages.length - 1) << PAGE_BITS) | this.used;
    this.used += key.length;
    return place;
  }

  /**
   * The keys of slots [from, to) as strings, in slot order (a slot sharing the text of an earlier
   * slot in the range, its string): check makes them a piece at a time, never all at once.
   */
  strings(from = 0, to = this.slots): string[] {
    const out = new Array<string>(to - from);
    const pending = new Map<number, string>(); // shared strings, by place, until their sharer
    for (let slot = from; slot < to; slot++) {
      const place = this.places[slot];
      const mark = this.marks[slot];
      let text = mark & SHARER ? pending.get(place) : undefined;
      if (text !== undefined) pending.delete(place);
      else text = this.textAt(place, this.lengths[slot]);
      if (mark & SHARED) pending.set(place, text);
      out[slot - from] = text;
    }
    return out;
  }

  /** Hashes slot `slot`'s key into `out` as key-hash.ts hashes its string. */
  hashOf(slot: number, out: KeyHashes): void {
    const place = this.places[slot];
    if (place < 0) {
      hashString(this.whole[-place - 1], out);
      return;
    }
    const start = place & (PAGE - 1);
    hashBytes(this.pages[place >>> PAGE_BITS], start, start + this.lengths[slot], out);
  }

  private textAt(place: number, length: number): string {
    if (place < 0) return this.whole[-place - 1];
    const page = this.pages[place >>> PAGE_BITS];
    const start = place & (PAGE - 1);
    return String.fromCharCode.apply(null, page.subarray(start, start + length) as never);
  }
}
