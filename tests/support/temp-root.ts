// Vitest's global setup: every test file's temporary files (os.tmpdir(), inherited by the forked
// workers and the command lines they run) go under one folder of this run, removed at its end, so
// runs of the suite leave nothing behind in the machine's temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Points TMPDIR at a fresh folder for the run; the returned teardown removes it. */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "clinker-tests-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  };
}
