// Every preflight rule, in one table (README's "Preflight" table is generated from it).
import { ANTHROPIC_RULES } from "./anthropic/rules.js";
import { CHAT_RULES } from "./chat/rules.js";
import { RESPONSES_RULES } from "./responses/rules.js";
import type { Rule } from "./rule.js";
import type { PreflightApi } from "./types.js";

/** The rules of each API, in the order PROVIDER-RULES.md lists them (library rules last). */
export const RULES_BY_API: Readonly<Record<PreflightApi, readonly Rule<never>[]>> = {
  responses: RESPONSES_RULES,
  chat: CHAT_RULES,
  anthropic: ANTHROPIC_RULES,
};

/** What a reader needs of one rule: its id, text, trigger, fix, and whether it is stated. */
export interface RuleInfo {
  readonly id: string;
  readonly api: PreflightApi;
  readonly text: string;
  readonly source: "provider" | "unverified" | "library";
  readonly trigger: string;
  readonly fix: string;
  readonly stated?: string;
  readonly seenIn: string;
}

/** Every rule of every API (documentation data: no checker attached). */
export const PREFLIGHT_RULES: readonly RuleInfo[] = Object.freeze(
  Object.values(RULES_BY_API)
    .flat()
    .map(({ id, api, text, source, trigger, fix, stated, seenIn }) =>
      Object.freeze({ id, api, text, source, trigger, fix, stated, seenIn }),
    ),
);

/** The rule table as Markdown (the README holds its output; a test keeps them equal). */
export function rulesTable(): string {
  const cell = (s: string) => s.replaceAll("|", "\\|").replaceAll("\n", " ");
  const rows = PREFLIGHT_RULES.map((rule) => {
    const marks = [
      rule.stated && `*stated*: \`${rule.stated}\``,
      rule.source === "unverified" && "*unverified*",
      rule.source === "library" && "*library text*",
    ]
      .filter(Boolean)
      .join("; ");
    const id = `\`${rule.id}\`${marks ? ` (${marks})` : ""}`;
    return `| ${id} | ${cell(`\`${rule.text}\``)} | ${cell(rule.trigger)} | \`${rule.fix}\` | ${cell(rule.seenIn)} |`;
  });
  return ["| rule | message | trigger | fix | seen in |", "|---|---|---|---|---|", ...rows].join(
    "\n",
  );
}
