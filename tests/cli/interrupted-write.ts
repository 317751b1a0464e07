// A child process for interrupt.test.ts: starts a durable write of argv[3] and, part-way through
// it, prints "ready" and waits for the test's signal (`async`: durableWrite, awaiting; `sync`:
// durableReplace, busy for a second, as a long synchronous write is). After the write it lives on
// for 5 s, printing "alive", which a stop signal must not let it reach.
import { writeSync } from "node:fs";
import { durableReplace } from "../../bindings/cli/durable-replace.js";
import { durableWrite } from "../../bindings/cli/durable-write.js";

const [how, target] = process.argv.slice(2);
const ready = () => writeSync(1, "ready\n");

async function* slow() {
  yield "first part\n";
  ready();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  yield "second part\n";
}

function* busy() {
  yield Buffer.from("first part\n");
  ready();
  const start = Date.now();
  while (Date.now() - start < 1000) {} // a long synchronous write
  yield Buffer.from("second part\n");
}

if (how === "async") await durableWrite(target, slow());
else durableReplace(target, busy(), 0o644);
setTimeout(() => writeSync(1, "alive\n"), 5_000);
