// Session files in each host's own format, clean or poisoned the way hosts leave them (an
// interrupted call, a result whose call is gone, a server tool result without its use, a torn
// last line), for the host writer's tests and the real hosts' end-to-end tests.
import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type Rec = Record<string, any>;

/** The poison classes a host session is seen with. */
export type Poison = "missing-result" | "orphan-result" | "orphan-server-result" | "torn-line";

const at = (start: number, k: number) => new Date(start + k * 1000).toISOString();

/** One host's session: its records as written (JSON lines). */
export interface HostLog {
  records: Rec[];
  /** Text appended after the last line (a torn write). */
  tail?: string;
}

/** The log as file text. */
export function logText(log: HostLog): string {
  return log.records.map((r) => `${JSON.stringify(r)}\n`).join("") + (log.tail ?? "");
}

/** Claude Code: a chain of records by `parentUuid`, one content block a record as it writes. */
export function claudeCodeLog(
  options: { sessionId?: string; cwd?: string; start?: number } = {},
): HostLog {
  const sessionId = options.sessionId ?? "5f1b2c3d-0000-4000-8000-000000000001";
  const cwd = options.cwd ?? "/tmp/project";
  const start = options.start ?? Date.parse("2026-01-02T10:00:00.000Z");
  const envelope = {
    isSidechain: false,
    userType: "external",
    cwd,
    sessionId,
    version: "2.1.0",
    gitBranch: "",
  };
  const records: Rec[] = [];
  let parent: string | null = null;
  const push = (type: "user" | "assistant", message: Rec, extra: Rec = {}) => {
    const uuid = `00000000-0000-4000-8000-${String(records.length + 1).padStart(12, "0")}`;
    records.push({
      parentUuid: parent,
      ...envelope,
      type,
      message,
      uuid,
      timestamp: at(start, records.length),
      ...extra,
    });
    parent = uuid;
  };
  const assistant = (id: string, block: Rec) =>
    push("assistant", {
      model: "claude-sonnet-4-5",
      id,
      type: "message",
      role: "assistant",
      content: [block],
    });
  push("user", { role: "user", content: "list the files" });
  assistant("msg_01", { type: "text", text: "Listing them." });
  assistant("msg_01", { type: "tool_use", id: "toolu_01", name: "Bash", input: { command: "ls" } });
  push(
    "user",
    {
      role: "user",
      content: [
        { tool_use_id: "toolu_01", type: "tool_result", content: "a.txt\nb.txt", is_error: false },
      ],
    },
    { toolUseResult: { stdout: "a.txt\nb.txt", stderr: "", interrupted: false } },
  );
  assistant("msg_02", {
    type: "server_tool_use",
    id: "srvtoolu_01",
    name: "web_search",
    input: { query: "files" },
  });
  assistant("msg_02", { type: "web_search_tool_result", tool_use_id: "srvtoolu_01", content: [] });
  assistant("msg_02", { type: "text", text: "Two files: a.txt and b.txt." });
  push("user", { role: "user", content: "thanks" });
  assistant("msg_03", { type: "text", text: "You are welcome." });
  return { records };
}

/** A model switch: an opus thinking-only record (the host writes one block a record) before the
   first answer, and opus thinking beside text; the session continues with sonnet (its last model).
 * Each signature names its model (`model=M;...`) so a test API can check it. */
export function claudeCodeModelSwitch(options: { sessionId?: string; cwd?: string } = {}): HostLog {
  const log = claudeCodeLog(options);
  const [first, second] = log.records;
  const thinking = (signature: string) => ({ type: "thinking", thinking: "hmm", signature });
  const alone: Rec = {
    ...second,
    uuid: "00000000-0000-4000-8000-0000000000aa",
    parentUuid: first.uuid,
    message: {
      ...second.message,
      model: "claude-opus-4-1",
      content: [thinking("model=claude-opus-4-1;opus-1")],
    },
  };
  const records = log.records.map((r, i) => {
    if (i === 1)
      return {
        ...r,
        parentUuid: alone.uuid,
        message: {
          ...r.message,
          model: "claude-opus-4-1",
          content: [
            { type: "redacted_thinking", data: "model=claude-opus-4-1;opus-2" },
            ...r.message.content,
          ],
        },
      };
    if (i === 6)
      return {
        ...r,
        message: {
          ...r.message,
          content: [thinking("model=claude-sonnet-4-5;sonnet-1"), ...r.message.content],
        },
      };
    return r;
  });
  return { records: [first, alone, ...records.slice(1)] };
}

