// Replay load benchmark (npm run bench): the same service on the same data, once with the
// stored-bytes planner and once reading rows into objects planned by the reference engine.
// Loopback only, each load run bounded in time; alternating rounds; writes ../RESULTS.md.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { initSync } from "clinker-transcript";
import { openDb } from "../src/db/open.js";
import { type Load, load, startServer } from "./load.js";
import { phases } from "./phases.js";
import { report } from "./report.js";
import { seed } from "./seed.js";

const SESSIONS = Number(process.env.SESSIONS ?? 16);
const ITEMS = Number(process.env.ITEMS ?? 10_000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 2);
const PLANNERS = ["bytes", "objects"] as const;
const SCENARIOS = [
  { name: "same family", family: "openai" },
  { name: "other family", family: "anthropic" },
];

initSync();
const root = mkdtempSync(join(tmpdir(), "clinker-bench-"));
try {
  const started = Date.now();
  const seedDir = join(root, "seed");
  const ids = await seed(seedDir, SESSIONS, ITEMS);
  const seeding = (Date.now() - started) / 1000;
  console.log(`seeded ${SESSIONS} sessions of ${ITEMS} items in ${seeding.toFixed(0)} s`);
  // One copy of the data per server: PGlite's folder belongs to one process.
  const servers = await Promise.all(
    PLANNERS.map((planner, i) => {
      cpSync(seedDir, join(root, planner), { recursive: true });
      return startServer(planner, join(root, planner), 18_900 + i);
    }),
  );
  const runs: { scenario: string; planner: string; load: Load }[] = [];
  for (const scenario of SCENARIOS) {
    const paths = ids.map((id) => `/sessions/${id}/replay?family=${scenario.family}`);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which planner goes first, so drift on this shared machine hits both.
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) {
        const result = await load(servers[i].url, paths, SECONDS, CONNECTIONS);
        runs.push({ scenario: scenario.name, planner: PLANNERS[i], load: result });
        console.log(scenario.name, PLANNERS[i], JSON.stringify(result));
      }
    }
  }
  await Promise.all(servers.map((server) => server.stop()));
  const db = await openDb({ dataDir: seedDir });
  const timings = await phases(db, ids[0], "openai", 15);
  await db.close();
  const measured = {
    sessions: SESSIONS,
    items: ITEMS,
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    scenarios: SCENARIOS,
    runs,
    timings,
  };
  const markdown = report(measured);
  writeFileSync(new URL("../RESULTS.md", import.meta.url), markdown);
  writeFileSync(
    new URL("../RESULTS.json", import.meta.url),
    `${JSON.stringify(measured, null, 2)}\n`,
  );
  console.log(markdown);
} finally {
  rmSync(root, { recursive: true, force: true });
}
