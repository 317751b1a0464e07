// RESULTS.md from one run's own numbers: the table, the ratios, and what bounds them.
import { cpus } from "node:os";
import type { Load } from "./load.js";
import type { Phases } from "./phases.js";

/** Everything one run measured. */
export interface Run {
  sessions: number;
  items: number;
  seconds: number;
  rounds: number;
  connections: number;
  scenarios: { name: string; family: string }[];
  runs: { scenario: string; planner: string; load: Load }[];
  timings: Phases;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** The rounds of `planner` in `scenario`, averaged. */
function summary(run: Run, scenario: string, planner: string) {
  const loads = run.runs
    .filter((r) => r.scenario === scenario && r.planner === planner)
    .map((r) => r.load);
  return {
    rps: mean(loads.map((l) => l.requestsPerSecond)),
    p50: mean(loads.map((l) => l.p50)),
    p99: mean(loads.map((l) => l.p99)),
    mbps: mean(loads.map((l) => l.bytesPerSecond)) / 1e6,
    requests: loads.reduce((a, l) => a + l.requests, 0),
    errors: loads.reduce((a, l) => a + l.errors, 0),
  };
}

function sum(timings: Phases, prefix: string): number {
  return Object.entries(timings)
    .filter(([name]) => name.startsWith(prefix))
    .reduce((a, [, ms]) => a + ms, 0);
}

/** The paragraph on what bounds the ratio, every figure taken from this run. */
function bounds(
  run: Run,
  t: { bytesTotal: number; objectsTotal: number; read: number; objectsRead: number },
): string {
  const inProcess = t.objectsTotal / t.bytesTotal;
  const first = run.scenarios[0].name;
  const b = summary(run, first, "bytes");
  const overHttp = b.rps / summary(run, first, "objects").rps;
  const answerMb = b.mbps / Math.max(b.rps, 1e-9);
  const readShare = (100 * t.read) / t.bytesTotal;
  const comparison =
    overHttp < inProcess
      ? `lower (${fmt(overHttp, 2)}x for ${first}): over HTTP both services also send each answer (${fmt(answerMb, 2)} MB) through Node's HTTP stack, a cost the planner does not change`
      : `as high or higher (${fmt(overHttp, 2)}x for ${first})`;
  return [
    `In process the bytes planner is ${fmt(inProcess, 2)}x faster. ${fmt(readShare, 0)}% of its time is the database read (one statement, the rows' bytes concatenated by Postgres), ${fmt(100 - readShare, 0)}% planning and writing. The objects planner reads the rows one by one (${fmt(t.objectsRead, 2)} ms against ${fmt(t.read, 2)} ms) and then decodes, plans on the reference engine, projects and encodes (${fmt(t.objectsTotal - t.objectsRead, 2)} ms).`,
    `Past the read, the planning parts alone compare at ${fmt((t.objectsTotal - t.objectsRead) / (t.bytesTotal - t.read), 1)}x (${fmt(t.objectsTotal - t.objectsRead, 2)} ms against ${fmt(t.bytesTotal - t.read, 2)} ms).`,
    `So the database read bounds the ratio: even with free planning and writing, the bytes planner could not be more than ${fmt(t.objectsTotal / t.read, 1)}x faster than the objects planner here. PGlite runs on the service's one JavaScript thread, so database time and planning time add up rather than overlap; a real Postgres moves the read to another process.`,
    `The ratio under load is ${comparison}. The load runs are short and few requests fit in them on this shared machine (see the requests column), so their percentiles are coarse; the in-process medians are the steadier figure.`,
  ].join("\n\n");
}

/** The markdown report. */
export function report(run: Run): string {
  const lines = [
    "# Server example: replay under load",
    "",
    `Measured ${new Date().toISOString().slice(0, 16)} UTC by \`npm run bench\` on ${cpus()[0]?.model ?? "?"} (${cpus().length} vCPU, shared with other work), Node ${process.version}, PGlite.`,
    `${run.sessions} sessions of ${run.items} items each (turns of user message, openai reasoning, call, output, answer); autocannon on 127.0.0.1, ${run.connections} connections, ${run.seconds} s a run, ${run.rounds} rounds alternating which planner goes first, requests cycling through the sessions, \`Accept: application/msgpack\`. Both services run from the same seeded data (a copy each); the first session is written through the service's append path, the others are copies of its rows made in SQL.`,
    "",
    "| scenario | planner | req/s | p50 ms | p99 ms | MB/s | requests | errors |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const verdicts: string[] = [];
  for (const { name, family } of run.scenarios) {
    const b = summary(run, name, "bytes");
    const o = summary(run, name, "objects");
    for (const [planner, s] of [
      ["bytes", b],
      ["objects", o],
    ] as const)
      lines.push(
        `| ${name} (\`?family=${family}\`) | ${planner} | ${fmt(s.rps)} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${fmt(s.mbps)} | ${s.requests} | ${s.errors} |`,
      );
    verdicts.push(
      `- **${name}**: the bytes planner serves ${fmt(b.rps / o.rps, 2)}x the replays per second of the objects planner, at ${fmt(o.p50 / b.p50, 2)}x lower p50 and ${fmt(o.p99 / b.p99, 2)}x lower p99 latency.`,
    );
  }
  const t = run.timings;
  const bytesTotal = sum(t, "bytes:");
  const objectsTotal = sum(t, "objects:");
  const read = t["bytes: read (one statement)"];
  const objectsRead = t["objects: read rows"];
  lines.push("", "## Ratios", "", ...verdicts, "", "## What bounds it", "");
  lines.push(
    `One replay of one session (${run.items} items, \`?family=openai\`), timed in one process without HTTP, median of 15:`,
    "",
    "| phase | ms |",
    "| --- | ---: |",
    ...Object.entries(t).map(([name, ms]) => `| ${name} | ${fmt(ms, 2)} |`),
    `| **bytes planner, total** | **${fmt(bytesTotal, 2)}** |`,
    `| **objects planner, total** | **${fmt(objectsTotal, 2)}** |`,
    "",
    bounds(run, { bytesTotal, objectsTotal, read, objectsRead }),
  );
  return `${lines.join("\n")}\n`;
}
