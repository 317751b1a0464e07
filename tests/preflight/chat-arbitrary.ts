// Raw Chat Completions transcripts (tool messages missing, late or orphaned; DeepSeek reasoning on
// assistant messages) and the mutations that break one Chat rule each.
import fc from "fast-check";
import type { Item } from "../../bindings/index.js";

type Raw = Record<string, unknown>;

const turnArb = fc.record({
  calls: fc.nat({ max: 3 }),
  /** Per call: 0 answered in place, 1 missing, 2 answered after the next user message. */
  answers: fc.array(fc.nat({ max: 2 }), { minLength: 3, maxLength: 3 }),
  orphan: fc.boolean(),
});
type Turn = { calls: number; answers: number[]; orphan: boolean };

function render(turns: Turn[]): Item[] {
  const items: Raw[] = [{ role: "system", content: "be brief" }];
  let late: Raw[] = [];
  turns.forEach((turn, n) => {
    items.push({ role: "user", content: `u${n}` });
    items.push(...late);
    late = [];
    if (turn.orphan) items.push({ role: "tool", tool_call_id: `orphan_${n}`, content: "?" });
    const ids = Array.from({ length: turn.calls }, (_, k) => `call_${n}_${k}`);
    const tool_calls = ids.map((id) => ({
      id,
      type: "function",
      function: { name: "f", arguments: "{}" },
    }));
    const reasoning_content = `why ${n}`;
    if (!ids.length) items.push({ role: "assistant", content: `a${n}`, reasoning_content });
    else items.push({ role: "assistant", content: null, tool_calls, reasoning_content });
    ids.forEach((id, k) => {
      const answer = { role: "tool", tool_call_id: id, content: `r${n}` };
      if (turn.answers[k] === 0) items.push(answer);
      else if (turn.answers[k] === 2) late.push(answer);
    });
  });
  return items as Item[];
}

const first: Turn = { calls: 1, answers: [0, 0, 0], orphan: false };
const last: Turn = { calls: 0, answers: [0, 0, 0], orphan: false };

/** A raw Chat transcript: a call turn first and a plain answer last. */
export const rawChat: fc.Arbitrary<Item[]> = fc
  .array(turnArb, { maxLength: 8 })
  .map((turns) => render([first, ...turns, last]));

export type ChatMutation = "drop-tool-message" | "move-tool-message" | "drop-reasoning";
export const chatMutationArb = fc.record({
  kind: fc.constantFrom<ChatMutation>("drop-tool-message", "move-tool-message", "drop-reasoning"),
  pick: fc.nat(),
});

/** The mutated messages and the violations expected, as [rule, index] pairs. */
export function mutateChat(items: readonly Item[], kind: ChatMutation, pick: number) {
  const out = [...items] as Raw[];
  const tools = out.flatMap((m, i) => (m.role === "tool" ? [i] : []));
  const at = tools[pick % tools.length];
  const callOf = (id: unknown) =>
    out.findIndex((m) => JSON.stringify(m.tool_calls ?? []).includes(`"${id}"`));
  if (kind === "drop-tool-message") {
    const [dropped] = out.splice(at, 1);
    return {
      items: out as Item[],
      expected: [["chat/missing-tool-message", callOf(dropped.tool_call_id)]],
    };
  }
  if (kind === "move-tool-message") {
    const [moved] = out.splice(at, 1);
    out.push({ role: "user", content: "later" }, moved);
    const call = callOf(moved.tool_call_id);
    return {
      items: out as Item[],
      expected: [
        ["chat/missing-tool-message", call],
        ["chat/orphan-tool-message", out.length - 1],
      ],
    };
  }
  const calls = out.flatMap((m, i) => (Array.isArray(m.tool_calls) ? [i] : []));
  const target = calls[pick % calls.length];
  const { reasoning_content: _dropped, ...rest } = out[target];
  out[target] = rest;
  return { items: out as Item[], expected: [["chat/reasoning-content-required", target]] };
}
