// Transcripts as an agent run writes them: call groups (Responses runs and Chat messages), outputs
// in any order, repairs and the real outputs that arrive late after them, key reuse, outputs before
// their calls, server calls, orphans, and now and then a broken item.
import fc from "fast-check";

type Obj = Record<string, unknown>;

export type Step =
  | { t: "user" | "reasoning" | "web" | "orphan" }
  | { t: "compaction"; spelling: number }
  | { t: "server"; answered: boolean }
  | { t: "group"; chat: boolean; size: number; reuse: boolean[]; early: boolean }
  | { t: "answer"; pick: number; repair: boolean }
  | { t: "late"; pick: number }
  | { t: "broken"; how: "copy" | "no-key" | "trigger"; pick: number };

const pick = fc.nat({ max: 50 });

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom<Step>({ t: "user" }, { t: "reasoning" }) },
  { weight: 1, arbitrary: fc.constantFrom<Step>({ t: "web" }, { t: "orphan" }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant("server" as const), answered: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant("group" as const),
      chat: fc.boolean(),
      size: fc.integer({ min: 1, max: 3 }),
      reuse: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      early: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ t: fc.constant("answer" as const), pick, repair: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("late" as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant("compaction" as const), spelling: fc.nat({ max: 2 }) }),
  },
);

/** SPEC §1's native compaction spellings. */
const COMPACTIONS = ["compaction", "compaction_summary", "context_compaction"];

const brokenArb: fc.Arbitrary<Step> = fc.record({
  t: fc.constant("broken" as const),
  how: fc.constantFrom("copy" as const, "no-key" as const, "trigger" as const),
  pick,
});

export const REPAIR = "interrupted";

/** The output for a call key, in the dialect of its call. */
function output(key: string, chat: boolean, text: string): Obj {
  return chat
    ? { role: "tool", tool_call_id: key, content: text }
    : { type: "function_call_output", call_id: key, output: text };
}

/** Plays the steps into items. New keys are fresh; answered keys are taken again (key reuse). */
export function play(steps: readonly Step[]): Obj[] {
  const items: Obj[] = [];
  const pending: { key: string; chat: boolean }[] = [];
  const repaired: { key: string; chat: boolean }[] = [];
  const answered: string[] = [];
  let fresh = 0;
  let n = 0;
  for (const step of steps) {
    n++;
    switch (step.t) {
      case "user":
        items.push({ type: "message", role: "user", content: `u${n}` });
        break;
      case "reasoning":
        items.push({ type: "reasoning", id: `rs${n}`, summary: [], encrypted_content: "gAAA" });
        break;
      case "compaction":
        // Calls still waiting stay in `pending`: their answers may now cross the boundary.
        items.push({ type: COMPACTIONS[step.spelling], encrypted_content: `c${n}` });
        break;
      case "web":
        items.push({ type: "web_search_call", id: `ws${n}`, status: "completed" });
        break;
      case "orphan":
        items.push(output(`z${n}`, n % 2 === 0, "orphan"));
        break;
      case "server": {
        const key = `srv${n}`;
        items.push({ type: "tool_search_call", execution: "server", call_id: key, arguments: {} });
        if (step.answered)
          items.push({ type: "tool_search_output", execution: "server", call_id: key, tools: [] });
        break;
      }
      case "group": {
        const keys: string[] = [];
        for (let k = 0; k < step.size; k++) {
          const reused = step.reuse[k] && answered.length > 0 ? answered.shift() : undefined;
          keys.push(reused ?? `k${fresh++}`);
        }
        // An output that stands before its call waits for it (SPEC §5, key reuse).
        if (step.early) items.push(output(keys[0], step.chat, `early ${keys[0]}`));
        if (step.chat)
          items.push({
            role: "assistant",
            content: null,
            tool_calls: keys.map((id) => ({
              id,
              type: "function",
              function: { name: "f", arguments: "{}" },
            })),
          });
        else
          for (const key of keys)
            items.push({ type: "function_call", call_id: key, name: "f", arguments: "{}" });
        for (const key of step.early ? keys.slice(1) : keys) pending.push({ key, chat: step.chat });
        if (step.early) answered.push(keys[0]);
        break;
      }
      case "answer": {
        if (pending.length === 0) break;
        const [call] = pending.splice(step.pick % pending.length, 1);
        items.push(output(call.key, call.chat, step.repair ? REPAIR : `out ${call.key}`));
        if (step.repair) repaired.push(call);
        answered.push(call.key);
        break;
      }
      case "late": {
        if (repaired.length === 0) break;
        const [call] = repaired.splice(step.pick % repaired.length, 1);
        items.push(output(call.key, call.chat, `late ${call.key}`));
        break;
      }
      case "broken": {
        const at = items.length === 0 ? -1 : step.pick % items.length;
        if (step.how === "trigger") items.push({ type: "compaction_trigger" });
        else if (step.how === "no-key") items.push({ type: "function_call", name: "f" });
        else if (at >= 0) items.push({ ...items[at] });
        break;
      }
    }
  }
  return items;
}

/** Agent-like transcripts: valid more often than not, many needing reordering or repairs. */
export const agentTranscript = fc.array(stepArb, { maxLength: 30 }).map(play);

/** The same with now and then a broken item (a copy, a call with no key, a trigger). */
export const brokenTranscript = fc
  .array(fc.oneof({ weight: 12, arbitrary: stepArb }, { weight: 1, arbitrary: brokenArb }), {
    maxLength: 30,
  })
  .map(play);

/** The repair predicate for these transcripts: the host marks its repairs by their text. */
export const isRepair = (item: Obj) => item.output === REPAIR || item.content === REPAIR;
