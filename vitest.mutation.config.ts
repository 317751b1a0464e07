// The test set Stryker runs for each mutant (script/mutate): the planning, family, projection and
// classification suites, without typechecking or network-free adapter suites that never reach them.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "tests/properties/**/*.test.ts",
      "tests/faults/callbacks.test.ts",
      "tests/fuzz/size-checks.test.ts",
      "tests/{reconcile,compaction,family,projection,items,validate,preflight}/**/*.test.ts",
    ],
    testTimeout: 60_000,
    pool: "threads",
    env: { PROPERTY_RUNS: process.env.PROPERTY_RUNS ?? "300" },
  },
});
