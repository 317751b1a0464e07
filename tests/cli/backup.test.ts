// The backup fix --in-place leaves: a hard link to the bytes read where the file system allows
// one, else the copy; a name already taken is an error, never overwritten.
import * as fs from "node:fs";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeBackup } from "../../bindings/cli/backup.js";

vi.mock("node:fs", async (original) => {
  const real = await original<typeof import("node:fs")>();
  return { ...real, linkSync: vi.fn(real.linkSync) };
});

const refusal = (code: string) => Object.assign(new Error(code), { code });

function file(): string {
  const path = join(mkdtempSync(join(tmpdir(), "clinker-backup-")), "session.jsonl");
  writeFileSync(path, '{"type":"message"}\n');
  return path;
}

afterEach(() => vi.mocked(fs.linkSync).mockClear());

describe("makeBackup", () => {
  it("links the backup to the file's own bytes: no copy", () => {
    const path = file();
    const copy = vi.fn();
    makeBackup(path, `${path}.bak`, copy);
    expect(copy).not.toHaveBeenCalled();
    expect(statSync(`${path}.bak`).ino).toBe(statSync(path).ino);
    expect(readFileSync(`${path}.bak`, "utf8")).toBe('{"type":"message"}\n');
  });

  it.each(["EPERM", "ENOTSUP", "EOPNOTSUPP", "EMLINK", "ENOSYS", "EXDEV"])(
    "copies where the file system refuses a hard link (%s)",
    (code) => {
      vi.mocked(fs.linkSync).mockImplementationOnce(() => {
        throw refusal(code);
      });
      const copy = vi.fn();
      makeBackup(file(), "unused", copy);
      expect(copy).toHaveBeenCalledOnce();
    },
  );

  it("throws, copying nothing, for a backup name already taken", () => {
    const path = file();
    writeFileSync(`${path}.bak`, "older");
    const copy = vi.fn();
    expect(() => makeBackup(path, `${path}.bak`, copy)).toThrow(/EEXIST/);
    expect(copy).not.toHaveBeenCalled();
    expect(readFileSync(`${path}.bak`, "utf8")).toBe("older");
  });
});
