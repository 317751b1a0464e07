// One run's state, shared by the loop's steps, with the options checked and defaulted.
import { invalidArgument } from "../errors.js";
import type { Family, Item } from "../items/index.js";
import { Projection } from "../projection.js";
import type { ProviderResponse, StopDetails, Usage } from "../provider/protocol.js";
import type { RepairOutputAsync } from "../reconcile/repairs.js";
import { errorText, interruptedOutput, isSessionRepair } from "./outputs.js";
import type { SessionCall, SessionEvent, SessionOptions } from "./types.js";

/** The metadata key of the projection table recording who produced which item. */
export const SESSION_FAMILIES: unique symbol = Symbol("clinker-transcript/session-families");

const DEFAULT_MAX_TURNS = 16;
const DEFAULT_MAX_REPAIRS = 16;

/** What every step of a run reads and updates. */
export interface SessionState {
  readonly options: SessionOptions;
  readonly projection: Projection;
  readonly signal: AbortSignal;
  readonly maxTurns: number;
  repairsLeft: number;
  turns: number;
  usage: Usage;
  last: ProviderResponse | undefined;
  stopDetails: StopDetails | undefined;
  /** The turn of the last installed compaction (at most one per turn). */
  compactedAt: number;
  /** Set when the run returns: late tool completions emit nothing after that. */
  closed: boolean;
  readonly repairOutput: RepairOutputAsync;
  readonly isRepairedOutput: (output: Item) => boolean;
  readonly toolErrorText: (error: unknown, call: SessionCall) => string;
  emit(event: SessionEvent): void;
  /** `{ family, itemFamilies }` for requestMessages, or `{}` without a family. */
  familyOptions(): { family?: Family; itemFamilies?: ReadonlyMap<Item, Family> };
  /** Records `items` as produced by the session's family (when it has one). */
  record(items: readonly Item[]): void;
}

function count(value: number | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min) {
    throw invalidArgument(`${name} must be an integer >= ${min}`);
  }
  return value;
}

function checkOptions(options: SessionOptions): void {
  if (typeof options !== "object" || options === null) {
    throw invalidArgument("runSession(options): options must be an object");
  }
  if (typeof options.provider?.stream !== "function") {
    throw invalidArgument("options.provider must be a Provider");
  }
  if (!(options.projection instanceof Projection)) {
    throw invalidArgument("options.projection must be a Projection");
  }
  const budget = options.compaction?.budget;
  if (options.compaction && !(typeof budget === "number" && budget > 0)) {
    throw invalidArgument("options.compaction.budget must be a positive number");
  }
}

/** Checks `options` (`invalid-argument` when bad) and builds the state of a new run. */
export function createState(options: SessionOptions): SessionState {
  checkOptions(options);
  const { projection, family } = options;
  const families = () => options.itemFamilies ?? projection.metadataTable(SESSION_FAMILIES);
  const state: SessionState = {
    options,
    projection,
    signal: options.signal ?? new AbortController().signal,
    maxTurns: count(options.maxTurns, DEFAULT_MAX_TURNS, "options.maxTurns", 1),
    repairsLeft: count(options.maxRepairs, DEFAULT_MAX_REPAIRS, "options.maxRepairs", 0),
    turns: 0,
    usage: { inputTokens: 0, outputTokens: 0 },
    last: undefined,
    stopDetails: undefined,
    compactedAt: -1,
    closed: false,
    repairOutput: options.repairOutput ?? interruptedOutput,
    isRepairedOutput: options.isRepairedOutput ?? isSessionRepair(projection),
    toolErrorText: options.toolErrorText ?? errorText,
    emit: (event) => {
      if (!state.closed) options.onEvent?.(event);
    },
    familyOptions: () =>
      family === undefined ? {} : { family, itemFamilies: families() as Map<Item, Family> },
    record: (items) => {
      if (family === undefined) return;
      const table = families();
      for (const item of items) table.set(item, family);
    },
  };
  return state;
}
