// A preflight rule: its documentation data (the API's info.ts) joined with its check.
import type { RuleData, RuleEntry } from "./info.js";
import type { PreflightApi, PreflightFix, PreflightOptions, Violation } from "./types.js";

/** Values filled into a rule's text: `{name}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

/** Whether the options state what a rule needs. */
export type Applies = (options: PreflightOptions) => boolean;

/** One rule of PROVIDER-RULES.md. `C` is the context its API's checker builds once per call. */
export interface Rule<C = unknown> extends RuleData {
  /** Whether the options state what the rule needs (always, unless the rule is *stated*). */
  readonly applies: Applies;
  /** The violations of one input. */
  readonly check: (context: C) => Violation[];
}

/** The violations of one input for `rule`, the data of the rule the check belongs to. */
export type CheckFn<C> = (context: C, rule: RuleData) => Violation[];

/** A rule's check, with the condition it needs when the rule is *stated* ({@link whenStated}). */
export type Check<C> = CheckFn<C> | { readonly applies: Applies; readonly check: CheckFn<C> };

/** `check`, run only when `applies` says the options state what its *stated* rule needs. */
export function whenStated<C>(applies: Applies, check: CheckFn<C>): Check<C> {
  return { applies, check };
}

/** Always checked. */
const always = (): boolean => true;

/** The rules of `api` in the order of its data, `entries`: each joined with the check of its id. */
export function rulesOf<A extends PreflightApi, K extends `${A}/${string}`, C>(
  api: A,
  entries: Readonly<Record<K, RuleEntry>>,
  checks: Readonly<Record<K, Check<C>>>,
): Rule<C>[] {
  return (Object.keys(entries) as K[]).map((id) => {
    const given: Check<C> = checks[id];
    const { applies, check } =
      typeof given === "function" ? { applies: always, check: given } : given;
    const data: RuleData = { id, api, ...entries[id] };
    return { ...data, applies, check: (context: C) => check(context, data) };
  });
}

/** `text` with each `{name}` replaced by its value (unknown names are left as written). */
export function fillText(text: string, values: TextValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** What a violation says beyond its rule. */
export interface Finding {
  index: number;
  block?: number;
  item: unknown;
  callId?: string;
  fix?: PreflightFix;
  values?: TextValues;
}

/** The violation of the rule `rule` documents, for one finding; `callId` also fills `{callId}`. */
export function violation(rule: RuleData, finding: Finding): Violation {
  const values = { callId: finding.callId ?? "", index: finding.index, ...finding.values };
  const out: Violation = {
    rule: rule.id,
    message: fillText(rule.text, values),
    index: finding.index,
    item: finding.item,
    fix: finding.fix ?? rule.fix,
  };
  if (finding.block !== undefined) out.block = finding.block;
  if (finding.callId !== undefined) out.callId = finding.callId;
  return out;
}

/** The violations `visit` finds, one value at a time. */
export function collect<T>(
  values: readonly T[],
  visit: (value: T, index: number) => Violation | undefined,
): Violation[] {
  const out: Violation[] = [];
  values.forEach((value, index) => {
    const found = visit(value, index);
    if (found) out.push(found);
  });
  return out;
}
