// The files a command's arguments name: a file as it is, a folder as every log under it, and a
// glob the shell did not expand (quoted, or a shell that does not) expanded here (tinyglobby).
import { readdirSync, statSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { globSync, isDynamicPattern } from "tinyglobby";
import { appendAll } from "../append-all.js";
import { UsageError } from "./failure.js";

/** The file names a folder argument takes: the formats the readers read. */
const LOG_FILE = /\.(jsonl|ndjson|json|msgpack)$/i;

const kind = (path: string): "file" | "folder" | undefined => {
  try {
    return statSync(path).isDirectory() ? "folder" : "file";
  } catch {
    return undefined;
  }
};

// Every log under `folder`, depth first in name order (hidden entries left out: .git, backups).
function logsUnder(folder: string, out: string[]): void {
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) logsUnder(path, out);
    else if (entry.isFile() && LOG_FILE.test(entry.name)) out.push(path);
  }
}

/**
 * The input files `args` name, in order, each once: `-` (stdin) and files as given, a folder as
 * every `.jsonl`, `.ndjson`, `.json` and `.msgpack` file under it, a glob pattern as the files it
 * matches. `other` resolves an argument that is none of these (a session id), or returns it.
 * @throws {UsageError} for a folder with no log, or a pattern that matches no file.
 */
export function expandInputs(
  args: readonly string[],
  other: (arg: string) => string = (arg) => arg,
): string[] {
  const out: string[] = [];
  for (const arg of args) {
    const what = arg === "-" ? "file" : kind(arg);
    if (what === "folder") {
      const found: string[] = [];
      logsUnder(arg, found);
      if (found.length === 0)
        throw new UsageError(
          `${arg}: no log file (.jsonl, .ndjson, .json, .msgpack) in the folder`,
        );
      appendAll(out, found);
    } else if (what === undefined && isDynamicPattern(arg)) {
      const found = globSync(arg, {
        onlyFiles: true,
        expandDirectories: false,
        absolute: isAbsolute(arg),
      }).sort();
      if (found.length === 0) throw new UsageError(`${arg}: no file matches the pattern`);
      appendAll(out, found);
    } else out.push(what === "file" ? arg : other(arg));
  }
  return [...new Set(out)];
}
