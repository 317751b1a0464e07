// Installs the peers bench/peers.ts measures, from bench/peers/package-lock.json (npm ci), when
// missing or older than the lock. Run by `npm run bench` only: the library's install never has them.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

/** True when the peers are installed (installing them first if needed); false if that failed. */
export function ensurePeers(): boolean {
  const lock = join(HERE, "package-lock.json");
  const installed = join(HERE, "node_modules", ".package-lock.json");
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return true;
  try {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"], {
      cwd: HERE,
      stdio: "inherit",
    });
    return true;
  } catch (error) {
    console.error(`bench/peers: npm ci failed (${(error as Error).message}); peers not measured`);
    return false;
  }
}
