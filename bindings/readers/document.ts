// A whole parsed document (JSON or msgpack) as the records its format reads one by one.

import { isResponsesBody } from "./detect.js";
import { familyOfModel } from "./family-of.js";
import { apiOfItems } from "./formats/item-lines.js";
import { isRecordObject, problem } from "./problem.js";
import type { MetaFields } from "./sink.js";
import type { RequestBodyKind, TranscriptApi, TranscriptFormat } from "./types.js";

/** The records of a document, with what the document says about itself. */
export interface DocumentRecords {
  records: readonly unknown[];
  /** The dialect, for formats that hold either (json-array, msgpack). */
  api?: TranscriptApi;
  meta?: MetaFields;
}

function modelMeta(model: unknown, family?: string): MetaFields {
  return {
    model: typeof model === "string" ? model : undefined,
    family: family ?? familyOfModel(model),
  };
}

function array(value: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(value)) problem("unknown-record", `${what} is not an array`);
  return value;
}

// A request body's form and other fields (model, tools, max_tokens, ...), carried to the written body.
function requestMeta(
  value: unknown,
  body: RequestBodyKind,
  transcribed: readonly string[],
): MetaFields | undefined {
  if (!isRecordObject(value)) return undefined;
  const rest = Object.fromEntries(Object.entries(value).filter(([k]) => !transcribed.includes(k)));
  // The model a body is sent to names the history's producer (a request replays its own turns).
  const model = typeof value.model === "string" ? modelMeta(value.model) : {};
  return Object.keys(rest).length
    ? { requestBody: body, requestFields: rest, ...model }
    : { requestBody: body, ...model };
}

// A Responses body's input: its items, or its text as one user message.
function responsesInput(input: unknown): readonly unknown[] {
  if (typeof input === "string") return [{ type: "message", role: "user", content: input }];
  return input as unknown[];
}

function anthropicRecords(value: any): readonly unknown[] {
  if (Array.isArray(value)) return value;
  const messages = array(value?.messages, "messages");
  if (value.system === undefined) return messages;
  return [{ role: "system", content: value.system }, ...messages];
}

/** Splits a document of `format` into records. */
export function documentRecords(format: TranscriptFormat, value: any): DocumentRecords {
  switch (format) {
    case "json-array":
    case "msgpack": {
      if (isRecordObject(value) && isResponsesBody(value)) {
        const records = responsesInput(value.input);
        return { records, api: "responses", meta: requestMeta(value, "responses", ["input"]) };
      }
      const records = Array.isArray(value) ? value : array(value?.messages, "the document");
      return { records, api: apiOfItems(records), meta: requestMeta(value, "chat", ["messages"]) };
    }
    case "claude-code":
      return { records: array(value, "a Claude Code dump") };
    case "anthropic-messages":
      return {
        records: anthropicRecords(value),
        meta: requestMeta(value, "anthropic", ["messages", "system"]),
      };
    case "responses-response":
      if (!isRecordObject(value)) problem("unknown-record", "not a response object");
      return { records: array(value.output, "output"), meta: modelMeta(value.model, "openai") };
    case "chat-completion": {
      const choices = array(value?.choices, "choices");
      return { records: choices.map((c: any) => c?.message), meta: modelMeta(value.model) };
    }
    case "anthropic-response":
      return { records: [value], meta: modelMeta(value?.model, "anthropic") };
    default:
      return problem("unknown-record", `${format} is a line format, not a document`);
  }
}
