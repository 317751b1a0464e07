#!/usr/bin/env node
// Bundles a benchmark script with esbuild, as the published build is made (one module scope,
// constants inlined), and runs it: users run dist/, not the sources through tsx, whose per-module
// transform turns every imported constant into a getter call (bench/RESULTS.md, "Session 6").
// node script/bench-bundle.mjs bench/index.ts [node flags --] [script arguments]
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = resolve(import.meta.dirname, "..");

/** Each source keeps its own `import.meta.url` / `dirname`: paths read beside it still resolve. */
const ownMeta = {
  name: "own-import-meta",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, "utf8")
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)));
      return { contents: source, loader: "ts" };
    });
  },
};

const [entry, ...rest] = process.argv.slice(2);
if (!entry)
  throw new Error("usage: node script/bench-bundle.mjs <bench/script.ts> [flags --] [args]");
const split = rest.indexOf("--");
const flags = split >= 0 ? rest.slice(0, split) : [];
const args = split >= 0 ? rest.slice(split + 1) : rest;
const outfile = join(ROOT, "build", "bench", basename(entry).replace(/\.ts$/, ".mjs"));
await build({
  entryPoints: [resolve(entry)],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "es2022",
  packages: "external",
  minifySyntax: true,
  outfile,
  plugins: [ownMeta],
  logLevel: "warning",
});
const env = { ...process.env, CLINKER_BENCH_BUNDLED: "1" };
const run = spawnSync(process.execPath, [...flags, outfile, ...args], { stdio: "inherit", env });
process.exit(run.status ?? 1);
