// The session loop's public shapes: options, tools, events and the result.
import type { CompactionPlan } from "../compaction/plan.js";
import type { AbortSignalLike } from "../host-types.js";
import type { Family, Item } from "../items/index.js";
import type { RepairedOutputPredicate } from "../items/types.js";
import type { Projection } from "../projection.js";
import type {
  Provider,
  ProviderRequest,
  ProviderResponse,
  StopDetails,
  StreamEvent,
  Usage,
  VendorPayload,
} from "../provider/protocol.js";
import type { MissingOutputRepair, RepairOutputAsync } from "../reconcile/repairs.js";

/** How a run ended. */
export type SessionStatus = "completed" | "max-turns" | "refused" | "truncated" | "aborted";

/** What a tool callback is told about the call it answers. */
export interface ToolContext {
  /** The call's key; the output the loop writes carries it. */
  readonly callId: string;
  readonly name: string;
  /** The call item as it stands in the projection. */
  readonly call: Item;
  /** The turn (from 1) whose response made the call. */
  readonly turn: number;
  /** The run's signal: stop work when it aborts (the loop stops waiting either way). */
  readonly signal: AbortSignalLike;
}

/**
 * A tool the model may call. `run` returns the result (a string is sent as is, anything else
 * as JSON) or throws: the error goes back to the model as an error output.
 */
export interface SessionTool {
  readonly description?: string;
  /** JSON Schema of the input. */
  readonly inputSchema?: VendorPayload;
  readonly strict?: boolean;
  run(input: unknown, context: ToolContext): unknown;
}

/** A call the loop is about to answer: the item, its key, its tool and parsed input. */
export interface SessionCall {
  readonly call: Item;
  readonly callId: string;
  readonly name: string;
  readonly input: unknown;
}

/** Compaction by budget: when `estimate(items)` passes `budget`, the loop compacts. */
export interface SessionCompactionOptions {
  /** The size (in `estimate`'s unit, default about-tokens) past which the loop compacts. */
  readonly budget: number;
  /** The size of a transcript; default {@link estimateTokens} (JSON length / 4). */
  readonly estimate?: (items: readonly Item[]) => number;
  /** Items at the end kept verbatim (the cutoff is `length - keep`); default 0. */
  readonly keep?: number;
  /** The instruction sent, as the last user text, with the summary request. */
  readonly instructions?: string;
  /** The items that stand for the summary text; default one user message. */
  readonly summaryItems?: (text: string) => Item[];
}

/** Fields of every turn's request besides `messages` (system blocks go before the transcript's). */
export type SessionRequestOptions = Partial<
  Pick<ProviderRequest, "model" | "system" | "maxTokens" | "effort" | "tools">
>;

/** Options of {@link runSession}. */
export interface SessionOptions {
  readonly provider: Provider;
  /** The transcript: read for every request, appended to, replaced by compaction. */
  readonly projection: Projection;
  /** The tools by name; their specs are sent unless `request.tools` is given. */
  readonly tools?: Readonly<Record<string, SessionTool>>;
  /** The most model turns this run takes (default 16). */
  readonly maxTurns?: number;
  /** The most interrupted-call repairs this run publishes (default 16); more is an error. */
  readonly maxRepairs?: number;
  readonly request?: SessionRequestOptions;
  /** The family of `provider`: selects private content (SPEC §3) and tags response items. */
  readonly family?: Family;
  /** Who produced which item; default the projection's {@link SESSION_FAMILIES} table. */
  readonly itemFamilies?: Map<Item, Family>;
  /** Publishes an output for a call left without one; default {@link interruptedOutput}. */
  readonly repairOutput?: RepairOutputAsync;
  /** Recognizes outputs published as repairs (see {@link isSessionRepair}, the default). */
  readonly isRepairedOutput?: RepairedOutputPredicate;
  /** The output text of a tool that threw; default `Error: <message>`. */
  readonly toolErrorText?: (error: unknown, call: SessionCall) => string;
  readonly compaction?: SessionCompactionOptions;
  /** Called synchronously for every event; an exception stops the run and propagates. */
  readonly onEvent?: (event: SessionEvent) => void;
  /** Aborting stops the run at once; calls still running are left without an output. */
  readonly signal?: AbortSignalLike;
}

/** Who wrote an item the loop appended. */
export type SessionItemSource = "model" | "tool" | "loop" | "repair";

/** What happens during a run, in order. */
export type SessionEvent =
  | { readonly type: "turn"; readonly turn: number; readonly request: ProviderRequest }
  | { readonly type: "stream"; readonly turn: number; readonly event: StreamEvent }
  | { readonly type: "response"; readonly turn: number; readonly response: ProviderResponse }
  | { readonly type: "item"; readonly item: Item; readonly source: SessionItemSource }
  | {
      readonly type: "call-rejected";
      readonly call: Item;
      readonly callId: string;
      readonly reason: string;
    }
  | { readonly type: "tool-start"; readonly turn: number; readonly call: SessionCall }
  | {
      readonly type: "tool-end";
      readonly turn: number;
      readonly call: SessionCall;
      readonly output: Item;
      readonly error?: unknown;
    }
  | {
      readonly type: "reconciled";
      readonly repairs: readonly MissingOutputRepair[];
      readonly droppedLateOutputs: readonly Item[];
    }
  | {
      readonly type: "compaction";
      readonly plan: CompactionPlan;
      readonly native: boolean;
      readonly replacementItems: readonly Item[];
      readonly additionalItems: readonly Item[];
    }
  | { readonly type: "compaction-skipped"; readonly reason: "refused" | "empty" };

/** What {@link runSession} returns. */
export interface SessionResult {
  readonly status: SessionStatus;
  /** Model turns taken by this run (summary requests not counted). */
  readonly turns: number;
  /** The projection given, as the run left it. */
  readonly projection: Projection;
  /** Token totals of every request this run made, summary requests included. */
  readonly usage: Usage;
  /** The refusal's details when `status` is `refused`. */
  readonly stopDetails?: StopDetails;
  /** The last model response, if any. */
  readonly response?: ProviderResponse;
}
