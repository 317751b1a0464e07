// The test set Stryker runs for each mutant (script/mutate): the fast suites that reach the mutated
// planning, family, projection, classification and preflight code, property tests at
// PROPERTY_RUNS (default 100 here); no typecheck, no corpus sweeps, no fuzz loop (minutes each).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "tests/properties/**/*.test.ts",
      "tests/faults/callbacks.test.ts",
      "tests/fuzz/size-checks.test.ts",
      "tests/{reconcile,compaction,family,projection,items,validate,preflight}/**/*.test.ts",
      // The pairing consumers: check's counts and pieces, the provider conversion's pairResults.
      "tests/cli/pairing-*.test.ts",
      "tests/provider/convert/**/*.test.ts",
    ],
    exclude: ["tests/preflight/corpus.test.ts", "tests/preflight/adapters.test.ts"],
    testTimeout: 60_000,
    pool: "threads",
    typecheck: { enabled: false },
    env: { PROPERTY_RUNS: process.env.PROPERTY_RUNS ?? "100" },
  },
});
