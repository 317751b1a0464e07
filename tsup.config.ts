import { copyFileSync } from "node:fs";
import { defineConfig } from "tsup";

const shared = {
  // Members marked @internal (engine plumbing on Projection, plan constructors) stay out of the types.
  dts: { compilerOptions: { stripInternal: true } },
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  // Parsing is most of cold start: minified code parses faster (bench/cold-start.ts).
  minify: true,
  external: ["openai", "@anthropic-ai/sdk"],
  // msgpackr's pure-JS encoder and decoder are bundled in: no package lookup at import time.
  noExternal: [/^msgpackr/],
} as const;

export default defineConfig([
  {
    ...shared,
    // readers: the `clinker-transcript/readers` subpath (issue 13), in this block so it shares TranscriptError.
    entry: {
      index: "bindings/index.ts",
      provider: "bindings/provider/index.ts",
      session: "bindings/session/index.ts",
      readers: "bindings/readers/index.ts",
    },
    format: ["esm", "cjs"],
    // One shared chunk, so TranscriptError and Projection are one class across entries.
    splitting: true,
    esbuildOptions(options, { format }) {
      // tsup turns split CJS chunks into require()s with sucrase, which rewrites `??` as
      // `_nullishCoalesce(...)` glued to a minified `return` (`return_nullishCoalesce`): keep the
      // CJS whitespace so the rewrite stays valid code (identifiers and syntax still minified).
      if (format !== "cjs") return;
      options.minify = false;
      options.minifyIdentifiers = true;
      options.minifySyntax = true;
    },
    // msgpackr is bundled in (MIT): its license travels with it.
    onSuccess: async () => copyFileSync("node_modules/msgpackr/LICENSE", "dist/LICENSE.msgpackr"),
  },
  {
    ...shared,
    entry: { edge: "bindings/edge.ts" },
    format: ["esm"],
    esbuildOptions(options) {
      options.external = [...(options.external ?? []), "*.wasm"];
    },
    // The edge entry imports the core as a module file beside it.
    onSuccess: async () => copyFileSync("build/release.wasm", "dist/clinker-transcript.wasm"),
  },
  // The `clinker-transcript` command line (issue 13, owned by the cli helper): an ESM executable
  // for Node; commander, picocolors and cli-progress stay runtime dependencies.
  {
    entry: { cli: "bindings/cli/bin.ts" },
    format: ["esm"],
    platform: "node",
    target: "node20",
    sourcemap: true,
    dts: false,
    banner: { js: "#!/usr/bin/env node" },
    // msgpackr is a development dependency, bundled in as in the library entries.
    noExternal: [/^msgpackr/],
  },
]);
