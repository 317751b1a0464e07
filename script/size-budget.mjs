// Fails when the release wasm or the bundle grows past its budget (STYLE.md: a size budget in CI).
import { existsSync, statSync } from "node:fs";

const budgets = [
  ["build/release.wasm", 32 * 1024],
  // The edge entry is self-contained and minified: the core library, msgpackr and the inlined wasm.
  ["dist/edge.js", 128 * 1024],
  ["dist/clinker-transcript.wasm", 32 * 1024],
];
let over = 0;
for (const [file, budget] of budgets) {
  if (!existsSync(file)) {
    console.log(`${file}: missing`);
    over++;
    continue;
  }
  const size = statSync(file).size;
  const ok = size <= budget;
  console.log(`${file}: ${size} bytes (budget ${budget}) ${ok ? "ok" : "OVER"}`);
  if (!ok) over++;
}
process.exit(over ? 1 : 0);
