import { describe, expect, it } from "vitest";
import {
  functionCallOutputItem,
  INTERRUPTED_TEXT,
  type Item,
  type MissingOutputRepair,
  Projection,
  reconcileItems,
} from "../../bindings/index.js";
import { createStubProvider } from "../../bindings/provider/index.js";
import { interruptedOutput, runSession, type SessionTool } from "../../bindings/session/index.js";
import { ask, expectSettled, labels, recorder, tool } from "../support/session-checks.js";

// A build that runs until the run's signal aborts, then rejects as fetch does.
const hangingBuild: SessionTool = {
  run: (_input, { signal }) =>
    new Promise((_resolve, reject) => {
      signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    }),
};

const script = () =>
  createStubProvider([
    { text: "Fetching and building.", tools: [{ name: "fetch" }, { name: "build" }] },
    { text: "The build was interrupted; again.", tool: "build" },
    "The build passes.",
  ]);

async function abortedRun(provider = script()) {
  const controller = new AbortController();
  const tools = {
    fetch: tool(() => "fetched"),
    build: hangingBuild,
  };
  const projection = new Projection([ask("Fetch and build")]);
  const log = recorder();
  const onEvent = (event: Parameters<typeof log.onEvent>[0]) => {
    log.onEvent(event);
    // The host aborts while `build` runs and after `fetch` has answered.
    if (event.type === "tool-end" && event.call.name === "fetch") controller.abort();
  };
  const result = await runSession({
    provider,
    projection,
    tools,
    onEvent,
    signal: controller.signal,
  });
  return { provider, projection, result, log };
}

describe("runSession abort and resume", () => {
  it("an abort in the middle of a tool: settled outputs kept, the running call left without one", async () => {
    const { projection, result, log } = await abortedRun();
    expect(result).toMatchObject({ status: "aborted", turns: 1 });
    expect(labels(projection.items())).toEqual([
      "message user",
      "message assistant: Fetching and building.",
      "function_call call_stub_1",
      "function_call call_stub_2",
      "function_call_output call_stub_1 = fetched",
    ]);
    // The build's AbortError, arriving after the abort, is neither appended nor reported.
    await new Promise((r) => setTimeout(r, 5));
    expect(log.of("tool-end").map((e) => e.call.name)).toEqual(["fetch"]);
    const plan = reconcileItems(projection);
    expect(plan.repairs.map((r) => r.callId)).toEqual(["call_stub_2"]);
  });

  it("a run resumed from the aborted transcript repairs the call through the policy, losing nothing", async () => {
    const { provider, projection } = await abortedRun();
    const before = projection.items();
    const asked: MissingOutputRepair[] = [];
    const repairOutput = async (repair: MissingOutputRepair) => {
      asked.push(repair);
      return interruptedOutput(repair);
    };
    const log = recorder();
    const tools = { build: tool(() => "built") };
    const result = await runSession({
      provider,
      projection,
      tools,
      repairOutput,
      onEvent: log.onEvent,
    });

    expect(result).toMatchObject({ status: "completed", turns: 2 });
    expect(asked.map((r) => [r.callId, r.call])).toEqual([["call_stub_2", before[3]]]);
    for (const item of before) expect(projection.items()).toContain(item);
    expect(labels(projection.items()).slice(4)).toEqual([
      "function_call_output call_stub_1 = fetched",
      `function_call_output call_stub_2 = ${INTERRUPTED_TEXT}`,
      "message assistant: The build was interrupted; again.",
      "function_call call_stub_3",
      "function_call_output call_stub_3 = built",
      "message assistant: The build passes.",
    ]);
    expect(log.of("item").find((e) => e.source === "repair")?.item).toBe(projection.at(5));
    expect(provider.requests[1].messages.at(-1)?.content).toEqual([
      { type: "tool-result", toolUseId: "call_stub_1", content: "fetched" },
      { type: "tool-result", toolUseId: "call_stub_2", content: INTERRUPTED_TEXT },
    ]);
    expectSettled(projection);
  });

  it("a late real output after the repair is dropped, with or without the repair marks", async () => {
    const { provider, projection } = await abortedRun(
      createStubProvider([
        { tools: [{ name: "fetch" }, { name: "build" }] },
        "Resumed.",
        "Again.",
        "Once more.",
      ]),
    );
    await runSession({ provider, projection });
    const late = functionCallOutputItem("call_stub_2", "build ok (late)") as Item;
    projection.append(late);
    const log = recorder();
    await runSession({ provider, projection, onEvent: log.onEvent });
    expect(log.of("reconciled")[0].droppedLateOutputs).toEqual([late]);
    expect(projection.items()).not.toContain(late);
    expectSettled(projection);

    // Restored from storage: no metadata, the repair is recognized by its text.
    const restored = new Projection(JSON.parse(JSON.stringify([...projection.items(), late])));
    const again = await runSession({ provider, projection: restored });
    expect(again.status).toBe("completed");
    expect(restored.items().filter((i: any) => i.output === "build ok (late)")).toEqual([]);
  });

  it("maxRepairs: more interrupted calls than allowed is an error before any repair", async () => {
    const call = (id: string) =>
      ({ type: "function_call", call_id: id, name: "t", arguments: "{}" }) as Item;
    const projection = new Projection([ask("x"), call("a"), call("b"), call("c")]);
    const before = projection.items();
    let asked = 0;
    const run = runSession({
      provider: createStubProvider(["never"]),
      projection,
      maxRepairs: 2,
      repairOutput: (r) => {
        asked++;
        return interruptedOutput(r);
      },
    });
    await expect(run).rejects.toMatchObject({ code: "missing-output", reason: "max-repairs" });
    expect(asked).toBe(0);
    expect(projection.items()).toEqual(before);
  });
});
