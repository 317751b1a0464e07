import { describe, expect, it } from "vitest";
import { Projection } from "../../bindings/index.js";
import { createStubProvider } from "../../bindings/provider/index.js";
import { runSession, type ToolContext } from "../../bindings/session/index.js";
import { ask, deferred, expectSettled, labels, recorder, tool } from "../support/session-checks.js";

describe("runSession tools", () => {
  it("parallel calls run concurrently; outputs are appended in call order", async () => {
    const slow = deferred();
    const order: string[] = [];
    const tools = {
      read: tool(async (input) => {
        order.push(`start ${input.path}`);
        if (input.path === "a") await slow.promise;
        order.push(`end ${input.path}`);
        return { path: input.path, bytes: input.path.length };
      }, "path"),
    };
    const provider = createStubProvider([
      {
        tools: [
          { name: "read", input: { path: "a" } },
          { name: "read", input: { path: "bb" } },
        ],
      },
      "Read both.",
    ]);
    const projection = new Projection([ask("Read a and bb")]);
    const log = recorder();
    const run = runSession({ provider, projection, tools, onEvent: log.onEvent });
    await new Promise((r) => setTimeout(r, 5));
    expect(order).toEqual(["start a", "start bb", "end bb"]);
    slow.resolve();
    const result = await run;

    expect(result.status).toBe("completed");
    expect(labels(projection.items()).slice(1, 5)).toEqual([
      "function_call call_stub_1",
      "function_call call_stub_2",
      'function_call_output call_stub_1 = {"path":"a","bytes":1}',
      'function_call_output call_stub_2 = {"path":"bb","bytes":2}',
    ]);
    expect(log.of("tool-end").map((e) => e.call.callId)).toEqual(["call_stub_2", "call_stub_1"]);
    expect(provider.requests[1].messages.at(-1)?.content).toEqual([
      { type: "tool-result", toolUseId: "call_stub_1", content: '{"path":"a","bytes":1}' },
      { type: "tool-result", toolUseId: "call_stub_2", content: '{"path":"bb","bytes":2}' },
    ]);
    expectSettled(projection);
  });

  it("a tool that throws: the error goes back to the model as the call's output", async () => {
    const boom = new Error("disk full");
    const tools = {
      write: tool(() => {
        throw boom;
      }),
      ok: tool(() => "fine"),
    };
    const provider = createStubProvider([
      { tools: [{ name: "write" }, { name: "ok" }, { name: "missing" }] },
      "Sorry, the disk is full.",
    ]);
    const projection = new Projection([ask("Save it")]);
    const log = recorder();
    const result = await runSession({ provider, projection, tools, onEvent: log.onEvent });

    expect(result.status).toBe("completed");
    expect(labels(projection.items()).slice(4, 7)).toEqual([
      "function_call_output call_stub_1 = Error: disk full",
      "function_call_output call_stub_2 = fine",
      'function_call_output call_stub_3 = Error: unknown tool "missing"',
    ]);
    const ends = new Map(log.of("tool-end").map((e) => [e.call.name, e]));
    expect(ends.get("write")?.error).toBe(boom);
    expect(ends.get("missing")?.error).toBeInstanceOf(Error);
    expect("error" in ends.get("ok")!).toBe(false);
    expect(log.of("item").map((e) => e.source)).toEqual([
      "model",
      "model",
      "model",
      "tool",
      "tool",
      "tool",
      "model",
    ]);
    expectSettled(projection);
  });

  it("toolErrorText shapes the error output; tools get their context", async () => {
    const contexts: ToolContext[] = [];
    const tools = {
      fail: tool((_input: unknown) => Promise.reject(new TypeError("bad input"))),
      look: {
        run: (_input: unknown, context: ToolContext) => {
          contexts.push(context);
        },
      },
    };
    const provider = createStubProvider([
      { tools: [{ name: "fail" }, { name: "look", input: { q: 1 } }] },
      "ok",
    ]);
    const projection = new Projection([ask("go")]);
    await runSession({
      provider,
      projection,
      tools,
      toolErrorText: (error, call) => `${call.name} failed: ${(error as Error).name}`,
    });
    expect(labels(projection.items()).slice(3, 5)).toEqual([
      "function_call_output call_stub_1 = fail failed: TypeError",
      "function_call_output call_stub_2 = ",
    ]);
    expect(contexts[0]).toMatchObject({
      callId: "call_stub_2",
      name: "look",
      turn: 1,
      input: { q: 1 },
    });
    expect(contexts[0].signal).toBeInstanceOf(AbortSignal);
    expectSettled(projection);
  });

  it("an invalid call id from the model: stored under a fresh id, answered with an error, not run", async () => {
    let ran = 0;
    const tools = { t: tool(() => `run ${++ran}`) };
    const provider = createStubProvider([
      { tools: [{ name: "t", id: "dup" }] },
      {
        response: {
          content: [
            { type: "tool-use", id: "", name: "t", input: {} },
            { type: "tool-use", id: "dup", name: "t", input: {} },
            { type: "tool-use", id: "fresh", name: "t", input: {} },
            { type: "tool-use", id: "fresh", name: "t", input: {} },
          ],
        },
      },
      "Done.",
    ]);
    const projection = new Projection([ask("go")]);
    const log = recorder();
    const result = await runSession({ provider, projection, tools, onEvent: log.onEvent });

    expect(result.status).toBe("completed");
    expect(ran).toBe(2); // `dup` in turn 1 and the first `fresh`
    expect(log.of("call-rejected").map((e) => [e.callId, e.reason])).toEqual([
      ["call_rejected_2_1", "missing-call-id"],
      ["call_rejected_2_2", "duplicate-call-id"],
      ["call_rejected_2_3", "duplicate-call-id"],
    ]);
    expect(labels(projection.items()).slice(3, 11)).toEqual([
      "function_call call_rejected_2_1",
      "function_call call_rejected_2_2",
      "function_call fresh",
      "function_call call_rejected_2_3",
      "function_call_output call_rejected_2_1 = Error: not run: the call had no call id; it was stored as call_rejected_2_1. Call the tool again if you still need it.",
      'function_call_output call_rejected_2_2 = Error: not run: call id "dup" was already used; it was stored as call_rejected_2_2. Call the tool again if you still need it.',
      "function_call_output fresh = run 2",
      'function_call_output call_rejected_2_3 = Error: not run: call id "fresh" was already used; it was stored as call_rejected_2_3. Call the tool again if you still need it.',
    ]);
    expectSettled(projection);
  });

  it("a refusal after tool calls: the calls keep their outputs, the run stops refused", async () => {
    const tools = { search: tool((input) => `results for ${input.q}`, "q") };
    const provider = createStubProvider([
      { text: "Searching.", tool: "search", input: { q: "locks" } },
      { refusal: "I won't continue with this.", category: "bio" },
    ]);
    const projection = new Projection([ask("Research")]);
    const result = await runSession({ provider, projection, tools });

    expect(result).toMatchObject({ status: "refused", turns: 2 });
    expect(result.stopDetails).toEqual({
      type: "refusal",
      category: "bio",
      explanation: "I won't continue with this.",
    });
    expect(labels(projection.items())).toEqual([
      "message user",
      "message assistant: Searching.",
      "function_call call_stub_1",
      "function_call_output call_stub_1 = results for locks",
      "message assistant",
    ]);
    expectSettled(projection);
  });

  it("a refused response that holds calls: they are answered with an error, not run", async () => {
    let ran = 0;
    const provider = createStubProvider([
      {
        response: {
          stopReason: "refusal",
          stopDetails: { type: "refusal", category: null, explanation: null },
          content: [{ type: "tool-use", id: "r1", name: "t", input: {} }],
        },
      },
    ]);
    const projection = new Projection([ask("go")]);
    const tools = { t: tool(() => ran++) };
    const result = await runSession({ provider, projection, tools });
    expect(result.status).toBe("refused");
    expect(ran).toBe(0);
    expect(labels(projection.items())).toEqual([
      "message user",
      "function_call r1",
      "function_call_output r1 = Error: not run: the response ended in a refusal.",
      "message assistant",
    ]);
    expectSettled(projection);
  });

  it("outputs follow the call's kind; a client call that is not a tool-use block is answered, not run", async () => {
    const custom = { type: "custom_tool_call", call_id: "ct1", name: "patch", input: "*** diff" };
    const approval = {
      type: "mcp_approval_request",
      id: "mcpr_1",
      name: "deploy",
      server_label: "ops",
      arguments: "{}",
    };
    const provider = createStubProvider([
      {
        response: {
          content: [
            {
              type: "tool-use",
              id: "ct1",
              name: "patch",
              input: "*** diff",
              vendor: "openai-responses",
              item: custom,
            },
            { type: "vendor", vendor: "openai-responses", item: approval },
          ],
        },
      },
      "ok",
    ]);
    const projection = new Projection([ask("patch and deploy")]);
    const tools = { patch: tool((input) => `applied ${input}`) };
    const result = await runSession({ provider, projection, tools });
    expect(result.status).toBe("completed");
    expect(projection.items().slice(3, 5)).toEqual([
      { type: "custom_tool_call_output", call_id: "ct1", output: "applied *** diff" },
      {
        type: "mcp_approval_response",
        approval_request_id: "mcpr_1",
        approve: false,
        reason: "Error: not run: the session runs function tools only.",
      },
    ]);
    expectSettled(projection);
  });
});
