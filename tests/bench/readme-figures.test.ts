// script/figures.mjs: what script/readme-figures.mjs copies from bench/RESULTS.md into the pages
// (the targets table with other benches' verdict rows, figures, readme: paragraphs and the command
// line's verdict line), and that a missing or ill-fitting piece fails instead of leaving a page stale.
import { describe, expect, it } from "vitest";
import {
  cliLine,
  FiguresError,
  figuresOf,
  fillPages,
  targetsTable,
} from "../../script/figures.mjs";

const HEAD = "| target | verdict | measured |\n| --- | ---: | ---: |";
const MAIN = [
  "<!-- target-rows:bench: copied into README.md -->",
  HEAD,
  "| object path | **MET** | 1.2x |",
  "<!-- /target-rows:bench -->",
  '<!-- figures: {"run":"2026-12-03, test"} -->',
].join("\n");
const ROWS = [
  "<!-- target-rows:resident-turn: copied -->",
  HEAD,
  "| resident turn | **MISSED** | 2.0x. What bounds it: bytes |",
  "<!-- /target-rows:resident-turn -->",
  '<!-- figures: {"host-turn":"0.14 ms"} -->',
].join("\n");
const CLI = [
  "<!-- cli-rewrite:begin -->",
  "## `fix`, `convert`, `compact` beside `check` on the same 1 GB log (bench/cli-check.ts)",
  "",
  "every 100 items), output to a file. Goals: >= 100 MB/s",
  "wall and peak RSS < 256 MB (`check`: its own goal, 200 MB/s). Rates per CPU second count every thread.",
  "",
  "| command | throughput (wall) | per CPU second | peak RSS | what it did |",
  "| --- | ---: | ---: | ---: | --- |",
  "| `check (median run, default)` | 153 MB/s (6.7 s): **missed** | 230 MB/s | 310 MB: **missed** | exit 1; pairing counts only |",
  "| `fix` | 120 MB/s (8.5 s): met | 7 MB/s | 200 MB: met | exit 0; 14485 repairs |",
  "",
  "What bounds them: the second read.",
  "<!-- cli-rewrite:end -->",
].join("\n");
const RESULTS = `${MAIN}\n\n${ROWS}\n\n${CLI}\n\n<!-- readme:shapes -->\nOn 8 shapes: [RESULTS](bench/RESULTS.md#shapes).\n<!-- /readme:shapes -->\n`;

const README = [
  "# x",
  "Last run: <!-- fig:run -->old<!-- /fig -->.",
  "<!-- bench:targets -->",
  "| old | table |",
  "<!-- /bench:targets -->",
  "<!-- bench:cli -->",
  "old line",
  "<!-- /bench:cli -->",
  "<!-- bench:shapes -->",
  "old shapes",
  "<!-- /bench:shapes -->",
  "",
].join("\n");
const DOC =
  "Turn: <!-- fig:host-turn -->0.05 ms<!-- /fig -->.\n<!-- bench:shapes -->\nold\n<!-- /bench:shapes -->\n";

describe("the figures script/readme-figures.mjs copies", () => {
  it("fills the targets table (main rows, then each bench's rows), figures, paragraphs and the command line", () => {
    const pages = new Map([
      ["README.md", README],
      ["docs/runtimes.md", DOC],
    ]);
    const next = fillPages(RESULTS, pages);
    const readme = next.get("README.md") ?? "";
    expect(readme).toContain(
      "<!-- bench:targets -->\n| target | verdict | measured |\n| --- | ---: | ---: |\n| object path | **MET** | 1.2x |\n| resident turn | **MISSED** | 2.0x. What bounds it: bytes |\n<!-- /bench:targets -->",
    );
    expect(readme).toContain("<!-- fig:run -->2026-12-03, test<!-- /fig -->");
    expect(readme).toContain(
      "<!-- bench:cli -->\n**The command line on a 1 GB log** (`bench/cli-check.ts`; goals >= 100 MB/s wall and peak RSS < 256 MB (`check`: its own goal, 200 MB/s)): `check (median run, default)` 153 MB/s (6.7 s): **missed**, peak RSS 310 MB: **missed**; `fix` 120 MB/s (8.5 s): met, peak RSS 200 MB: met.\n<!-- /bench:cli -->",
    );
    expect(readme).toContain("[RESULTS](bench/RESULTS.md#shapes)");
    const doc = next.get("docs/runtimes.md") ?? "";
    expect(doc).toContain("<!-- fig:host-turn -->0.14 ms<!-- /fig -->");
    expect(doc).toContain("[RESULTS](../bench/RESULTS.md#shapes)");
    // Filling again changes nothing: what --check compares.
    expect(fillPages(RESULTS, next)).toEqual(next);
  });

  it("a bench that writes a paragraph (--blocks) copies the paragraphs and the command line, not the table", () => {
    const next = fillPages(RESULTS, new Map([["README.md", README]]), { blocksOnly: true });
    const readme = next.get("README.md") ?? "";
    expect(readme).toContain("| old | table |");
    expect(readme).toContain("<!-- fig:run -->old<!-- /fig -->");
    expect(readme).toContain("`fix` 120 MB/s (8.5 s): met, peak RSS 200 MB: met.");
    expect(readme).toContain("[RESULTS](bench/RESULTS.md#shapes)");
  });

  it("fails on a bench's row of another width than the table's head, or another head", () => {
    const wide = ROWS.replace("| resident turn |", "| 5 | resident turn |");
    expect(() => targetsTable(`${MAIN}\n${wide}`)).toThrow(/a row of 4 cells under a head of 3/);
    const head = ROWS.replace("| target | verdict |", "| # | target | verdict |");
    expect(() => targetsTable(`${MAIN}\n${head}`)).toThrow(/its head differs/);
    // RESULTS.md's earlier targets table, outside any target-rows block, is not copied.
    const old =
      "<!-- targets: x -->\n| # | target |\n| --- | --- |\n| 1 | old |\n<!-- /targets -->";
    expect(targetsTable(`${old}\n${ROWS}`)).toBe(
      `${HEAD}\n| resident turn | **MISSED** | 2.0x. What bounds it: bytes |`,
    );
  });

  it("fails on a figure named in two lines, a missing table, section or block", () => {
    expect(() => figuresOf(`${MAIN}\n${MAIN}`)).toThrow(/figure run is in two figures lines/);
    expect(() => targetsTable(CLI)).toThrow(FiguresError);
    expect(() => cliLine(MAIN)).toThrow(/no cli-rewrite section/);
    expect(() => cliLine(CLI.replace(/\| command \|/, "| what |"))).toThrow(/no command table/);
    const noCli = README.replace(/<!-- bench:cli -->\nold line\n<!-- \/bench:cli -->\n/, "");
    expect(() => fillPages(RESULTS, new Map([["README.md", noCli]]))).toThrow(/bench:cli/);
    const unknown = `${README}<!-- fig:nowhere -->x<!-- /fig -->\n`;
    expect(() => fillPages(RESULTS, new Map([["README.md", unknown]]))).toThrow(/figure nowhere/);
  });
});
