// `sessions` and session arguments: each host's folder as the host decides it (its environment
// variables, pi's settings), newest first, verdicts from check, ids, prefixes and `current`.
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { claudeProjectName, piProjectName } from "../../bindings/cli/session-folders.js";
import { listSessions, resolveSessionArg, sessionFiles } from "../../bindings/cli/sessions.js";
import { claudeCodeLog, codexLog, logText, piLog, poisonClaudeCode } from "../support/host-logs.js";
import { built, CLI } from "./run.js";

const CWD = "/work/some project";
const CC_ID = "5f1b2c3d-0000-4000-8000-000000000001";
const CODEX_ID = "0199a000-0000-7000-8000-000000000001";

function put(file: string, text: string, secondsAgo: number): void {
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, text);
  const t = Date.now() / 1000 - secondsAgo;
  utimesSync(file, t, t);
}

function homes() {
  const root = mkdtempSync(join(tmpdir(), "clinker-sessions-"));
  const env = {
    CLAUDE_CONFIG_DIR: join(root, "claude"),
    CODEX_HOME: join(root, "codex"),
    PI_CODING_AGENT_DIR: join(root, "pi"),
  };
  const cc = join(env.CLAUDE_CONFIG_DIR, "projects", claudeProjectName(CWD), `${CC_ID}.jsonl`);
  put(cc, logText(poisonClaudeCode(claudeCodeLog({ cwd: CWD }), "missing-result")), 300);
  const codex = join(
    env.CODEX_HOME,
    "sessions/2026/01/02",
    `rollout-2026-01-02T10-00-00-${CODEX_ID}.jsonl`,
  );
  put(codex, logText(codexLog({ cwd: "/elsewhere" })), 200);
  const pi = join(
    env.PI_CODING_AGENT_DIR,
    "sessions",
    piProjectName(CWD),
    "2026-01-02T10-00-00-000Z_0199a000-0000-7000-8000-0000000000a1.jsonl",
  );
  put(pi, logText(piLog({ cwd: CWD })), 100);
  const broken = join(
    env.CLAUDE_CONFIG_DIR,
    "projects",
    "-tmp",
    "6f000000-0000-4000-8000-000000000009.jsonl",
  );
  put(broken, "not json\n", 400);
  return { env, cc, codex, pi, broken };
}

describe("sessions", () => {
  it("lists every host's sessions from their folders, newest first, with verdicts", async () => {
    const { env, cc, codex, pi, broken } = homes();
    const listed = await listSessions(undefined, env);
    expect(listed.map((s) => s.file)).toEqual([pi, codex, cc, broken]);
    expect(listed.map((s) => s.verdict)).toEqual(["clean", "clean", "1 problem(s)", "unreadable"]);
    expect(listed.map((s) => s.id)).toEqual([
      "0199a000-0000-7000-8000-0000000000a1",
      CODEX_ID,
      CC_ID,
      "6f000000-0000-4000-8000-000000000009",
    ]);
    expect(sessionFiles(["codex"], env).map((s) => s.file)).toEqual([codex]);
  });

  it.skipIf(!built)(
    "gives the same verdicts checked on worker threads beside this one",
    async () => {
      const { env, cc } = homes();
      // More sessions than workers, so each takes several; one of them unreadable.
      for (let k = 0; k < 6; k++) {
        const id = `7f00000${k}-0000-4000-8000-000000000001`;
        const file = join(env.CLAUDE_CONFIG_DIR, "projects", claudeProjectName(CWD), `${id}.jsonl`);
        put(file, k === 3 ? "{not json\n" : readFileSync(cc, "utf8"), 500 + k);
      }
      const alone = await listSessions(undefined, env);
      const pool = { jobs: 3, workerScript: pathToFileURL(CLI) };
      const beside = await listSessions(undefined, env, pool);
      expect(beside).toEqual(alone);
      expect(alone.filter((s) => s.verdict === "unreadable")).toHaveLength(2);
      expect(alone.filter((s) => s.verdict === "1 problem(s)")).toHaveLength(6);
    },
  );

  it("checks on this thread what a worker failed on or held when it stopped", async () => {
    const { env } = homes();
    const alone = await listSessions(undefined, env);
    const dir = mkdtempSync(join(tmpdir(), "clinker-workers-"));
    const scripts = {
      exits: "process.exit(3);",
      throws:
        'require("node:worker_threads").parentPort.on("message", () => { throw new Error("x"); });',
      fails:
        'const { parentPort } = require("node:worker_threads"); parentPort.on("message", () => parentPort.postMessage({ failed: "no" }));',
    };
    for (const [name, text] of Object.entries(scripts)) {
      const script = join(dir, `${name}.cjs`);
      writeFileSync(script, text);
      const pool = { jobs: 3, workerScript: pathToFileURL(script) };
      expect(await listSessions(undefined, env, pool)).toEqual(alone);
    }
  });

  it("follows pi's session folder setting and its environment variable", () => {
    const { env } = homes();
    const custom = join(env.PI_CODING_AGENT_DIR, "..", "pi-custom");
    put(join(custom, "a_11111111-0000-4000-8000-000000000000.jsonl"), logText(piLog()), 10);
    writeFileSync(
      join(env.PI_CODING_AGENT_DIR, "settings.json"),
      JSON.stringify({ sessionDir: custom }),
    );
    expect(sessionFiles(["pi"], env).map((s) => s.id)).toEqual([
      "11111111-0000-4000-8000-000000000000",
    ]);
    const viaEnv = { ...env, PI_CODING_AGENT_SESSION_DIR: join(custom, "none") };
    expect(sessionFiles(["pi"], viaEnv)).toEqual([]);
  });

  it("resolves an id, a prefix and current; refuses an ambiguous or unknown one", () => {
    const { env, cc, codex, pi } = homes();
    expect(resolveSessionArg(CC_ID, CWD, env)).toBe(cc);
    expect(resolveSessionArg("5f1b", CWD, env)).toBe(cc);
    expect(resolveSessionArg(CODEX_ID, CWD, env)).toBe(codex);
    expect(resolveSessionArg("current", CWD, env)).toBe(pi);
    expect(resolveSessionArg("current", "/elsewhere", env)).toBe(codex);
    expect(() => resolveSessionArg("0199a000", CWD, env)).toThrow(/names 2 sessions/);
    expect(() => resolveSessionArg("ffff", CWD, env)).toThrow(/no session id starts with it/);
    expect(() => resolveSessionArg("current", "/nowhere", env)).toThrow(
      /no Claude Code, Codex or pi session/,
    );
    expect(resolveSessionArg("./x.jsonl", CWD, env)).toBe("./x.jsonl");
  });

  // A Codex session_meta carries the instructions (AGENTS.md, the base prompt): its line can run
  // past any fixed head, and `current` must still read the cwd it names.
  it("reads current's working directory from a first line of any length", () => {
    const { env } = homes();
    const log = codexLog({ cwd: "/long/meta" });
    const meta = log.records[0];
    log.records[0] = { ...meta, payload: { ...meta.payload, instructions: "x".repeat(3 << 20) } };
    const file = join(
      env.CODEX_HOME,
      "sessions/2026/01/03",
      `rollout-2026-01-03T10-00-00-${CODEX_ID}.jsonl`,
    );
    put(file, logText(log), 50);
    expect(resolveSessionArg("current", "/long/meta", env)).toBe(file);
    expect(resolveSessionArg("no-such-file.jsonl", CWD, env)).toBe("no-such-file.jsonl");
  });
});
