import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The framework subpaths import the library by its public entries (tsup builds them apart).
  resolve: {
    alias: [{ find: /^clinker-transcript$/, replacement: source("./bindings/index.ts") }],
  },
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    pool: "forks",
    globalSetup: ["tests/support/temp-root.ts"],
    typecheck: { enabled: true, include: ["tests/**/*.test-d.ts"] },
  },
});
