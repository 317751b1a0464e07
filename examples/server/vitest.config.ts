import { defineConfig } from "vitest/config";

// One worker, modules shared between files: one database (PGlite boots once) for every test file.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 1,
    isolate: false,
  },
});
