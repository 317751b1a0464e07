// npm run bench:cold-start: cold start as a user sees it, from `import` of the built package to the
// first plan, in fresh Node processes (median of many). Needs `npm run build` first. Prints the
// figures and the verdict of this run, rewrites its own section of bench/RESULTS.md, and has
// script/readme-figures.mjs copy that section's README paragraph into README.md.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildSync } from "esbuild";

const ROOT = join(import.meta.dirname, "..");
const RESULTS = join(ROOT, "bench", "RESULTS.md");
const PROCESSES = Number(process.env.COLD_START_PROCESSES ?? 41);
const GOAL_MS = 10;
const BEGIN = "<!-- cold-start:begin -->";
const END = "<!-- cold-start:end -->";

// [{ type: "function_call", call_id: "a", name: "f", arguments: "{}" }] as msgpack.
const STORED = "kYSkdHlwZa1mdW5jdGlvbl9jYWxsp2NhbGxfaWShYaRuYW1loWapYXJndW1lbnRzont9";

/** One fresh process: wall and CPU milliseconds of each step, printed as JSON. */
function childScript(
  entry: string,
  steps: "wasm" | "reference" | "import" | "msgpack" | "preflight",
): string {
  const items = `[{ type: "function_call", call_id: "a", name: "f", arguments: "{}" }]`;
  // The first msgpack plan and a read of its item: where msgpackr now loads (on first use).
  const stored = `m.reconcileMsgpack(Uint8Array.from(atob("${STORED}"), (c) => c.charCodeAt(0)))`;
  const plans = {
    msgpack: `if (${stored}.item(0).call_id !== "a") throw new Error("wrong item");`,
    // The first preflight: where the rules now load (dist/preflight.cjs, on first use).
    preflight: `if (m.preflight(${items}, { api: "responses" }).ok) throw new Error("wrong result");`,
  };
  const plan =
    steps === "msgpack" || steps === "preflight"
      ? plans[steps]
      : `if (m.reconcileItems(${items}).repairs.length !== 1) throw new Error("wrong plan");`;
  return `
const wall0 = performance.now(), cpu0 = process.cpuUsage();
const m = await import(${JSON.stringify(entry)});
const wallImport = performance.now() - wall0;
${steps === "reference" || steps === "import" ? "" : "m.initSync();"}
${steps === "import" ? "" : plan}
const cpu = process.cpuUsage(cpu0);
console.log(JSON.stringify({ wall: performance.now() - wall0, wallImport, cpu: (cpu.user + cpu.system) / 1000 }));
`;
}

type Sample = { wall: number; wallImport: number; cpu: number };

const scripts = mkdtempSync(join(tmpdir(), "clinker-cold-start-"));
process.on("exit", () => rmSync(scripts, { recursive: true, force: true }));

