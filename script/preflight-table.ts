// Writes the preflight rule table (from the rules' data, bindings/preflight/*/info.ts) into
// docs/preflight-rules.md between its markers.
// Usage: npm run preflight:table. tests/preflight/docs.test.ts fails when the table is stale.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { rulesTable } from "../bindings/preflight/rules-info.js";

const START = "<!-- preflight-rules:start (npm run preflight:table) -->";
const END = "<!-- preflight-rules:end -->";

const path = new URL("../docs/preflight-rules.md", import.meta.url);
const readme = readFileSync(path, "utf8");
const from = readme.indexOf(START);
const to = readme.indexOf(END);
if (from < 0 || to < from)
  throw new Error("docs/preflight-rules.md has no preflight rule table markers");
// By temp file and rename: an interrupted run leaves the page whole.
const temp = new URL(`${path.href}.tmp`);
writeFileSync(
  temp,
  `${readme.slice(0, from + START.length)}\n${rulesTable()}\n${readme.slice(to)}`,
);
renameSync(temp, path);
