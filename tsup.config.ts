import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "bindings/index.ts", provider: "bindings/provider/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: "es2022",
  platform: "neutral",
  external: ["openai", "@anthropic-ai/sdk"],
  loader: { ".wasm": "binary" },
});
