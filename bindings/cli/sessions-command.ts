// The `sessions` command: every Claude Code, Codex and pi session, newest first, with a verdict.
import { type Command, Option } from "commander";
import { EXIT_CLEAN } from "./exit-codes.js";
import { HOST_NAMES, type HostName } from "./session-folders.js";
import { type ListedSession, listSessions } from "./sessions.js";
import { colorsFor } from "./style.js";

const size = (bytes: number) =>
  bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

function sessionLines(sessions: readonly ListedSession[]): string[] {
  const c = colorsFor(process.stdout);
  if (!sessions.length) return ["no sessions found (see --help for the folders read)"];
  return sessions.map((s) => {
    const verdict = s.verdict === "clean" ? c.green(s.verdict) : c.red(s.verdict);
    return `${s.host.padEnd(11)} ${s.id.padEnd(36)} ${size(s.size).padStart(8)}  ${s.modified}  ${verdict}  ${c.dim(s.file)}`;
  });
}

/**
 * Adds `sessions [--host H] [--json]` to `root`; `workerScript`: the command line's own file,
 * which worker threads run to check sessions beside this thread (none: this thread alone).
 */
export function addSessionsCommand(
  root: Command,
  setExit: (code: number) => void,
  workerScript?: URL,
): void {
  root
    .command("sessions")
    .description(
      "list Claude Code ($CLAUDE_CONFIG_DIR or ~/.claude), Codex ($CODEX_HOME or ~/.codex) and pi ($PI_CODING_AGENT_SESSION_DIR, settings sessionDir, or $PI_CODING_AGENT_DIR / ~/.pi/agent) sessions, newest first: size, last change, and clean / N problems / unreadable; check and fix take a session id, an id prefix, or current",
    )
    .addOption(new Option("--host <host>", "only this host's sessions").choices(HOST_NAMES))
    .option("--json", "print one JSON document")
    .action(async (o: { host?: HostName; json?: boolean }) => {
      const pool = workerScript ? { workerScript } : undefined;
      const sessions = await listSessions(o.host ? [o.host] : HOST_NAMES, undefined, pool);
      if (o.json) process.stdout.write(`${JSON.stringify({ version: 1, sessions }, null, 2)}\n`);
      else process.stdout.write(`${sessionLines(sessions).join("\n")}\n`);
      setExit(EXIT_CLEAN);
    });
}
