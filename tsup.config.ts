import { copyFileSync } from "node:fs";
import { defineConfig } from "tsup";

const shared = {
  // Members marked @internal (engine plumbing on Projection, plan constructors) stay out of the types.
  dts: { compilerOptions: { stripInternal: true } },
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  external: ["openai", "@anthropic-ai/sdk"],
} as const;

export default defineConfig([
  {
    ...shared,
    // readers: the `clinker-transcript/readers` subpath (issue 13), in this block so it shares TranscriptError.
    entry: {
      index: "bindings/index.ts",
      provider: "bindings/provider/index.ts",
      readers: "bindings/readers/index.ts",
    },
    format: ["esm", "cjs"],
    // One shared chunk, so TranscriptError and Projection are one class across entries.
    splitting: true,
  },
  {
    ...shared,
    entry: { edge: "bindings/edge.ts" },
    format: ["esm"],
    // Edge runtimes resolve no bare specifiers from a plain module list: bundle msgpackr in.
    noExternal: ["msgpackr"],
    // Edge deploys are size-bound: this entry ships minified.
    minify: true,
    esbuildOptions(options) {
      options.external = [...(options.external ?? []), "*.wasm"];
    },
    // The edge entry imports the core as a module file beside it.
    onSuccess: async () => copyFileSync("build/release.wasm", "dist/clinker-transcript.wasm"),
  },
]);
