// The built types as a user's project compiles them: `lib: ["es2022"]` alone (no DOM, no
// @types/node), plain literals of every kind, and (on workerd) one Projection class across entries.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { toolReady } from "./support.js";

const root = join(import.meta.dirname, "..", "..");
const fixture = join(import.meta.dirname, "types-fixture");
const built = existsSync(join(root, "dist", "index.d.ts"));
if (!built) console.warn("dist/ missing (run npm run build): skipping the types fixture test");
// The fixture imports the package by name: tests/runtimes/package.json links it (file:../..).
const linked = built && toolReady("clinker-transcript");

function tsc(project: string): string {
  const bin = join(root, "node_modules", "typescript", "bin", "tsc");
  const run = spawnSync(process.execPath, [bin, "-p", join(fixture, project)], {
    encoding: "utf8",
  });
  return `${run.stdout}${run.stderr}`.trim();
}

describe.skipIf(!linked)("the built types in a user's project", () => {
  it("compile with lib es2022 alone, plain literals of every kind included", () => {
    expect(tsc("tsconfig.json")).toBe("");
  });

  it("compile with customConditions workerd: one Projection across the main and provider entries", () => {
    expect(tsc("tsconfig.workerd.json")).toBe("");
  });
});
