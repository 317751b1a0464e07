// Claude Code sessions for the command line's tests of streamed reads, shaped by what each tests:
// a model switch, a late result, a sidechain, a second root, a long last line, a rewind.
type Obj = Record<string, unknown>;

/** What a session built by {@link claudeTree} holds besides its steps. */
export interface Shape {
  steps: number;
  /** The model of step k's assistant record. */
  model?: (k: number) => string;
  /** Step k's tool result written after the last step instead of after its call (a prompt after it). */
  late?: number;
  /** Every record a sidechain's (a sub-agent's log). */
  sidechain?: boolean;
  /** A second conversation rooted after this step. */
  secondRootAt?: number;
  /** A last prompt of this many characters: no model in the session's last megabyte. */
  longLast?: number;
  /** After this step, a branch the user left (a prompt, a call left open), then step k+1 again. */
  rewindAt?: number;
  /**
   * Each step's message makes this many calls in parallel (the first with the thinking), each on a
   * line of its own as Claude Code writes them, their results after them, each on its own line.
   */
  parallel?: number;
}

/**
 * A Claude Code session: per step a prompt, an assistant record of signed thinking and a tool
 * use, and its result; every seventh call unanswered (fix repairs it).
 */
export function claudeTree(shape: Shape): string {
  const lines: Obj[] = [];
  const results: Obj[] = [];
  let parent: string | null = null;
  const push = (type: string, message: Obj, leaf = true) => {
    const uuid = `c0de0000-0000-4000-8000-${String(lines.length + results.length).padStart(12, "0")}`;
    const record = { parentUuid: parent, isSidechain: shape.sidechain ?? false, sessionId: "s" };
    const line = { ...record, type, message, uuid, timestamp: "2026-12-01T00:00:00.000Z" };
    if (leaf) parent = uuid;
    return line;
  };
  for (let k = 0; k < shape.steps; k++) {
    if (k === shape.secondRootAt) parent = null;
    lines.push(push("user", { role: "user", content: `step ${k}` }));
    const model = shape.model?.(k) ?? "claude-sonnet-4-5";
    const thinking = { type: "thinking", thinking: "t", signature: `sig${k}` };
    const use = { type: "tool_use", id: `toolu_${k}`, name: "f", input: { k } };
    lines.push(push("assistant", { model, role: "assistant", content: [thinking, use] }));
    const width = shape.parallel ?? 1;
    const more = Array.from({ length: width - 1 }, (_, j) => `toolu_${k}p${j}`);
    for (const id of more) {
      const content = [{ type: "tool_use", id, name: "f", input: { k } }];
      lines.push(push("assistant", { id: `msg_${k}`, model, role: "assistant", content }));
    }
    if (width > 1) (lines.at(-width) as { message: Obj }).message.id = `msg_${k}`;
    const answered = (id: string) => ({ type: "tool_result", tool_use_id: id, content: "ok" });
    for (const id of more) lines.push(push("user", { role: "user", content: [answered(id)] }));
    if (k % 7 === 3) continue;
    const result = answered(`toolu_${k}`);
    const line = push("user", { role: "user", content: [result] }, k !== shape.late);
    if (k === shape.late) results.push(line);
    else lines.push(line);
    if (k === shape.rewindAt) {
      const from: string | null = parent;
      lines.push(push("user", { role: "user", content: "left" }));
      const open = { type: "tool_use", id: "toolu_left", name: "f", input: {} };
      lines.push(push("assistant", { model, role: "assistant", content: [open] }));
      parent = from;
    }
  }
  if (shape.longLast)
    lines.push(push("user", { role: "user", content: "x".repeat(shape.longLast) }));
  // After a late result, a last line on the chain: Claude Code resumes from the last line's branch.
  const last = results.length ? [push("user", { role: "user", content: "go on" })] : [];
  return [...lines, ...results, ...last].map((l) => `${JSON.stringify(l)}\n`).join("");
}
