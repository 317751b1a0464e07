// The agent loop: request, stream, admit, run tools, reconcile, compact; until a stop.
import { projectionInternals } from "../projection.js";
import { isRefused, type ProviderResponse, type StreamEvent } from "../provider/protocol.js";
import { ABORTED, untilAborted } from "./abort.js";
import { admitResponse, type StopCause } from "./calls.js";
import { finishCompaction, startCompaction } from "./compaction.js";
import { reconcileProjection } from "./repair.js";
import { buildRequest } from "./request.js";
import { createState, type SessionState } from "./state.js";
import { runCalls } from "./tools.js";
import type { SessionOptions, SessionResult, SessionStatus } from "./types.js";
import { addUsage } from "./usage.js";

type Outcome = SessionStatus | "continue";

async function streamTurn(state: SessionState, turn: number) {
  const request = buildRequest(state, state.projection.items());
  state.emit({ type: "turn", turn, request });
  const forward = (event: StreamEvent) => {
    if (!state.signal.aborted) state.emit({ type: "stream", turn, event });
  };
  return untilAborted(state.options.provider.stream(request, forward), state.signal);
}

// Refusal is branched on before anything reads the content.
function stopCause(state: SessionState, response: ProviderResponse): StopCause {
  if (isRefused(response)) {
    state.stopDetails = response.stopDetails;
    return "refused";
  }
  return response.stopReason === "max_tokens" ? "truncated" : undefined;
}

async function takeTurn(state: SessionState): Promise<Outcome> {
  const turn = ++state.turns;
  const response = await streamTurn(state, turn);
  if (response === ABORTED) return "aborted";
  state.usage = addUsage(state.usage, response.usage);
  state.last = response;
  state.emit({ type: "response", turn, response });
  const stop = stopCause(state, response);
  const { items, calls } = admitResponse(state, response, stop);
  projectionInternals.appendList(state.projection, items);
  state.record(items);
  for (const item of items) state.emit({ type: "item", item, source: "model" });
  if (stop) return (await runCalls(state, calls, turn)) ? "aborted" : stop;
  if (calls.length === 0) return response.stopReason === "pause_turn" ? "continue" : "completed";
  // Captured with the calls in flight: their outputs arrive as additional items.
  const compaction = startCompaction(state);
  if (await runCalls(state, calls, turn)) return "aborted";
  if (compaction && (await finishCompaction(state, compaction))) return "aborted";
  return "continue";
}

async function loop(state: SessionState): Promise<SessionStatus> {
  for (;;) {
    if (state.signal.aborted) return "aborted";
    await reconcileProjection(state);
    if (state.signal.aborted) return "aborted";
    if (state.turns >= state.maxTurns) return "max-turns";
    const compaction = startCompaction(state);
    if (compaction && (await finishCompaction(state, compaction))) return "aborted";
    const outcome = await takeTurn(state);
    if (outcome !== "continue") return outcome;
  }
}

/**
 * Runs the agent loop over `options.projection` until the model ends its turn (`completed`),
 * the turn cap (`max-turns`), a refusal (`refused`, with `stopDetails`), a `max_tokens` stop
 * (`truncated`) or an abort (`aborted`).
 *
 * Each turn reconciles the projection (interrupted calls get an output from `repairOutput`),
 * compacts it when its estimated size passes `compaction.budget`, builds the request
 * (`requestSystem` + `requestMessages`), streams the response, checks `isRefused` before
 * reading content, appends the response's items, validates every client call with
 * `validateFunctionCall` (a call with a missing or reused id is stored under a fresh
 * `call_rejected_<turn>_<n>` id and answered with an error output, not run), runs the tools
 * concurrently and appends their outputs in call order (a throw becomes an error output).
 * Calls in a refused or truncated response are answered with an error output, not run.
 *
 * Before returning (except on an abort) the projection is reconciled once more, so it comes
 * back ordered. On an abort the run returns at once: outputs that settled before it are appended, calls
 * still running have none, and the next run's reconciliation repairs them. Provider errors
 * and exceptions from `onEvent` or `repairOutput` propagate; the projection then holds every
 * item appended so far and stays reconcilable.
 */
export async function runSession(options: SessionOptions): Promise<SessionResult> {
  const state = createState(options);
  try {
    const status = await loop(state);
    // Leaves the result ordered (outputs after their group); an aborted run repairs next time.
    if (status !== "aborted") await reconcileProjection(state);
    return {
      status,
      turns: state.turns,
      projection: state.projection,
      usage: state.usage,
      ...(status === "refused" && state.stopDetails && { stopDetails: state.stopDetails }),
      ...(state.last && { response: state.last }),
    };
  } finally {
    state.closed = true;
  }
}
