import { describe, expect, it } from "vitest";
import {
  callKey,
  callKeys,
  canonicalizeNativeCompactionItem,
  functionCallOutputItem,
  hasFamilyPrivateContent,
  inputImageItem,
  inputTextItem,
  isCallItem,
  isCompactionTrigger,
  isFamilyPrivateItem,
  isLegacyFunctionCall,
  isMessage,
  isNativeCompactionItem,
  isOutputItem,
  isReasoning,
  itemAssistantText,
  itemType,
  needsOutput,
  TranscriptError,
  userMessageItem,
} from "../../bindings/index.js";
import { deepFreeze } from "../support/freeze.js";

// SPEC §1, Responses table: call type, output type, call key field, output key field, executor.
const ROWS: Array<[string, string, string, string, boolean]> = [
  ["function_call", "function_call_output", "call_id", "call_id", true],
  ["custom_tool_call", "custom_tool_call_output", "call_id", "call_id", true],
  ["computer_call", "computer_call_output", "call_id", "call_id", true],
  ["local_shell_call", "local_shell_call_output", "call_id", "id", true],
  ["shell_call", "shell_call_output", "call_id", "call_id", true],
  ["apply_patch_call", "apply_patch_call_output", "call_id", "call_id", true],
  ["tool_search_call", "tool_search_output", "call_id", "call_id", true],
  ["mcp_approval_request", "mcp_approval_response", "id", "approval_request_id", true],
  ["program", "program_output", "call_id", "call_id", false],
];

describe("Responses call kinds (SPEC §1 table)", () => {
  for (const [callType, outputType, callField, outputField, client] of ROWS) {
    it(`${callType} pairs with ${outputType}`, () => {
      const c = deepFreeze({ type: callType, [callField]: "k1" });
      const o = deepFreeze({ type: outputType, [outputField]: "k1" });
      expect(itemType(c)).toBe(callType);
      expect(isCallItem(c)).toBe(true);
      expect(isOutputItem(c)).toBe(false);
      expect(isOutputItem(o)).toBe(true);
      expect(isCallItem(o)).toBe(false);
      expect(callKey(c)).toBe("k1");
      expect(callKey(o)).toBe("k1");
      expect(callKeys(c)).toEqual(["k1"]);
      expect(callKeys(o)).toEqual([]);
      expect(needsOutput(c)).toBe(client);
      expect(needsOutput(o)).toBe(false);
    });
  }

  it("a local_shell_call may also be answered by a function_call_output (call_id)", () => {
    expect(callKey({ type: "function_call_output", call_id: "ls1" })).toBe("ls1");
  });

  it("shell_call is client-executed when environment.type is local or absent", () => {
    expect(needsOutput({ type: "shell_call", call_id: "s" })).toBe(true);
    expect(needsOutput({ type: "shell_call", call_id: "s", environment: { type: "local" } })).toBe(
      true,
    );
    expect(needsOutput({ type: "shell_call", call_id: "s", environment: null })).toBe(true);
    expect(
      needsOutput({ type: "shell_call", call_id: "s", environment: { type: "container_auto" } }),
    ).toBe(false);
  });

  it("tool_search_call follows its execution field (client by default)", () => {
    expect(needsOutput({ type: "tool_search_call", call_id: "t" })).toBe(true);
    expect(needsOutput({ type: "tool_search_call", call_id: "t", execution: "client" })).toBe(true);
    expect(needsOutput({ type: "tool_search_call", call_id: "t", execution: "server" })).toBe(
      false,
    );
  });

  it("keys that are missing, null, empty or not strings are undefined", () => {
    for (const key of [undefined, null, "", 42, {}]) {
      expect(callKey({ type: "function_call", call_id: key })).toBeUndefined();
      expect(callKeys({ type: "function_call", call_id: key })).toEqual([]);
    }
  });
});

describe("self-contained server items", () => {
  const types = [
    "web_search_call",
    "file_search_call",
    "code_interpreter_call",
    "image_generation_call",
    "mcp_call",
    "mcp_list_tools",
  ];
  for (const type of types) {
    it(`${type} is neither call nor output and never needs an output`, () => {
      const item = deepFreeze({ type, id: "x", status: "completed" });
      expect(isCallItem(item)).toBe(false);
      expect(isOutputItem(item)).toBe(false);
      expect(needsOutput(item)).toBe(false);
      expect(callKey(item)).toBeUndefined();
    });
  }
});

