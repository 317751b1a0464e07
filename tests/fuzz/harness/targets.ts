// Every public entry point, called on one hostile input. Each call may answer or throw a
// TranscriptError; anything else thrown is an escape. Both engines must give the same answer.
import {
  callKey,
  callKeys,
  canonicalizeNativeCompactionItem,
  functionCallOutputItem,
  hasFamilyPrivateContent,
  inputImageItem,
  inputTextItem,
  isCallItem,
  isCompactionTrigger,
  isFamilyPrivateItem,
  isLegacyFunctionCall,
  isMessage,
  isNativeCompactionItem,
  isOutputItem,
  isReasoning,
  isServerExecuted,
  itemAssistantText,
  itemsForFamily,
  itemType,
  makeCompactionPlan,
  makeCompactionPlanMsgpack,
  needsOutput,
  Projection,
  reconcileItems,
  reconcileMsgpack,
  TranscriptError,
  userMessageItem,
  validateFunctionCall,
} from "../../../bindings/index.js";
import { requestMessages, requestSystem, responseItems } from "../../../bindings/provider/index.js";
import { estimateTokens } from "../../../bindings/session/index.js";
import type { Rng } from "./rng.js";

type Obj = Record<string, unknown>;
type Engine = "reference" | "wasm";
const ENGINES: Engine[] = ["reference", "wasm"];

/** A call that escaped with something other than a TranscriptError. */
export class Escape extends Error {
  constructor(
    readonly entry: string,
    readonly thrown: unknown,
  ) {
    super(`${entry} threw ${thrown instanceof Error ? thrown.stack : String(thrown)}`);
  }
}

/** Runs one entry point: its answer, or the TranscriptError's code; an escape is thrown. */
export function attempt<T>(entry: string, run: () => T): T | { code: string } {
  try {
    return run();
  } catch (error) {
    if (error instanceof TranscriptError) return { code: `${error.code}:${error.reason ?? ""}` };
    throw new Escape(entry, error);
  }
}

const isCode = (value: unknown): value is { code: string } =>
  typeof value === "object" && value !== null && "code" in value && !(value instanceof Projection);

// The host's callback: it must not throw itself (tests/faults covers callbacks that do).
const fill = (r: { call: object; callId: string }): Obj => {
  let chat = false;
  try {
    chat = "tool_calls" in r.call;
  } catch {}
  return chat
    ? { role: "tool", tool_call_id: r.callId, content: "interrupted" }
    : { type: "function_call_output", call_id: r.callId, output: "interrupted" };
};

const isRepair = (o: Obj) => {
  try {
    return o?.output === "interrupted" || o?.content === "interrupted";
  } catch {
    return false;
  }
};

function agree(entry: string, answers: unknown[]): void {
  const [first, ...rest] = answers.map((a) => JSON.stringify(a));
  if (rest.some((a) => a !== first))
    throw new Escape(
      entry,
      new Error(`engines differ: ${answers.map((a) => JSON.stringify(a)).join(" / ")}`),
    );
}

/** The bytes path on both engines: plans, materialized bytes, and the same answer from each. */
export function bytesTargets(bytes: Uint8Array, rng: Rng): void {
  const cutoff = rng.chance(0.5) ? undefined : rng.int(40);
  const reconciled = ENGINES.map((engine) =>
    attempt(`reconcileMsgpack(${engine})`, () => {
      const plan = reconcileMsgpack(bytes, { engine, isRepairedOutput: isRepair });
      const out = plan.bytes({ repairOutput: (r) => fill({ call: {}, callId: r.callId }) });
      return { order: [...plan.order], repairs: plan.repairs, out: out.length };
    }),
  );
  agree(
    "reconcileMsgpack",
    reconciled.map((a) => (isCode(a) ? a.code.split(":")[0] : a)),
  );
  const compacted = ENGINES.map((engine) =>
    attempt(`makeCompactionPlanMsgpack(${engine})`, () => {
      const plan = makeCompactionPlanMsgpack(bytes, { engine, cutoff, isRepairedOutput: isRepair });
      return { start: plan.start, unresolved: plan.unresolvedCalls };
    }),
  );
  agree(
    "makeCompactionPlanMsgpack",
    compacted.map((a) => (isCode(a) ? a.code.split(":")[0] : a)),
  );
}

