// The suite's temporary files go under the run's own folder (temp-root.ts), which its end removes.
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { basename, dirname } from "node:path";
import { expect, it } from "vitest";

it("puts this file's temporary folder, and its command lines', under the run's folder", () => {
  expect(basename(tmpdir())).toMatch(/^clinker-tests-/);
  const child = execFileSync(process.execPath, ["-p", "require('node:os').tmpdir()"]).toString();
  expect(child.trim()).toBe(tmpdir());
  expect(dirname(tmpdir())).not.toBe(tmpdir());
  // One folder for the run, whatever the number of test projects (each runs the global setup).
  expect(tmpdir().split("clinker-tests-").length).toBe(2);
});
