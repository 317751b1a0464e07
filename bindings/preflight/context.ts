// What every API's checker hands its rules: the input, the options, and the pairing on demand.
import type { Descriptor } from "../engine/types.js";
import { type Correlation, correlate } from "./correlate.js";
import type { PreflightOptions } from "./types.js";

/** Where a correlated unit (an item, or an Anthropic block) sits in the input. */
export interface Location {
  index: number;
  block?: number;
  item: unknown;
  /** The position as the provider writes it: `input[3]`, `messages[3]`, `messages.3.content.1`. */
  where: string;
}

/** The part of a context shared by the three APIs. */
export interface BaseContext {
  readonly options: PreflightOptions;
  /** The engines' pairing of the correlated units (computed on first use). */
  readonly correlation: () => Correlation;
  /** Where the correlated unit `i` sits. */
  readonly locate: (i: number) => Location;
}

/**
 * A memoized correlation of the descriptors `describe` gives, described on first use too (a
 * caller running only rules that never pair, fix's unstored references, never describes). A
 * compaction trigger is left to its own rule: the engines refuse it, and correlate() neutralizes
 * it without recording a refusal.
 */
export function lazyCorrelation(
  describe: () => readonly Descriptor[],
  options: PreflightOptions,
): () => Correlation {
  let done: Correlation | undefined;
  return () => {
    done ??= correlate(describe(), options.engine);
    return done;
  };
}
