import { copyFileSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "esbuild";
import { defineConfig, type Options } from "tsup";

/**
 * The library's public entries (package.json "exports" subpaths). Each is built for Node (ESM
 * and CJS) and for the edge (ESM, `bindings/edge/<name>.ts`), and every build of one kind shares
 * one chunk, so TranscriptError and Projection are one class across all entries of a runtime.
 */
const ENTRIES = {
  index: "bindings/index.ts",
  provider: "bindings/provider/index.ts",
  readers: "bindings/readers/index.ts",
  session: "bindings/session/index.ts",
};

/**
 * The framework bindings (issue 34). They import the library by its public main entry
 * ("clinker-transcript"), left external: at run time they use the
 * core of the runtime's own build of those entries (one core, one TranscriptError), and the
 * entries above keep their chunks and sizes. `ai` and `@openai/agents` are optional peers that
 * none of them imports (structural types).
 */
const FRAMEWORK_ENTRIES = {
  "ai-sdk": "bindings/ai-sdk/index.ts",
  agents: "bindings/agents/index.ts",
};
const EDGE_ENTRIES = Object.fromEntries(
  Object.keys(ENTRIES).map((name) => [name, `bindings/edge/${name}.ts`]),
);

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
  splitting: true,
} as const;

/**
 * The Node ESM build (the "import" condition: Node, Deno, Bun) loads msgpackr on first use, from
 * dist/msgpackr.cjs: its source is swapped for msgpackr-source.node.ts. The other builds keep it static.
 */
const lazyMsgpackr: Plugin = {
  name: "lazy-msgpackr",
  setup(build) {
    build.onResolve({ filter: /\/msgpackr-source\.js$/ }, (args) => ({
      path: join(args.resolveDir, "msgpackr-source.node.ts"),
    }));
  },
};

/**
 * The Node ESM build's chunk layout: every subpath entry also imports the main entry's module
 * graph, so esbuild puts all of it in one chunk shared by the four entries and
 * `import "clinker-transcript"` loads two files instead of five (each costs Node ~0.4 ms at
 * import). The subpaths then load the main entry's code too (docs/decisions.md).
 */
const oneCoreChunk: Plugin = {
  name: "one-core-chunk",
  setup(build) {
    const main = join(process.cwd(), ENTRIES.index);
    const subpaths = Object.entries(ENTRIES)
      .filter(([name]) => name !== "index")
      .map(([, path]) => join(process.cwd(), path));
    build.onLoad({ filter: /\/index\.ts$/ }, (args) => {
      if (!subpaths.includes(args.path)) return undefined;
      const source = readFileSync(args.path, "utf8");
      return { contents: `${source}\nimport ${JSON.stringify(main)};\n`, loader: "ts" };
    });
    // esbuild drops the import from the output (the main entry has no side effects), with a
    // warning, but chunks by it; tests/package/layout.test.ts holds the layout.
    build.initialOptions.logOverride = {
      ...build.initialOptions.logOverride,
      "ignored-bare-import": "silent",
    };
  },
};

/**
 * The Node ESM build's checker-source.ts is checker-source.node.ts, which loads the preflight
 * rules from dist/preflight.cjs at the first preflight call (their data, PREFLIGHT_RULES, is
 * imported without them in every build).
 */
const lazyPreflight: Plugin = {
  name: "lazy-preflight",
  setup(build) {
    build.onResolve({ filter: /\/checker-source\.js$/ }, (args) => ({
      path: join(args.resolveDir, args.path.replace(/\.js$/, ".node.ts")),
    }));
  },
};

/**
 * dist/preflight.cjs holds bindings/preflight alone: every other library module it imports is a
 * property of `__deps`, the object checker-source.node.ts hands the file's factory (its own
 * instances: one core, one TranscriptError, one Projection).
 */
const injectedDeps: Plugin = {
  name: "injected-deps",
  setup(build) {
    const inside = join(process.cwd(), "bindings", "preflight");
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = join(args.resolveDir, args.path).replace(/\.js$/, "");
      if (args.kind === "entry-point" || target.startsWith(`${inside}/`)) return undefined;
      return { path: relative(process.cwd(), target), namespace: "injected-deps" };
    });
    build.onLoad({ filter: /.*/, namespace: "injected-deps" }, (args) => {
      const key = JSON.stringify(args.path);
      return {
        contents: `if (!(${key} in __deps)) throw new Error("dist/preflight.cjs: no " + ${key});\nmodule.exports = __deps[${key}];`,
        loader: "js",
      };
    });
  },
};

/**
 * The packages bundled into dist/cli.js: the command line's libraries and their dependencies
 * (tests/package/pack.test.ts holds this list to the bundle's source map).
 */
const CLI_BUNDLED = [
  "commander",
  "picocolors",
  "cli-progress",
  "string-width",
  "strip-ansi",
  "ansi-regex",
  "emoji-regex",
  "is-fullwidth-code-point",
  "tinyglobby",
  "fdir",
  "picomatch",
];

/** A package's license file (LICENSE, license, LICENSE.md, LICENSE-MIT.txt, ...). */
function licenseFile(name: string): string {
  const dir = join("node_modules", name);
  const file = readdirSync(dir).find((entry) => /^licen[cs]e/i.test(entry));
  if (!file) throw new Error(`${dir} has no license file to ship with dist/cli.js`);
  return join(dir, file);
}

