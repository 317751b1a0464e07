#!/usr/bin/env node
// Bundles the library (bindings/index.ts) as of a git revision into one ES module, as
// script/bench-bundle.mjs bundles the benchmarks, so two revisions can be timed side by side in
// one process (bench/paired-lib.ts).
// node script/ab-bundle.mjs <revision> <out.mjs>   (revision "WORKTREE": the files as they are)
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";

const ROOT = resolve(import.meta.dirname, "..");
const [revision, out] = process.argv.slice(2);
if (!revision || !out) throw new Error("usage: node script/ab-bundle.mjs <revision> <out.mjs>");

let source = ROOT;
let temporary;
if (revision !== "WORKTREE") {
  temporary = mkdtempSync(join(tmpdir(), "ab-bundle-"));
  const archive = execFileSync("git", ["archive", revision, "bindings", "common"], {
    cwd: ROOT,
    maxBuffer: 1 << 30, // the archive outgrew the default 1 MiB
  });
  execFileSync("tar", ["-x", "-C", temporary], { input: archive });
  source = temporary;
}
try {
  await build({
    entryPoints: [join(source, "bindings", "index.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "es2022",
    packages: "external",
    nodePaths: [join(ROOT, "node_modules")],
    minifySyntax: true,
    outfile: resolve(out),
    logLevel: "warning",
  });
} finally {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
}
