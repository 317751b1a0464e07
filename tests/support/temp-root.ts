// Vitest's global setup: every test file's temporary files (os.tmpdir(), inherited by the forked
// workers and the command lines they run) go under one folder of this run, removed at its end, so
// runs of the suite leave nothing behind in the machine's temporary folder. Each test project runs
// it: the first makes the folder, the others keep it (nested folders made Chromium's socket path
// too long).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The folder this run's first setup made (TMPDIR points at it while the run lasts). */
const MADE = "CLINKER_TESTS_TMPDIR";

/** Points TMPDIR at a fresh folder for the run, once; the returned teardown removes it. */
export default function setup(): () => void {
  if (process.env[MADE] !== undefined && process.env.TMPDIR === process.env[MADE]) return () => {};
  const root = mkdtempSync(join(tmpdir(), "clinker-tests-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = root;
  process.env[MADE] = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    delete process.env[MADE];
    rmSync(root, { recursive: true, force: true });
  };
}
