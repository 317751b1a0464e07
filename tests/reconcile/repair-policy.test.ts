// The repair policy (bindings/reconcile/repair-policy.ts) as SPEC §5 needs it: the output it
// publishes for a call left without one answers that call (reconciling call + repair repairs and
// drops nothing, on both engines), for every client call kind and a Chat tool call; and a repair
// is recognised later from its text alone, which is the policy's text and nothing else.
import { describe, expect, it } from "vitest";
import { reconcileItems } from "../../bindings/index.js";
import {
  INTERRUPTED_TEXT,
  outputText,
  repairPolicy,
} from "../../bindings/reconcile/repair-policy.js";
import { ENGINES } from "../support/engines.js";
import { chatCalls, chatUser, user } from "../support/items.js";

type Obj = Record<string, unknown>;
const CALLS: [string, Obj, string][] = [
  [
    "function_call",
    { type: "function_call", call_id: "k", name: "f", arguments: "{}" },
    "function_call_output",
  ],
  [
    "custom_tool_call",
    { type: "custom_tool_call", call_id: "k", name: "f", input: "x" },
    "custom_tool_call_output",
  ],
  ["computer_call", { type: "computer_call", call_id: "k", action: {} }, "computer_call_output"],
  [
    "local_shell_call",
    { type: "local_shell_call", call_id: "k", action: {} },
    "function_call_output",
  ],
  ["shell_call", { type: "shell_call", call_id: "k", action: {} }, "shell_call_output"],
  [
    "apply_patch_call",
    { type: "apply_patch_call", call_id: "k", operation: {} },
    "apply_patch_call_output",
  ],
  [
    "mcp_approval_request",
    { type: "mcp_approval_request", id: "k", name: "f", arguments: "{}", server_label: "s" },
    "mcp_approval_response",
  ],
];

describe.each(ENGINES)("repairs on the %s engine", (engine) => {
  it.each(CALLS)("a repaired %s is answered by its repair", (_, call, outputType) => {
    const policy = repairPolicy();
    const repair = policy.repairOutput({ call: call as never, callId: "k" }) as Obj;
    expect(repair.type).toBe(outputType);
    expect(outputText(repair as never)).toBe(INTERRUPTED_TEXT);
    expect(policy.isRepairedOutput(repair as never)).toBe(true);
    const plan = reconcileItems([user("go"), call, repair] as never, { engine });
    expect([plan.unchanged, plan.repairs, plan.droppedOrphans]).toEqual([true, [], []]);
  });

  it("a Chat tool call is answered by a tool message with the text", () => {
    const policy = repairPolicy("stopped");
    const call = chatCalls("a", "b");
    const repair = policy.repairOutput({ call: call as never, callId: "b" });
    expect(repair).toEqual({ role: "tool", tool_call_id: "b", content: "stopped" });
    const items = [
      chatUser("go"),
      call,
      { role: "tool", tool_call_id: "a", content: "ok" },
      repair,
    ];
    expect(reconcileItems(items as never, { engine }).unchanged).toBe(true);
  });
});

describe("recognising a repair", () => {
  const policy = repairPolicy("stopped");
  it("by its text in output, content (parts joined) or reason; any other text is not one", () => {
    const is = (o: Obj) => policy.isRepairedOutput(o as never);
    expect(is({ type: "function_call_output", call_id: "k", output: "stopped" })).toBe(true);
    expect(
      is({ role: "tool", tool_call_id: "k", content: [{ type: "text", text: "stopped" }] }),
    ).toBe(true);
    expect(is({ type: "mcp_approval_response", approval_request_id: "k", reason: "stopped" })).toBe(
      true,
    );
    expect(is({ type: "function_call_output", call_id: "k", output: INTERRUPTED_TEXT })).toBe(
      false,
    );
    expect(is({ type: "function_call_output", call_id: "k" })).toBe(false);
    expect(repairPolicy().isRepairedOutput({ output: INTERRUPTED_TEXT } as never)).toBe(true);
  });
});
