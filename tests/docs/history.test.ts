// The README is the user's page (at most 300 lines) and docs/decisions.md holds decisions, not
// history: no session numbers, commit hashes or clock times of runs (git and bench/RESULTS.md keep
// those; a date alone may be a fact, such as a compatibility date or an API version).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

/** Each line of `text` that reads as history rather than a decision, with the reason. */
function historyLines(text: string): string[] {
  const marks: [RegExp, string][] = [
    [/\bsession \d+/i, "a session number"],
    [/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/, "a commit hash"],
    [/\b\d{1,2}:\d{2}(-\d{1,2}:\d{2})? UTC\b/, "a clock time"],
  ];
  return text.split("\n").flatMap((line, i) => {
    const mark = marks.find(([pattern]) => pattern.test(line));
    return mark ? [`line ${i + 1}: ${mark[1]}: ${line.trim().slice(0, 80)}`] : [];
  });
}

describe("docs that explain", () => {
  it("finds history", () => {
    expect(historyLines("kept (session 8, 04:09 UTC, e991073; 2026-12-01)\nplain")).toEqual([
      "line 1: a session number: kept (session 8, 04:09 UTC, e991073; 2026-12-01)",
    ]);
    expect(historyLines("measured on 4ee7b21\nat 22:13 UTC\nin Session 10")).toHaveLength(3);
    expect(historyLines("Miniflare 4.20260426.0, a facade, 1234567 items, 2023-06-01")).toEqual([]);
  });

  it("docs/decisions.md holds no session numbers, commit hashes or clock times", () => {
    expect(historyLines(read("docs/decisions.md"))).toEqual([]);
  });

  it("README.md is at most 300 lines", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(301);
  });
});
