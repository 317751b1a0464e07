// The deterministic stub provider: the default, and the one every test runs against.
import { invalidArgument, TranscriptError } from "../../errors.js";
import { EventSink, replayResponse } from "../events.js";
import type { Provider, ProviderRequest, ProviderResponse, StreamEvent } from "../protocol.js";
import { validateRequest } from "../validate.js";
import {
  checkTurn,
  type StubContext,
  type StubDataTurn,
  type StubTurn,
  turnResponse,
} from "./turns.js";

/** Options of {@link createStubProvider}. */
export interface StubProviderOptions {
  /** Played for every request after the script runs out; without it that is an error. */
  readonly default?: StubTurn;
  /** The response `model` when neither the request nor the turn names one (default `stub`). */
  readonly model?: string;
}

/** A provider that plays a script, and the requests it saw. */
export interface StubProvider extends Provider {
  /** Deep copies of every valid request received, in order. */
  readonly requests: readonly ProviderRequest[];
}

// A function turn may return another form, but not another function.
function resolveTurn(turn: StubTurn, request: ProviderRequest, index: number): StubDataTurn {
  if (typeof turn !== "function") return turn;
  const result = turn(structuredClone(request), index);
  if (typeof result === "function") {
    throw invalidArgument(`stub turn ${index} returned a function`, { index });
  }
  checkTurn(result, `stub turn ${index}'s result`);
  return result;
}

/**
 * Creates the deterministic stub. Each request plays the next scripted turn (see
 * {@link StubTurn} for the short forms), then `default` forever. Turns are checked here:
 * a bad one is an `invalid-argument` TranscriptError. A request is validated (an
 * `invalid-argument` error, no turn used) and a deep copy logged in `requests`; with the
 * script exhausted and no default it is a `stub-exhausted` TranscriptError (the request
 * stays logged). Tool-use ids come from a per-instance counter and streams split text on
 * whitespace, so the same script yields byte-identical events and responses. The turns
 * and requests given are never mutated; each response is fresh.
 */
export function createStubProvider(
  turns: readonly StubTurn[],
  options: StubProviderOptions = {},
): StubProvider {
  if (!Array.isArray(turns))
    throw invalidArgument("createStubProvider(turns): turns must be an array");
  const script = [...turns];
  for (const [i, turn] of script.entries()) checkTurn(turn, `stub turn ${i}`);
  if (options.default !== undefined) checkTurn(options.default, "the stub default");
  const requests: ProviderRequest[] = [];
  let played = 0;
  let ids = 0;

  function respond(request: ProviderRequest): ProviderResponse {
    validateRequest(request);
    requests.push(structuredClone(request));
    const index = played;
    const turn = index < script.length ? script[index] : options.default;
    if (turn === undefined) {
      throw new TranscriptError(
        "stub-exhausted",
        `the stub script has ${script.length} turn(s) and no default; request ${index} has no answer`,
        { index },
      );
    }
    played++;
    const ctx: StubContext = {
      nextId: () => `call_stub_${++ids}`,
      model: request.model ?? options.model ?? "stub",
    };
    return turnResponse(resolveTurn(turn, request, index), ctx);
  }

  return {
    requests,
    async complete(request) {
      return respond(request);
    },
    async stream(request, onEvent: (event: StreamEvent) => void) {
      return replayResponse(respond(request), new EventSink(onEvent));
    },
  };
}
