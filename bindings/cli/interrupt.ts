// A write interrupted (Ctrl-C, a terminal closed, `kill`) removes its temporary file before the
// process ends: without a listener the signal ended the process at once and left a hidden partial
// copy of the output beside it, as large as the session it was rewriting.
import { unlinkSync } from "node:fs";

/** The signals a user sends to stop a command. */
const SIGNALS: readonly NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Until the returned release is called, a stop signal removes `temp` and says on stderr whether
 * `target` was left as it was (or, the temporary file renamed already, written), then ends the process as the signal would have (the shell sees 128 + its
 * number); with several writes under way, each removes its own and the last ends the process.
 * @throws nothing.
 */
export function removeOnInterrupt(temp: string, target: string): () => void {
  const remove = () => {
    for (const signal of SIGNALS) process.removeListener(signal, stop);
  };
  function stop(signal: NodeJS.Signals): void {
    remove();
    let outcome = "left as it was";
    try {
      unlinkSync(temp);
    } catch {
      outcome = "written"; // renamed over the target already
    }
    process.stderr.write(`clinker-transcript: interrupted; ${target} ${outcome}\n`);
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  }
  for (const signal of SIGNALS) process.on(signal, stop);
  // A signal that came during synchronous work is dispatched in the event loop's next poll: the
  // listener stays until that poll is past, else the signal would be caught and then dropped.
  return () => setImmediate(() => setImmediate(remove));
}
