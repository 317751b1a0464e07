// `sessions` checks many files: this thread and worker threads each take the next one, so a home
// of hundreds of sessions is checked on every core (one at a time, 300 sessions of 2 MB took 24 s).
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { type SessionVerdict, sessionVerdict } from "../session-verdict.js";

/** Worker threads for `sessions`: how many (undefined: the cores, at most 4) and their script. */
export interface VerdictPool {
  jobs?: number;
  /** The command line's own file, run by each worker (its `serveJobs`). */
  workerScript: URL;
}

/** A job a worker takes: the session file to check. */
export interface VerdictJob {
  verdictOf: string;
}

/** A worker's answer to a {@link VerdictJob}. */
export type VerdictMessage = { verdict: SessionVerdict } | { failed: string };

const AUTO_MAX_JOBS = 4;
/** Below this much to check, workers cost more to start than they save. */
const MIN_BYTES = 16 * 1024 * 1024;

/**
 * The verdict on each of `files` (of `bytes` in all), in their order: on this thread alone, or
 * with `pool` beside it. Never throws for a file (its verdict says unreadable); a worker that
 * fails is taken as a failure of the files it held.
 */
export async function verdictsOf(
  files: readonly string[],
  bytes: number,
  pool?: VerdictPool,
): Promise<SessionVerdict[]> {
  const jobs = Math.min(
    pool?.jobs ?? Math.min(availableParallelism(), AUTO_MAX_JOBS),
    files.length,
  );
  const out = new Array<SessionVerdict>(files.length);
  let next = 0;
  const local = async () => {
    for (let k = next++; k < files.length; k = next++) out[k] = await sessionVerdict(files[k]);
  };
  if (!pool || jobs < 2 || (pool.jobs === undefined && bytes < MIN_BYTES)) {
    await local();
    return out;
  }
  const workers = Array.from({ length: jobs - 1 }, () => new Worker(pool.workerScript));
  try {
    await Promise.all([local(), ...workers.map((w) => drain(w, files, out, () => next++))]);
  } finally {
    for (const w of workers) void w.terminate();
  }
  return out;
}

// A worker takes file after file until none is left; a file it failed on (or held when it
// stopped) is checked on this thread.
function drain(
  worker: Worker,
  files: readonly string[],
  out: SessionVerdict[],
  take: () => number,
): Promise<void> {
  return new Promise((resolve) => {
    let k = take();
    const give = () => {
      if (k >= files.length) return resolve();
      worker.postMessage({ verdictOf: files[k] } satisfies VerdictJob);
    };
    const here = (then: () => void) =>
      void sessionVerdict(files[k]).then((verdict) => {
        out[k] = verdict;
        then();
      });
    worker.on("message", (message: VerdictMessage) => {
      const taken = () => {
        k = take();
        give();
      };
      if ("verdict" in message) {
        out[k] = message.verdict;
        taken();
      } else here(taken);
    });
    // Failed or gone (an error, or an exit before the last file): what it held is checked here.
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      worker.removeAllListeners("message");
      if (k < files.length) here(resolve);
      else resolve();
    };
    worker.once("error", lost);
    worker.once("exit", lost);
    give();
  });
}
