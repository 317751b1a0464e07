// Every input a fuzz run ever failed on (tests/fuzz/regressions/*.json), replayed from its seed
// and case number: it must now answer, or throw only a TranscriptError, and leave plans correct.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import "../support/engines.js";
import { type Failure, plansCorrectly, runCase } from "./harness/harness.js";

const dir = join(import.meta.dirname, "regressions");
const cases = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => ({ name, ...(JSON.parse(readFileSync(join(dir, name), "utf8")) as Failure) }));

it.each(cases.length ? cases : [undefined])("regression %#: %s", (entry) => {
  if (!entry) return expect(plansCorrectly()).toBe(true); // none recorded yet
  runCase(entry.kind, entry.seed, entry.index);
  expect(plansCorrectly()).toBe(true);
});
