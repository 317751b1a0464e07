// What a replay answers, in either representation, converted only when asked.
import type { Item } from "clinker-transcript";

/** A replay: the transcript to send, as msgpack bytes or as items. */
export interface Replay {
  msgpack(): Uint8Array;
  items(): Item[];
  /** Repair rows this replay published. */
  readonly published: number;
}

/** Options of a replay. */
export interface ReplayOptions {
  /** Select private content for this family (SPEC §3); absent: everything is kept. */
  family?: string | undefined;
  /**
   * Publish repairs for unanswered calls first (a write: `POST .../replay`). Without it a replay is
   * a pure read and unanswered calls are `409 repairs-pending`.
   */
  publish?: boolean;
}

/** How a replay is planned: `bytes` (stored msgpack, never decoded) or `objects` (the comparison). */
export type PlannerName = "bytes" | "objects";

/** Unresolved calls keep appearing (appends racing the repairs): give up after this many rounds. */
export const MAX_REPAIR_ROUNDS = 5;
