// pi's `bashExecution` messages: a command the user ran, given to the model as user text in pi's
// words (checked against the pinned pi in tests/hosts/pi.test.ts), unless run with `!!`
// (`excludeFromContext`), which pi keeps out of every request: no item then.
import { describe, expect, it } from "vitest";
import { readTranscripts } from "../../../bindings/readers/index.js";
import { piBashMessage } from "../../support/host-logs.js";

const entry = (id: string, parentId: string | null, message: Record<string, unknown>) => ({
  type: "message",
  id,
  parentId,
  timestamp: "2026-01-02T10:00:01.000Z",
  message,
});
const bash = piBashMessage;

describe("pi shell commands the user ran", () => {
  it("are user text unless kept out of the context", async () => {
    const records = [
      { type: "session", version: 3, id: "s", timestamp: "2026-01-02T10:00:00.000Z", cwd: "/" },
      entry("e1", null, { role: "user", content: [{ type: "text", text: "hi" }], timestamp: 0 }),
      entry("e2", "e1", bash("echo shown")),
      entry("e3", "e2", bash("echo hidden", true)),
      entry("e4", "e3", bash("echo also shown", false)),
    ];
    const text = records.map((r) => `${JSON.stringify(r)}\n`).join("");
    const [t] = (await readTranscripts(text)).transcripts;
    const items = t.items.map((i) => JSON.stringify(i));
    expect(items).toHaveLength(3);
    expect(items.join()).toContain("echo shown output");
    expect(items.join()).toContain("echo also shown output");
    expect(items.join()).not.toContain("echo hidden");
    expect(t.records.map((r) => r.line)).toEqual([2, 3, 5]);
  });

  it("are worded as pi sends them: the command, its output fenced, a cancel, an exit code, a truncation", async () => {
    const records = [
      { type: "session", version: 3, id: "s", timestamp: "2026-01-02T10:00:00.000Z", cwd: "/" },
      entry("e1", null, bash("ls")),
      entry("e2", "e1", { ...bash("false"), output: "", exitCode: 1 }),
      entry("e3", "e2", { ...bash("sleep 9"), cancelled: true, exitCode: null }),
      entry("e4", "e3", {
        ...bash("cat big"),
        exitCode: 0,
        truncated: true,
        fullOutputPath: "/tmp/pi-out.txt",
      }),
    ];
    const text = records.map((r) => `${JSON.stringify(r)}\n`).join("");
    const [t] = (await readTranscripts(text)).transcripts;
    expect(t.items).toEqual(
      [
        "Ran `ls`\n```\nls output\n```",
        "Ran `false`\n(no output)\n\nCommand exited with code 1",
        "Ran `sleep 9`\n```\nsleep 9 output\n```\n\n(command cancelled)",
        "Ran `cat big`\n```\ncat big output\n```\n\n[Output truncated. Full output: /tmp/pi-out.txt]",
      ].map((words) => ({
        type: "message",
        role: "user",
        content: [{ type: "input_text", text: words }],
      })),
    );
  });
});

describe("pi extension messages (custom_message entries)", () => {
  it("are user messages, as pi gives them to the model", async () => {
    const records = [
      { type: "session", version: 3, id: "s", timestamp: "2026-01-02T10:00:00.000Z", cwd: "/" },
      entry("e1", null, { role: "user", content: [{ type: "text", text: "hi" }], timestamp: 0 }),
      {
        type: "custom_message",
        id: "e2",
        parentId: "e1",
        customType: "plan",
        content: "PLAN A",
        display: true,
      },
      {
        type: "custom_message",
        id: "e3",
        parentId: "e2",
        customType: "note",
        content: [{ type: "text", text: "NOTE B" }],
        display: false,
      },
    ];
    const text = records.map((r) => `${JSON.stringify(r)}\n`).join("");
    const read = await readTranscripts(text);
    const [t] = read.transcripts;
    expect(t.items).toEqual([
      { type: "message", role: "user", content: [{ type: "input_text", text: "hi" }] },
      { type: "message", role: "user", content: "PLAN A" },
      { type: "message", role: "user", content: [{ type: "input_text", text: "NOTE B" }] },
    ]);
    expect(t.records.map((r) => r.line)).toEqual([2, 3, 4]);
  });
});

