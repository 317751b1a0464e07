// Issue 13: docs/cli.md shows what `script/demo` really prints (copied
// by script/demo-readme.mjs); the demo, the main job, runs clean (exit 0, nothing on stderr).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, root } from "./run.js";

describe.skipIf(!built)("docs/cli.md demo output", () => {
  it("equals a fresh run of script/demo", () => {
    const env = { ...process.env };
    delete env.FORCE_COLOR;
    const run = spawnSync(process.execPath, [join(root, "script", "demo-readme.mjs"), "--check"], {
      cwd: root,
      encoding: "utf8",
      env,
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
