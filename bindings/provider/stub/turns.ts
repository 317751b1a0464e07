// The stub's script: short forms of a turn, checked up front and expanded into responses.
import { invalidArgument } from "../../errors.js";
import type {
  Block,
  ProviderRequest,
  ProviderResponse,
  StopReason,
  ToolUseBlock,
  Usage,
} from "../protocol.js";
import { isRecord } from "../validate.js";

/** A scripted tool call; `id` defaults to a counter (`call_stub_1`, ...). */
export interface StubToolCall {
  readonly name: string;
  readonly input?: unknown;
  readonly id?: string;
}

/** Fields any object form may add: a thinking block first, an explicit model or usage. */
export interface StubExtras {
  readonly thinking?: string;
  readonly model?: string;
  readonly usage?: Usage;
}

/** A whole response, for anything the short forms do not say; stopReason is derived when absent. */
export interface StubFullResponse {
  readonly content: readonly Block[];
  readonly stopReason?: StopReason;
  readonly stopDetails?: ProviderResponse["stopDetails"];
  readonly model?: string;
  readonly usage?: Usage;
}

/**
 * One scripted turn: a string (a text answer), `{ text }`, `{ tool, input? }` (one call),
 * `{ tools: [...] }` (several), `{ refusal }` (explanation or null, optional partial `text`),
 * `{ maxTokens: text }` (cut off), `{ response }` (verbatim), or a function of the request.
 */
export type StubTurn =
  | string
  | (StubExtras & { readonly text: string })
  | (StubExtras & {
      readonly tool: string;
      readonly input?: unknown;
      readonly id?: string;
      readonly text?: string;
    })
  | (StubExtras & { readonly tools: readonly StubToolCall[]; readonly text?: string })
  | (StubExtras & {
      readonly refusal: string | null;
      readonly category?: string | null;
      readonly text?: string;
    })
  | (StubExtras & { readonly maxTokens: string })
  | { readonly response: StubFullResponse }
  | StubTurnFunction;

/** A turn computed from the request it answers (`turn` counts from 0). */
export type StubTurnFunction = (request: ProviderRequest, turn: number) => StubTurn;

/** A turn in one of the data forms. */
export type StubDataTurn = Exclude<StubTurn, StubTurnFunction>;

const FORMS = ["text", "tool", "tools", "refusal", "maxTokens", "response"] as const;

function form(turn: object): (typeof FORMS)[number] | undefined {
  const present = FORMS.filter((key) => Object.hasOwn(turn, key));
  if (present.length === 1) return present[0];
  // `text` rides along with tool and refusal forms.
  const withoutText = present.filter((key) => key !== "text");
  return withoutText.length === 1 ? withoutText[0] : undefined;
}

function checkCalls(calls: unknown): boolean {
  return (
    Array.isArray(calls) &&
    calls.every((c) => isRecord(c) && typeof c.name === "string" && c.name !== "")
  );
}

/** Throws `invalid-argument` unless `turn` is one of the {@link StubTurn} forms. */
export function checkTurn(turn: unknown, where: string): void {
  if (typeof turn === "string" || typeof turn === "function") return;
  const kind = isRecord(turn) ? form(turn) : undefined;
  const ok =
    kind !== undefined &&
    ((kind === "text" && typeof (turn as { text: unknown }).text === "string") ||
      (kind === "tool" && typeof (turn as { tool: unknown }).tool === "string") ||
      (kind === "tools" && checkCalls((turn as { tools: unknown }).tools)) ||
      (kind === "refusal" && (turn as { refusal: unknown }).refusal !== undefined) ||
      (kind === "maxTokens" && typeof (turn as { maxTokens: unknown }).maxTokens === "string") ||
      (kind === "response" && Array.isArray((turn as any).response?.content)));
  if (!ok) throw invalidArgument(`${where} is not a stub turn`, { item: turn });
}

/** Where ids come from: a counter owned by one stub instance. */
export interface StubContext {
  nextId(): string;
  readonly model: string;
}

function toolBlock(call: StubToolCall, ctx: StubContext): ToolUseBlock {
  const input = call.input === undefined ? {} : structuredClone(call.input);
  return { type: "tool-use", id: call.id ?? ctx.nextId(), name: call.name, input };
}

function leading(turn: StubExtras & { text?: string }): Block[] {
  const blocks: Block[] = [];
  if (turn.thinking !== undefined) blocks.push({ type: "thinking", text: turn.thinking });
  if (turn.text !== undefined && turn.text !== "") blocks.push({ type: "text", text: turn.text });
  return blocks;
}

function finish(
  turn: StubExtras,
  ctx: StubContext,
  stopReason: StopReason,
  content: Block[],
): ProviderResponse {
  const usage = turn.usage ? { ...turn.usage } : { inputTokens: 0, outputTokens: 0 };
  return { stopReason, content, model: turn.model ?? ctx.model, usage };
}

function fullResponse(full: StubFullResponse, ctx: StubContext): ProviderResponse {
  const content = structuredClone(full.content) as Block[];
  const derived = content.some((b) => b.type === "tool-use") ? "tool_use" : "end_turn";
  const response = finish(full, ctx, full.stopReason ?? derived, content);
  return full.stopDetails ? { ...response, stopDetails: { ...full.stopDetails } } : response;
}

/** Expands a checked, non-function turn into a fresh response (ids drawn from `ctx`). */
export function turnResponse(turn: StubDataTurn, ctx: StubContext): ProviderResponse {
  if (typeof turn === "string") return finish({}, ctx, "end_turn", leading({ text: turn }));
  if ("response" in turn) return fullResponse(turn.response, ctx);
  if ("tools" in turn) {
    const calls = turn.tools.map((call) => toolBlock(call, ctx));
    return finish(turn, ctx, "tool_use", [...leading(turn), ...calls]);
  }
  if ("tool" in turn) {
    const call = toolBlock({ name: turn.tool, input: turn.input, id: turn.id }, ctx);
    return finish(turn, ctx, "tool_use", [...leading(turn), call]);
  }
  if ("refusal" in turn) {
    const stopDetails = {
      type: "refusal" as const,
      category: turn.category ?? null,
      explanation: turn.refusal,
    };
    return { ...finish(turn, ctx, "refusal", leading(turn)), stopDetails };
  }
  if ("maxTokens" in turn) {
    return finish(turn, ctx, "max_tokens", leading({ ...turn, text: turn.maxTokens }));
  }
  return finish(turn, ctx, "end_turn", leading(turn));
}
