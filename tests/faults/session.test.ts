// A session interrupted at every point (onEvent throwing at every event, the provider failing
// mid-stream at every turn, every tool throwing) keeps what it appended and resumes to a valid
// transcript: nothing lost, every call answered once, reconciled and unchanged.
import { describe, expect, it } from "vitest";
import { type Item, Projection, reconcileItems } from "../../bindings/index.js";
import {
  createStubProvider,
  type Provider,
  type ProviderRequest,
  type StreamEvent,
} from "../../bindings/provider/index.js";
import { runSession, type SessionEvent } from "../../bindings/session/index.js";
import { ask, tool } from "../support/session-checks.js";

// Three turns of parallel tool calls, then an answer.
const SCRIPT = [
  {
    text: "Reading.",
    tools: [
      { name: "read", input: { path: "a" } },
      { name: "read", input: { path: "b" } },
    ],
  },
  { tools: [{ name: "write", input: { path: "c" } }] },
  { text: "Checking.", tools: [{ name: "read", input: { path: "c" } }] },
  "All done.",
];

function tools(failAt = -1) {
  let n = 0;
  const run = (input: { path: string }) => {
    if (n++ === failAt) throw new Error(`tool fault ${failAt}`);
    return `ok ${input.path}`;
  };
  return { read: tool(run, "path"), write: tool(run, "path") };
}

/** Reconciles without repairs pending and with nothing to move: a valid, settled transcript. */
function expectValid(projection: Projection): void {
  const plan = reconcileItems(projection);
  expect(plan.repairs).toEqual([]);
  expect(plan.unchanged).toBe(true);
}

/** The stub, failing in the middle of the stream of turn `failTurn` (after its first event). */
function failingMidStream(failTurn: number): Provider {
  const stub = createStubProvider(SCRIPT);
  let turn = 0;
  return {
    complete: (request: ProviderRequest) => stub.complete(request),
    stream: async (request: ProviderRequest, onEvent: (e: StreamEvent) => void) => {
      const mine = turn++;
      let seen = 0;
      return stub.stream(request, (event) => {
        if (mine === failTurn && seen++ === 1) throw new Error(`stream fault ${failTurn}`);
        onEvent(event);
      });
    },
  };
}

/** Resumes on a fresh stub that plays the whole script again from the last turn it needs. */
async function resume(projection: Projection): Promise<void> {
  const result = await runSession({
    provider: createStubProvider([], { default: "Resumed." }),
    projection,
    tools: tools(),
  });
  expect(result.status).toBe("completed");
  expectValid(projection);
}

async function countEvents(): Promise<number> {
  let events = 0;
  await runSession({
    provider: createStubProvider(SCRIPT),
    projection: new Projection([ask("go")]),
    tools: tools(),
    onEvent: () => events++,
  });
  return events;
}

describe("a session interrupted at every point resumes to a valid transcript", () => {
  it("onEvent throwing at every event", async () => {
    const total = await countEvents();
    expect(total).toBeGreaterThan(10);
    for (let at = 0; at < total; at++) {
      const projection = new Projection([ask("go")]);
      let n = 0;
      const onEvent = (_: SessionEvent) => {
        if (n++ === at) throw new Error(`event fault ${at}`);
      };
      await expect(
        runSession({ provider: createStubProvider(SCRIPT), projection, tools: tools(), onEvent }),
      ).rejects.toThrow(`event fault ${at}`);
      const kept = projection.items();
      await resume(projection);
      for (const item of kept) expect(projection.items()).toContain(item);
    }
  });

  it("the provider failing mid-stream at every turn", async () => {
    for (let turn = 0; turn < SCRIPT.length; turn++) {
      const projection = new Projection([ask("go")]);
      await expect(
        runSession({ provider: failingMidStream(turn), projection, tools: tools() }),
      ).rejects.toThrow(`stream fault ${turn}`);
      const kept = projection.items();
      await resume(projection);
      for (const item of kept) expect(projection.items()).toContain(item);
    }
  });

  it("every tool throwing in turn: the error is the call's output, the run completes valid", async () => {
    for (let at = 0; at < 4; at++) {
      const projection = new Projection([ask("go")]);
      const result = await runSession({
        provider: createStubProvider(SCRIPT),
        projection,
        tools: tools(at),
      });
      expect(result.status).toBe("completed");
      expectValid(projection);
      const outputs = projection
        .items()
        .filter((i) => (i as { type?: string }).type === "function_call_output");
      expect(outputs).toHaveLength(4);
      expect(JSON.stringify(outputs)).toContain(`tool fault ${at}`);
    }
  });

  it("aborted at every turn, then resumed", async () => {
    for (let turn = 1; turn <= SCRIPT.length; turn++) {
      const projection = new Projection([ask("go")]);
      const controller = new AbortController();
      let turns = 0;
      const onEvent = (e: SessionEvent) => {
        if (e.type === "turn" && ++turns === turn) controller.abort();
      };
      const result = await runSession({
        provider: createStubProvider(SCRIPT),
        projection,
        tools: tools(),
        onEvent,
        signal: controller.signal,
      });
      expect(["aborted", "completed"]).toContain(result.status);
      const kept: Item[] = projection.items();
      await resume(projection);
      for (const item of kept) expect(projection.items()).toContain(item);
    }
  });
});