/** Removes record `i` of a tree log, re-pointing its children to its parent (as a host would never leave a hole). */
function removeLinked(log: HostLog, i: number, id: string, parent: string): HostLog {
  const gone = log.records[i];
  const records = log.records
    .filter((_, k) => k !== i)
    .map((r) => (r[parent] === gone[id] ? { ...r, [parent]: gone[parent] } : r));
  return { ...log, records };
}

const findIndex = (log: HostLog, test: (r: Rec) => boolean) => {
  const i = log.records.findIndex(test);
  if (i < 0) throw new Error("no such record");
  return i;
};

const blocks = (r: Rec): Rec[] => (Array.isArray(r.message?.content) ? r.message.content : []);

/** A Claude Code log poisoned one way. */
export function poisonClaudeCode(log: HostLog, poison: Poison): HostLog {
  const has = (type: string) => (r: Rec) => blocks(r).some((b) => b.type === type);
  if (poison === "missing-result")
    return removeLinked(log, findIndex(log, has("tool_result")), "uuid", "parentUuid");
  if (poison === "orphan-result")
    return removeLinked(log, findIndex(log, has("tool_use")), "uuid", "parentUuid");
  if (poison === "orphan-server-result")
    return removeLinked(log, findIndex(log, has("server_tool_use")), "uuid", "parentUuid");
  return { ...log, tail: JSON.stringify(log.records[0]).slice(0, 40) };
}

/** A Codex rollout (`{ timestamp, type, payload }` lines). */
export function codexLog(options: { id?: string; cwd?: string; start?: number } = {}): HostLog {
  const id = options.id ?? "0199a000-0000-7000-8000-000000000001";
  const start = options.start ?? Date.parse("2026-01-02T10:00:00.000Z");
  const records: Rec[] = [];
  const push = (type: string, payload: Rec) =>
    records.push({ timestamp: at(start, records.length), type, payload });
  push("session_meta", {
    id,
    timestamp: at(start, 0),
    cwd: options.cwd ?? "/tmp/project",
    originator: "codex_cli_rs",
    cli_version: "0.171.0",
    instructions: null,
  });
  push("turn_context", {
    cwd: options.cwd ?? "/tmp/project",
    approval_policy: "never",
    sandbox_policy: { mode: "read-only" },
    model: "gpt-5-codex",
    summary: "auto",
  });
  push("response_item", {
    type: "message",
    role: "user",
    content: [{ type: "input_text", text: "list the files" }],
  });
  push("response_item", {
    type: "function_call",
    name: "shell",
    arguments: '{"command":["ls"]}',
    call_id: "call_01",
  });
  push("response_item", {
    type: "function_call_output",
    call_id: "call_01",
    output: '{"output":"a.txt\\nb.txt\\n","metadata":{"exit_code":0,"duration_seconds":0.1}}',
  });
  push("response_item", {
    type: "message",
    role: "assistant",
    content: [{ type: "output_text", text: "Two files." }],
  });
  push("response_item", {
    type: "message",
    role: "user",
    content: [{ type: "input_text", text: "thanks" }],
  });
  push("response_item", {
    type: "message",
    role: "assistant",
    content: [{ type: "output_text", text: "You are welcome." }],
  });
  return { records };
}

/** A model switch in Codex: the first turn by gpt-5.1-codex (its `turn_context`), its reasoning
 * before the call; then a `turn_context` of gpt-5-codex, whose own reasoning comes before the last
 * answer. Each `encrypted_content` names its model (`model=M;...`) so a test API can check it. */
export function codexModelSwitch(options: { id?: string; cwd?: string } = {}): HostLog {
  const { records } = codexLog(options);
  const reasoning = (model: string, n: number, at: Rec) => ({
    timestamp: at.timestamp,
    type: "response_item",
    payload: {
      type: "reasoning",
      summary: [{ type: "summary_text", text: "**Thinking**" }],
      content: null,
      encrypted_content: `model=${model};r${n}`,
    },
  });
  const [meta, context, user, call, output, answer, thanks, last] = records;
  const first = { ...context, payload: { ...context.payload, model: "gpt-5.1-codex" } };
  const second = { ...context, timestamp: thanks.timestamp };
  return {
    records: [
      meta,
      first,
      user,
      reasoning("gpt-5.1-codex", 1, call),
      call,
      output,
      answer,
      second,
      thanks,
      reasoning("gpt-5-codex", 2, last),
      last,
    ],
  };
}

