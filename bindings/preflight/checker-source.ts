// Where preflight's public function gets the rules: here statically (the bundler, edge and
// CommonJS builds, the tests). The Node ESM build swaps in checker-source.node.ts, which loads
// them from dist/preflight.cjs at the first preflight call (tsup.config.ts).
import { preflight } from "./preflight.js";

/** The function that runs the rules. */
export type Checker = typeof preflight;

/** The rules' runner, already loaded. */
export function preflightChecker(): Checker {
  return preflight;
}
