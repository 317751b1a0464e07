// The public shapes of preflight (SPEC §10).
import type { EngineName } from "../engine/name.js";
import type { Family, Item } from "../items/types.js";

/** The API a request is checked for. */
export type PreflightApi = "responses" | "chat" | "anthropic";

/** The remedy of a violation, by name. */
export type PreflightFix =
  | "reconcile"
  | "drop-orphan"
  | "family-projection"
  | "drop-id"
  | "remove-item"
  | "canonicalize"
  | "reorder";

/** What the request states about the server and the model (SPEC §10). */
export interface PreflightOptions {
  api: PreflightApi;
  /** The target model; decides `chat/reasoning-content-required` and may name the producer of thinking. */
  model?: string;
  /** The family the request goes to; with `itemFamilies`, enables the foreign-content rules. */
  family?: Family;
  /** Which family produced which item (for Anthropic: a message or a thinking block); compared with `family` only. */
  itemFamilies?: ReadonlyMap<unknown, Family>;
  /**
   * Which model produced which item (as `itemFamilies` keys it); with `model`, the foreign-thinking
   * and foreign-encrypted-content rules compare these, never a family with a model.
   */
  itemModels?: ReadonlyMap<unknown, string>;
  /** Responses: whether items are stored server-side. Default `false`. */
  store?: boolean;
  /** Anthropic extended thinking, or DeepSeek / Kimi thinking mode, is enabled. */
  thinking?: boolean;
  /** Responses: the model accepts reasoning items. Default `true`. */
  reasoningModel?: boolean;
  /** The correlation engine for the pairing rules (`auto` as in every planning call). */
  engine?: EngineName;
}

/** One reason the provider would reject the request. */
export interface Violation {
  /** Stable rule id, e.g. `responses/missing-output`. */
  rule: string;
  /** The provider's text with the ids filled in. */
  message: string;
  /** Position in `input`: the item, or for Anthropic the message. */
  index: number;
  /** Anthropic only: the block's position inside `messages[index].content`. */
  block?: number;
  /** The offending item (for Anthropic, the block; the message when the rule names a message). */
  item: unknown;
  /** The call key, where one applies. */
  callId?: string;
  fix: PreflightFix;
}

/** The verdict: `ok` exactly when there is no violation. */
export interface PreflightResult {
  ok: boolean;
  violations: Violation[];
}

/** The input as preflight reads it: items (Responses, Chat) or Anthropic messages. */
export type PreflightInput = readonly Item[] | readonly unknown[];

/** What a reader needs of one rule: its id, text, trigger, fix, and whether it is stated. */
export interface RuleInfo {
  /** Stable id, `<api>/<name>`. */
  readonly id: string;
  readonly api: PreflightApi;
  /** The provider's text with `{name}` placeholders; for a `library` rule, the library's own words. */
  readonly text: string;
  /** Where the text comes from: the provider, third-party code only (*unverified*), or the library. */
  readonly source: "provider" | "unverified" | "library";
  /** When it fires, in one sentence. */
  readonly trigger: string;
  /** The usual remedy, a {@link PreflightFix}. */
  readonly fix: string;
  /** *Stated*: the option that must state the fact the rule rests on; undefined when always checked. */
  readonly stated?: string;
  /** Public threads where users hit it. */
  readonly seenIn: string;
}