/** The older Codex rollout (Sept 2025): a metadata line, then the items bare, with state lines. */
export function codexLegacyLog(options: { id?: string } = {}): HostLog {
  const items = codexLog(options)
    .records.filter((r) => r.type === "response_item")
    .map((r) => r.payload);
  const meta = {
    id: options.id ?? "0199a000-0000-7000-8000-000000000001",
    timestamp: "2026-01-02T10:00:00.000Z",
    instructions: null,
  };
  const state = { record_type: "state" };
  return { records: [meta, state, ...items.slice(0, 3), state, ...items.slice(3), state] };
}

/** A Codex rollout (either form) poisoned one way (no server tools in Responses rollouts: that class is Anthropic's). */
export function poisonCodex(log: HostLog, poison: Poison): HostLog {
  // an envelope's payload, or the item itself in the older rollout
  const type = (t: string) => (r: Rec) => (r.payload ?? r).type === t;
  if (poison === "missing-result")
    return { records: log.records.filter((r) => !type("function_call_output")(r)) };
  if (poison === "orphan-result")
    return { records: log.records.filter((r) => !type("function_call")(r)) };
  if (poison === "torn-line") return { ...log, tail: JSON.stringify(log.records[3]).slice(0, 40) };
  throw new Error(`codex has no ${poison}`);
}

/** A pi session (format 3: entries with `id` and `parentId`). */
export function piLog(options: { id?: string; cwd?: string; start?: number } = {}): HostLog {
  const start = options.start ?? Date.parse("2026-01-02T10:00:00.000Z");
  const records: Rec[] = [
    {
      type: "session",
      version: 3,
      id: options.id ?? "0199a000-0000-7000-8000-0000000000a1",
      timestamp: at(start, 0),
      cwd: options.cwd ?? "/tmp/project",
    },
  ];
  let parent: string | null = null;
  const push = (entry: Rec) => {
    const id = `e${String(records.length).padStart(7, "0")}`;
    records.push({ ...entry, id, parentId: parent, timestamp: at(start, records.length) });
    parent = id;
  };
  const ts = (k: number) => start + k * 1000;
  const usage = {
    input: 1,
    output: 1,
    cacheRead: 0,
    cacheWrite: 0,
    totalTokens: 2,
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
  };
  const assistant = (content: Rec[], stopReason: string) => ({
    role: "assistant",
    content,
    api: "anthropic-messages",
    provider: "anthropic",
    model: "claude-sonnet-4-5",
    usage,
    stopReason,
    timestamp: ts(records.length),
  });
  push({ type: "model_change", provider: "anthropic", modelId: "claude-sonnet-4-5" });
  push({
    type: "message",
    message: {
      role: "user",
      content: [{ type: "text", text: "list the files" }],
      timestamp: ts(2),
    },
  });
  push({
    type: "message",
    message: assistant(
      [{ type: "toolCall", id: "toolu_01", name: "bash", arguments: { command: "ls" } }],
      "toolUse",
    ),
  });
  push({
    type: "message",
    message: {
      role: "toolResult",
      toolCallId: "toolu_01",
      toolName: "bash",
      content: [{ type: "text", text: "a.txt\nb.txt" }],
      isError: false,
      timestamp: ts(4),
    },
  });
  push({ type: "message", message: assistant([{ type: "text", text: "Two files." }], "stop") });
  push({
    type: "message",
    message: { role: "user", content: [{ type: "text", text: "thanks" }], timestamp: ts(6) },
  });
  push({
    type: "message",
    message: assistant([{ type: "text", text: "You are welcome." }], "stop"),
  });
  return { records };
}

/** A model switch in pi: the call's message by claude-opus-4-1 with its thinking (one block
 * signed, one redacted), a `model_change` to claude-sonnet-4-5 after the result, and sonnet's own
 * thinking before its answer. Each signature names its model (`model=M;...`). */
