// A preflight rule: one named unit holding its id, the provider's text, its trigger and its fix.
import type { PreflightApi, PreflightFix, PreflightOptions, Violation } from "./types.js";

/** Values filled into a rule's text: `{name}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

/** One rule of PROVIDER-RULES.md. `C` is the context its API's checker builds once per call. */
export interface Rule<C = unknown> {
  /** Stable id, `<api>/<name>`. */
  readonly id: string;
  readonly api: PreflightApi;
  /** The provider's text with `{name}` placeholders; for a `library` rule, the library's own words. */
  readonly text: string;
  /** Where the text comes from: the provider, third-party code only (*unverified*), or the library. */
  readonly source: "provider" | "unverified" | "library";
  /** When it fires, in one sentence. */
  readonly trigger: string;
  /** The usual remedy (a violation may name another, e.g. `reconcile` for an early output). */
  readonly fix: PreflightFix;
  /** *Stated*: the option that must state the fact the rule rests on; undefined when always checked. */
  readonly stated?: string;
  /** Public threads where users hit it. */
  readonly seenIn: string;
  /** Whether the options state what the rule needs. */
  readonly applies: (options: PreflightOptions) => boolean;
  /** The violations of one input. */
  readonly check: (context: C) => Violation[];
}

/** Always checked. */
export const always = (): boolean => true;

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

/** The violation of `rule` for one finding; `callId` also fills `{callId}`. */
export function violation(rule: Rule<never>, finding: Finding): Violation {
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
