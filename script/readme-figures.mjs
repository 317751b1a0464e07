// Copies the benchmarks' figures from bench/RESULTS.md into README.md and docs/*.md, so no figure
// in the docs is typed by hand: the targets table, the `fig:` values, the `readme:` paragraphs and
// the command line's verdict line (what goes where: script/figures.mjs). Exits 1 (nothing written)
// when a marker or a figure is missing. Run by `npm run bench` after it writes RESULTS.md;
// `--check` only reports whether the pages are current; `--blocks` copies only the paragraphs benches
// write (for a bench that writes one).
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { FiguresError, fillPages } from "./figures.mjs";

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

let next;
try {
  next = fillPages(results, pages, { blocksOnly: process.argv.includes("--blocks") });
} catch (error) {
  if (error instanceof FiguresError) fail(error.message);
  throw error;
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
