// Waiting on a promise unless the run's signal aborts first.

/** What {@link untilAborted} resolves with when the signal wins. */
export const ABORTED: unique symbol = Symbol("aborted");

/**
 * `promise`'s value, or {@link ABORTED} as soon as `signal` aborts (the promise is abandoned:
 * its later value or rejection is ignored). Without a signal it is `promise` itself.
 */
export function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T | typeof ABORTED> {
  if (!signal) return promise;
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(ABORTED);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
    // Both handlers are attached, so an abandoned rejection is never unhandled.
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
