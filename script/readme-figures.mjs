// Copies the benchmark's figures from bench/RESULTS.md into README.md and docs/*.md, so no figure
// in the docs is typed by hand: the targets table (between `<!-- targets` and `<!-- /targets -->`
// in RESULTS.md) replaces what stands between `<!-- bench:targets -->` and
// `<!-- /bench:targets -->` in the README, and each `<!-- fig:NAME -->…<!-- /fig -->` of any page
// gets the value NAME has in RESULTS.md's `<!-- figures: {...} -->` line. Each block
// `<!-- readme:NAME -->…<!-- /readme:NAME -->` of RESULTS.md (a paragraph a bench writes from its
// run, e.g. cold-start) replaces `<!-- bench:NAME -->…<!-- /bench:NAME -->` in the page that has
// it, its relative links made relative to that page. Exits 1 (nothing written) when a marker or a
// figure is missing. Run by `npm run bench` after it writes RESULTS.md; `--check` only reports
// whether the pages are current; `--blocks` copies only the readme: blocks (for a bench that
// writes one).
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";

const results = readFileSync("bench/RESULTS.md", "utf8");
const PAGES = [
  "README.md",
  ...readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const pages = new Map(PAGES.map((path) => [path, readFileSync(path, "utf8")]));

function fail(message) {
  console.error(`readme-figures: ${message}`);
  process.exit(1);
}

/** RESULTS.md's links are relative to the repository root; a page in docs/ needs them one up. */
function relink(text, path) {
  if (!path.startsWith("docs/")) return text;
  return text.replace(/\]\((?![a-z]+:|#|\/)([^)]+)\)/g, "](../$1)");
}

const next = new Map(pages);
if (!process.argv.includes("--blocks")) {
  const table = results.match(/<!-- targets[^>]*-->\n([\s\S]*?)\n<!-- \/targets -->/);
  if (!table) fail("no targets table in bench/RESULTS.md");
  const figuresLine = results.match(/<!-- figures: (\{.*\}) -->/);
  if (!figuresLine) fail("no figures line in bench/RESULTS.md");
  const figures = JSON.parse(figuresLine[1]);

  // The block may be empty (its markers on consecutive lines) before the first run fills it.
  const block = /(<!-- bench:targets -->\n)(?:[\s\S]*?\n)?(<!-- \/bench:targets -->)/;
  const readme = next.get("README.md");
  if (!block.test(readme)) fail("no <!-- bench:targets --> block in README.md");
  next.set(
    "README.md",
    readme.replace(block, (_, open, close) => `${open}${table[1]}\n${close}`),
  );
  for (const [path, text] of next) {
    const filled = text.replace(/<!-- fig:([\w-]+) -->[^<]*<!-- \/fig -->/g, (_, name) => {
      if (!(name in figures)) fail(`${path} names figure ${name}, which bench/RESULTS.md lacks`);
      return `<!-- fig:${name} -->${figures[name]}<!-- /fig -->`;
    });
    next.set(path, filled);
  }
}
for (const [, name, text] of results.matchAll(
  /<!-- readme:([\w-]+) -->\n([\s\S]*?)\n<!-- \/readme:\1 -->/g,
)) {
  const target = new RegExp(`(<!-- bench:${name} -->\\n)[\\s\\S]*?(\\n<!-- /bench:${name} -->)`);
  const holders = [...next].filter(([, page]) => target.test(page));
  if (holders.length === 0) fail(`no <!-- bench:${name} --> block in README.md or docs/*.md`);
  for (const [path, page] of holders) {
    next.set(
      path,
      page.replace(target, (_, open, close) => `${open}${relink(text, path)}${close}`),
    );
  }
}

const changed = PAGES.filter((path) => next.get(path) !== pages.get(path));
if (process.argv.includes("--check")) {
  if (changed.length > 0)
    fail(
      `${changed.join(", ")}: figures differ from bench/RESULTS.md: run node script/readme-figures.mjs`,
    );
  console.log("readme-figures: README.md and docs/ match bench/RESULTS.md");
} else {
  for (const path of changed) {
    writeFileSync(`${path}.tmp`, next.get(path));
    renameSync(`${path}.tmp`, path);
    console.log(`readme-figures: ${path} updated from bench/RESULTS.md`);
  }
}