// pi's transformMessages skips an assistant turn that failed or was stopped (`stopReason` "error"
// or "aborted"): its text and its calls, never run, are not sent. Read as items, such a call was
// one left open, and the repair `fix` wrote for it became an orphan result pi sent (refused).
describe("pi assistant turns that failed or were stopped", () => {
  it("make no item; the model they name is still the session's", async () => {
    const assistant = (stopReason: string, content: unknown[], model = "claude-sonnet-4-5") => ({
      role: "assistant",
      content,
      provider: "anthropic",
      model,
      stopReason,
      timestamp: 0,
    });
    const user = (text: string) => ({
      role: "user",
      content: [{ type: "text", text }],
      timestamp: 0,
    });
    const call = { type: "toolCall", id: "toolu_x", name: "bash", arguments: { command: "ls" } };
    const records = [
      { type: "session", version: 3, id: "s", timestamp: "2026-01-02T10:00:00.000Z", cwd: "/" },
      entry("e1", null, user("one")),
      entry("e2", "e1", assistant("aborted", [{ type: "text", text: "stopped" }, call])),
      entry("e3", "e2", user("two")),
      entry("e4", "e3", assistant("error", [{ type: "text", text: "failed" }], "claude-opus-4-1")),
      entry("e5", "e4", user("three")),
      entry("e6", "e5", assistant("stop", [{ type: "text", text: "done" }])),
    ];
    const text = records.map((r) => `${JSON.stringify(r)}\n`).join("");
    const [t] = (await readTranscripts(text)).transcripts;
    expect(t.items.map((i) => JSON.stringify(i))).toEqual(
      [
        { type: "message", role: "user", content: [{ type: "input_text", text: "one" }] },
        { type: "message", role: "user", content: [{ type: "input_text", text: "two" }] },
        { type: "message", role: "user", content: [{ type: "input_text", text: "three" }] },
        {
          type: "message",
          role: "assistant",
          content: [{ type: "output_text", text: "done", annotations: [] }],
        },
      ].map((i) => JSON.stringify(i)),
    );
    expect(t.records.map((r) => r.line)).toEqual([2, 4, 6, 7]);
    expect(t.meta.model).toBe("claude-sonnet-4-5");
  });
});

// pi sends an assistant message the Anthropic API made as its Anthropic provider converts it:
// redacted thinking as `redacted_thinking`, signed thinking with `signature` (pi keeps it as
// `thinkingSignature`), unsigned thinking (a stream cut short) as text, blank text and thinking
// left out. The items are those blocks (checked against the pinned pi in tests/hosts/pi.test.ts).
describe("pi assistant blocks the Anthropic API made", () => {
  const blocks = [
    { type: "thinking", thinking: "" },
    { type: "thinking", thinking: "  ", thinkingSignature: "SIG0" },
    { type: "thinking", thinking: "cut short" },
    { type: "thinking", thinking: "signed", thinkingSignature: "SIG1" },
    {
      type: "thinking",
      thinking: "[Reasoning redacted]",
      thinkingSignature: "DATA",
      redacted: true,
    },
    { type: "text", text: " \n" },
    { type: "text", text: "answer" },
  ];
  const session = (api: string) =>
    [
      { type: "session", version: 3, id: "s", timestamp: "2026-01-02T10:00:00.000Z", cwd: "/" },
      entry("e1", null, { role: "user", content: [{ type: "text", text: "hi" }], timestamp: 0 }),
      entry("e2", "e1", {
        role: "assistant",
        content: blocks,
        api,
        provider: "anthropic",
        model: "claude-sonnet-4-5",
        stopReason: "stop",
        timestamp: 0,
      }),
    ]
      .map((r) => `${JSON.stringify(r)}\n`)
      .join("");

  it("are what pi sends: Anthropic's thinking fields, unsigned thinking as text, blank ones no item", async () => {
    const [t] = (await readTranscripts(session("anthropic-messages"))).transcripts;
    const text = (words: string) => ({
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text: words, annotations: [] }],
    });
    expect(t.items.slice(1)).toEqual([
      text("cut short"),
      { type: "thinking", thinking: "signed", signature: "SIG1" },
      { type: "redacted_thinking", data: "DATA" },
      text("answer"),
    ]);
  });

  it("of another API stay as pi holds them", async () => {
    const [t] = (await readTranscripts(session("google-generative-ai"))).transcripts;
    expect(t.items.slice(1, 6)).toEqual(blocks.slice(0, 5));
  });
});

