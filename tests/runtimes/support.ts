// Shared by the runtime tests: they run the built package, so they skip (saying so) without it.
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The repository root. */
export const ROOT = join(import.meta.dirname, "..", "..");

/** Is `dist/<file>` built? Warns (the test is then skipped) when it is not. */
export function distReady(file: string): boolean {
  const ready = existsSync(join(ROOT, "dist", file));
  if (!ready)
    console.warn(`dist/${file} missing (run npm run build): skipping ${file}'s runtime test`);
  return ready;
}
