// Constructors with the exact Responses API shapes.
import { DEFAULT_MAX_ITEMS } from "../../common/codes.js";
import { invalidArgument } from "../errors.js";
import { isArrayValue } from "../is-array.js";
import { boundedArray } from "../limits.js";

/** An `input_text` content part. */
export interface InputTextItem {
  type: "input_text";
  text: string;
}

/** An `input_image` content part. */
export interface InputImageItem {
  type: "input_image";
  image_url: string;
  detail: ImageDetail;
}

/** Image detail accepted by the Responses API. */
export type ImageDetail = "low" | "high" | "auto";

/** A user `message` item; `Leading` is the type of the content parts placed before the text. */
export interface UserMessageItem<Leading extends object = InputTextItem | InputImageItem> {
  type: "message";
  role: "user";
  content: Array<Leading | InputTextItem>;
}

/** A `function_call_output` item. */
export interface FunctionCallOutputItem {
  type: "function_call_output";
  call_id: string;
  output: string | Array<Record<string, unknown>>;
}

function requireString(value: unknown, name: string): string {
  if (typeof value !== "string") throw invalidArgument(`${name} must be a string`);
  return value;
}

/** An `input_text` content part; a non-string text is `invalid-argument`. */
export function inputTextItem(text: string): InputTextItem {
  return { type: "input_text", text: requireString(text, "text") };
}

/** An `input_image` content part; `detail` is `low`, `high` or `auto` (the default). */
export function inputImageItem(
  url: string,
  options: { detail?: ImageDetail } = {},
): InputImageItem {
  const detail = options.detail ?? "auto";
  if (detail !== "low" && detail !== "high" && detail !== "auto") {
    throw invalidArgument(
      `detail must be "low", "high" or "auto", got ${typeof detail === "string" ? JSON.stringify(detail) : typeof detail}`,
    );
  }
  return { type: "input_image", image_url: requireString(url, "url"), detail };
}

/** A user `message` whose content is `leadingContentItems` (images, files) then the text. */
export function userMessageItem<Leading extends object = InputTextItem | InputImageItem>(
  text: string,
  leadingContentItems: readonly Leading[] = [],
): UserMessageItem<Leading> {
  if (!isArrayValue(leadingContentItems)) {
    throw invalidArgument("leadingContentItems must be an array");
  }
  const leading = boundedArray(leadingContentItems, DEFAULT_MAX_ITEMS, "leadingContentItems");
  return { type: "message", role: "user", content: [...leading, inputTextItem(text)] };
}

/** A `function_call_output` for `callId` (a non-empty string); `output` a string or content parts. */
export function functionCallOutputItem(
  callId: string,
  output: string | ReadonlyArray<Record<string, unknown>>,
): FunctionCallOutputItem {
  if (typeof callId !== "string" || callId === "") {
    throw invalidArgument("callId must be a non-empty string");
  }
  if (typeof output !== "string" && !isArrayValue(output)) {
    throw invalidArgument("output must be a string or an array of content items");
  }
  return {
    type: "function_call_output",
    call_id: callId,
    output: typeof output === "string" ? output : boundedArray(output, DEFAULT_MAX_ITEMS, "output"),
  };
}
