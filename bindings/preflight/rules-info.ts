// The rule table as documentation data (README's "Preflight" table is generated from it). It is
// generated from the rules (rules-info.generated.ts), so the main entry exports it without
// loading the rules themselves (the Node ESM build loads them at the first preflight call).
import { RULE_INFOS } from "./rules-info.generated.js";
import type { RuleInfo } from "./types.js";

/** Every rule of every API (documentation data: no checker attached). */
export const PREFLIGHT_RULES: readonly RuleInfo[] = Object.freeze(
  RULE_INFOS.map(({ id, api, text, source, trigger, fix, stated, seenIn }) =>
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
