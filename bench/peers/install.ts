// Installs the peers bench/peers.ts measures, from bench/peers/package-lock.json (npm ci), when
// missing or older than the lock. Run by `npm run bench` only: the library's install never has them.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * The npm that runs this script: under `npm run bench`, PATH starts with node_modules/.bin, where
 * @as-pect/cli's dependencies put npm 6, which cannot read this lock file (version 3).
 */
function npmCommand(): [string, string[]] {
  const cli = process.env.npm_execpath;
  return cli && /npm-cli\.js$/.test(cli) ? [process.execPath, [cli]] : ["npm", []];
}

/** True when the peers are installed (installing them first if needed); false if that failed. */
export function ensurePeers(): boolean {
  const lock = join(HERE, "package-lock.json");
  const installed = join(HERE, "node_modules", ".package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return true;
  try {
    const [command, prefix] = npmCommand();
    execFileSync(command, [...prefix, "ci", "--no-audit", "--no-fund", "--ignore-scripts"], {
      cwd: HERE,
      stdio: "inherit",
    });
    return true;
  } catch (error) {
    console.error(`bench/peers: npm ci failed (${(error as Error).message}); peers not measured`);
    return false;
  }
}
