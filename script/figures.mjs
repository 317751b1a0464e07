// What script/readme-figures.mjs writes, from bench/RESULTS.md's text and the pages' texts (no
// file access here, so it is tested on its own: tests/bench/readme-figures.test.ts).
//
// - The targets table: the rows of every `<!-- target-rows:NAME … -->` table of RESULTS.md (each
//   bench's verdicts: `npm run bench`'s, bench/resident-turn.ts's), in the order they stand, under
//   one head, replace what stands between `<!-- bench:targets -->` and `<!-- /bench:targets -->`.
// - Each `<!-- fig:NAME -->…<!-- /fig -->` of any page gets the value NAME has in one of
//   RESULTS.md's `<!-- figures: {...} -->` lines (a name in two lines is an error).
// - Each `<!-- readme:NAME -->…<!-- /readme:NAME -->` block of RESULTS.md (a paragraph a bench
//   writes) replaces `<!-- bench:NAME -->…<!-- /bench:NAME -->` in the pages that have it, its
//   relative links made relative to that page.
// - The command line's verdict line: each command's throughput and peak RSS cells, verdicts
//   included, of the table in bench/cli-check.ts's `<!-- cli-rewrite:begin -->` section replace
//   `<!-- bench:cli -->…<!-- /bench:cli -->` in the pages that have it.

/** A figure, marker or table the pages need that RESULTS.md lacks, or a table that does not fit. */
export class FiguresError extends Error {}

/** RESULTS.md's links are relative to the repository root; a page in docs/ needs them one up. */
function relink(text, path) {
  if (!path.startsWith("docs/")) return text;
  return text.replace(/\]\((?![a-z]+:|#|\/)([^)]+)\)/g, "](../$1)");
}

const cells = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split(" | ")
    .map((c) => c.trim());

/**
 * The README's targets table: the rows of every `<!-- target-rows:NAME … -->` block of RESULTS.md
 * (each a whole table, so it reads as one there too), in the order they stand, under the first
 * block's head; every block has that head.
 */
export function targetsTable(results) {
  const blocks = [
    ...results.matchAll(
      /<!-- target-rows:([\w-]+)[^>]*-->\n([\s\S]*?)\n<!-- \/target-rows:\1 -->/g,
    ),
  ];
  if (blocks.length === 0) throw new FiguresError("no target-rows block in bench/RESULTS.md");
  const head = blocks[0][2].split("\n").slice(0, 2);
  const width = cells(head[0]).length;
  const lines = [...head];
  for (const [, name, text] of blocks) {
    const [first, align, ...rows] = text.split("\n");
    if (first !== head[0] || align !== head[1])
      throw new FiguresError(
        `target-rows:${name}: its head differs from the first block's: ${first}`,
      );
    for (const row of rows) {
      if (cells(row).length !== width)
        throw new FiguresError(
          `target-rows:${name}: a row of ${cells(row).length} cells under a head of ${width}: ${row.slice(0, 60)}`,
        );
      lines.push(row);
    }
  }
  return lines.join("\n");
}

/** Every `<!-- figures: {...} -->` line's values, merged. */
export function figuresOf(results) {
  const figures = {};
  const lines = [...results.matchAll(/<!-- figures: (\{.*\}) -->/g)];
  if (lines.length === 0) throw new FiguresError("no figures line in bench/RESULTS.md");
  for (const [, json] of lines) {
    for (const [name, value] of Object.entries(JSON.parse(json))) {
      if (name in figures) throw new FiguresError(`figure ${name} is in two figures lines`);
      figures[name] = value;
    }
  }
  return figures;
}

/** The command line's verdict line from bench/cli-check.ts's rewrite section. */
export function cliLine(results) {
  const section = results.match(/<!-- cli-rewrite:begin -->\n([\s\S]*?)<!-- cli-rewrite:end -->/);
  if (!section) throw new FiguresError("no cli-rewrite section in bench/RESULTS.md");
  const lines = section[1].split("\n");
  const head = lines.findIndex((l) => /^\| command \|/.test(l));
  if (head < 0) throw new FiguresError("no command table in the cli-rewrite section");
  const names = cells(lines[head]);
  const column = (name) => names.findIndex((n) => n.startsWith(name));
  const [rate, rss] = [column("throughput"), column("peak RSS")];
  if (rate < 0 || rss < 0)
    throw new FiguresError("the cli-rewrite table lacks a throughput or peak RSS column");
  const rows = lines.slice(head + 2).filter((l) => l.startsWith("|"));
  if (rows.length === 0) throw new FiguresError("the cli-rewrite table has no rows");
  const goals = section[1].replace(/\s+/g, " ").match(/Goals: (.*?)\. /);
  const said = rows.map((row) => {
    const c = cells(row);
    return `${c[0]} ${c[rate]}, peak RSS ${c[rss]}`;
  });
  return `**The command line on a 1 GB log** (\`bench/cli-check.ts\`${goals ? `; goals ${goals[1]}` : ""}): ${said.join("; ")}.`;
}

/** Replaces the body of every `<!-- bench:NAME -->` block of the pages; fails when none has it. */
function fill(next, name, text) {
  const target = new RegExp(
    `(<!-- bench:${name} -->\\n)(?:[\\s\\S]*?\\n)?(<!-- /bench:${name} -->)`,
  );
  const holders = [...next].filter(([, page]) => target.test(page));
  if (holders.length === 0)
    throw new FiguresError(`no <!-- bench:${name} --> block in README.md or docs/*.md`);
  for (const [path, page] of holders)
    next.set(
      path,
      page.replace(target, (_, open, close) => `${open}${relink(text, path)}\n${close}`),
    );
}

/**
 * The pages (path → text) with RESULTS.md's figures copied in. `blocksOnly`: only the
 * paragraphs benches write (the `readme:` blocks and the command line's line), for a bench that
 * writes one. Throws FiguresError when a marker, figure or
 * table is missing.
 */
export function fillPages(results, pages, { blocksOnly = false } = {}) {
  const next = new Map(pages);
  if (!blocksOnly) {
    fill(next, "targets", targetsTable(results));
    const figures = figuresOf(results);
    for (const [path, text] of next) {
      const filled = text.replace(/<!-- fig:([\w-]+) -->[^<]*<!-- \/fig -->/g, (_, name) => {
        if (!(name in figures))
          throw new FiguresError(`${path} names figure ${name}, which bench/RESULTS.md lacks`);
        return `<!-- fig:${name} -->${figures[name]}<!-- /fig -->`;
      });
      next.set(path, filled);
    }
  }
  fill(next, "cli", cliLine(results));
  for (const [, name, text] of results.matchAll(
    /<!-- readme:([\w-]+) -->\n([\s\S]*?)\n<!-- \/readme:\1 -->/g,
  ))
    fill(next, name, text);
  return next;
}
