// The package as `npm install` gives it to a user: packed, installed into an empty folder (offline,
// from the tarball alone), it adds nothing but itself, and its command line runs from there.
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const built = existsSync(join(root, "dist", "cli.js"));
if (!built) console.warn("dist/ missing (run npm run build): skipping the pack test");
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

/** Runs npm with no audit, fund or update chatter; throws with npm's output when it fails. */
function npm(cwd: string, args: string[]): string {
  return execFileSync("npm", [...args, "--no-audit", "--no-fund", "--no-update-notifier"], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The node_modules packages whose code dist/cli.js holds, read from its source map. */
function bundledPackages(): string[] {
  const map = JSON.parse(readFileSync(join(root, "dist", "cli.js.map"), "utf8"));
  const names = (map.sources as string[])
    .map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1])
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)].sort();
}

describe.skipIf(!built)("the packed package installed into an empty folder", () => {
  const work = mkdtempSync(join(tmpdir(), "clinker-pack-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("declares no dependencies: the command line's libraries are bundled into dist/cli.js", () => {
    expect(manifest.dependencies ?? {}).toEqual({});
    for (const name of ["commander", "picocolors", "cli-progress"])
      expect(bundledPackages()).toContain(name);
  });

  it("ships the license of every package bundled into dist/cli.js", () => {
    for (const name of bundledPackages())
      expect(existsSync(join(root, "dist", `LICENSE.${name}`)), `dist/LICENSE.${name}`).toBe(true);
  });

  it("installs offline from the tarball, and npm ls --omit=dev lists the package alone", () => {
    const [{ filename }] = JSON.parse(npm(root, ["pack", "--json", "--pack-destination", work]));
    const app = join(work, "app");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), '{ "name": "app", "private": true }\n');
    npm(app, ["install", "--offline", join(work, filename)]);
    expect(readdirSync(join(app, "node_modules")).filter((name) => !name.startsWith("."))).toEqual([
      "clinker-transcript",
    ]);
    const tree = JSON.parse(npm(app, ["ls", "--omit=dev", "--all", "--json"]));
    expect(Object.keys(tree.dependencies)).toEqual(["clinker-transcript"]);
    // Below it only the optional peers (the provider adapters' SDKs), listed unmet: not installed.
    const below = tree.dependencies["clinker-transcript"].dependencies ?? {};
    expect(Object.keys(below).sort()).toEqual(Object.keys(manifest.peerDependenciesMeta).sort());
    for (const name of Object.keys(below)) {
      expect(manifest.peerDependenciesMeta[name].optional).toBe(true);
      expect(below[name]).toEqual({});
    }
  });

  it("runs its command line from the install, with no package beside it", () => {
    const bin = join(work, "app", "node_modules", ".bin", "clinker-transcript");
    const run = spawnSync(bin, ["check", join(root, "examples", "logs", "responses-clean.jsonl")], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
