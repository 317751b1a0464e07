// A write interrupted (Ctrl-C, a terminal closed, `kill`) removes its temporary file before the
// process ends: without a listener the signal ended the process at once and left a hidden partial
// copy of the output beside it, as large as the session it was rewriting.
import { unlinkSync } from "node:fs";

/** The signals a user sends to stop a command. */
const SIGNALS: readonly NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/** Marks the listener below among the process's, where the writes under way are kept. */
const PENDING = Symbol.for("clinker-transcript.interrupt");

/** The one listener for every write under way: their temporary files and targets. */
type Stopper = ((signal: NodeJS.Signals) => void) & { [PENDING]: Map<string, string> };

// The process's stopper, added on the first write under way (one for all: a sync loop over many
// files would otherwise stack a listener per file past Node's limit of ten).
function stopper(): Stopper {
  const found = process.listeners("SIGINT").find((l) => PENDING in l);
  if (found) return found as Stopper;
  const pending = new Map<string, string>();
  const stop = Object.assign(
    (signal: NodeJS.Signals) => {
      for (const s of SIGNALS) process.removeListener(s, stop);
      for (const [temp, target] of pending) {
        let outcome = "left as it was";
        try {
          unlinkSync(temp);
        } catch {
          outcome = "written"; // renamed over the target already
        }
        process.stderr.write(`clinker-transcript: interrupted; ${target} ${outcome}\n`);
      }
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    },
    { [PENDING]: pending },
  );
  for (const s of SIGNALS) process.on(s, stop);
  return stop;
}

/**
 * Until the returned release is called, a stop signal removes `temp` and says on stderr whether
 * `target` was left as it was (or, the temporary file renamed already, written), then ends the
 * process as the signal would have (the shell sees 128 + its number).
 * @throws nothing.
 */
export function removeOnInterrupt(temp: string, target: string): () => void {
  const stop = stopper();
  stop[PENDING].set(temp, target);
  const remove = () => {
    stop[PENDING].delete(temp);
    if (stop[PENDING].size === 0) for (const s of SIGNALS) process.removeListener(s, stop);
  };
  // A signal that came during synchronous work is dispatched in the event loop's next poll: the
  // file stays listed until that poll is past, else the signal would be caught and then dropped.
  return () => setImmediate(() => setImmediate(remove));
}
