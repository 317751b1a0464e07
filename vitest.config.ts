import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    pool: "forks",
    typecheck: { enabled: true, include: ["tests/**/*.test-d.ts"] },
  },
});
