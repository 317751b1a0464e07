// The same smoke script in Deno and Bun, from their npm packages (the binaries ship inside
// registry packages), against the Node result. Deno gets read access to dist/ and nothing else.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { distReady, ROOT, TOOLS } from "./support.js";

const ready = distReady("index.js");
const smoke = join(import.meta.dirname, "smoke.mjs");
const entry = pathToFileURL(join(ROOT, "dist", "index.js")).href;

/**
 * The runtime binary shipped inside its npm package (the platform package, or where the
 * package's postinstall moved it), or undefined (with a warning) when absent.
 */
function binary(name: string, candidates: string[]): string | undefined {
  for (const candidate of candidates) {
    const path = join(TOOLS, candidate);
    // A real binary, not the placeholder a package ships before its postinstall replaces it.
    if (existsSync(path) && statSync(path).size > 1_000_000) return path;
  }
  console.warn(
    `${name} is not installed for this platform in tests/runtimes/node_modules: skipping its smoke run`,
  );
  return undefined;
}

function run(command: string, args: string[]) {
  const out = spawnSync(command, args, {
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  expect(out.status, out.stderr).toBe(0);
  return JSON.parse(out.stdout);
}

const deno = binary("deno", [`@deno/${process.platform}-${process.arch}-glibc/deno`]);
const bun = binary("bun", [
  "bun/bin/bun.exe",
  `@oven/bun-${process.platform}-${process.arch}/bin/bun`,
]);

describe.skipIf(!ready)("the smoke script in Deno and Bun", () => {
  const expected = ready ? run(process.execPath, [smoke, entry]) : undefined;

  it("Node plans on both engines and from bytes (the reference result)", () => {
    expect(expected).toMatchObject({ before: false, after: true, error: "invalid-argument" });
    expect(expected.wasm).toEqual(expected.reference);
    expect(expected.stored).toEqual({
      order: [1, 2, 0],
      repairs: ["y"],
      decoded: "function_call_output",
      rewritten: 4,
    });
  });

  it.skipIf(!deno)("Deno, with read access to dist/ only (no --allow-env)", () => {
    const read = `--allow-read=${join(ROOT, "dist")},${import.meta.dirname}`;
    expect(run(deno!, ["run", "--no-config", "--no-prompt", read, smoke, entry])).toEqual(expected);
  });

  it.skipIf(!bun)("Bun", () => {
    expect(run(bun!, [smoke, entry])).toEqual(expected);
  });
});
