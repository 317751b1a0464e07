// Claude Code sessions whose lines branch (a rewind, parallel results hanging off their calls'
// lines, trailing lines), each with the history the pinned Claude Code 2.1.332 sends when it
// resumes it (tests/hosts/claude-code-rewind.test.ts checks that against the real host; the
// reader's tests check the reader reads the same).

type Rec = Record<string, any>;

/** Builds one session's lines; each adder returns the new line's uuid. */
export class ClaudeTree {
  readonly records: Rec[] = [];

  constructor(
    private readonly cwd = "/tmp/project",
    private readonly sessionId = "5f1b2c3d-0000-4000-8000-000000000001",
  ) {}

  /** A line of `type` under `parent`; `at` seconds into the session (default: its number). */
  add(parent: string | null, type: string, fields: Rec, at?: number): string {
    const n = this.records.length + 1;
    const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
    const timestamp = new Date(Date.UTC(2026, 0, 2, 10) + (at ?? n) * 1000).toISOString();
    this.records.push({
      parentUuid: parent,
      isSidechain: false,
      userType: "external",
      cwd: this.cwd,
      sessionId: this.sessionId,
      version: "2.1.0",
      gitBranch: "",
      type,
      ...fields,
      uuid,
      timestamp,
    });
    return uuid;
  }

  user(parent: string | null, text: string, at?: number): string {
    return this.add(parent, "user", { message: { role: "user", content: text } }, at);
  }

  private assistant(parent: string | null, id: string, block: Rec, at?: number): string {
    const message = {
      model: "claude-sonnet-4-5",
      id,
      type: "message",
      role: "assistant",
      content: [block],
    };
    return this.add(parent, "assistant", { message }, at);
  }

  text(parent: string | null, id: string, text: string, at?: number): string {
    return this.assistant(parent, id, { type: "text", text }, at);
  }

  call(parent: string | null, id: string, callId: string, at?: number): string {
    const block = { type: "tool_use", id: callId, name: "Bash", input: { command: "ls" } };
    return this.assistant(parent, id, block, at);
  }

  result(parent: string | null, callId: string, at?: number): string {
    const block = { tool_use_id: callId, type: "tool_result", content: `out ${callId}` };
    const message = { role: "user", content: [block] };
    const toolUseResult = { stdout: "x", stderr: "", interrupted: false };
    return this.add(parent, "user", { message, toolUseResult }, at);
  }

  /** The first turn most cases open with (sent as {@link OPENING}): its answer's uuid. */
  opening(): string {
    return this.text(this.user(null, "first"), "msg_01", "answer one");
  }

  /** The session's JSONL text. */
  jsonl(): string {
    return this.records.map((r) => `${JSON.stringify(r)}\n`).join("");
  }
}

/** What Claude Code sends of {@link ClaudeTree.opening}. */
export const OPENING = ["first", "answer one"];

/** A session and what Claude Code sends of it: each text, `tool_use ID`, `tool_result ID` in order. */
export interface TreeCase {
  name: string;
  build: (t: ClaudeTree) => void;
  sent: string[];
  /** The last of `sent`, which Claude Code folds into the new prompt's message (a reminder). */
  folded?: number;
  /** Lines of branches left. */
  leftOut: number;
}

