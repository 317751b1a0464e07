// `sessions`: the session files of Claude Code, Codex and pi, newest first, each with a verdict;
// and the session arguments `check` and `fix` take (an id, an id prefix, or `current`).
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { UsageError } from "./failure.js";
import { firstRecordLineOf } from "./file-head.js";
import { type VerdictPool, verdictsOf } from "./parallel/verdicts.js";
import {
  claudeProjectName,
  HOST_NAMES,
  type HostName,
  piProjectName,
  sessionRoot,
} from "./session-folders.js";

/** One session file. */
export interface SessionFile {
  host: HostName;
  id: string;
  file: string;
  size: number;
  /** Last change, ISO time. */
  modified: string;
  mtimeMs: number;
}

/** A listed session with its verdict (`clean`, `N problems` or `unreadable`). */
export interface ListedSession extends SessionFile {
  verdict: string;
  problems?: number;
}

type Env = Readonly<Record<string, string | undefined>>;

function jsonlFiles(folder: string, depth: number): string[] {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return []; // no such folder: the host has no sessions here
  }
  return entries.flatMap((e) => {
    const path = join(folder, e.name);
    if (e.isDirectory()) return depth > 0 ? jsonlFiles(path, depth - 1) : [];
    return e.isFile() && e.name.endsWith(".jsonl") ? [path] : [];
  });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

// The session id in a file name: Codex's and pi's end in it, Claude Code's is it.
function idOf(host: HostName, file: string): string {
  const name = basename(file, ".jsonl");
  if (host === "pi") return name.slice(name.lastIndexOf("_") + 1);
  return (
    (host === "codex" ? name.match(new RegExp(`${UUID.source}$`, "i"))?.[0] : undefined) ?? name
  );
}

/** The session files of `hosts` under `env`, newest first. */
export function sessionFiles(
  hosts: readonly HostName[] = HOST_NAMES,
  env: Env = process.env,
): SessionFile[] {
  const found = hosts.flatMap((host) => {
    const root = sessionRoot(host, env);
    const depth = host === "codex" ? 3 : root.perProject ? 1 : 0;
    return jsonlFiles(root.folder, depth).flatMap((file) => {
      try {
        const { size, mtimeMs } = statSync(file);
        const modified = new Date(mtimeMs).toISOString();
        return [{ host, id: idOf(host, file), file, size, modified, mtimeMs }];
      } catch {
        return []; // removed while listing
      }
    });
  });
  return found.sort((a, b) => b.mtimeMs - a.mtimeMs);
}

/**
 * `sessions`: every session with its verdict from `check`, on worker threads beside this one
 * with `pool` (a home of many sessions). Never throws for a session (it is `unreadable`).
 */
export async function listSessions(
  hosts?: readonly HostName[],
  env?: Env,
  pool?: VerdictPool,
): Promise<ListedSession[]> {
  const sessions = sessionFiles(hosts, env);
  const bytes = sessions.reduce((n, s) => n + s.size, 0);
  const verdicts = await verdictsOf(
    sessions.map((s) => s.file),
    bytes,
    pool,
  );
  return sessions.map((session, k) => {
    const { problems } = verdicts[k];
    if (problems === undefined) return { ...session, verdict: "unreadable" };
    return { ...session, verdict: problems ? `${problems} problem(s)` : "clean", problems };
  });
}

// The working directory a session was started in: Claude Code's and pi's project folder names
// it; Codex's and pi's first line says it.
function firstLineCwd(file: string): string | undefined {
  // The whole first record, however long (a Codex session_meta carries the instructions).
  const line = firstRecordLineOf(file, { lenient: true, first: 64 * 1024 });
  try {
    const record = line === undefined ? undefined : JSON.parse(line);
    return record?.payload?.cwd ?? record?.cwd;
  } catch {
    return undefined; // not JSON at the start: no cwd known
  }
}

function startedIn(session: SessionFile, cwd: string): boolean {
  const folder = basename(dirname(session.file));
  if (session.host === "claude-code") return folder === claudeProjectName(cwd);
  if (session.host === "pi" && folder === piProjectName(cwd)) return true;
  return firstLineCwd(session.file) === cwd;
}

/**
 * The file a `check` / `fix` argument names: an existing path, or anything but `current` and a
 * hex id (prefix), as it is; else `current` (the newest session started in `cwd`), a session id,
 * or an id prefix naming one session.
 * @throws {UsageError} when it names no session, or several (they are listed).
 */
export function resolveSessionArg(
  arg: string,
  cwd: string = process.cwd(),
  env: Env = process.env,
): string {
  if (existsSync(arg) || !(arg === "current" || /^[0-9a-f][0-9a-f-]*$/i.test(arg))) return arg;
  const all = sessionFiles(HOST_NAMES, env);
  if (arg === "current") {
    const mine = all.find((s) => startedIn(s, cwd));
    if (!mine) throw new UsageError(`no Claude Code, Codex or pi session started in ${cwd}`);
    return mine.file;
  }
  const matches = all.filter((s) => s.id.toLowerCase().startsWith(arg.toLowerCase()));
  if (matches.length === 1) return matches[0].file;
  if (matches.length === 0)
    throw new UsageError(`${arg}: no such file, and no session id starts with it`);
  const some = matches.slice(0, 5).map((s) => `${s.host} ${s.id}`);
  throw new UsageError(
    `${arg} names ${matches.length} sessions (${some.join(", ")}): give more of the id`,
  );
}
