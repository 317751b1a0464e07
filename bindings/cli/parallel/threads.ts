// The readers of the parallel check: this thread and `jobs - 1` worker threads, each taking the
// next unread range when it finishes one, so ranges end roughly in file order. This thread reads
// too (it also counts): one fewer Node instance in memory, and both cores busy on two.
import { Worker } from "node:worker_threads";
import type { Batch } from "./batch.js";
import type { RangeRunner, Slot } from "./ordered.js";
import { type RangeEnd, type RangeJob, scanRange, type WorkerMessage } from "./worker.js";

/** Each worker's young generation (MB): the parse garbage dies young. */
const YOUNG_MB = 16;
/** Ranges read ahead of the first uncounted one, per reader: their rows wait in memory. */
const AHEAD = 8;

/** A reader: starts a job, reporting each batch and the end (or a failure) through `events`. */
type Reader = (job: RangeJob) => void;
interface ReaderEvents {
  batch(batch: Batch): void;
  end(end: RangeEnd): void;
  fail(error: Error): void;
}

const localReader =
  (events: ReaderEvents): Reader =>
  (job) => {
    scanRange(job, events.batch).then(events.end, events.fail);
  };

function workerReader(script: URL, events: ReaderEvents, workers: Worker[]): Reader {
  const worker = new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB } });
  workers.push(worker);
  worker.on("message", (message: WorkerMessage) => {
    if ("failed" in message) events.fail(new Error(message.failed));
    else if ("batch" in message) events.batch(message.batch);
    else events.end(message.end);
  });
  worker.on("error", events.fail);
  return (job) => worker.postMessage(job);
}

/** A runner of this thread and `jobs - 1` worker threads running `script` (its `serveJobs`). */
export const workerPool =
  (jobs: number, script: URL): RangeRunner =>
  (path, format, slots, arrived) =>
    new Promise<void>((resolve, reject) => {
      const workers: Worker[] = [];
      const idle: (() => void)[] = [];
      let taken = 0;
      let ended = 0;
      let counted = 0;
      let failed = false;
      const stop = () => {
        for (const w of workers) void w.terminate();
      };
      const fail = (error: Error) => {
        if (failed) return;
        failed = true;
        stop();
        reject(error);
      };
      const after = () => {
        try {
          counted = arrived();
        } catch (error) {
          fail(error as Error); // the counting gave up (a range that needs the lines before it)
          return;
        }
        for (const waiting of idle.splice(0)) waiting();
        if (ended === slots.length && !failed) {
          stop();
          resolve();
        }
      };
      const start = (local: boolean) => {
        let slot: Slot | undefined;
        const events: ReaderEvents = {
          batch: (batch) => {
            slot!.batches.push(batch);
            after();
          },
          end: (end) => {
            slot!.end = end;
            ended++;
            give();
            after();
          },
          fail,
        };
        const read = local ? localReader(events) : workerReader(script, events, workers);
        // The next range, or a wait when the readers are too far ahead of the counting.
        const give = () => {
          if (taken >= slots.length || failed) return;
          if (taken >= counted + AHEAD * jobs) {
            idle.push(give);
            return;
          }
          slot = slots[taken++];
          read({ path, range: slot.range, format });
        };
        give();
      };
      const readers = Math.min(jobs, slots.length);
      for (let r = 1; r < readers; r++) start(false);
      start(true);
    });
