// Writes the preflight rule table into README.md between its markers (from bindings/preflight).
// Usage: npm run preflight:table. tests/preflight/table.test.ts fails when the README is stale.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { rulesTable } from "../bindings/preflight/index.js";

export const START = "<!-- preflight-rules:start (npm run preflight:table) -->";
export const END = "<!-- preflight-rules:end -->";

const path = new URL("../README.md", import.meta.url);
const readme = readFileSync(path, "utf8");
const from = readme.indexOf(START);
const to = readme.indexOf(END);
if (from < 0 || to < from) throw new Error("README.md has no preflight rule table markers");
const next = `${readme.slice(0, from + START.length)}\n${rulesTable()}\n${readme.slice(to)}`;
const temp = new URL("../README.md.tmp", import.meta.url);
writeFileSync(temp, next);
renameSync(temp, path);
