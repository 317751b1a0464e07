import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { claudeProjectName } from "../../bindings/cli/session-folders.js";
import { readTranscripts } from "../../bindings/readers/index.js";
import { claudeCodeLog, logText } from "../support/host-logs.js";
import { type LoopbackApi, startLoopbackApi } from "./loopback-api.js";
import { hostHome, runClaude } from "./run-host.js";

type Rec = Record<string, any>;
const ID = "5f1b2c3d-0000-4000-8000-000000000001";

describe("exp", () => {
  let api: LoopbackApi;
  beforeAll(async () => {
    api = await startLoopbackApi();
  });
  afterAll(() => api?.close());
  const sys = (r: Rec[], extra: Rec) => {
    const i = r.findIndex((x) => x.message?.content === "thanks");
    const u = r[i];
    const line = {
      parentUuid: r[i - 1].uuid,
      isSidechain: false,
      userType: "external",
      cwd: u.cwd,
      sessionId: u.sessionId,
      version: "2.1.0",
      gitBranch: "",
      type: "system",
      subtype: "local_command",
      content:
        "<command-name>/cost</command-name>\n            <command-message>cost</command-message>\n            <command-args></command-args>",
      level: "info",
      timestamp: u.timestamp,
      uuid: "00000000-0000-4000-8000-0000000000e1",
      isMeta: false,
      ...extra,
    };
    const out = {
      ...line,
      uuid: "00000000-0000-4000-8000-0000000000e2",
      parentUuid: line.uuid,
      content: "<local-command-stdout>Total cost: $0.0000</local-command-stdout>",
    };
    r[i] = { ...r[i], parentUuid: out.uuid };
    r.splice(i, 0, line, out);
  };
  const variants: Record<string, (r: Rec[]) => void> = {
    localCommand: (r) => sys(r, {}),
    localCommandDisplayOnly: (r) => sys(r, { isDisplayOnly: true }),
  };
  for (const [name, change] of Object.entries(variants)) {
    it(name, async () => {
      const home = hostHome();
      const folder = join(home.agent, "projects", claudeProjectName(home.work));
      mkdirSync(folder, { recursive: true });
      const file = join(folder, `${ID}.jsonl`);
      const log = claudeCodeLog({ cwd: home.work, sessionId: ID });
      change(log.records);
      const text = logText(log);
      writeFileSync(file, text);
      const run = await runClaude(ID, home, api);
      const items = (await readTranscripts(text)).transcripts[0].items;
      const sent = JSON.stringify(run.requests[0]?.body.messages.slice(-4, -1));
      console.log(
        `\n=== ${name} code ${run.code} statuses ${run.requests.map((r) => r.status)}\nSENT ${sent}\nITEMS ${JSON.stringify(items.slice(-3))}`,
      );
    }, 120000);
  }
});