// pi sends an assistant message a Responses API made (OpenAI's, Azure's, the ChatGPT
// subscription's) as its Responses conversion makes it: the reasoning item a signed thinking
// block holds as JSON, no unsigned thinking, each text an assistant message under its item id, a
// call `"<call_id>|<item id>"` split in two, and that call's result as text (checked against the
// pinned pi in tests/hosts/pi.test.ts).
describe("pi messages a Responses API made", () => {
  const reasoning = { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "ENC" };
  const assistant = (api: string, content: unknown[]) =>
    entry("e2", "e1", {
      role: "assistant",
      content,
      api,
      provider: "openai",
      model: "gpt-5.1-codex",
      stopReason: "toolUse",
      timestamp: 0,
    });
  const result = (toolCallId: string, content: unknown[], isError = false) =>
    entry("e3", "e2", { role: "toolResult", toolCallId, toolName: "bash", content, isError });
  const read = async (...records: unknown[]) => {
    const head = [
      { type: "session", version: 3, id: "s", timestamp: "2026-01-02T10:00:00.000Z", cwd: "/" },
      entry("e1", null, { role: "user", content: [{ type: "text", text: "hi" }], timestamp: 0 }),
    ];
    const text = [...head, ...records].map((r) => `${JSON.stringify(r)}\n`).join("");
    return (await readTranscripts(text)).transcripts[0].items.slice(1);
  };
  const said = (text: string, ids: Record<string, string> = {}) => ({
    type: "message",
    role: "assistant",
    content: [{ type: "output_text", text, annotations: [] }],
    status: "completed",
    ...ids,
  });

  it.each(["openai-responses", "azure-openai-responses", "openai-codex-responses"])(
    "%s: reasoning items, texts under their ids, calls split, unsigned thinking no item",
    async (api) => {
      const items = await read(
        assistant(api, [
          { type: "thinking", thinking: "", thinkingSignature: JSON.stringify(reasoning) },
          { type: "thinking", thinking: "cut short" },
          { type: "thinking", thinking: "x", thinkingSignature: "not json" },
          { type: "thinking", thinking: "y", thinkingSignature: "{}" },
          { type: "text", text: "a", textSignature: '{"v":1,"id":"msg_1","phase":"commentary"}' },
          { type: "text", text: "b", textSignature: '{"v":1,"id":"msg_2","phase":"other"}' },
          { type: "text", text: "c", textSignature: "msg_3" },
          { type: "text", text: " " },
          { type: "toolCall", id: "call_1|fc_1", name: "bash", arguments: { command: "ls" } },
        ]),
      );
      expect(items).toEqual([
        reasoning,
        { type: "thinking", thinking: "x", thinkingSignature: "not json" },
        { type: "thinking", thinking: "y", thinkingSignature: "{}" },
        said("a", { id: "msg_1", phase: "commentary" }),
        said("b", { id: "msg_2" }),
        said("c", { id: "msg_3" }),
        said(" "),
        {
          type: "function_call",
          call_id: "call_1",
          id: "fc_1",
          name: "bash",
          arguments: '{"command":"ls"}',
        },
      ]);
    },
  );

  it("a Responses call's result is sent as its text, its images as input parts, no error flag", async () => {
    const call = { type: "toolCall", id: "call_1|fc_1|x", name: "bash", arguments: {} };
    const image = { type: "image", data: "AAAA", mimeType: "image/png" };
    const text = (t: string) => ({ type: "text", text: t });
    const outputs = async (content: unknown[], isError = false) =>
      (
        await read(assistant("openai-responses", [call]), result("call_1|fc_1|x", content, isError))
      )[1];
    const first = await read(assistant("openai-responses", [call]));
    expect(first[0]).toMatchObject({ call_id: "call_1", id: "fc_1|x" });
    expect(await outputs([text("a"), text("b")], true)).toEqual({
      type: "function_call_output",
      call_id: "call_1",
      output: "a\nb",
    });
    expect((await outputs([text("a"), image])).output).toEqual([
      { type: "input_text", text: "a" },
      { type: "input_image", detail: "auto", image_url: "data:image/png;base64,AAAA" },
    ]);
    expect((await outputs([])).output).toBe("(see attached image)");
  });

  it("another call's result stays as pi holds it", async () => {
    const call = { type: "toolCall", id: "toolu_1", name: "bash", arguments: {} };
    const items = await read(
      assistant("anthropic-messages", [call]),
      result("toolu_1", [{ type: "text", text: "a" }], true),
    );
    expect(items[1]).toEqual({
      type: "function_call_output",
      call_id: "toolu_1",
      output: [{ type: "text", text: "a" }],
      is_error: true,
    });
  });
});

// pi keeps an image as `{type: "image", data, mimeType}` and sends it as each API's image of those
// fields: read as an `input_image` part with a data URL (the Anthropic and Chat writers make their
// own of it, as pi does), in a user message, an extension's message and a tool result.
describe("pi images", () => {
  const image = { type: "image", data: "AAAA", mimeType: "image/png" };
  const part = { type: "input_image", detail: "auto", image_url: "data:image/png;base64,AAAA" };
  it("are input_image parts wherever pi sends them; a block without its type of data stays", async () => {
    const odd = { type: "image", data: "AAAA" };
    const records = [
      { type: "session", version: 3, id: "s", timestamp: "2026-01-02T10:00:00.000Z", cwd: "/" },
      entry("e1", null, { role: "user", content: [{ type: "text", text: "hi" }, image, odd] }),
      { type: "custom_message", id: "e2", parentId: "e1", customType: "x", content: [image] },
      entry("e3", "e2", {
        role: "assistant",
        content: [{ type: "toolCall", id: "toolu_1", name: "read", arguments: {} }],
        api: "anthropic-messages",
        model: "claude-sonnet-4-5",
        stopReason: "toolUse",
      }),
      entry("e4", "e3", { role: "toolResult", toolCallId: "toolu_1", content: [image] }),
    ];
    const text = records.map((r) => `${JSON.stringify(r)}\n`).join("");
    const { items } = (await readTranscripts(text)).transcripts[0];
    expect(items[0]).toMatchObject({ content: [{ type: "input_text", text: "hi" }, part, odd] });
    expect(items[1]).toMatchObject({ role: "user", content: [part] });
    expect(items[3]).toEqual({ type: "function_call_output", call_id: "toolu_1", output: [part] });
  });
});
