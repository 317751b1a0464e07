// fast-check generators: valid ordered transcripts, and mutations that break them.
import fc from "fast-check";
import type { Item } from "../../bindings/index.js";
import { call, chatCalls, out, reasoning, tool, user } from "./items.js";

const KEYS = ["a", "b", "c", "d"];

type Block =
  | { kind: "user" }
  | { kind: "reasoning" }
  | { kind: "responses" | "chat"; keys: string[] };

const blockArb: fc.Arbitrary<Block> = fc.oneof(
  fc.constant({ kind: "user" as const }),
  fc.constant({ kind: "reasoning" as const }),
  fc.record({
    kind: fc.constantFrom("responses" as const, "chat" as const),
    keys: fc.uniqueArray(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 3 }),
  }),
);

function render(block: Block, n: number): object[] {
  if (block.kind === "user") return [user(`u${n}`)];
  if (block.kind === "reasoning") return [reasoning(`r${n}`)];
  if (block.kind === "chat") return [chatCalls(...block.keys), ...block.keys.map((k) => tool(k))];
  return [...block.keys.map((k) => call(k)), ...block.keys.map((k) => out(k))];
}

/** A valid, ordered transcript (keys reused only after they were answered). */
export const validTranscript: fc.Arbitrary<object[]> = fc
  .array(blockArb, { maxLength: 12 })
  .map((blocks) => {
    const items = blocks.flatMap(render);
    // Two Responses blocks in a row would merge into one run with outputs in between: separate them.
    return items.flatMap((item, i) =>
      i > 0 &&
      (item as { type?: string }).type === "function_call" &&
      (items[i - 1] as { type?: string }).type === "function_call_output"
        ? [user(`sep${i}`), item]
        : [item],
    );
  });

type Mutation =
  | { op: "drop"; at: number }
  | { op: "duplicate"; at: number; to: number }
  | { op: "move"; at: number; to: number }
  | { op: "orphan"; key: string; to: number }
  | { op: "reverse"; at: number; to: number };

const position = fc.nat({ max: 60 });
const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant("drop" as const), at: position }),
  fc.record({ op: fc.constant("duplicate" as const), at: position, to: position }),
  fc.record({ op: fc.constant("move" as const), at: position, to: position }),
  fc.record({
    op: fc.constant("orphan" as const),
    key: fc.constantFrom(...KEYS, "z"),
    to: position,
  }),
  fc.record({ op: fc.constant("reverse" as const), at: position, to: position }),
);

function mutate(items: object[], m: Mutation): object[] {
  const next = items.slice();
  const n = next.length;
  if (m.op === "orphan") {
    next.splice(m.to % (n + 1), 0, out(m.key, "orphan"));
    return next;
  }
  if (n === 0) return next;
  const at = m.at % n;
  if (m.op === "drop") next.splice(at, 1);
  else if (m.op === "duplicate") next.splice(m.to % (n + 1), 0, { ...next[at] });
  else if (m.op === "move") next.splice(m.to % n, 0, ...next.splice(at, 1));
  else {
    const [lo, hi] = [Math.min(at, m.to % n), Math.max(at, m.to % n)];
    next.splice(lo, hi - lo + 1, ...next.slice(lo, hi + 1).reverse());
  }
  return next;
}

/** A valid transcript with 0..4 mutations applied: often broken, sometimes still valid. */
export const mutatedTranscript: fc.Arbitrary<object[]> = fc
  .tuple(validTranscript, fc.array(mutationArb, { maxLength: 4 }))
  .map(([items, mutations]) => mutations.reduce(mutate, items));

/** A repair predicate for generated transcripts: the output text says so. */
export const isGeneratedRepair = (o: Item) => {
  const fields = o as { output?: unknown; content?: unknown };
  return fields.output === "interrupted" || fields.content === "interrupted";
};
