// Valid transcripts in every format the command line reads and writes, from one generated
// conversation: user and assistant text, private content (OpenAI reasoning or Anthropic
// thinking, as the format's family writes it) and groups of parallel tool calls answered right
// after the group in any order. Each format renders the same turns its own way.
import fc from "fast-check";
import type { Item } from "../../bindings/items/types.js";
import { readTranscriptSync } from "../../bindings/readers/read.js";

/** One step of a conversation. */
export type Turn = { text: string } | { private: string } | { calls: string[]; answered: number[] };

/** Text that JSON and the formats must carry as it is: any Unicode, quotes, newlines. */
const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }),
  fc.constantFrom('say "hi"\n', "tab\there", "\\path", "emoji 🧪"),
);

/** A turn: text, private content, or 1-4 parallel calls answered in a shuffled order. */
export const turn: fc.Arbitrary<Turn> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ text }) },
  { weight: 1, arbitrary: fc.record({ private: fc.string({ minLength: 1, maxLength: 8 }) }) },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 1, max: 4 }).chain((n) =>
      fc.record({
        calls: fc.constant(Array.from({ length: n }, (_, k) => `call_${k}`)),
        answered: fc.shuffledSubarray(
          Array.from({ length: n }, (_, k) => k),
          { minLength: n, maxLength: n },
        ),
      }),
    ),
  },
);

/** A conversation of 1-6 turns. */
export const turns = fc.array(turn, { minLength: 1, maxLength: 6 });

type Rec = Record<string, any>;
const callId = (at: number, k: number) => `toolu_${at}_${k}`;
const args = (at: number, k: number) => ({ path: `f${at}-${k}.txt` });

/** Responses items (OpenAI reasoning as the private content). */
export function responsesItems(list: readonly Turn[]): Item[] {
  const items: Rec[] = [{ type: "message", role: "user", content: "start" }];
  list.forEach((t, at) => {
    if ("text" in t) {
      const part = { type: "output_text", text: t.text, annotations: [] };
      items.push({ type: "message", role: "assistant", content: [part] });
      items.push({ type: "message", role: "user", content: `next ${at}` });
    } else if ("private" in t) {
      const summary = [{ type: "summary_text", text: t.private }];
      items.push({ type: "reasoning", id: `rs_${at}`, summary, encrypted_content: "gAAAA" });
      // Reasoning is sent with the item it led to (the API refuses it alone, and check says so).
      const part = { type: "output_text", text: "done", annotations: [] };
      items.push({ type: "message", role: "assistant", content: [part] });
    } else {
      for (let k = 0; k < t.calls.length; k++) {
        const a = JSON.stringify(args(at, k));
        items.push({ type: "function_call", call_id: callId(at, k), name: "read", arguments: a });
      }
      for (const k of t.answered)
        items.push({ type: "function_call_output", call_id: callId(at, k), output: `out ${k}` });
    }
  });
  return items as Item[];
}

/** Chat Completions messages (Chat has no private content: those turns are left out). */
export function chatItems(list: readonly Turn[]): Item[] {
  const items: Rec[] = [{ role: "user", content: "start" }];
  list.forEach((t, at) => {
    if ("text" in t) {
      items.push({ role: "assistant", content: t.text });
      items.push({ role: "user", content: `next ${at}` });
    } else if ("calls" in t) {
      const calls = t.calls.map((_, k) => ({
        id: callId(at, k),
        type: "function",
        function: { name: "read", arguments: JSON.stringify(args(at, k)) },
      }));
      items.push({ role: "assistant", content: null, tool_calls: calls });
      for (const k of t.answered)
        items.push({ role: "tool", tool_call_id: callId(at, k), content: `out ${k}` });
    }
  });
  return items as Item[];
}

/** One Anthropic message: `[role, blocks]` (consecutive tool results share a user message). */
type Message = [role: "user" | "assistant", blocks: Rec[]];

/** The conversation as Anthropic messages, one block per assistant message (as Claude Code logs). */
function anthropicMessages(list: readonly Turn[]): Message[] {
  const out: Message[] = [["user", [{ type: "text", text: "start" }]]];
  list.forEach((t, at) => {
    if ("text" in t) {
      out.push(["assistant", [{ type: "text", text: t.text }]]);
      out.push(["user", [{ type: "text", text: `next ${at}` }]]);
    } else if ("private" in t) {
      out.push(["assistant", [{ type: "thinking", thinking: t.private, signature: `sig${at}` }]]);
    } else {
      t.calls.forEach((_, k) => {
        const use = { type: "tool_use", id: callId(at, k), name: "read", input: args(at, k) };
        out.push(["assistant", [use]]);
      });
      for (const k of t.answered) {
        const result = { type: "tool_result", tool_use_id: callId(at, k), content: `out ${k}` };
        out.push(["user", [result]]);
      }
    }
  });
  return out;
}

