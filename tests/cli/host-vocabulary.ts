// Generated transcripts (the Responses vocabulary of stream-support.ts) as host sessions: Claude
// Code and pi records chained by their parents, with the tangles and server tool blocks real
// sessions hold (stream-host-fix.test.ts, stream-session-body.test.ts).
type Obj = Record<string, unknown>;

/** A record's message in a host's vocabulary (Claude Code's, or pi's with `pi`), if it has one. */
function hostMessage(item: Obj, pi: boolean): Obj | undefined {
  const text = (t: unknown) => [{ type: "text", text: String(t) }];
  if (item.type === "function_call") {
    const call = pi
      ? { type: "toolCall", id: item.call_id, name: "f", arguments: {} }
      : { type: "tool_use", id: item.call_id, name: "f", input: {} };
    return { role: "assistant", content: [call] };
  }
  if (item.type === "function_call_output") {
    if (pi)
      return {
        role: "toolResult",
        toolCallId: item.call_id,
        toolName: "f",
        content: text(item.output),
        isError: false,
      };
    const result = { type: "tool_result", tool_use_id: item.call_id, content: item.output };
    return { role: "user", content: [result] };
  }
  if (item.type === "reasoning")
    return { role: "assistant", content: [{ type: "thinking", thinking: "t", signature: "s" }] };
  if (item.type === "message")
    return { role: item.role, content: pi ? text(item.content) : item.content };
  return undefined; // no record of its kind
}

/**
 * Items as a Claude Code session (or a pi session of format 3, with `pi`): a record per item, each
 * the child of the one before. `links`: Claude Code's other lines naming records, as real sessions
 * hold them (a summary naming the last record at the top, a file-history snapshot naming each
 * prompt just before it, each tool result naming the assistant record before it).
 */
export function hostSession(items: readonly Obj[], pi = false, links = false): string {
  const at = (k: number) => new Date(Date.UTC(2026, 10, 30) + k * 1000).toISOString();
  const id = (k: number) => `c0de0000-0000-4000-8000-${String(k).padStart(12, "0")}`;
  const records: Obj[] = pi
    ? [{ type: "session", version: 3, id: "s", timestamp: at(0), cwd: "/" }]
    : [];
  const lines: Obj[] = [...records];
  let assistant: string | undefined;
  for (const item of items) {
    const message = hostMessage(item, pi);
    if (!message) continue;
    const k = records.length;
    const parent = k === 0 || (pi && k === 1) ? null : id(k);
    const record = pi
      ? { type: "message", id: id(k + 1), parentId: parent, timestamp: at(k), message }
      : {
          parentUuid: parent,
          sessionId: "s",
          type: message.role,
          message,
          uuid: id(k + 1),
          timestamp: at(k),
        };
    const result = JSON.stringify(message.content).includes('"tool_result"');
    if (links && typeof message.content === "string" && message.role === "user")
      lines.push({ type: "file-history-snapshot", messageId: id(k + 1), snapshot: {} });
    if (links && result && assistant) Object.assign(record, { sourceToolAssistantUUID: assistant });
    if (message.role === "assistant") assistant = id(k + 1);
    records.push(record);
    lines.push(record);
  }
  if (links) lines.unshift({ type: "summary", summary: "s", leafUuid: id(records.length) });
  return lines.map((r) => `${JSON.stringify(r)}\n`).join("");
}

/**
 * A Claude Code (or pi) session's lines tangled by `seed` (one to three times): a line repeated
 * elsewhere, a line's parent set to another line's id (a later one too), or a line naming another
 * inserted.
 */
export function tangled(text: string, seed: number, pi: boolean): string {
  const [idField, parentField] = pi ? ["id", "parentId"] : ["uuid", "parentUuid"];
  const naming = (target: string) =>
    pi
      ? { type: "label", targetId: target }
      : { type: "system", subtype: "x", logicalParentUuid: target };
  const lines = text.trimEnd().split("\n");
  let state = seed + 1;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  for (let k = 1 + next(3); k > 0; k--) {
    const ids = lines.map((l) => JSON.parse(l)[idField]).filter((u) => typeof u === "string");
    if (ids.length === 0) break;
    const target = ids[next(ids.length)];
    const at = next(lines.length);
    const how = next(3);
    if (how === 0) lines.splice(next(lines.length + 1), 0, lines[at]);
    else if (how === 1)
      lines[at] = JSON.stringify({ ...JSON.parse(lines[at]), [parentField]: target });
    else lines.splice(at, 0, JSON.stringify(naming(target)));
  }
  return `${lines.join("\n")}\n`;
}

/**
 * A Claude Code session with Anthropic's server tool blocks inserted by `seed` (one to three
 * times, each an assistant record of one block chained into the tree): a server use and its
 * result, a result alone (fix leaves it out), or a result before its use.
 */
export function withServerResults(text: string, seed: number): string {
  const lines = text
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Obj);
  let state = seed + 7;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  const block = (k: number, use: boolean) =>
    use
      ? { type: "server_tool_use", id: `srvtoolu_${k}`, name: "web_search", input: { query: "q" } }
      : { type: "web_search_tool_result", tool_use_id: `srvtoolu_${k}`, content: [] };
  for (let k = 1 + next(3); k > 0; k--) {
    const how = next(3);
    const blocks = how === 0 ? [true, false] : how === 1 ? [false] : [false, true];
    let at = next(lines.length + 1);
    for (const use of blocks) {
      const before = lines
        .slice(0, at)
        .reverse()
        .find((l) => typeof l.uuid === "string");
      const uuid = `5e7e0000-0000-4000-8000-${String(k * 10 + lines.length).padStart(12, "0")}`;
      const message = { role: "assistant", content: [block(k, use)] };
      const record = {
        parentUuid: before?.uuid ?? null,
        sessionId: "s",
        type: "assistant",
        message,
        uuid,
      };
      const after = lines.slice(at).find((l) => typeof l.uuid === "string");
      if (after && after.parentUuid === (before?.uuid ?? null)) after.parentUuid = uuid;
      lines.splice(at++, 0, record);
    }
  }
  return lines.map((l) => `${JSON.stringify(l)}\n`).join("");
}
