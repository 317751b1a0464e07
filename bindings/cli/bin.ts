// The `clinker-transcript` executable (package `bin`).
import { isMainThread } from "node:worker_threads";
import { EXIT_FAILURE } from "./exit-codes.js";
import { main } from "./main.js";
import { serveJobs } from "./parallel/serve.js";

// The same file serves the worker threads (the parallel check, `sessions`).
if (isMainThread) run();
else serveJobs();

function run(): void {
  // A closed pipe (`| head`) ends the output quietly; any other write error (a full disk) is one
  // line and exit 2: nothing more can be written, and a half-written output is no success.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") return;
    process.stderr.write(`clinker-transcript: cannot write to stdout: ${error.message}\n`);
    process.exit(EXIT_FAILURE);
  });

  main(process.argv.slice(2), { workerScript: new URL(import.meta.url) }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `clinker-transcript: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = EXIT_FAILURE;
    },
  );
}