describe("Chat Completions", () => {
  const group = deepFreeze({
    role: "assistant",
    content: null,
    tool_calls: [
      { id: "a", type: "function", function: { name: "f", arguments: "{}" } },
      { id: "b", type: "custom", custom: { name: "g", input: "x" } },
    ],
  });

  it("an assistant message with tool_calls is one call group keyed by entry ids", () => {
    expect(itemType(group)).toBe("message");
    expect(isMessage(group)).toBe(true);
    expect(isCallItem(group)).toBe(true);
    expect(needsOutput(group)).toBe(true);
    expect(callKeys(group)).toEqual(["a", "b"]);
    expect(callKey(group)).toBeUndefined();
  });

  it("a role: tool message is an output keyed by tool_call_id", () => {
    const t = deepFreeze({ role: "tool", tool_call_id: "a", content: "ok" });
    expect(isOutputItem(t)).toBe(true);
    expect(callKey(t)).toBe("a");
  });

  it("an empty tool_calls array is a plain message", () => {
    expect(isCallItem({ role: "assistant", content: "x", tool_calls: [] })).toBe(false);
  });

  it("legacy function_call / role: function are classified, not calls", () => {
    const legacy = {
      role: "assistant",
      content: null,
      function_call: { name: "f", arguments: "{}" },
    };
    const reply = { role: "function", name: "f", content: "ok" };
    expect(isLegacyFunctionCall(legacy)).toBe(true);
    expect(isLegacyFunctionCall(reply)).toBe(true);
    expect(isCallItem(legacy)).toBe(false);
    expect(isOutputItem(reply)).toBe(false);
    expect(isLegacyFunctionCall({ type: "function_call", call_id: "x" })).toBe(false);
  });
});

describe("family-private items", () => {
  const privateItems = [
    { type: "reasoning", id: "r", summary: [], encrypted_content: "e" },
    { type: "thinking", thinking: "hm", signature: "s" },
    { type: "redacted_thinking", data: "d" },
    { type: "compaction", encrypted_content: "e" },
    { type: "compaction_summary", encrypted_content: "e" },
    { type: "context_compaction", encrypted_content: "e" },
    { type: "web_search_call", id: "w" },
    { type: "file_search_call", id: "f" },
    { type: "tool_search_call", call_id: "t", execution: "server" },
    { type: "tool_search_output", call_id: "t", execution: "server" },
    { type: "program", call_id: "p", fingerprint: "fp" },
    { type: "program_output", call_id: "p", fingerprint: "fp" },
  ];
  for (const item of privateItems) {
    it(`${item.type}${"execution" in item ? " (server)" : ""} is private`, () => {
      expect(isFamilyPrivateItem(deepFreeze(item))).toBe(true);
    });
  }
  const shared = [
    { type: "tool_search_call", call_id: "t" },
    { type: "tool_search_output", call_id: "t", execution: "client" },
    { type: "function_call", call_id: "c" },
    { type: "message", role: "user", content: "x" },
    { type: "code_interpreter_call", id: "c" },
    { type: "mcp_call", id: "m" },
    { type: "ghost_snapshot" },
  ];
  for (const item of shared) {
    it(`${item.type} is not private`, () => expect(isFamilyPrivateItem(item)).toBe(false));
  }
  it("non-objects are never private", () => {
    for (const v of [null, undefined, 1, "reasoning", []])
      expect(isFamilyPrivateItem(v)).toBe(false);
  });
});

describe("family-private content", () => {
  for (const field of ["reasoning_content", "reasoning_details", "thinking_blocks"]) {
    it(`an assistant message with ${field} carries private content`, () => {
      expect(hasFamilyPrivateContent({ role: "assistant", content: "x", [field]: "r" })).toBe(true);
      expect(hasFamilyPrivateContent({ role: "assistant", content: "x", [field]: null })).toBe(
        false,
      );
    });
  }
  it("a message with thinking blocks in its content carries private content", () => {
    const m = {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "t" },
        { type: "text", text: "x" },
      ],
    };
    expect(hasFamilyPrivateContent(m)).toBe(true);
    expect(
      hasFamilyPrivateContent({ role: "assistant", content: [{ type: "redacted_thinking" }] }),
    ).toBe(true);
    expect(
      hasFamilyPrivateContent({ role: "assistant", content: [{ type: "text", text: "x" }] }),
    ).toBe(false);
    expect(hasFamilyPrivateContent({ type: "reasoning" })).toBe(false);
  });
});