/** The edge build imports the core as a module file; the base64 copy would be dead weight. */
const noInlinedWasm: Plugin = {
  name: "no-inlined-wasm",
  setup(build) {
    build.onResolve({ filter: /wasm-bytes\.generated(\.js)?$/ }, () => ({
      path: "wasm-bytes",
      namespace: "no-inlined-wasm",
    }));
    build.onLoad({ filter: /.*/, namespace: "no-inlined-wasm" }, () => ({
      contents: 'export const WASM_BASE64 = "";',
      loader: "js",
    }));
  },
};

/** A CommonJS file the Node ESM build loads on first use (msgpackr, the preflight rules). */
const lazyChunk = {
  format: ["cjs"],
  target: "es2022",
  platform: "neutral",
  minify: true,
  sourcemap: true,
  dts: false,
} as const;

/**
 * The `clinker-transcript` command line: an ESM executable for Node with its libraries
 * (commander, picocolors, cli-progress and theirs) bundled in, so the package installs nothing.
 * script/demo-build/build.mjs makes the same file with esbuild alone: keep the two in step.
 */
const CLI: Options = {
  entry: { cli: "bindings/cli/bin.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  sourcemap: true,
  dts: false,
  // cli-progress is CommonJS and requires Node's modules: the bundle needs a real require.
  banner: {
    js: '#!/usr/bin/env node\nimport { createRequire as __cliRequire } from "node:module";\nconst require = __cliRequire(import.meta.url);',
  },
  noExternal: [/^msgpackr/, ...CLI_BUNDLED],
  // Their licenses (MIT, ISC) travel with the code: dist/LICENSE.<package>.
  onSuccess: async () => {
    for (const name of CLI_BUNDLED) copyFileSync(licenseFile(name), `dist/LICENSE.${name}`);
  },
};

export default defineConfig([
  // Node ESM ("import": Node, Deno, Bun): msgpackr loaded on first use.
  {
    ...shared,
    entry: ENTRIES,
    format: ["esm"],
    esbuildPlugins: [lazyMsgpackr, lazyPreflight, oneCoreChunk],
    // "node:module", not "module": Deno resolves only the prefixed name.
    removeNodeProtocol: false,
    esbuildOptions(options) {
      // node:module (createRequire) is for runtimes only; bundlers take the "module" build.
      options.external = [...(options.external ?? []), "node:module"];
    },
    // msgpackr is bundled in (MIT): its license travels with it.
    onSuccess: async () => copyFileSync("node_modules/msgpackr/LICENSE", "dist/LICENSE.msgpackr"),
  },
  // Node CommonJS: msgpackr static (no import.meta.url to require it from).
  {
    ...shared,
    entry: ENTRIES,
    format: ["cjs"],
    esbuildOptions(options) {
      // tsup turns split CJS chunks into require()s with sucrase, which rewrites `??` as
      // `_nullishCoalesce(...)` glued to a minified `return` (`return_nullishCoalesce`): keep the
      // CJS whitespace so the rewrite stays valid code (identifiers and syntax still minified).
      options.minify = false;
      options.minifyIdentifiers = true;
      options.minifySyntax = true;
    },
  },
  // msgpackr on its own, for the Node ESM build to require at the first msgpack call.
  {
    ...lazyChunk,
    entry: { msgpackr: "bindings/msgpack/msgpackr-bundle.ts" },
    noExternal: [/^msgpackr/],
  },
  // The preflight rules on their own, for the Node ESM build to load at the first preflight call:
  // a factory of the library modules they use (injectedDeps).
  {
    ...lazyChunk,
    entry: { preflight: "bindings/preflight/preflight.ts" },
    esbuildPlugins: [injectedDeps],
    banner: {
      js: "module.exports=function(__deps){var module={exports:{}},exports=module.exports;",
    },
    footer: { js: "return module.exports};" },
  },
  // Bundlers ("module" condition: esbuild, webpack, Rollup, Vite) and browsers: msgpackr static.
  {
    ...shared,
    entry: ENTRIES,
    outDir: "dist/module",
    format: ["esm"],
    dts: false,
  },
  {
    ...shared,
    entry: EDGE_ENTRIES,
    outDir: "dist/edge",
    format: ["esm"],
    // The edge entries use the Node build's types (the same API), so types are one declaration.
    dts: false,
    esbuildPlugins: [noInlinedWasm],
    esbuildOptions(options) {
      options.external = [...(options.external ?? []), "*.wasm?module"];
      // Chunks apart, so `sideEffects` can name the entries (dist/edge/*.js) alone.
      options.chunkNames = "chunks/[name]-[hash]";
    },
    onSuccess: async () => {
      mkdirSync("dist/edge", { recursive: true });
      copyFileSync("build/release.wasm", "dist/edge/clinker-transcript.wasm");
    },
  },
  // The framework bindings: one ESM file (Node, bundlers and the edge resolve its imports of
  // the library with their own conditions) and one CommonJS file, each.
  {
    entry: FRAMEWORK_ENTRIES,
    format: ["esm", "cjs"],
    target: "es2022",
    platform: "neutral",
    minify: true,
    sourcemap: true,
    dts: { compilerOptions: { stripInternal: true } },
    external: [/^clinker-transcript(\/|$)/],
  },
  CLI,
]);
