// Every relative link in the user-facing Markdown (README, ARCHITECTURE, docs/, examples/) leads to
// a file that exists and, when it names a heading (`#anchor`), to a heading with that slug.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The Markdown pages a reader follows links from. */
function pages(): string[] {
  const inDocs = readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => join("docs", name));
  const examples = ["examples/server/README.md", "examples/server/RESULTS.md"];
  return ["README.md", "ARCHITECTURE.md", ...inDocs, ...examples].filter((path) =>
    existsSync(join(root, path)),
  );
}

/** The text outside fenced code blocks and inline code, where a `[x](y)` is a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of text.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6} +(.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    out.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return out;
}

/** Each relative link of `page` (its `text`) that leads nowhere, as `target (reason)`. */
function brokenLinks(page: string, text = readFileSync(join(root, page), "utf8")): string[] {
  const broken: string[] = [];
  for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const [path, anchor] = target.split("#", 2);
    const file = path === "" ? join(root, page) : join(root, dirname(page), path);
    if (!existsSync(file)) {
      broken.push(`${target} (no ${relative(root, file)})`);
      continue;
    }
    if (anchor === undefined || !file.endsWith(".md") || statSync(file).isDirectory()) continue;
    if (!anchors(readFileSync(file, "utf8")).has(anchor))
      broken.push(`${target} (no heading #${anchor} in ${relative(root, file)})`);
  }
  return broken;
}

/** Files that name a section or entry of docs/decisions.md in words: `decisions.md, "Name"`. */
function citingFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(path);
      return /\.(ts|mjs|md)$/.test(entry.name) && entry.name !== "RESULTS.md" ? [path] : [];
    });
  return [...pages(), ...walk("bindings"), ...walk("assembly"), ...walk("bench")];
}

/** Each `decisions.md, "Name"` of `text` that no heading or entry title of decisions.md begins with. */
function missingSections(text: string, headings: readonly string[]): string[] {
  const cited = [...text.matchAll(/decisions\.md\)?,? "([^"]+)"/g)].map(([, name]) =>
    name.replace(/\s+/g, " "),
  );
  return cited.filter((name) => !headings.some((heading) => heading.startsWith(name)));
}

describe("documentation links", () => {
  it("computes GitHub's anchors", () => {
    const slugs = anchors("# Engines (SPEC §7)\n## What `script/demo` prints\n# A\n# A\n");
    expect([...slugs]).toEqual(["engines-spec-7", "what-scriptdemo-prints", "a", "a-1"]);
  });

  it("finds a missing file or heading, and reads no link in code", () => {
    expect(anchors("```\n# not a heading\n```\n").size).toBe(0);
    const text = "[a](nowhere.md) [b](runtimes.md#no-such) [c](runtimes.md#deno) `[d](x.md)`";
    expect(brokenLinks("docs/page.md", text)).toEqual([
      "nowhere.md (no docs/nowhere.md)",
      "runtimes.md#no-such (no heading #no-such in docs/runtimes.md)",
    ]);
  });

  it("every section or entry of docs/decisions.md cited by name exists", () => {
    const decisions = readFileSync(join(root, "docs", "decisions.md"), "utf8");
    const headings = [
      ...[...decisions.matchAll(/^#{2,3} +(.+)$/gm)].map(([, heading]) => heading),
      ...[...decisions.matchAll(/^- \*\*([\s\S]+?)\*\*/gm)].map(([, title]) =>
        title.replace(/\s+/g, " "),
      ),
    ];
    expect(missingSections('see decisions.md, "No such part"', headings)).toEqual(["No such part"]);
    const missing = citingFiles().flatMap((file) =>
      missingSections(readFileSync(join(root, file), "utf8"), headings).map((s) => `${file}: ${s}`),
    );
    expect(missing).toEqual([]);
  });

  for (const page of pages()) {
    it(`${page}: every relative link resolves`, () => {
      expect(brokenLinks(page)).toEqual([]);
    });
  }
});
