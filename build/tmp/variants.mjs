import * as esbuild from "esbuild";
const stub = (filter, contents) => ({ name: "stub" + filter, setup(b) {
  b.onResolve({ filter }, (a) => ({ path: a.path, namespace: "stub" }));
  b.onLoad({ filter: /.*/, namespace: "stub" }, (a) => ({ contents: contents(a.path), loader: "js" }));
}});
const msgpackr = stub(/^msgpackr/, () => "export class Packr{} export class Unpackr{}");
const preflight = stub(/preflight\/index\.js$/, () => "export const PREFLIGHT_RULES=[];export function preflight(){};export function rulesTable(){}");
const base = { bundle: true, format: "esm", minify: true, target: "es2022", platform: "neutral", entryPoints: ["/work/wt-runtimes/bindings/index.ts"], logLevel: "error" };
await esbuild.build({ ...base, outfile: "/tmp/edgeprof/v/v0.js" });
await esbuild.build({ ...base, outfile: "/tmp/edgeprof/v/v1.js", plugins: [msgpackr] });
await esbuild.build({ ...base, outfile: "/tmp/edgeprof/v/v2.js", plugins: [msgpackr, preflight] });
