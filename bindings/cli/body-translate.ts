// A request body field under another body form's name and shape, where the two mean the same
// (model, sampling, token limit, stop sequences, function tools, tool choice); the rest has no
// counterpart and is reported lost by request-fields.ts.
import type { RequestBodyKind } from "../readers/types.js";

type Field = [name: string, value: unknown];

/** Fields spelled and meant the same in an Anthropic, a Chat and a Responses body. */
const SAME = new Set(["model", "temperature", "top_p", "stream"]);

const MAX_TOKENS: Record<RequestBodyKind, string> = {
  anthropic: "max_tokens",
  chat: "max_completion_tokens",
  responses: "max_output_tokens",
};
const MAX_TOKEN_NAMES = new Set(["max_tokens", "max_completion_tokens", "max_output_tokens"]);

/** A function tool as the three forms share it. */
interface FunctionTool {
  name: string;
  description?: unknown;
  parameters: unknown;
  strict?: unknown;
}

const isObject = (v: unknown): v is Record<string, any> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

// Only the keys a function tool of `from` has: any other key (cache_control, a server tool's
// settings) has no counterpart, and the tool is then not translated.
function keysWithin(value: Record<string, unknown>, allowed: readonly string[]): boolean {
  return Object.keys(value).every((k) => allowed.includes(k));
}

function toolOf(tool: unknown, from: RequestBodyKind): FunctionTool | undefined {
  if (!isObject(tool)) return undefined;
  if (from === "anthropic") {
    const custom = tool.type === undefined || tool.type === "custom";
    if (!custom || typeof tool.name !== "string" || !isObject(tool.input_schema)) return undefined;
    if (!keysWithin(tool, ["type", "name", "description", "input_schema"])) return undefined;
    return { name: tool.name, description: tool.description, parameters: tool.input_schema };
  }
  const fn = from === "chat" ? tool.function : tool;
  if (tool.type !== "function" || !isObject(fn) || typeof fn.name !== "string") return undefined;
  if (from === "chat" && !keysWithin(tool, ["type", "function"])) return undefined;
  if (!keysWithin(fn, ["type", "name", "description", "parameters", "strict"])) return undefined;
  return {
    name: fn.name,
    description: fn.description,
    parameters: fn.parameters,
    strict: fn.strict,
  };
}

function toolIn(tool: FunctionTool, to: RequestBodyKind): Record<string, unknown> | undefined {
  const { name, description, parameters, strict } = tool;
  const described = description === undefined ? {} : { description };
  if (to === "anthropic") {
    if (strict !== undefined) return undefined; // Anthropic tools have no strict mode
    return { name, ...described, input_schema: parameters ?? { type: "object" } };
  }
  const fn = {
    name,
    ...described,
    ...(parameters === undefined ? {} : { parameters }),
    ...(strict === undefined ? {} : { strict }),
  };
  return to === "chat" ? { type: "function", function: fn } : { type: "function", ...fn };
}

function tools(value: unknown, from: RequestBodyKind, to: RequestBodyKind): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: unknown[] = [];
  for (const tool of value) {
    const common = toolOf(tool, from);
    const written = common && toolIn(common, to);
    if (!written) return undefined;
    out.push(written);
  }
  return out;
}

/** A tool choice as the three forms share it: a mode, or one tool by name. */
type Choice = "auto" | "none" | "required" | { name: string };

function choiceOf(value: unknown, from: RequestBodyKind): Choice | undefined {
  if (from === "anthropic") {
    if (!isObject(value) || !keysWithin(value, ["type", "name"])) return undefined;
    if (value.type === "tool" && typeof value.name === "string") return { name: value.name };
    return ({ auto: "auto", any: "required", none: "none" } as const)[value.type as "auto"];
  }
  if (value === "auto" || value === "none" || value === "required") return value;
  if (!isObject(value) || value.type !== "function") return undefined;
  const name = from === "chat" ? value.function?.name : value.name;
  return typeof name === "string" ? { name } : undefined;
}

function choiceIn(choice: Choice, to: RequestBodyKind): unknown {
  if (to === "anthropic") {
    if (typeof choice === "object") return { type: "tool", name: choice.name };
    return { type: choice === "required" ? "any" : choice };
  }
  if (typeof choice !== "object") return choice;
  return to === "chat"
    ? { type: "function", function: { name: choice.name } }
    : { type: "function", name: choice.name };
}

/**
 * `name: value` of a `from` body as the `to` body holds it, or undefined when `to` has no field
 * that means the same (the caller reports it lost).
 */
export function translateField(
  name: string,
  value: unknown,
  from: RequestBodyKind,
  to: RequestBodyKind,
): Field | undefined {
  if (SAME.has(name)) return [name, value];
  if (MAX_TOKEN_NAMES.has(name)) return [MAX_TOKENS[to], value];
  if (name === "stop_sequences" && to === "chat") return ["stop", value];
  if (name === "stop" && from === "chat" && to === "anthropic")
    return ["stop_sequences", typeof value === "string" ? [value] : value];
  if (name === "tools") {
    const written = tools(value, from, to);
    return written && [name, written];
  }
  if (name === "tool_choice") {
    const choice = choiceOf(value, from);
    return choice === undefined ? undefined : [name, choiceIn(choice, to)];
  }
  return undefined;
}
