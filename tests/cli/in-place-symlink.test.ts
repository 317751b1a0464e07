// `fix --in-place` and `restore` of a session reached through a symlink write the file it names,
// as `-o` does (output-path.ts): a rename over the link replaced the link with the fixed copy and
// left the session the link named as it was, its "backup" the link itself.
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { fixInPlaceStreamed } from "../../bindings/cli/in-place-streamed.js";
import { restoreFile } from "../../bindings/cli/restore.js";
import { REPAIR } from "../properties/transcripts.js";
import { claudeSession } from "./host-sessions.js";
import { tempDir } from "./run.js";

const now = () => Date.UTC(2026, 11, 1);

// A session in `real/`, an older file, and a relative link to it in the folder above.
function linked(): { link: string; target: string; text: string } {
  const dir = tempDir();
  mkdirSync(join(dir, "real"));
  const target = join(dir, "real", "session.jsonl");
  const text = `${claudeSession(30)}\n`;
  writeFileSync(target, text);
  const old = Date.UTC(2026, 10, 30) / 1000;
  utimesSync(target, old, old);
  const link = join(dir, "link.jsonl");
  symlinkSync(join("real", "session.jsonl"), link);
  return { link, target, text };
}

const runs = {
  whole: async (file: string) => fixInPlace(file, { repairText: REPAIR, now }),
  streamed: async (file: string) =>
    fixInPlaceStreamed(file, { repairText: REPAIR, now, streamMinBytes: 0, streamPiece: 3 }),
};

describe.each(Object.entries(runs))("fix --in-place (%s) through a symlink", (_, run) => {
  it("fixes the file the link names, the link kept, the backup beside that file", async () => {
    const { link, target, text } = linked();
    const report = await run(link);
    expect(report?.error).toBeUndefined();
    expect(report).toMatchObject({ file: link, format: "claude-code", changed: true, ok: true });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    const fixed = readFileSync(target, "utf8");
    expect(fixed).not.toBe(text);
    expect(fixed.split("\n").length).toBeGreaterThan(text.split("\n").length);
    expect(report?.backup?.startsWith(`${target}.bak-`)).toBe(true);
    expect(readFileSync(report?.backup ?? "", "utf8")).toBe(text);
    expect(readdirSync(join(link, "..")).sort()).toEqual(["link.jsonl", "real"]);

    const restored = restoreFile(link);
    expect(restored).toMatchObject({ file: link, backup: report?.backup });
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, "utf8")).toBe(text);
  });
});