/** The cases, each seen sent so by the pinned Claude Code. */
export const TREE_CASES: TreeCase[] = [
  {
    name: "a rewind: the prompt typed again goes on",
    build(t) {
      const a1 = t.opening();
      t.text(t.user(a1, "second (left)"), "msg_02", "answer two (left)");
      t.text(t.user(a1, "second again"), "msg_03", "answer three");
    },
    sent: [...OPENING, "second again", "answer three"],
    leftOut: 2,
  },
  {
    name: "a rewind whose branch left has later timestamps: the last line in the file decides",
    build(t) {
      const a1 = t.opening();
      t.text(t.user(a1, "second (left)", 100), "msg_02", "answer two (left)", 101);
      t.text(t.user(a1, "second again", 10), "msg_03", "answer three", 11);
    },
    sent: [...OPENING, "second again", "answer three"],
    leftOut: 2,
  },
  {
    name: "the branch written first goes on last: it is resumed",
    build(t) {
      const a1 = t.opening();
      const ax = t.text(t.user(a1, "branch X", 50), "msg_02", "answer X", 51);
      t.text(t.user(a1, "branch Y", 100), "msg_03", "answer Y", 101);
      t.text(t.user(ax, "X goes on", 60), "msg_04", "answer X2", 61);
    },
    sent: [...OPENING, "branch X", "answer X", "X goes on", "answer X2"],
    leftOut: 2,
  },
  {
    name: "a system line last, under the branch written first: that branch is resumed",
    build(t) {
      const a1 = t.opening();
      const a2 = t.text(t.user(a1, "kept"), "msg_02", "answer kept");
      t.text(t.user(a1, "left"), "msg_03", "answer left");
      t.add(a2, "system", { subtype: "turn_duration", content: "x", level: "info" });
    },
    sent: [...OPENING, "kept", "answer kept"],
    leftOut: 2,
  },
  {
    name: "a rewind over a call left open: the call is not sent",
    build(t) {
      const a1 = t.opening();
      t.call(t.user(a1, "second (left)"), "msg_02", "toolu_left");
      t.text(t.user(a1, "second again"), "msg_03", "answer three");
    },
    sent: [...OPENING, "second again", "answer three"],
    leftOut: 2,
  },
  {
    name: "parallel results, each under its call's line: both sent",
    build(t) {
      const said = t.text(t.user(null, "first"), "msg_01", "calling two");
      const cx = t.call(said, "msg_01", "toolu_X");
      const cy = t.call(cx, "msg_01", "toolu_Y");
      t.result(cx, "toolu_X");
      t.text(t.result(cy, "toolu_Y"), "msg_02", "done");
    },
    sent: [
      "first",
      "calling two",
      "tool_use toolu_X",
      "tool_use toolu_Y",
      "tool_result toolu_X",
      "tool_result toolu_Y",
      "done",
    ],
    leftOut: 0,
  },
  {
    name: "a rewind after a tool loop: the loop of the branch left is not sent",
    build(t) {
      const c = t.call(t.user(null, "first"), "msg_01", "toolu_A");
      const a = t.text(t.result(c, "toolu_A"), "msg_02", "done A");
      t.result(t.call(t.user(a, "left"), "msg_03", "toolu_B"), "toolu_B");
      t.text(t.user(a, "kept"), "msg_04", "answer kept");
    },
    sent: ["first", "tool_use toolu_A", "tool_result toolu_A", "done A", "kept", "answer kept"],
    leftOut: 3,
  },
  {
    name: "a result written last, under its call: its branch is resumed, the prompts after the call not",
    build(t) {
      const a1 = t.opening();
      const call = t.call(t.user(a1, "second"), "msg_02", "toolu_X");
      t.text(t.user(call, "third"), "msg_03", "answer three");
      t.result(call, "toolu_X");
    },
    sent: [...OPENING, "second", "tool_use toolu_X", "tool_result toolu_X"],
    leftOut: 2,
  },
  {
    name: "a local command under the path, a prompt under it: neither is sent",
    build(t) {
      const a1 = t.opening();
      const command = "<command-name>/cost</command-name>";
      const s = t.add(a1, "system", { subtype: "local_command", content: command, level: "info" });
      t.text(t.user(s, "left"), "msg_02", "answer left");
      t.text(t.user(a1, "kept"), "msg_03", "answer kept");
    },
    sent: [...OPENING, "kept", "answer kept"],
    leftOut: 3,
  },
  {
    name: "a queued command under the path, an answer under it: neither is sent",
    build(t) {
      const a1 = t.opening();
      const queued = { type: "queued_command", prompt: "queued left" };
      t.text(t.add(a1, "attachment", { attachment: queued }), "msg_02", "answer left");
      t.text(t.user(a1, "kept"), "msg_03", "answer kept");
    },
    sent: [...OPENING, "kept", "answer kept"],
    leftOut: 2,
  },
  {
    name: "a queued command last, under the last answer: sent after it",
    build(t) {
      const a1 = t.opening();
      const queued = { type: "queued_command", prompt: "also this" };
      t.add(a1, "attachment", { attachment: queued });
    },
    sent: [...OPENING, "also this"],
    folded: 1,
    leftOut: 0,
  },
  {
    name: "a meta message off the path: not sent",
    build(t) {
      const a1 = t.opening();
      t.add(a1, "user", { message: { role: "user", content: "a caveat" }, isMeta: true });
      t.text(t.user(a1, "kept"), "msg_03", "answer kept");
    },
    sent: [...OPENING, "kept", "answer kept"],
    leftOut: 1,
  },
  {
    name: "a prompt under a call's line beside its result: the result is sent",
    build(t) {
      const call = t.call(t.user(null, "first"), "msg_01", "toolu_X");
      t.result(call, "toolu_X");
      t.text(t.user(call, "third"), "msg_02", "answer three");
    },
    sent: ["first", "tool_use toolu_X", "tool_result toolu_X", "third", "answer three"],
    leftOut: 0,
  },
];

/** The sent form of a request's messages (less the new prompt), as TREE_CASES writes it. */
export function sentForm(messages: Rec[]): string[] {
  return messages.flatMap((m) =>
    typeof m.content === "string"
      ? [m.content]
      : m.content.map((c: Rec) =>
          c.type === "text" ? c.text : `${c.type} ${c.id ?? c.tool_use_id}`,
        ),
  );
}

/** The same form of items read. */
export function itemForm(items: Rec[]): string[] {
  return items.flatMap((item) => {
    if (item.type === "function_call") return [`tool_use ${item.call_id}`];
    if (item.type === "function_call_output") return [`tool_result ${item.call_id}`];
    if (item.type !== "message") return [];
    return typeof item.content === "string"
      ? [item.content]
      : item.content.map((part: Rec) => part.text);
  });
}