export function piModelSwitch(options: { id?: string; cwd?: string } = {}): HostLog {
  const { records } = piLog(options);
  const thinking = (signature: string, redacted = false) =>
    redacted
      ? {
          type: "thinking",
          thinking: "[Reasoning redacted]",
          thinkingSignature: signature,
          redacted,
        }
      : { type: "thinking", thinking: "hmm", thinkingSignature: signature };
  const opus = "claude-opus-4-1";
  const out = records.map((r) => {
    if (r.type === "model_change") return { ...r, modelId: opus };
    if (r.message?.role !== "assistant") return r;
    if (blocks(r).some((b) => b.type === "toolCall")) {
      const content = [
        thinking(`model=${opus};opus-1`),
        thinking(`model=${opus};opus-2`, true),
        ...r.message.content,
      ];
      return { ...r, message: { ...r.message, model: opus, content } };
    }
    if (r.message.content[0]?.text === "Two files.") {
      const content = [thinking("model=claude-sonnet-4-5;sonnet-1"), ...r.message.content];
      return { ...r, message: { ...r.message, content } };
    }
    return r;
  });
  // The switch: a model_change entry after the tool result, chained between it and what follows.
  const at = out.findIndex((r) => r.message?.role === "toolResult");
  const change = {
    type: "model_change",
    id: "e00000mc",
    parentId: out[at].id,
    timestamp: out[at].timestamp,
    provider: "anthropic",
    modelId: "claude-sonnet-4-5",
  };
  out[at + 1] = { ...out[at + 1], parentId: change.id };
  return { records: [...out.slice(0, at + 1), change, ...out.slice(at + 1)] };
}

/** The model of `piResponsesLog`, as pi names it under its `openai` provider. */
export const PI_OPENAI_MODEL = "gpt-5.1-codex";

/**
 * `piLog` as an OpenAI model made it through the Responses API: the call's message holds a signed
 * reasoning block (the item's JSON in `thinkingSignature`, its `encrypted_content` naming the
 * model) and an unsigned one, the call's id is pi's `"<call_id>|<item id>"` (its result names it
 * so), and the texts carry their item ids (`{"v":1,…}` with a phase, then a bare id).
 */
export function piResponsesLog(options: { id?: string; cwd?: string } = {}): HostLog {
  const { records } = piLog(options);
  const model = PI_OPENAI_MODEL;
  const reasoning = {
    type: "reasoning",
    id: "rs_01",
    summary: [{ type: "summary_text", text: "looking" }],
    encrypted_content: `model=${model};rs-1`,
  };
  const signatures = [JSON.stringify({ v: 1, id: "msg_01", phase: "final_answer" }), "msg_02"];
  const block = (b: Rec): Rec => {
    if (b.type === "toolCall") return { ...b, id: "call_01|fc_01" };
    if (b.type === "text") return { ...b, textSignature: signatures.shift() };
    return b;
  };
  const out = records.map((r) => {
    if (r.type === "model_change") return { ...r, provider: "openai", modelId: model };
    if (r.message?.role === "toolResult")
      return { ...r, message: { ...r.message, toolCallId: "call_01|fc_01" } };
    if (r.message?.role !== "assistant") return r;
    const message = { ...r.message, api: "openai-responses", provider: "openai", model };
    message.content = message.content.map(block);
    if (message.content.some((b: Rec) => b.type === "toolCall")) {
      const signed = {
        type: "thinking",
        thinking: "looking",
        thinkingSignature: JSON.stringify(reasoning),
      };
      message.content = [signed, { type: "thinking", thinking: "cut short" }, ...message.content];
    }
    return { ...r, message };
  });
  return { records: out };
}

/** A pi session poisoned one way. */
export function poisonPi(log: HostLog, poison: Poison): HostLog {
  const role = (r: string) => (x: Rec) => x.message?.role === r;
  if (poison === "missing-result")
    return removeLinked(log, findIndex(log, role("toolResult")), "id", "parentId");
  if (poison === "orphan-result")
    return removeLinked(
      log,
      findIndex(log, (r) => blocks(r).some((b) => b.type === "toolCall")),
      "id",
      "parentId",
    );
  if (poison === "torn-line") return { ...log, tail: JSON.stringify(log.records[2]).slice(0, 40) };
  throw new Error(`pi has no ${poison}`);
}

/** Writes `text` as a session file last changed a minute ago (the host is done with it). */
export function sessionFile(text: string | Uint8Array, name = "session.jsonl"): string {
  const file = join(mkdtempSync(join(tmpdir(), "clinker-host-")), name);
  writeFileSync(file, text);
  const old = Date.now() / 1000 - 60;
  utimesSync(file, old, old);
  return file;
}

/** A pi `bashExecution` message: a command the user ran (with `!!`: kept out of the context). */
export function piBashMessage(command: string, excluded?: boolean, timestamp = 0): Rec {
  return {
    role: "bashExecution",
    command,
    output: `${command} output`,
    exitCode: 0,
    cancelled: false,
    truncated: false,
    timestamp,
    ...(excluded === undefined ? {} : { excludeFromContext: excluded }),
  };
}
