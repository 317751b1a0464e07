// Raw Responses transcripts as hosts store them (answers missing, late or orphaned; reasoning from
// two families), and the seeded mutations that break one preflight rule each.
import fc from "fast-check";
import type { Item } from "../../bindings/index.js";

type Raw = Record<string, unknown>;
const FAMILIES = ["openai", "xai"] as const;

interface Turn {
  reasoning: boolean;
  family: (typeof FAMILIES)[number];
  /** 0: an assistant message; n > 0: a group of n calls. */
  calls: number;
  /** Per call: 0 answered in place, 1 missing, 2 answered after the next user message. */
  answers: number[];
  orphan: boolean;
}

const turnArb: fc.Arbitrary<Turn> = fc.record({
  reasoning: fc.boolean(),
  family: fc.constantFrom(...FAMILIES),
  calls: fc.nat({ max: 3 }),
  answers: fc.array(fc.nat({ max: 2 }), { minLength: 3, maxLength: 3 }),
  orphan: fc.boolean(),
});

export interface RawTranscript {
  items: Item[];
  itemFamilies: Map<Item, string>;
}

/** Items of the turns; a calls turn first and a message turn last, so every mutation applies. */
function render(turns: Turn[]): RawTranscript {
  const items: Raw[] = [];
  const itemFamilies = new Map<Item, string>();
  let late: Raw[] = [];
  let n = 0;
  const add = (item: Raw, family?: string) => {
    items.push(item);
    if (family) itemFamilies.set(item as Item, family);
  };
  for (const turn of turns) {
    n++;
    add({ type: "message", role: "user", content: `u${n}` });
    for (const output of late) add(output);
    late = [];
    if (turn.orphan) add({ type: "function_call_output", call_id: `orphan_${n}`, output: "?" });
    if (turn.reasoning) {
      const encrypted_content = `gAAAA_${turn.family}_${n}`;
      add({ type: "reasoning", id: `rs_${n}`, summary: [], encrypted_content }, turn.family);
    }
    if (turn.calls === 0) {
      const content = [{ type: "output_text", text: `a${n}` }];
      add({ type: "message", role: "assistant", id: `msg_${n}`, content }, turn.family);
      continue;
    }
    const keys = Array.from({ length: turn.calls }, (_, k) => `call_${n}_${k}`);
    keys.forEach((key, k) => {
      add({ type: "function_call", id: `fc_${n}_${k}`, call_id: key, name: "f", arguments: "{}" });
    });
    keys.forEach((key, k) => {
      const output = { type: "function_call_output", call_id: key, output: `o${n}` };
      if (turn.answers[k] === 0) add(output);
      else if (turn.answers[k] === 2) late.push(output);
    });
  }
  return { items: items as Item[], itemFamilies };
}

const first: Turn = {
  reasoning: true,
  family: "openai",
  calls: 1,
  answers: [0, 0, 0],
  orphan: false,
};
const last: Turn = { ...first, calls: 0 };

/** A raw transcript of 2 to 10 turns. */
export const rawTranscript: fc.Arbitrary<RawTranscript> = fc
  .array(turnArb, { maxLength: 8 })
  .map((turns) => render([first, ...turns, last]));

/** One seeded mutation: which, and a number choosing where. */
export type MutationKind = "drop-output" | "duplicate-id" | "move-reasoning" | "foreign-reasoning";
export const mutationArb = fc.record({
  kind: fc.constantFrom<MutationKind>(
    "drop-output",
    "duplicate-id",
    "move-reasoning",
    "foreign-reasoning",
  ),
  pick: fc.nat(),
});

const typeOf = (item: Item) => (item as Raw).type;
const roleOf = (item: Item) => (item as Raw).role;
const positions = (items: readonly Item[], test: (item: Item) => boolean) =>
  items.flatMap((item, i) => (test(item) ? [i] : []));

/** The mutated items and the one violation expected (rule, index, callId). */
export interface Mutated {
  items: Item[];
  itemFamilies: Map<Item, string>;
  expected: { rule: string; index: number; callId?: string };
}

/** Applies a mutation to a prepared transcript (which holds a call, a message and a user message). */
export function mutate(
  items: readonly Item[],
  itemFamilies: ReadonlyMap<Item, string>,
  kind: MutationKind,
  pick: number,
): Mutated | undefined {
  const out = [...items];
  const families = new Map(itemFamilies);
  const choose = (list: number[]) => (list.length ? list[pick % list.length] : undefined);
  if (kind === "drop-output") {
    const at = choose(positions(items, (item) => typeOf(item) === "function_call_output"));
    if (at === undefined) return undefined;
    const callId = (items[at] as Raw).call_id as string;
    out.splice(at, 1);
    const index = out.findIndex((item) => (item as Raw).call_id === callId);
    return {
      items: out,
      itemFamilies: families,
      expected: { rule: "responses/missing-output", index, callId },
    };
  }
  if (kind === "duplicate-id") {
    const at = choose(positions(items, (item) => roleOf(item) === "assistant"));
    if (at === undefined) return undefined;
    out.splice(at + 1, 0, { ...items[at] });
    return {
      items: out,
      itemFamilies: families,
      expected: { rule: "responses/duplicate-id", index: at + 1 },
    };
  }
  if (kind === "move-reasoning") {
    const at = choose(positions(items, (item) => typeOf(item) === "reasoning"));
    if (at === undefined) return undefined;
    const [moved] = out.splice(at, 1);
    const targets = [...positions(out, (item) => roleOf(item) === "user"), out.length];
    const to = targets[Math.floor(pick / 7) % targets.length];
    out.splice(to, 0, moved);
    return {
      items: out,
      itemFamilies: families,
      expected: { rule: "responses/reasoning-without-following-item", index: to },
    };
  }
  const at = choose(positions(items, (item) => roleOf(item) === "assistant"));
  if (at === undefined) return undefined;
  const foreign = {
    type: "reasoning",
    summary: [],
    encrypted_content: `gAAAA_xai_${pick}`,
  } as Item;
  families.set(foreign, "xai");
  out.splice(at, 0, foreign);
  return {
    items: out,
    itemFamilies: families,
    expected: { rule: "responses/foreign-encrypted-content", index: at },
  };
}