/** Items of Anthropic content (thinking as the private content): the Claude Code log's, as read. */
export function anthropicItems(list: readonly Turn[]): Item[] {
  return readTranscriptSync(linesText(claudeCodeLines(list))).items;
}

const MODEL = "claude-sonnet-4-5-20250929";
const stamp = (k: number) =>
  new Date(Date.parse("2026-01-02T10:00:00.000Z") + k * 1000).toISOString();

/** A Claude Code session: one record a block, chained by `parentUuid`. */
export function claudeCodeLines(list: readonly Turn[]): Rec[] {
  const records: Rec[] = [];
  let parent: string | null = null;
  for (const [role, blocks] of anthropicMessages(list)) {
    const uuid = `00000000-0000-4000-8000-${String(records.length + 1).padStart(12, "0")}`;
    const message =
      role === "assistant"
        ? { model: MODEL, id: `msg_${records.length}`, type: "message", role, content: blocks }
        : { role, content: blocks };
    records.push({
      parentUuid: parent,
      isSidechain: false,
      userType: "external",
      cwd: "/w",
      sessionId: "5f1b2c3d-0000-4000-8000-000000000001",
      version: "2.1.0",
      type: role,
      message,
      uuid,
      timestamp: stamp(records.length),
    });
    parent = uuid;
  }
  return records;
}

/** A Codex rollout: session_meta, turn_context, then each item as a `response_item`, with events. */
export function codexLines(list: readonly Turn[]): Rec[] {
  const records: Rec[] = [];
  const push = (type: string, payload: Rec) =>
    records.push({ timestamp: stamp(records.length), type, payload });
  push("session_meta", {
    id: "0199a000-0000-7000-8000-000000000001",
    cwd: "/w",
    originator: "codex_cli_rs",
  });
  push("turn_context", { cwd: "/w", approval_policy: "never", model: "gpt-5-codex" });
  for (const item of responsesItems(list)) {
    push("response_item", item as Rec);
    if ((item as Rec).type === "function_call_output")
      push("event_msg", { type: "token_count", info: null });
  }
  return records;
}

/** The older Codex rollout: a metadata line, then bare items with `record_type` state lines. */
export function codexLegacyLines(list: readonly Turn[]): Rec[] {
  const records: Rec[] = [
    { id: "0199a000-0000-7000-8000-0000000000b1", timestamp: stamp(0), instructions: null },
  ];
  for (const item of responsesItems(list)) {
    records.push(item as Rec);
    if ((item as Rec).type === "function_call_output") records.push({ record_type: "state" });
  }
  return records;
}

/** A pi session: a `session` line, then message entries chained by `parentId`. */
export function piLines(list: readonly Turn[]): Rec[] {
  const records: Rec[] = [
    {
      type: "session",
      version: 3,
      id: "0199a000-0000-7000-8000-0000000000a1",
      timestamp: stamp(0),
      cwd: "/w",
    },
  ];
  let parent: string | null = null;
  const push = (message: Rec) => {
    const id = `e${String(records.length).padStart(7, "0")}`;
    records.push({
      type: "message",
      id,
      parentId: parent,
      timestamp: stamp(records.length),
      message,
    });
    parent = id;
  };
  const assistant = (content: Rec[]) =>
    push({
      role: "assistant",
      content,
      provider: "anthropic",
      model: "claude-sonnet-4-5",
      stopReason: "stop",
    });
  push({ role: "user", content: [{ type: "text", text: "start" }] });
  list.forEach((t, at) => {
    if ("text" in t) {
      assistant([{ type: "text", text: t.text }]);
      push({ role: "user", content: [{ type: "text", text: `next ${at}` }] });
    } else if ("private" in t) {
      assistant([{ type: "thinking", thinking: t.private, thinkingSignature: `sig${at}` }]);
    } else {
      assistant(
        t.calls.map((_, k) => ({
          type: "toolCall",
          id: callId(at, k),
          name: "read",
          arguments: args(at, k),
        })),
      );
      for (const k of t.answered) {
        const content = [{ type: "text", text: `out ${k}` }];
        push({
          role: "toolResult",
          toolCallId: callId(at, k),
          toolName: "read",
          content,
          isError: false,
        });
      }
    }
  });
  return records;
}

/** The hosts' session logs by format name. */
export const HOST_LOGS: [format: string, lines: (list: readonly Turn[]) => Rec[]][] = [
  ["claude-code", claudeCodeLines],
  ["codex-rollout", codexLines],
  ["codex-rollout-legacy", codexLegacyLines],
  ["pi-session", piLines],
];

/** JSON lines of records. */
export const linesText = (records: readonly Rec[]) =>
  records.map((r) => `${JSON.stringify(r)}\n`).join("");

/**
 * JSON as Python's `json.dumps` writes it by default (`", "` and `": "` separators, every
 * non-ASCII character escaped): another writer's valid bytes for the same value.
 */
export function pythonJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(", ")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${pythonJson(k)}: ${pythonJson(v)}`)
      .join(", ")}}`;
  const text = JSON.stringify(value);
  return text.replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
