// What the three vendor adapters share: their options, reading a stream, small JSON helpers.
import { invalidArgument } from "../errors.js";
import { toProviderError } from "./errors.js";
import type {
  Block,
  ProviderRequest,
  ProviderResponse,
  ToolSpec,
  VendorName,
  VendorPayload,
} from "./protocol.js";
import { isRecord } from "./validate.js";

/** Options every adapter takes. */
export interface AdapterOptions {
  /** The model when the request names none. */
  readonly model?: string;
  /** Extra vendor request fields, merged last (they win over the mapped ones). */
  readonly params?: Readonly<Record<string, unknown>>;
  /** Per-call options for the SDK (`signal`, `timeout`, `headers`, ...). */
  readonly requestOptions?: Readonly<Record<string, unknown>>;
  /**
   * `false` sends without preflight. By default the exact body is preflighted (SPEC §10) and a
   * violation is a `PreflightError`; no request is made.
   */
  readonly preflight?: boolean;
}

/**
 * Feeds each object event of an SDK stream to `handle`. A failure while reading is a
 * ProviderError with reason `stream` (unless it carries an HTTP status); if `handle`
 * throws, the stream is closed (the SDK aborts the request) and the error rethrown.
 */
export async function forEachEvent(
  vendor: VendorName,
  events: AsyncIterable<unknown>,
  handle: (event: Record<string, unknown>) => void,
): Promise<void> {
  const iterator = events[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<unknown>;
    try {
      next = await iterator.next();
    } catch (err) {
      throw toProviderError(vendor, err, "stream");
    }
    if (next.done) return;
    if (!isRecord(next.value)) continue;
    try {
      handle(next.value);
    } catch (err) {
      await iterator.return?.();
      throw err;
    }
  }
}

/** The model to use, or an `invalid-argument` error. */
export function modelOf(request: ProviderRequest, options: AdapterOptions): string {
  const model = request.model ?? options.model;
  if (model === undefined) {
    throw invalidArgument("no model: set request.model or the adapter's options.model");
  }
  return model;
}

/** The vendor item a block carries when it belongs to `vendor`, else undefined. */
export function ownItem(block: Block, vendor: VendorName): VendorPayload | undefined {
  if (block.type === "image" || block.type === "file" || block.type === "tool-result") return;
  return block.vendor === vendor && isRecord(block.item) ? block.item : undefined;
}

/** Parsed tool arguments; the raw string when they are not JSON. */
export function parseArguments(json: unknown): unknown {
  if (typeof json !== "string") return json ?? {};
  if (json.trim() === "") return {};
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** Tool input as an arguments string (a string input is taken as already encoded). */
export function argumentsJson(input: unknown): string {
  return typeof input === "string" ? input : JSON.stringify(input ?? {});
}

/** The system blocks' text joined by blank lines; undefined when there is none. */
export function systemText(request: ProviderRequest): string | undefined {
  const text = request.system.map((block) => block.text).join("\n\n");
  return text === "" ? undefined : text;
}

/** A number field, or undefined. */
export function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** Copies `usage` without undefined optional fields (so responses serialize the same). */
export function compactUsage(usage: Record<string, number | undefined>): ProviderResponse["usage"] {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(usage)) if (value !== undefined) out[key] = value;
  return { inputTokens: 0, outputTokens: 0, ...out };
}

/**
 * Usage in the shape both OpenAI APIs share, each with its own words for the two sides (Chat
 * Completions `prompt` / `completion`, Responses `input` / `output`): `<in>_tokens`,
 * `<out>_tokens`, the cached count in `<in>_tokens_details`, the reasoning count in
 * `<out>_tokens_details`. Anything missing or malformed is left out.
 */
export function sidedUsage(
  raw: unknown,
  inSide: string,
  outSide: string,
): ProviderResponse["usage"] {
  const u = isRecord(raw) ? raw : {};
  const inDetails = u[`${inSide}_tokens_details`];
  const outDetails = u[`${outSide}_tokens_details`];
  return compactUsage({
    inputTokens: num(u[`${inSide}_tokens`]),
    outputTokens: num(u[`${outSide}_tokens`]),
    cacheReadTokens: num(isRecord(inDetails) ? inDetails.cached_tokens : undefined),
    reasoningTokens: num(isRecord(outDetails) ? outDetails.reasoning_tokens : undefined),
  });
}

/**
 * A tool's fields as Anthropic and Chat Completions spell them: `name`, the input's JSON schema
 * under `schemaField` (an empty object schema when the spec has none), and `description` and
 * `strict` only when given.
 */
export function toolFields(spec: ToolSpec, schemaField: string): Record<string, unknown> {
  const out: Record<string, unknown> = {
    name: spec.name,
    [schemaField]: spec.inputSchema ?? { type: "object", properties: {} },
  };
  if (spec.description !== undefined) out.description = spec.description;
  if (spec.strict !== undefined) out.strict = spec.strict;
  return out;
}
