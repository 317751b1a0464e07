// Copies the benchmark's figures from bench/RESULTS.md into README.md, so no figure in the README
// is typed by hand: the targets table (between `<!-- targets` and `<!-- /targets -->` in RESULTS.md)
// replaces what stands between `<!-- bench:targets -->` and `<!-- /bench:targets -->` in the README,
// and each `<!-- fig:NAME -->…<!-- /fig -->` gets the value NAME has in RESULTS.md's
// `<!-- figures: {...} -->` line. Each block `<!-- readme:NAME -->…<!-- /readme:NAME -->` of
// RESULTS.md (a paragraph a bench writes from its run, e.g. cold-start) replaces the README's
// `<!-- bench:NAME -->…<!-- /bench:NAME -->`. Exits 1 (README unchanged) when a marker or a figure
// is missing. Run by `npm run bench` after it writes RESULTS.md; `--check` only reports whether
// README is current; `--blocks` copies only the readme: blocks (for a bench that writes one).
import { readFileSync, renameSync, writeFileSync } from "node:fs";

const results = readFileSync("bench/RESULTS.md", "utf8");
const readme = readFileSync("README.md", "utf8");

function fail(message) {
  console.error(`readme-figures: ${message}`);
  process.exit(1);
}

let next = readme;
if (!process.argv.includes("--blocks")) {
  const table = results.match(/<!-- targets[^>]*-->\n([\s\S]*?)\n<!-- \/targets -->/);
  if (!table) fail("no targets table in bench/RESULTS.md");
  const figuresLine = results.match(/<!-- figures: (\{.*\}) -->/);
  if (!figuresLine) fail("no figures line in bench/RESULTS.md");
  const figures = JSON.parse(figuresLine[1]);

  // The block may be empty (its markers on consecutive lines) before the first run fills it.
  const block = /(<!-- bench:targets -->\n)(?:[\s\S]*?\n)?(<!-- \/bench:targets -->)/;
  if (!block.test(readme)) fail("no <!-- bench:targets --> block in README.md");
  next = next.replace(block, (_, open, close) => `${open}${table[1]}\n${close}`);
  next = next.replace(/<!-- fig:([\w-]+) -->[^<]*<!-- \/fig -->/g, (_, name) => {
    if (!(name in figures)) fail(`README.md names figure ${name}, which bench/RESULTS.md lacks`);
    return `<!-- fig:${name} -->${figures[name]}<!-- /fig -->`;
  });
}
for (const [, name, text] of results.matchAll(
  /<!-- readme:([\w-]+) -->\n([\s\S]*?)\n<!-- \/readme:\1 -->/g,
)) {
  const target = new RegExp(`(<!-- bench:${name} -->\\n)[\\s\\S]*?(\\n<!-- /bench:${name} -->)`);
  if (!target.test(next)) fail(`no <!-- bench:${name} --> block in README.md`);
  next = next.replace(target, (_, open, close) => `${open}${text}${close}`);
}

if (process.argv.includes("--check")) {
  if (next !== readme)
    fail("README.md figures differ from bench/RESULTS.md: run node script/readme-figures.mjs");
  console.log("readme-figures: README.md matches bench/RESULTS.md");
} else if (next !== readme) {
  writeFileSync("README.md.tmp", next);
  renameSync("README.md.tmp", "README.md");
  console.log("readme-figures: README.md updated from bench/RESULTS.md");
}
