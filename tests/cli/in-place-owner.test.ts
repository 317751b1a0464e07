// `fix --in-place` replaces a session by a rename: the new file was the process's. Run as root on a
// user's session (sudo, a container's root over a mounted home), the session became root's, mode
// 0600 kept, and the host run as the user could no longer read it. The replacement keeps the
// owner where the process may give it (root); a user who may not is refused, nothing written.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixInPlace, refuseForeignOwner, snapshot } from "../../bindings/cli/in-place.js";
import { fixInPlaceStreamed } from "../../bindings/cli/in-place-streamed.js";
import { restoreFile } from "../../bindings/cli/restore.js";
import { REPAIR } from "../properties/transcripts.js";
import { claudeSession } from "./host-sessions.js";
import { built, CLI } from "./run.js";

const NOBODY = 65534;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const root = process.geteuid?.() === 0 && process.platform === "linux";
const now = () => Date.UTC(2026, 11, 1);

// A session owned by `uid`, mode 0600 as Claude Code writes it, older than the quiet time.
function session(uid: number): string {
  // The suite's TMPDIR is its own (mode 0700): a folder another user can reach.
  const dir = mkdtempSync(join("/tmp", "clinker-owner-"));
  dirs.push(dir);
  chmodSync(dir, 0o777);
  const file = join(dir, "session.jsonl");
  writeFileSync(file, `${claudeSession(30)}\n`, { mode: 0o600 });
  chownSync(file, uid, uid);
  const old = Date.UTC(2026, 10, 30) / 1000;
  utimesSync(file, old, old);
  return file;
}

describe("the owner of a session fixed in place", () => {
  it("is refused where the process is neither the owner nor root", () => {
    const at = { size: 1, mtimeMs: 0, mode: 0o600, uid: 1000 };
    expect(() => refuseForeignOwner("s.jsonl", at, 1001)).toThrow(/belongs to another user/);
    expect(() => refuseForeignOwner("s.jsonl", at, 1000)).not.toThrow();
    expect(() => refuseForeignOwner("s.jsonl", at, 0)).not.toThrow();
  });

  it.skipIf(!root)(
    "stays the user's when root fixes and restores it (whole and streamed)",
    async () => {
      for (const streamMinBytes of [Number.POSITIVE_INFINITY, 0]) {
        const file = session(NOBODY);
        const options = { repairText: REPAIR, now, streamMinBytes, streamPiece: 3 };
        const report = (await fixInPlaceStreamed(file, options)) ?? fixInPlace(file, options);
        expect(report.error).toBeUndefined();
        expect(report.changed).toBe(true);
        expect(statSync(file)).toMatchObject({ uid: NOBODY, gid: NOBODY });
        expect(statSync(file).mode & 0o777).toBe(0o600);
        expect(restoreFile(file).error).toBeUndefined();
        expect(statSync(file)).toMatchObject({ uid: NOBODY, gid: NOBODY });
      }
    },
  );

  it.skipIf(!root || !built)("is refused for another user's session, nothing written", () => {
    const file = session(0);
    chmodSync(file, 0o666); // readable and writable by nobody, still root's
    const before = readFileSync(file);
    const run = spawnSync(process.execPath, [CLI, "fix", file, "--in-place"], {
      uid: NOBODY,
      gid: NOBODY,
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(`${run.stdout}${run.stderr}`).toMatch(/belongs to another user \(uid 0\)/);
    expect(readFileSync(file)).toEqual(before);
    expect(snapshot(file).uid).toBe(0);
  });
});
