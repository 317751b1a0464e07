// Shared by the runtime tests: they run the built package, so they skip (saying so) without it.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The repository root. */
export const ROOT = join(import.meta.dirname, "..", "..");

/** The test-only package's install (tests/runtimes/package.json; script/check runs npm ci there). */
export const TOOLS = join(import.meta.dirname, "node_modules");

/** Is the test-only package `name` installed? Warns (the test is then skipped) when it is not. */
export function toolReady(name: string): boolean {
  const ready = existsSync(join(TOOLS, name, "package.json"));
  if (!ready)
    console.warn(
      `${name} missing from tests/runtimes/node_modules (cd tests/runtimes && npm ci): skipping its test`,
    );
  return ready;
}

/** Is `dist/<file>` built? Warns (the test is then skipped) when it is not. */
export function distReady(file: string): boolean {
  const ready = existsSync(join(ROOT, "dist", file));
  if (!ready)
    console.warn(`dist/${file} missing (run npm run build): skipping ${file}'s runtime test`);
  return ready;
}

/** Every file `entry` imports statically, itself included (relative specifiers only). */
export function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const [, spec] of code.matchAll(
      /(?:^|[;}])\s*(?:import|export)[^"'();]*?from\s*"(\.[^"]+)"/g,
    ))
      visit(join(dirname(file), spec));
    for (const [, spec] of code.matchAll(/(?:^|[;}])\s*import\s*"(\.[^"]+)"/g))
      visit(join(dirname(file), spec));
  };
  visit(entry);
  return [...seen];
}
