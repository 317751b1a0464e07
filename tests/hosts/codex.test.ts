// Codex 0.171.0 resuming poisoned rollouts (`codex exec resume`), offline against the loopback
// Responses API (streamed over HTTP: the provider has no WebSocket): on the unfixed file it sends
// another history than the file's (an orphan output dropped, a missing one answered "aborted");
// after `fix --in-place` it sends the file's calls and outputs exactly as the file holds them, the
// API accepts, and it exits 0.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { codexLog, logText, type Poison, poisonCodex } from "../support/host-logs.js";
import { type LoopbackApi, startLoopbackApi } from "./loopback-api.js";
import { type HostRun, hostHome, hostsInstalled, runCodex } from "./run-host.js";

type Rec = Record<string, any>;

const ID = "0199a000-0000-7000-8000-000000000001";
const PAIRED = /(^|_)call(_output)?$/;
const pairs = (items: Rec[]) =>
  items.filter((i) => PAIRED.test(String(i.type))).map((i) => `${i.type} ${i.call_id}`);

const sentPairs = (body: Rec) => pairs(Array.isArray(body.input) ? body.input : []);

const filePairs = (text: string) =>
  pairs(
    text
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Rec)
      .filter((r) => r.type === "response_item")
      .map((r) => r.payload),
  );

describe.skipIf(!hostsInstalled)("Codex resumes a repaired rollout", () => {
  let api: LoopbackApi;
  beforeAll(async () => {
    api = await startLoopbackApi();
  });
  afterAll(() => api?.close());

  const session = (poison: Poison) => {
    const home = hostHome();
    const folder = join(home.agent, "sessions/2026/01/02");
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `rollout-2026-01-02T10-00-00-${ID}.jsonl`);
    writeFileSync(file, logText(poisonCodex(codexLog({ cwd: home.work, id: ID }), poison)));
    return { home, file };
  };

  const sentAsInFile = (run: HostRun, inFile: string[]) =>
    run.code === 0 &&
    run.requests.length > 0 &&
    JSON.stringify(sentPairs(run.requests[0].body)) === JSON.stringify(inFile);

  it.each(["missing-result", "orphan-result"] as Poison[])(
    "unfixed (%s): Codex fails or sends another history than the file's",
    async (poison) => {
      const { home, file } = session(poison);
      const inFile = filePairs(readFileSync(file, "utf8"));
      const run = await runCodex(ID, home, api);
      expect(sentAsInFile(run, inFile)).toBe(false);
    },
  );

  it.each(["missing-result", "orphan-result", "torn-line"] as Poison[])(
    "after fix --in-place (%s): Codex sends the file's history as it is, the API accepts it, it exits 0",
    async (poison) => {
      const { home, file } = session(poison);
      expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
      const inFile = filePairs(readFileSync(file, "utf8"));
      const run = await runCodex(ID, home, api);
      expect(run.code, run.output).toBe(0);
      expect(run.requests.map((r) => r.status)).toEqual([200]);
      expect(sentPairs(run.requests[0].body)).toEqual(inFile);
      expect(run.output).toContain("Resumed.");
    },
  );
});