const CLASSIFIERS: Array<[string, (item: never) => unknown]> = [
  ["itemType", itemType],
  ["callKey", callKey],
  ["callKeys", callKeys],
  ["isCallItem", isCallItem],
  ["isOutputItem", isOutputItem],
  ["needsOutput", needsOutput],
  ["isMessage", isMessage],
  ["isReasoning", isReasoning],
  ["isNativeCompactionItem", isNativeCompactionItem],
  ["isCompactionTrigger", isCompactionTrigger],
  ["isFamilyPrivateItem", isFamilyPrivateItem],
  ["hasFamilyPrivateContent", hasFamilyPrivateContent],
  ["isLegacyFunctionCall", isLegacyFunctionCall],
  ["isServerExecuted", isServerExecuted],
  ["itemAssistantText", itemAssistantText],
  ["canonicalizeNativeCompactionItem", canonicalizeNativeCompactionItem],
];

/** The elements the harness itself can read (a hostile container may refuse). */
function elements(items: unknown): unknown[] {
  try {
    if (!Array.isArray(items) || items.length > 1000) return [];
    return Array.from({ length: items.length }, (_, i) => items[i]);
  } catch {
    return [];
  }
}

/** Every object-path entry point on hostile items, options and values. */
export function objectTargets(items: unknown, other: unknown, rng: Rng): void {
  const list = items as never;
  for (const element of elements(items))
    for (const [name, classify] of CLASSIFIERS) attempt(name, () => classify(element as never));
  const plans = ENGINES.map((engine) =>
    attempt(`reconcileItems(${engine})`, () => {
      const plan = reconcileItems(list, { engine, isRepairedOutput: isRepair as never });
      return plan.items({ repairOutput: fill as never }).length;
    }),
  );
  agree(
    "reconcileItems",
    plans.map((a) => (isCode(a) ? a.code.split(":")[0] : a)),
  );
  const projection = attempt("new Projection", () => new Projection(list));
  if (projection instanceof Projection) {
    for (const engine of ENGINES) {
      attempt(`makeCompactionPlan(${engine})`, () => {
        const cutoff = rng.int(projection.length + 2);
        const plan = makeCompactionPlan(projection, {
          engine,
          cutoff,
          isRepairedOutput: isRepair as never,
        });
        return plan.projection({
          replacementItems: rng.chance(0.3) ? (other as never) : [],
          additionalItems: rng.chance(0.3) ? (other as never) : [],
          repairOutput: fill as never,
        }).length;
      });
    }
    attempt("Projection.append", () => projection.append(other as never));
    attempt("Projection.replace", () => projection.replace(other as never));
  }
  const families = new Map(elements(items).map((item) => [item, "openai"])) as never;
  attempt("itemsForFamily", () => itemsForFamily(list, "anthropic", { itemFamilies: families }));
  attempt("validateFunctionCall", () =>
    validateFunctionCall(
      (rng.chance(0.5) ? other : { type: "function_call", call_id: "v" }) as never,
      {
        precedingItems: list,
      },
    ),
  );
  attempt("requestMessages", () =>
    requestMessages(list, rng.chance(0.5) ? { family: "openai" } : {}),
  );
  attempt("requestSystem", () => requestSystem(list));
  attempt("estimateTokens", () => estimateTokens(list));
  attempt("responseItems", () => responseItems(other as never));
  attempt("userMessageItem", () => userMessageItem(other as never, list));
  attempt("inputTextItem", () => inputTextItem(other as never));
  attempt("inputImageItem", () => inputImageItem(other as never, { detail: other as never }));
  attempt("functionCallOutputItem", () => functionCallOutputItem(other as never, other as never));
}
