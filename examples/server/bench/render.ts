// Writes RESULTS.md again from RESULTS.json (the last run's numbers), after a change to the report.
import { readFileSync, writeFileSync } from "node:fs";
import { report } from "./report.js";

const measured = JSON.parse(readFileSync(new URL("../RESULTS.json", import.meta.url), "utf8"));
const markdown = report(measured);
// The measurement time is the run's, not the rendering's.
const stamp = /Measured \S+ UTC/.exec(
  readFileSync(new URL("../RESULTS.md", import.meta.url), "utf8"),
);
writeFileSync(
  new URL("../RESULTS.md", import.meta.url),
  stamp ? markdown.replace(/Measured \S+ UTC/, stamp[0]) : markdown,
);
