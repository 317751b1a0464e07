// The rule table as documentation data (docs/preflight-rules.md's table is generated from it), from
// rules-info-source.ts: the rules, or in the Node ESM build the data generated from them.
import { PREFLIGHT_RULES } from "./rules-info-source.js";

/** Every rule of every API (documentation data: no checker attached). */
export { PREFLIGHT_RULES };

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
