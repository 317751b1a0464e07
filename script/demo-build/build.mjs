// script/demo's build of dist/cli.js: tsup.config.ts's CLI build done with esbuild alone, from
// this folder's packages, so the demo installs no more than the command line needs.
import { chmodSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
mkdirSync(join(root, "dist"), { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: { cli: "bindings/cli/bin.ts" },
  outdir: "dist",
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  // The packages resolve from here: a fresh clone has no root node_modules.
  nodePaths: [join(here, "node_modules")],
  // As in tsup.config.ts: cli-progress is CommonJS and requires Node's modules.
  banner: {
    js: '#!/usr/bin/env node\nimport { createRequire as __cliRequire } from "node:module";\nconst require = __cliRequire(import.meta.url);',
  },
  logLevel: "warning",
});
// An executable, as tsup makes a file that starts with #!.
chmodSync(join(root, "dist", "cli.js"), 0o755);
