// The `clinker-transcript` executable (package `bin`).
import { isMainThread } from "node:worker_threads";
import { main } from "./main.js";
import { serveRanges } from "./parallel/worker.js";

// The same file serves the parallel check's worker threads.
if (isMainThread) run();
else serveRanges();

function run(): void {
  // A closed pipe (`| head`) ends the output quietly.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });

  main(process.argv.slice(2), { workerScript: new URL(import.meta.url) }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `clinker-transcript: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = 2;
    },
  );
}
