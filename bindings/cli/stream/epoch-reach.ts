// Where the epoch of a key used again (SPEC §5 "Key reuse", key-epoch.ts) that holds an item ends,
// for the second read of a streamed rewrite (history-sink.ts): the plan's epochs, each start
// checked by the key's own uses (the plan's table keeps hashes: two keys sharing an entry could
// start an epoch neither has).
import { keyUse } from "../key-epoch.js";
import { Unstreamable } from "./unstreamable.js";

/** The epochs of a plan's keys, read in item order. @throws nothing itself. */
export class EpochReach {
  /** Per key with epochs: the first of its ends not passed yet. */
  readonly #at = new Map<string, number>();
  /** Per key with epochs: its pairing state from its own uses. */
  readonly #states = new Map<string, number>();

  constructor(private readonly ends: ReadonlyMap<string, readonly number[]>) {}

  /**
   * The last item of the epoch of `key` that its use at item `n` (by an item of descriptor kind
   * `kind`, later than its uses before) falls in; undefined where it falls in the key's last
   * epoch (its last use ends it).
   * @throws {Unstreamable} where the plan starts an epoch at a use that its key's own uses do not
   * start one at (the cut before it would part what pairs).
   */
  end(key: string, n: number, kind: number): number | undefined {
    const ends = this.ends.get(key);
    if (ends === undefined) return undefined;
    const use = keyUse(this.#states.get(key) ?? 0, kind);
    this.#states.set(key, use.state);
    let at = this.#at.get(key) ?? 0;
    if (at < ends.length && ends[at] < n) {
      if (!use.starts) throw new Unstreamable(`call key ${key} starts no epoch where the plan cut`);
      at++;
      this.#at.set(key, at);
    }
    return at < ends.length ? ends[at] : undefined;
  }
}
