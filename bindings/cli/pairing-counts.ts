// The pairing findings of one conversation for `check` and `fix`, as the engines plan them:
// descriptors are kept (never the items) and handed to preflight's correlate(), the one bridge to
// the engines, so `check`, `fix`, preflight and both engines read SPEC §5 once. A run of items
// that neither call nor answer is kept as one descriptor: pairing sees only that a run breaks a
// call group, so a log of any size costs memory for its calls and outputs alone.
import {
  FLAG_NEEDS_OUTPUT,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_OTHER,
  KIND_OUTPUT,
  KIND_TRIGGER,
} from "../../common/codes.js";
import type { Descriptor } from "../engine/types.js";
import { correlate } from "../preflight/correlate.js";
import type { TranscriptRecord } from "../readers/types.js";
import { DescriptorTable, OTHER } from "./descriptor-table.js";
import { independentPieces, MIN_PIECE } from "./pairing-pieces.js";

/** Unanswered calls held at most for their outputs to share their key strings. */
const OPEN_MAX = 1 << 16;

/** A call or output named by key, with the line of its record and its item number. */
export interface KeyedAt extends At {
  callId: string;
}

/** Where an item sits: its record, and its number in the conversation (`compact --cutoff N`). */
export interface At {
  line?: number;
  index: number;
  /** The item's number in the conversation's current history (0-based, as --cutoff counts). */
  item?: number;
}

/** What pairing found in one conversation. */
export interface PairingFindings {
  /** Client calls with no output. */
  unresolved: KeyedAt[];
  /** Outputs with no call. */
  orphans: KeyedAt[];
  /** Calls and outputs the engines refuse: a second call while the key is open, a second output. */
  duplicates: (KeyedAt & { kind: "call" | "output" })[];
  /** Calls or outputs without a usable key, and compaction triggers. */
  malformed: At[];
}

/** The part of an item pairing needs (small enough to pass between threads). */
export interface PairingItem {
  /** The item's kind (common/codes.ts KIND_*). */
  kind: number;
  keys: readonly string[];
  needsOutput: boolean;
}

/** Descriptors of one conversation's items, in order, with the record of each (a typed table). */
export class PairingCounts {
  private readonly table = new DescriptorTable();
  private readonly triggers: At[] = [];
  /** Calls' keys not yet answered, each its call's key slot in the table. */
  private readonly open = new Map<string, number>();

  /** Adds the next item, the conversation's item number `n` (-1: unknown). */
  add(item: PairingItem, record: TranscriptRecord, n = -1): void {
    const rows = this.table;
    if (item.kind === KIND_OTHER) {
      // A run of other items is one break in the groups: only its first is kept.
      if (rows.length > 0 && rows.kind(rows.length - 1) === KIND_OTHER) return;
      rows.push(OTHER, record.line ?? -1, record.index, n);
      return;
    }
    const flags = item.needsOutput ? FLAG_NEEDS_OUTPUT : 0;
    const { kind, keys } = item;
    const sameAs = this.callKeySlot(item);
    rows.push({ kind, flags, keys }, record.line ?? -1, record.index, n, sameAs);
    if (kind === KIND_TRIGGER) this.triggers.push(this.at(rows.length - 1));
  }

  // A call's keys are kept open with the slots they take; an output's answer: the key slot of the
  // open call it answers (-1: none), so the table keeps one text and one string per pair. Calls
  // past OPEN_MAX unanswered are not held for it.
  private callKeySlot(item: PairingItem): number {
    const { kind, keys } = item;
    if ((kind === KIND_CALL || kind === KIND_CHAT_CALLS) && this.open.size < OPEN_MAX) {
      const first = this.table.keyCount;
      for (let k = 0; k < keys.length; k++) this.open.set(keys[k], first + k);
    }
    if (kind !== KIND_OUTPUT || keys.length !== 1) return -1;
    const slot = this.open.get(keys[0]);
    if (slot === undefined) return -1;
    this.open.delete(keys[0]);
    return slot;
  }

  private at(i: number): At {
    const { line, index, item } = this.table.at(i);
    const at: At = line < 0 ? { index } : { line, index };
    if (item >= 0) at.item = item;
    return at;
  }

  private keyed(i: number, callId: string): KeyedAt {
    return { callId, ...this.at(i) };
  }

  /**
   * The findings, from the engines' plans (`auto` engine choice, as every planning call makes it),
   * one per independent piece (pairing-pieces.ts), so a refused item re-plans its piece only.
   * `min` is the pieces' least size (tests cut finer). Throws nothing the input can cause.
   */
  findings(min = MIN_PIECE): PairingFindings {
    // correlate() leaves triggers to preflight's own rule; here they are findings like any refusal.
    const found: PairingFindings = {
      unresolved: [],
      orphans: [],
      duplicates: [],
      malformed: this.triggers.slice(),
    };
    const rows = this.table;
    for (const [start, end] of independentPieces(rows, min))
      this.findIn(start, rows.slice(start, end), found);
    found.malformed.sort((a, b) => a.index - b.index);
    return found;
  }

  private findIn(start: number, piece: readonly Descriptor[], found: PairingFindings): void {
    const correlation = correlate(piece);
    for (const slot of correlation.slots)
      if (slot.output < 0 && slot.needsOutput)
        found.unresolved.push(this.keyed(start + slot.item, slot.key));
    for (const i of correlation.orphans)
      found.orphans.push(this.keyed(start + i, piece[i].keys[0]));
    const duplicates: PairingFindings["duplicates"] = [];
    for (const r of correlation.refusals) {
      const at = start + r.index;
      if (r.reason === "malformed-item" || r.key === undefined) found.malformed.push(this.at(at));
      else
        duplicates.push({
          ...this.keyed(at, r.key),
          kind: r.reason === "duplicate-call" ? "call" : "output",
        });
    }
    duplicates.sort((a, b) => a.index - b.index);
    for (const d of duplicates) found.duplicates.push(d);
  }
}
