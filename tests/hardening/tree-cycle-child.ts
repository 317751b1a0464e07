// Child of tree-cycles.test.ts: fixes the session at argv[2] into argv[3], whole (argv[4]
// "whole") or streamed, and prints the report as JSON (the test kills it if it hangs).
import { fixToOutput } from "../../bindings/cli/host-copy.js";

const [input, output, path] = process.argv.slice(2);
const streamMinBytes = path === "whole" ? Number.POSITIVE_INFINITY : 0;
const report = await fixToOutput(input, { output, streamMinBytes, repairText: "r" });
process.stdout.write(JSON.stringify(report));
