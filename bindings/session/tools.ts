// Running a turn's calls through the host's tools; every call gets one output unless aborted.

import type { Item } from "../items/index.js";
import { projectionInternals } from "../projection.js";
import { ABORTED, untilAborted } from "./abort.js";
import type { AdmittedCall } from "./calls.js";
import { outputFor, resultText } from "./outputs.js";
import type { SessionState } from "./state.js";

interface Answer {
  readonly output: Item;
  readonly error?: unknown;
}

async function runTool(state: SessionState, call: AdmittedCall, turn: number): Promise<Answer> {
  const tools = state.options.tools ?? {};
  const tool = Object.hasOwn(tools, call.name) ? tools[call.name] : undefined;
  state.emit({ type: "tool-start", turn, call });
  try {
    if (!tool) throw new Error(`unknown tool ${JSON.stringify(call.name)}`);
    const context = { ...call, signal: state.signal, turn };
    const value = await tool.run(call.input, context);
    return { output: outputFor(call.call, call.callId, resultText(value)) };
  } catch (error) {
    // The error is the model's to read, never dropped.
    return { output: outputFor(call.call, call.callId, state.toolErrorText(error, call)), error };
  }
}

/**
 * Answers `calls` concurrently and appends their outputs in call order. On an abort it stops
 * waiting, appends the outputs that settled before it, and returns true; the rest get none.
 */
export async function runCalls(
  state: SessionState,
  calls: readonly AdmittedCall[],
  turn: number,
): Promise<boolean> {
  const settled: (Item | undefined)[] = new Array(calls.length);
  const all = Promise.all(
    calls.map(async (call, i) => {
      if (call.notRun !== undefined) {
        settled[i] = outputFor(call.call, call.callId, call.notRun);
        return;
      }
      const { output, error } = await runTool(state, call, turn);
      if (state.signal.aborted) return; // settled after the abort: neither appended nor reported
      settled[i] = output;
      state.emit({ type: "tool-end", turn, call, output, ...(error !== undefined && { error }) });
    }),
  );
  const aborted = (await untilAborted(all, state.signal)) === ABORTED;
  projectionInternals.appendList(
    state.projection,
    settled.filter((output): output is Item => output !== undefined),
  );
  settled.forEach((item, i) => {
    if (item) state.emit({ type: "item", item, source: calls[i].notRun ? "loop" : "tool" });
  });
  return aborted;
}
