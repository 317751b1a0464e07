// Small host sessions for the command line's tests: a Codex rollout, a pi session and a Claude
// Code session of n steps (a prompt, a call, its output; every seventh call left unanswered).
type Obj = Record<string, unknown>;

const at = (k: number) => new Date(Date.UTC(2026, 10, 30) + k * 1000).toISOString();

// A step's records: a prompt, a call, its output unless every seventh.
function steps(n: number, record: (k: number, kind: string) => Obj): Obj[] {
  const out: Obj[] = [];
  for (let k = 0; k < n; k++) {
    out.push(record(k, "prompt"), record(k, "call"));
    if (k % 7 !== 3) out.push(record(k, "output"));
  }
  return out;
}

/** A Codex rollout of `n` steps (no newline after the last line). */
export function rollout(n: number): string {
  const head = {
    timestamp: at(0),
    type: "session_meta",
    payload: { id: "s", cli_version: "0.60.0" },
  };
  const payload = (k: number, kind: string) =>
    kind === "prompt"
      ? { type: "message", role: "user", content: [{ type: "input_text", text: `step ${k}` }] }
      : kind === "call"
        ? { type: "function_call", call_id: `call_${k}`, name: "f", arguments: "{}" }
        : { type: "function_call_output", call_id: `call_${k}`, output: "ok" };
  const records = steps(n, (k, kind) => ({
    timestamp: at(k),
    type: "response_item",
    payload: payload(k, kind),
  }));
  return [head, ...records].map((r) => JSON.stringify(r)).join("\n");
}

/** A pi session of `n` steps (no newline after the last line). */
export function piSession(n: number): string {
  const id = (k: number) => `e0000000-0000-4000-8000-${String(k).padStart(12, "0")}`;
  let last: string | null = null;
  let count = 0;
  const message = (k: number, kind: string) =>
    kind === "prompt"
      ? { role: "user", content: [{ type: "text", text: `step ${k}` }] }
      : kind === "call"
        ? {
            role: "assistant",
            content: [{ type: "toolCall", id: `call_${k}`, name: "f", arguments: {} }],
          }
        : {
            role: "toolResult",
            toolCallId: `call_${k}`,
            toolName: "f",
            content: [{ type: "text", text: "ok" }],
            isError: false,
          };
  const records = steps(n, (k, kind) => {
    const own = id(++count);
    const r = {
      type: "message",
      id: own,
      parentId: last,
      timestamp: at(k),
      message: message(k, kind),
    };
    last = own;
    return r;
  });
  const head = { type: "session", version: 3, id: "s", timestamp: at(0), cwd: "/" };
  return [head, ...records].map((r) => JSON.stringify(r)).join("\n");
}

/** A Claude Code session of `n` steps (no newline after the last line). */
export function claudeSession(n: number): string {
  let last: string | null = null;
  let count = 0;
  const message = (k: number, kind: string) =>
    kind === "prompt"
      ? { role: "user", content: `step ${k}` }
      : kind === "call"
        ? {
            model: "claude-sonnet-4-5",
            role: "assistant",
            content: [{ type: "tool_use", id: `toolu_${k}`, name: "f", input: {} }],
          }
        : {
            role: "user",
            content: [{ type: "tool_result", tool_use_id: `toolu_${k}`, content: "ok" }],
          };
  const records = steps(n, (k, kind) => {
    const uuid = `c0de0000-0000-4000-8000-${String(++count).padStart(12, "0")}`;
    const type = kind === "call" ? "assistant" : "user";
    const r = {
      parentUuid: last,
      isSidechain: false,
      sessionId: "s",
      type,
      uuid,
      timestamp: at(k),
    };
    last = uuid;
    return { ...r, message: message(k, kind) };
  });
  return records.map((r) => JSON.stringify(r)).join("\n");
}
