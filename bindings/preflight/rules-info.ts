// The rule table as documentation data (docs/preflight-rules.md's table is generated from it):
// the APIs' data modules alone, so importing it loads no checker. rules.ts joins the same data
// with the checks (so in the bundler and edge builds this shares the rules' chunk, which a bundle
// that uses neither leaves out whole).
import { ANTHROPIC_INFO } from "./anthropic/info.js";
import { CHAT_INFO } from "./chat/info.js";
import type { RuleEntry } from "./info.js";
import { RESPONSES_INFO } from "./responses/info.js";
import type { PreflightApi, RuleInfo } from "./types.js";

/** Each API's rule data, in the order PROVIDER-RULES.md lists them (library rules last). */
export const INFO_BY_API = {
  responses: RESPONSES_INFO,
  chat: CHAT_INFO,
  anthropic: ANTHROPIC_INFO,
} as const;

/** Every rule of every API (documentation data: no checker attached). */
export const PREFLIGHT_RULES: readonly RuleInfo[] = Object.freeze(
  Object.entries(INFO_BY_API).flatMap(([api, entries]) =>
    Object.entries(entries as Readonly<Record<string, RuleEntry>>).map(
      ([id, { text, source, trigger, fix, stated, seenIn }]) =>
        Object.freeze({ id, api: api as PreflightApi, text, source, trigger, fix, stated, seenIn }),
    ),
  ),
);

/** The rule table as Markdown (docs/preflight-rules.md holds its output; a test keeps them equal). */
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
