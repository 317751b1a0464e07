// A hostile session whose left-out records name each other as parents (a repeated id, each of its
// records an orphan result): the host writer's walk to the nearest kept ancestor ran forever, on
// the whole-log path and streamed. Now the walk ends (no kept ancestor: the child becomes a root),
// in a child process that is killed if it does not.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../cli/run.js";

const CHILD = join(import.meta.dirname, "tree-cycle-child.ts");
const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const id = (k: number) => `c0de0000-0000-4000-8000-${String(k).padStart(12, "0")}`;

/** Claude Code: a prompt, then X (orphan), Y child of X (orphan), X again child of Y, a reply to X. */
function claudeCode(): object[] {
  const line = (k: number, parent: number | null, content: unknown) => ({
    type: "user",
    uuid: id(k),
    parentUuid: parent === null ? null : id(parent),
    sessionId: "s",
    message: { role: "user", content },
  });
  const result = (call: string) => [{ type: "tool_result", tool_use_id: call, content: "o" }];
  return [
    line(1, null, "hi"),
    line(2, 1, result("zz")),
    line(3, 2, result("yy")),
    line(2, 3, result("xx")),
    line(4, 2, "next"),
  ];
}

/** pi: the same shape in a session of format 3. */
function pi(): object[] {
  const entry = (k: number, parent: number | null, message: object) => ({
    type: "message",
    id: id(k),
    parentId: parent === null ? null : id(parent),
    timestamp: "2026-12-05T00:00:00.000Z",
    message,
  });
  const result = (call: string) => ({
    role: "toolResult",
    toolCallId: call,
    toolName: "f",
    content: [{ type: "text", text: "o" }],
    isError: false,
  });
  const user = (text: string) => ({ role: "user", content: [{ type: "text", text }] });
  return [
    { type: "session", version: 3, id: "s", timestamp: "2026-12-05T00:00:00.000Z", cwd: "/" },
    entry(1, null, user("hi")),
    entry(2, 1, result("zz")),
    entry(3, 2, result("yy")),
    entry(2, 3, result("xx")),
    entry(4, 2, user("next")),
  ];
}

describe.each([
  ["claude-code", claudeCode, "parentUuid"],
  ["pi-session", pi, "parentId"],
])(
  "fix of a %s session whose left-out records are each other's parents",
  (format, lines, parent) => {
    it.each(["whole", "streamed"])(
      "ends (%s), the reply made a root",
      (path) => {
        const input = join(dir, `${format}-${path}.jsonl`);
        const output = join(dir, `${format}-${path}-out.jsonl`);
        writeFileSync(
          input,
          lines()
            .map((l) => `${JSON.stringify(l)}\n`)
            .join(""),
        );
        const run = spawnSync(process.execPath, ["--import", "tsx", CHILD, input, output, path], {
          encoding: "utf8",
          timeout: 30_000,
          killSignal: "SIGKILL", // a write under way catches SIGTERM, which a busy loop never runs
        });
        expect(run.signal, "killed: the fix did not end").toBeNull();
        expect(run.status, run.stderr).toBe(0);
        expect(JSON.parse(run.stdout)).toMatchObject({ format, ok: true });
        const written = readFileSync(output, "utf8")
          .trimEnd()
          .split("\n")
          .map((l) => JSON.parse(l));
        const reply = written[written.length - 1];
        expect(reply.message.content).toEqual(
          format === "pi-session" ? [{ type: "text", text: "next" }] : "next",
        );
        expect(reply[parent]).toBeNull();
        const text = JSON.stringify(written);
        for (const gone of ['"yy"', '"xx"']) expect(text).not.toContain(gone);
        // pi resumes the reply's branch: the first entry with the repeated id is on none it
        // resumes (pi-path.ts), so its line stays as it was.
        if (format === "claude-code") expect(text).not.toContain(id(2));
        else expect(text).toContain('"toolCallId":"zz"');
      },
      60_000,
    );
  },
);
