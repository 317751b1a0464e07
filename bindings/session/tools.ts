// Running a turn's calls through the host's tools; every call gets one output unless aborted.
import type { Item } from "../items/index.js";
import { ABORTED, untilAborted } from "./abort.js";
import type { AdmittedCall } from "./calls.js";
import { outputFor, resultText } from "./outputs.js";
import type { SessionState } from "./state.js";

async function runTool(state: SessionState, call: AdmittedCall, turn: number): Promise<Item> {
  const tools = state.options.tools ?? {};
  const tool = Object.hasOwn(tools, call.name) ? tools[call.name] : undefined;
  state.emit({ type: "tool-start", turn, call });
  let output: Item;
  let error: unknown;
  try {
    if (!tool) throw new Error(`unknown tool ${JSON.stringify(call.name)}`);
    const context = { ...call, signal: state.signal, turn };
    output = outputFor(call.call, call.callId, resultText(await tool.run(call.input, context)));
  } catch (thrown) {
    // The error is the model's to read, never dropped.
    error = thrown;
    output = outputFor(call.call, call.callId, state.toolErrorText(thrown, call));
  }
  state.emit({ type: "tool-end", turn, call, output, ...(error !== undefined && { error }) });
  return output;
}

function answer(state: SessionState, call: AdmittedCall, turn: number): Promise<Item> {
  if (call.notRun !== undefined) {
    return Promise.resolve(outputFor(call.call, call.callId, call.notRun));
  }
  return runTool(state, call, turn);
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
      const output = await answer(state, call, turn);
      if (!state.signal.aborted) settled[i] = output;
    }),
  );
  const aborted = (await untilAborted(all, state.signal)) === ABORTED;
  state.projection.append(...settled.filter((output): output is Item => output !== undefined));
  settled.forEach((item, i) => {
    if (item) state.emit({ type: "item", item, source: calls[i].notRun ? "loop" : "tool" });
  });
  return aborted;
}
