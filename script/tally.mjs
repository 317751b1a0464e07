// Sums the test counts of vitest (JSON report) and as-pect (text summary) into one closing line.
import { existsSync, readFileSync } from "node:fs";

// More vitest JSON reports may follow (the server example's suite); a missing one counts as a failure.
const [vitestJson, aspectText, stepFailures, ...moreVitestJson] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const path of [vitestJson, ...moreVitestJson]) {
  if (existsSync(path)) {
    const report = JSON.parse(readFileSync(path, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else failed += 1;
}

if (existsSync(aspectText)) {
  // as-pect 8 prints "[Tests]: 21 / 21" (passed / total) in its summary.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
  const text = readFileSync(aspectText, "utf8").replace(/\u001b\[[0-9;]*m/g, "");
  const match = /\[Tests\]:\s*(\d+)\s*\/\s*(\d+)/.exec(text);
  if (match) {
    passed += Number(match[1]);
    failed += Number(match[2]) - Number(match[1]);
  } else failed += 1;
} else failed += 1;

// A failed step with no failing test (type errors, lint) still fails the run.
const steps = Number(stepFailures);
if (steps > 0 && failed === 0) failed = steps;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || steps > 0 ? 1 : 0);