describe("compaction spellings", () => {
  it("canonicalizes compaction_summary to a fresh compaction copy, every field kept", () => {
    const legacy = deepFreeze({ type: "compaction_summary", id: "c1", encrypted_content: "e" });
    const canonical = canonicalizeNativeCompactionItem(legacy);
    expect(canonical).not.toBe(legacy);
    expect(canonical).toEqual({ type: "compaction", id: "c1", encrypted_content: "e" });
    expect(legacy.type).toBe("compaction_summary");
  });
  it("returns canonical and other items themselves", () => {
    const c = { type: "compaction", encrypted_content: "e" };
    const ctx = { type: "context_compaction", encrypted_content: "e" };
    const m = { type: "message", role: "user", content: "x" };
    expect(canonicalizeNativeCompactionItem(c)).toBe(c);
    expect(canonicalizeNativeCompactionItem(ctx)).toBe(ctx);
    expect(canonicalizeNativeCompactionItem(m)).toBe(m);
  });
  it("classifies native compaction items and the trigger", () => {
    for (const type of ["compaction", "compaction_summary", "context_compaction"]) {
      expect(isNativeCompactionItem({ type })).toBe(true);
    }
    expect(isNativeCompactionItem({ type: "compaction_trigger" })).toBe(false);
    expect(isCompactionTrigger({ type: "compaction_trigger" })).toBe(true);
    expect(isCompactionTrigger({ type: "compaction" })).toBe(false);
  });
  it("never reads an own __proto__ key as a prototype", () => {
    const hostile = JSON.parse('{"type":"compaction_summary","__proto__":{"polluted":1}}');
    const copy = canonicalizeNativeCompactionItem(hostile) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("itemType and simple predicates", () => {
  it("reads type, falls back to message for a role", () => {
    expect(itemType({ type: "reasoning" })).toBe("reasoning");
    expect(itemType({ role: "user", content: "x" })).toBe("message");
    expect(itemType({})).toBeUndefined();
    expect(itemType(null)).toBeUndefined();
    expect(itemType([])).toBeUndefined();
    expect(itemType("message")).toBeUndefined();
  });
  it("never reads inherited fields", () => {
    const proto = { type: "function_call", call_id: "x" };
    const child = Object.create(proto);
    expect(itemType(child)).toBeUndefined();
  });
  it("isReasoning / isMessage", () => {
    expect(isReasoning({ type: "reasoning" })).toBe(true);
    expect(isReasoning({ type: "message" })).toBe(false);
    expect(isMessage({ type: "message", role: "user" })).toBe(true);
  });
});

describe("itemAssistantText", () => {
  it("concatenates output_text parts of a Responses assistant message", () => {
    const m = {
      type: "message",
      role: "assistant",
      content: [
        { type: "output_text", text: "Hello, " },
        { type: "refusal", refusal: "no" },
        { type: "output_text", text: "world" },
      ],
    };
    expect(itemAssistantText(m)).toBe("Hello, world");
  });
  it("reads a Chat content string or text parts", () => {
    expect(itemAssistantText({ role: "assistant", content: "hi" })).toBe("hi");
    expect(
      itemAssistantText({
        role: "assistant",
        content: [
          { type: "text", text: "a" },
          { type: "text", text: "b" },
        ],
      }),
    ).toBe("ab");
    expect(itemAssistantText({ role: "assistant", content: null, tool_calls: [{ id: "x" }] })).toBe(
      "",
    );
  });
  it("is undefined for anything but an assistant message", () => {
    expect(itemAssistantText({ role: "user", content: "hi" })).toBeUndefined();
    expect(itemAssistantText({ type: "reasoning" })).toBeUndefined();
    expect(itemAssistantText(null)).toBeUndefined();
  });
});

describe("constructors", () => {
  it("builds the exact Responses shapes", () => {
    expect(inputTextItem("caption")).toEqual({ type: "input_text", text: "caption" });
    expect(inputImageItem("data:image/png;base64,AA", { detail: "high" })).toEqual({
      type: "input_image",
      image_url: "data:image/png;base64,AA",
      detail: "high",
    });
    expect(inputImageItem("u").detail).toBe("auto");
    const leading = deepFreeze([inputImageItem("u", { detail: "low" })]);
    expect(userMessageItem("hello", leading)).toEqual({
      type: "message",
      role: "user",
      content: [
        { type: "input_image", image_url: "u", detail: "low" },
        { type: "input_text", text: "hello" },
      ],
    });
    expect(functionCallOutputItem("call-1", "ok")).toEqual({
      type: "function_call_output",
      call_id: "call-1",
      output: "ok",
    });
  });
  it("rejects bad arguments with invalid-argument", () => {
    const bad = [
      () => inputImageItem("u", { detail: "medium" as never }),
      () => inputTextItem(3 as never),
      () => functionCallOutputItem("", "ok"),
      () => functionCallOutputItem("c", 5 as never),
      () => userMessageItem("x", "nope" as never),
    ];
    for (const f of bad) {
      expect(f).toThrow(TranscriptError);
      try {
        f();
      } catch (e) {
        expect((e as TranscriptError).code).toBe("invalid-argument");
      }
    }
  });
});
