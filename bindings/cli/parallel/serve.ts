// A worker thread of the command line: it reads the parallel check's byte ranges (worker.ts) and
// checks `sessions`' files (verdicts.ts), whichever the main thread sends, until terminated.
import { parentPort } from "node:worker_threads";
import { sessionVerdict } from "../session-verdict.js";
import type { VerdictJob, VerdictMessage } from "./verdicts.js";
import { answerRange, type RangeJob } from "./worker.js";

/** Serves the main thread's jobs. */
export function serveJobs(): void {
  const port = parentPort!;
  port.on("message", (job: RangeJob | VerdictJob) => {
    if (!("verdictOf" in job)) return answerRange(job, port);
    sessionVerdict(job.verdictOf).then(
      (verdict) => port.postMessage({ verdict } satisfies VerdictMessage),
      (error: unknown) =>
        port.postMessage({
          failed: error instanceof Error ? error.message : String(error),
        } satisfies VerdictMessage),
    );
  });
}
