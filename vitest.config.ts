import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The vendor tests a second time against the newest clients the peer ranges admit
// (tests/sdk-latest: openai 7, the newest @anthropic-ai/sdk 1.x), the root's pins being older.
const LATEST = source("./tests/sdk-latest/node_modules");
const VENDOR_TESTS = [
  "tests/provider/vendors/*.test.ts",
  "tests/provider/*/wire.test.ts",
  "tests/provider/citations/chat-annotations.test.ts",
  "tests/preflight/adapters.test.ts",
  "tests/session/adapters.test.ts",
];

// The client versions a project loads (tests/provider/vendors/client-versions.test.ts checks them).
const versions = (modules: string) => {
  const version = (name: string) =>
    JSON.parse(readFileSync(`${modules}/${name}/package.json`, "utf8")).version as string;
  return { openai: version("openai"), anthropic: version("@anthropic-ai/sdk") };
};

const installed = existsSync(`${LATEST}/openai`) && existsSync(`${LATEST}/@anthropic-ai/sdk`);

const main: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: "main",
    provide: { clients: versions(source("./node_modules")) },
    include: ["tests/**/*.test.ts"],
    typecheck: { enabled: true, include: ["tests/**/*.test-d.ts"] },
  },
};

// Built only when tests/sdk-latest is installed (its versions are read from there).
const sdkLatest = (): TestProjectInlineConfiguration => ({
  extends: true,
  resolve: {
    alias: [
      { find: /^openai$/, replacement: `${LATEST}/openai/index.mjs` },
      { find: /^@anthropic-ai\/sdk$/, replacement: `${LATEST}/@anthropic-ai/sdk/index.mjs` },
    ],
  },
  test: { name: "sdk-latest", provide: { clients: versions(LATEST) }, include: VENDOR_TESTS },
});

if (!installed)
  console.warn("tests/sdk-latest not installed (npm ci there): the newest clients are not tested");

export default defineConfig({
  // The framework subpaths import the library by its public entries (tsup builds them apart).
  resolve: {
    alias: [{ find: /^clinker-transcript$/, replacement: source("./bindings/index.ts") }],
  },
  test: {
    testTimeout: 60_000,
    pool: "forks",
    globalSetup: ["tests/support/temp-root.ts"],
    projects: installed ? [main, sdkLatest()] : [main],
  },
});
