// Where each host keeps its sessions, as the hosts themselves decide it: Claude Code under
// `$CLAUDE_CONFIG_DIR` (default `~/.claude`) `/projects/<cwd, non-alphanumerics as ->/<id>.jsonl`;
// Codex under `$CODEX_HOME` (default `~/.codex`) `/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl`;
// pi under `$PI_CODING_AGENT_SESSION_DIR`, else settings.json's `sessionDir`, else
// `$PI_CODING_AGENT_DIR` (default `~/.pi/agent`) `/sessions/--<cwd, / as ->--/<time>_<id>.jsonl`.
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** The hosts whose sessions `sessions` lists. */
export type HostName = "claude-code" | "codex" | "pi";

/** Every host, in the order `sessions` lists them. */
export const HOST_NAMES: readonly HostName[] = ["claude-code", "codex", "pi"];

type Env = Readonly<Record<string, string | undefined>>;

const tilde = (path: string) =>
  path === "~" ? homedir() : path.startsWith("~/") ? join(homedir(), path.slice(2)) : path;

/** Claude Code's folder name for a working directory. */
export const claudeProjectName = (cwd: string) => cwd.replace(/[^a-zA-Z0-9]/g, "-");

/** pi's folder name for a working directory. */
export const piProjectName = (cwd: string) =>
  `--${cwd.replace(/^[/\\]/, "").replace(/[/\\:]/g, "-")}--`;

function piSettingsDir(agentDir: string): string | undefined {
  try {
    const settings = JSON.parse(readFileSync(join(agentDir, "settings.json"), "utf8"));
    return typeof settings?.sessionDir === "string" ? tilde(settings.sessionDir) : undefined;
  } catch {
    return undefined; // no settings, or unreadable: pi uses its default too
  }
}

/** A host's session root, and whether sessions sit in one folder per working directory. */
export interface SessionRoot {
  readonly folder: string;
  readonly perProject: boolean;
}

/** Where `host` keeps its sessions under `env`. */
export function sessionRoot(host: HostName, env: Env = process.env): SessionRoot {
  if (host === "claude-code") {
    const config = env.CLAUDE_CONFIG_DIR
      ? tilde(env.CLAUDE_CONFIG_DIR)
      : join(homedir(), ".claude");
    return { folder: join(config, "projects"), perProject: true };
  }
  if (host === "codex") {
    const home = env.CODEX_HOME ? tilde(env.CODEX_HOME) : join(homedir(), ".codex");
    return { folder: join(home, "sessions"), perProject: false };
  }
  if (env.PI_CODING_AGENT_SESSION_DIR)
    return { folder: tilde(env.PI_CODING_AGENT_SESSION_DIR), perProject: false };
  const agent = env.PI_CODING_AGENT_DIR
    ? tilde(env.PI_CODING_AGENT_DIR)
    : join(homedir(), ".pi", "agent");
  const custom = piSettingsDir(agent);
  return custom
    ? { folder: custom, perProject: false }
    : { folder: join(agent, "sessions"), perProject: true };
}
