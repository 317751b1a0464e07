// `-o OUT` writes through a symlink to its file, creates a dangling link's file, and writes
// straight into what is not a regular file (a FIFO, a device) instead of renaming a temporary
// file over it (which replaced the device or the pipe itself, and the link instead of its file).
import { execFileSync } from "node:child_process";
import {
  lstatSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outputPath } from "../../bindings/cli/output-path.js";
import { built, cli, fifoReader, log, tempDir } from "./run.js";

const INPUT = log("codex-ends-mid-call.jsonl");
const isRoot = process.getuid?.() === 0;

// The bytes `fix INPUT -o -` writes: what every target below must receive.
const fixed = () => cli(["fix", INPUT, "-o", "-"]).stdout;

describe("outputPath", () => {
  it("follows a chain of links to a file, existing or not, and refuses a loop", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "real.jsonl"), "old\n");
    symlinkSync("real.jsonl", join(dir, "a"));
    symlinkSync("a", join(dir, "b"));
    symlinkSync(join(dir, "missing.jsonl"), join(dir, "dangling"));
    symlinkSync("loop2", join(dir, "loop1"));
    symlinkSync("loop1", join(dir, "loop2"));
    expect(outputPath(join(dir, "b"))).toEqual({ path: join(dir, "real.jsonl"), direct: false });
    expect(outputPath(join(dir, "dangling"))).toEqual({
      path: join(dir, "missing.jsonl"),
      direct: false,
    });
    expect(outputPath(join(dir, "new.jsonl"))).toEqual({
      path: join(dir, "new.jsonl"),
      direct: false,
    });
    expect(() => outputPath(join(dir, "loop1"))).toThrow(
      expect.objectContaining({ code: "ELOOP" }),
    );
  });
});

describe.skipIf(!built)("fix -o OUT where OUT is not a plain file", () => {
  it("writes through a symlink, keeping the link, and creates a dangling link's file", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "real.jsonl"), "old\n");
    symlinkSync("real.jsonl", join(dir, "link.jsonl"));
    symlinkSync("made.jsonl", join(dir, "dangling.jsonl"));
    for (const name of ["link.jsonl", "dangling.jsonl"]) {
      expect(cli(["fix", INPUT, "-o", join(dir, name)]).code).toBe(0);
      expect(lstatSync(join(dir, name)).isSymbolicLink()).toBe(true);
    }
    expect(readlinkSync(join(dir, "link.jsonl"))).toBe("real.jsonl");
    expect(readFileSync(join(dir, "real.jsonl"), "utf8")).toBe(fixed());
    expect(readFileSync(join(dir, "made.jsonl"), "utf8")).toBe(fixed());
  });

  it("says ELOOP for a loop of links (exit 2)", () => {
    const dir = tempDir();
    symlinkSync("loop2", join(dir, "loop1"));
    symlinkSync("loop1", join(dir, "loop2"));
    const run = cli(["fix", INPUT, "-o", join(dir, "loop1")]);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toMatch(/ELOOP: too many symbolic links/);
  });

  it("writes into a FIFO for its reader, and leaves the FIFO a FIFO", async () => {
    const dir = tempDir();
    const { fifo, text } = fifoReader(dir);
    expect(cli(["fix", INPUT, "-o", fifo]).code).toBe(0);
    expect(await text()).toBe(fixed());
    expect(statSync(fifo).isFIFO()).toBe(true);
  });

  // A device node of this test's own (mknod needs root): the system's /dev/null is never at risk.
  it.skipIf(!isRoot)("writes into a device, keeps it, and reports a full one (exit 2)", () => {
    const dir = tempDir();
    execFileSync("mknod", [join(dir, "null"), "c", "1", "3"]);
    execFileSync("mknod", [join(dir, "full"), "c", "1", "7"]);
    expect(cli(["fix", INPUT, "-o", join(dir, "null")]).code).toBe(0);
    expect(statSync(join(dir, "null")).isCharacterDevice()).toBe(true);
    const full = cli(["fix", INPUT, "-o", join(dir, "full"), "--json"]);
    expect(full.code).toBe(2);
    expect(JSON.parse(full.stdout).error.code).toBe("ENOSPC");
    expect(statSync(join(dir, "full")).isCharacterDevice()).toBe(true);
  });
});
