// clinker-transcript/agents' reconciliation on its own (no framework installed): Agents SDK
// items through the engine and back.
import { describe, expect, it } from "vitest";
import {
  INTERRUPTED_TEXT,
  ReconciledSession,
  reconcileAgentItems,
  reconcileModelInput,
} from "../../bindings/agents/index.js";

const user = (content: string) => ({ role: "user", content });
const call = (callId: string, type = "function_call") => ({
  type,
  callId,
  name: "f",
  arguments: "{}",
});
const result = (callId: string) => ({
  type: "function_call_result",
  callId,
  name: "f",
  status: "completed",
  output: { type: "text", text: "r" },
});

describe("reconcileAgentItems", () => {
  it("returns a valid history's own items, in order", () => {
    const items = [user("u"), call("a"), result("a"), { type: "reasoning", content: [] }];
    const out = reconcileAgentItems(items);
    out.items.forEach((item, i) => expect(item).toBe(items[i]));
    expect(out.repairs).toEqual([]);
  });

  it("repairs each kind in its own result shape, and drops orphans and results past a compaction", () => {
    const items = [
      user("u"),
      call("a"),
      call("s", "shell_call"),
      call("p", "apply_patch_call"),
      user("v"),
      result("orphan"),
      call("c"),
      { type: "compaction", encrypted_content: "x" },
      result("c"),
    ];
    const out = reconcileAgentItems(items, { interruptedText: "cut" });
    expect(out.repairs).toEqual([
      {
        type: "function_call_result",
        name: "f",
        callId: "a",
        status: "incomplete",
        output: { type: "text", text: "cut" },
      },
      {
        type: "shell_call_output",
        callId: "s",
        output: [{ stdout: "", stderr: "cut", outcome: { type: "exit", exitCode: 1 } }],
      },
      { type: "apply_patch_call_output", callId: "p", status: "failed", output: "cut" },
      {
        type: "function_call_result",
        name: "f",
        callId: "c",
        status: "incomplete",
        output: { type: "text", text: "cut" },
      },
    ]);
    expect(out.droppedOrphans).toEqual([items[5], items[8]]);
    expect(out.items).toEqual([
      items[0],
      items[1],
      items[2],
      items[3],
      ...out.repairs.slice(0, 3),
      items[4],
      items[6],
      out.repairs[3],
      items[7],
    ]);
  });

  it("the filter reconciles the model input and keeps the instructions", () => {
    const filter = reconcileModelInput();
    const out = filter({ modelData: { input: [user("u"), call("a")], instructions: "i" } });
    expect(out.instructions).toBe("i");
    expect(JSON.stringify(out.input)).toContain(INTERRUPTED_TEXT);
  });
});

describe("ReconciledSession", () => {
  function memory(items: object[]) {
    const stored = [...items];
    let adds = 0;
    return {
      stored,
      adds: () => adds,
      getSessionId: async () => "s",
      getItems: async () => [...stored],
      addItems: async (more: object[]) => {
        adds++;
        stored.push(...more);
      },
      popItem: async () => stored.pop(),
      clearSession: async () => {
        stored.length = 0;
      },
    };
  }

  it("publishes a repair once and returns the history with it next to its call", async () => {
    const inner = memory([user("u"), call("a"), user("v")]);
    const session = new ReconciledSession(inner);
    const first = await session.getItems();
    const second = await session.getItems();
    expect(inner.adds()).toBe(1);
    expect(inner.stored).toHaveLength(4);
    expect(second).toEqual(first);
    expect(first.map((item: any) => item.type ?? item.role)).toEqual([
      "user",
      "function_call",
      "function_call_result",
      "user",
    ]);
    expect(await session.getItems(2)).toEqual(first.slice(-2));
  });

  it("passes the wrapped session's optional members through only where it has them", () => {
    const plain = new ReconciledSession(memory([]));
    expect(plain.prepareHistoryItemForModelInput).toBeUndefined();
    const withPrepare = new ReconciledSession({
      ...memory([]),
      prepareHistoryItemForModelInput: (item: object) => ({ ...item, x: 1 }),
    });
    expect(withPrepare.prepareHistoryItemForModelInput?.({ type: "message" })).toEqual({
      type: "message",
      x: 1,
    });
  });
});