/** Runs `script` as a file (as a user's `node app.mjs` would; `-e` loads more of Node itself). */
function runOnce(name: string, script: string): Sample {
  const file = join(scripts, `${name.replace(/\W+/g, "-")}.mjs`);
  if (!existsSync(file)) writeFileSync(file, script);
  const out = spawnSync(process.execPath, [file], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`child failed: ${out.stderr}`);
  return JSON.parse(out.stdout) as Sample;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// COLD_START_DIST: another build to measure (e.g. main's, for a before/after); then nothing is written.
const DIST = process.env.COLD_START_DIST ?? join(ROOT, "dist");
if (!existsSync(join(DIST, "index.js"))) throw new Error("run npm run build first");
const entry = pathToFileURL(join(DIST, "index.js")).href;

// What bounds the figure, measured in the same run: a bundle of only what the first plan needs
// (built now, as tsup builds the package), and an empty file module (Node's loader, no code).
const minimal = join(scripts, "first-plan-only.mjs");
buildSync({
  stdin: {
    contents: [
      'export { initSync } from "./bindings/engine/wasm.js";',
      'export { reconcileItems } from "./bindings/reconcile/reconcile-items.js";',
    ].join("\n"),
    resolveDir: ROOT,
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  minify: true,
  outfile: minimal,
  logLevel: "error",
});
const empty = join(scripts, "empty.mjs");
writeFileSync(empty, "export {};\n");

const WITH_INIT = "import, initSync, first plan (wasm)";
const WITHOUT_INIT = "import, first plan (auto: reference before init)";
const cases = {
  [WITH_INIT]: childScript(entry, "wasm"),
  [WITHOUT_INIT]: childScript(entry, "reference"),
  "import alone": childScript(entry, "import"),
  // The chunk layout's cost to the subpaths (docs/decisions.md): they load the main entry's code.
  "import alone of clinker-transcript/provider": childScript(
    pathToFileURL(join(DIST, "provider.js")).href,
    "import",
  ),
  "import, initSync, first msgpack plan and item (loads msgpackr)": childScript(entry, "msgpack"),
  "import, initSync, first preflight (loads the rules)": childScript(entry, "preflight"),
  "bound: a bundle of only initSync and reconcileItems, import, initSync, first plan": childScript(
    pathToFileURL(minimal).href,
    "wasm",
  ),
  "bound: an empty file module (Node's loader)": childScript(pathToFileURL(empty).href, "import"),
} as const;
type CaseName = keyof typeof cases;

const load = loadavg()[0];
const samples = new Map<CaseName, Sample[]>();
for (const name of Object.keys(cases) as CaseName[]) samples.set(name, []);
// Interleaved, so machine load drifting during the run weighs on every case alike.
for (let i = 0; i < PROCESSES; i++) {
  for (const [name, script] of Object.entries(cases) as [CaseName, string][]) {
    samples.get(name)?.push(runOnce(name, script));
  }
}

const rows = [...samples].map(([name, list]) => ({
  name,
  wall: median(list.map((s) => s.wall)),
  cpu: median(list.map((s) => s.cpu)),
}));
const rowOf = (name: CaseName) => rows.find((r) => r.name === name) ?? rows[0];
const headline = rowOf(WITH_INIT);
const noInit = rowOf(WITHOUT_INIT);
const met = headline.wall <= GOAL_MS;
const metNoInit = noInit.wall <= GOAL_MS;
const wallOf = (name: CaseName) => rowOf(name).wall.toFixed(1);
const day = new Date().toISOString().slice(0, 10);
const cpuOf = (name: CaseName) => rowOf(name).cpu;
const boundCpu = cpuOf(
  "bound: a bundle of only initSync and reconcileItems, import, initSync, first plan",
);
const floorCpu = cpuOf("bound: an empty file module (Node's loader)");
const loaded = load > cpus().length;
// The README's paragraph, copied there by script/readme-figures.mjs: every figure from this run.
const readme = [
  "<!-- readme:cold-start -->",
  `**Cold start as a user sees it** (\`npm run bench:cold-start\`, after \`npm run build\`): from \`import\` of the built package (\`dist/index.js\`, Node's ESM build) to the first \`reconcileItems\` plan, median of ${PROCESSES} fresh Node ${process.versions.node.split(".")[0]} processes, on ${day} (${cpus().length} vCPU, load average ${load.toFixed(1)} at the start${loaded ? ": a loaded machine, where wall time mostly measures the load and CPU time is the steadier figure" : ""}). With \`initSync()\` between (the wasm engine plans): **${headline.wall.toFixed(1)} ms wall, ${headline.cpu.toFixed(1)} ms CPU**, target of 10 ms or less **${met ? "met" : "missed"}**. Without any init (\`engine: "auto"\` plans on the reference engine until \`init\`; same plans, no wasm compile): **${noInit.wall.toFixed(1)} ms wall, ${noInit.cpu.toFixed(1)} ms CPU**, **${metNoInit ? "met" : "missed"}**. So for the quickest first plan, plan first and call \`init()\` (or \`initSync()\`) after it, off the first request's path. \`import\` alone takes ${wallOf("import alone")} ms. What bounds it, from the same run: a bundle of only what the first plan needs (\`initSync\`, \`reconcileItems\`) takes ${wallOf("bound: a bundle of only initSync and reconcileItems, import, initSync, first plan")} ms with \`initSync()\`, and an empty file module ${wallOf("bound: an empty file module (Node's loader)")} ms (Node's module loader alone). msgpackr loads at the first msgpack decode or encode instead: import, \`initSync()\`, a first \`reconcileMsgpack\` and a read of its item take ${wallOf("import, initSync, first msgpack plan and item (loads msgpackr)")} ms; the preflight rules at the first \`preflight\`: import, \`initSync()\` and a first \`preflight\` take ${wallOf("import, initSync, first preflight (loads the rules)")} ms. Details: [bench/RESULTS.md](bench/RESULTS.md#cold-start-import-to-the-first-plan-issue-14).`,
  "<!-- /readme:cold-start -->",
];
const lines = [
  BEGIN,
  "## Cold start: `import` to the first plan (issue 14)",
  "",
  `Generated by \`npm run bench:cold-start\` on ${day}: ${cpus()[0]?.model ?? "?"}, ${cpus().length} vCPU, Node ${process.version}; ${PROCESSES} fresh processes a case, cases interleaved; 1-minute load average at the start ${load.toFixed(2)}. The built ESM entry (\`dist/index.js\`); medians in milliseconds, wall time from before \`import()\` to the plan, CPU time (user + system) over the same span.`,
  "",
  "| case | wall | CPU |",
  "| --- | ---: | ---: |",
  ...rows.map((r) => `| ${r.name} | ${r.wall.toFixed(2)} | ${r.cpu.toFixed(2)} |`),
  "",
  `Target: import → first plan ≤ ${GOAL_MS} ms on Node 20 (median wall). With \`initSync()\` between: **${met ? "MET" : "MISSED"}** at ${headline.wall.toFixed(2)} ms. Without init (\`auto\` on the reference engine): **${metNoInit ? "MET" : "MISSED"}** at ${noInit.wall.toFixed(2)} ms.`,
  "",
  `What bounds it, from the same run (CPU, the figure load disturbs least): the entry's exports the first plan does not use (the msgpack path's TypeScript, the compaction and family code, the item constructors, preflight's rule data; the rules themselves and msgpackr load on first use) and its second module file (the entry re-exporting the chunk all entries share) cost ${(headline.cpu - boundCpu).toFixed(1)} ms over a bundle of only \`initSync\` and \`reconcileItems\` (${boundCpu.toFixed(1)} ms), which in turn costs ${(boundCpu - floorCpu).toFixed(1)} ms over an empty file module (${floorCpu.toFixed(1)} ms: Node's loader).`,
  "",
  "The README's paragraph, from this run:",
  "",
  ...readme,
  END,
];
const section = lines.join("\n");
console.log(section);

if (!process.argv.includes("--no-write") && !process.env.COLD_START_DIST) {
  const old = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8") : "";
  const at = old.indexOf(BEGIN);
  const next =
    at >= 0
      ? old.slice(0, at) + section + old.slice(old.indexOf(END) + END.length)
      : `${old.trimEnd()}\n\n${section}\n`;
  writeFileSync(RESULTS, next);
  execFileSync(process.execPath, [join(ROOT, "script", "readme-figures.mjs"), "--blocks"], {
    cwd: ROOT,
    stdio: "inherit",
  });
}
