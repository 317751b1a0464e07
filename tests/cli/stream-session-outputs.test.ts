// Issue 35: `fix` and `compact` of a large host session written as items or messages (`--to
// anthropic`, `chat`, `jsonl`, `json` or `responses` with --allow-lossy) stream it (stream/fix.ts,
// stream/compact.ts, held-messages.ts), as `convert` does: output bytes and report are the
// whole-log path's on generated Claude Code and pi sessions, their links tangled and server tool
// blocks among them, cut into the smallest pieces; without --allow-lossy both paths refuse alike;
// and on the command line with worker threads.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  type CompactOptions,
  type CompactReport,
  compactFile,
} from "../../bindings/cli/compact.js";
import { type FixOptions, fixFile } from "../../bindings/cli/fix.js";
import { REPAIR } from "../properties/transcripts.js";
import { logText, piResponsesLog } from "../support/host-logs.js";
import { hostSession, tangled, withServerResults } from "./host-vocabulary.js";
import { built, cli, tempDir } from "./run.js";
import {
  exampleAndCorpusLogs,
  numberedUuids,
  runWholeAndStreamed,
  streamedProperty,
} from "./stream-support.js";

// fixStreamed resolves only when it wrote (it throws Unstreamable where the whole-log path runs).
vi.mock("../../bindings/cli/stream/fix.js", async (original) =>
  (await import("./stream-count.js")).countingWrites(await original(), "fixStreamed"),
);

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
type Obj = Record<string, unknown>;

const uuids = numberedUuids();
let n = 0;

// A generated session of run `at`: Claude Code (links as real sessions hold them, or server tool
// blocks) or pi, a third of them tangled.
function session(items: readonly Obj[], at: number): string {
  const pi = at % 2 === 1;
  // Tangled, a Claude Code session has its links (and a line to tangle when it holds no item).
  if (at % 3 === 0) return tangled(hostSession(items, pi, !pi), at, pi);
  const text = hostSession(items, pi, !pi && at % 4 === 0);
  return !pi && at % 4 === 2 ? withServerResults(text, at) : text;
}

// The output forms a session is written in besides its own, by run.
const FORMS = ["anthropic", "chat", "jsonl", "json", "responses"] as const;

const fixBoth = (input: string, options: Partial<FixOptions>, piece?: number) =>
  runWholeAndStreamed(
    (extra) => {
      uuids.reset();
      return fixFile(input, { to: "anthropic", ...options, ...extra });
    },
    () => join(dir, `body-fix-${n++}.json`),
    piece,
  );

// The report but what only the whole-log path fills (the closing preflight the streamed compact
// skips, and what it finds).
const comparable = ({ remaining: _r, ok: _o, preflight: _p, ...rest }: CompactReport) => rest;

// compact --to `to` --allow-lossy of `input` at `cutoff` on both paths: the same result (a failed
// streamed run reports its failure alone: the same error).
async function compactBoth(
  input: string,
  cutoff: CompactOptions["cutoff"],
  piece?: number,
  to: (typeof FORMS)[number] = "anthropic",
) {
  const r = await runWholeAndStreamed(
    (extra) => {
      uuids.reset();
      const options = { cutoff, summary: "S", to, allowLossy: true };
      return compactFile(input, { ...options, repairText: REPAIR, ...extra });
    },
    () => join(dir, `body-compact-${n++}.json`),
    piece,
  );
  expect(r.streamed.report.error).toEqual(r.whole.report.error);
  expect(r.streamed.bytes).toBe(r.whole.bytes);
  if (!r.whole.report.error)
    expect(comparable(r.streamed.report)).toEqual(comparable(r.whole.report));
  return r;
}

// The example and corpus logs that are Claude Code or pi sessions (Anthropic's messages).
const sessionLogs = () => exampleAndCorpusLogs().filter((f) => /claude|anthropic[/\\]/.test(f));

describe("fix of a host session written as anything but itself, streamed, against the whole-log path", () => {
  it("writes each text output and reports the same on generated Claude Code and pi sessions, in pieces of 1 to 3 items", async () => {
    await streamedProperty(
      20261212,
      async (items, piece, at) => {
        const input = join(dir, "body-fix.jsonl");
        writeFileSync(input, session(items, at));
        const options = {
          repairText: REPAIR,
          allowLossy: true,
          to: FORMS[at % FORMS.length],
          ...(at % 5 === 0 ? { orphans: "keep" as const } : {}),
          ...(at % 7 === 0 ? { model: "m2" } : {}),
        };
        const r = await fixBoth(input, options, piece);
        expect(r.streamed).toEqual(r.whole);
        return r.wasStreamed;
      },
      1 / 3,
    );
  });

  it.each(sessionLogs())("writes each text output of %s", async (input) => {
    for (const to of FORMS) {
      const r = await fixBoth(input, { repairText: REPAIR, allowLossy: true, to });
      expect(r.streamed).toEqual(r.whole);
      expect(r.wasStreamed).toBe(true);
    }
  });

  it("refuses a session written as a Messages body without --allow-lossy on both paths, nothing written", async () => {
    const input = join(dir, "body-refused.jsonl");
    writeFileSync(input, hostSession([{ type: "message", role: "user", content: "hi" }]));
    const r = await fixBoth(input, { repairText: REPAIR });
    expect(r.whole.report.error?.code).toBe("lossy-output");
    // A failed streamed run reports its failure alone (docs/decisions.md).
    expect(r.streamed.report.error).toEqual(r.whole.report.error);
    expect([r.whole.bytes, r.streamed.bytes]).toEqual([undefined, undefined]);
  });
});

describe("fix and compact of a pi session an OpenAI model made, each --api and --to", () => {
  it("write what the whole-log path writes", async () => {
    const { records } = piResponsesLog();
    const last = records[records.length - 1];
    const message = { ...last.message, api: "openai-completions", provider: "openrouter" };
    const chat = { ...last, id: "e-chat", parentId: last.id, message };
    for (const session of [records, [...records, chat]]) {
      const input = join(dir, `pi-openai-${n++}.jsonl`);
      writeFileSync(input, logText({ records: session }));
      for (const api of [undefined, "anthropic", "chat", "responses"] as const)
        for (const to of ["anthropic", "chat", "jsonl"] as const) {
          const r = await fixBoth(input, { api, to, allowLossy: true }, 1);
          expect(r.streamed).toEqual(r.whole);
          // Read in its model's dialect: streamed unless checked for another than Responses.
          if (api === undefined) expect(r.wasStreamed).toBe(true);
          const options = { api, to, cutoff: 3, summary: "S", allowLossy: true };
          const c = await runWholeAndStreamed(
            (extra) => compactFile(input, { ...options, ...extra }),
            () => join(dir, `pi-openai-${n++}.json`),
            1,
          );
          expect([c.streamed.bytes, c.streamed.report.error]).toEqual([
            c.whole.bytes,
            c.whole.report.error,
          ]);
        }
    }
  });
});

describe("compact of a host session written as anything but itself, streamed, against the whole-log path", () => {
  it("writes each text output and reports the same at every cutoff, in pieces of 1 to 3 items", async () => {
    await streamedProperty(
      20261213,
      async (items, piece, at) => {
        const input = join(dir, "body-compact.jsonl");
        writeFileSync(input, session(items, at));
        const r = await compactBoth(
          input,
          at % (items.length + 1),
          piece,
          FORMS[(at >> 1) % FORMS.length],
        );
        return !!r.streamed.report.preflight?.skippedBecause;
      },
      1 / 3,
    );
  });

  it.each(sessionLogs())(
    "cuts %s at an item named by its line as the whole-log path does, streamed",
    async (input) => {
      for (const line of [1, 40, 10_000_000]) {
        const r = await compactBoth(input, { line }, undefined, "jsonl");
        if (!r.whole.report.error)
          expect(r.streamed.report.preflight?.skippedBecause).toBeDefined();
      }
    },
  );

  it.each(sessionLogs())("cuts %s as the whole-log path does", async (input) => {
    const r = await compactBoth(input, 5);
    expect(r.streamed.report.preflight?.skippedBecause).toBeDefined();
    await compactBoth(input, 40); // past a short log's items: refused alike
  });
});

describe.skipIf(!built)("fix --to anthropic of a host session on the command line", () => {
  it("writes what the whole-log path writes, the first read on worker threads", () => {
    const items: Obj[] = [];
    for (let k = 0; k < 300; k++) {
      items.push({ type: "message", role: "user", content: `step ${k}` });
      items.push({ type: "function_call", call_id: `toolu_${k}`, name: "f", arguments: "{}" });
      if (k % 9 !== 4)
        items.push({ type: "function_call_output", call_id: `toolu_${k}`, output: "o" });
    }
    const input = join(dir, "body-cli.jsonl");
    writeFileSync(input, hostSession(items, false, true));
    const run = (name: string, ...extra: string[]) => {
      const output = join(dir, name);
      const args = ["fix", input, "--to", "anthropic", "--allow-lossy", "-o", output, "--json"];
      const r = cli([...args, ...extra]);
      return { code: r.code, bytes: readFileSync(output, "utf8"), report: JSON.parse(r.stdout) };
    };
    const whole = run("whole.json");
    const streamed = run("streamed.json", "--stream-min-mb", "0");
    expect(whole.code).toBe(0);
    expect(streamed.bytes).toBe(whole.bytes);
    expect(streamed.report.repairs).toHaveLength(33);
    expect({ ...streamed.report, output: "" }).toEqual({ ...whole.report, output: "" });
    // The streamed run's report names the records left out before the format (report-keys.test.ts).
    const order = (report: Obj) =>
      Object.keys(report).indexOf("droppedRecords") < Object.keys(report).indexOf("format");
    expect([order(whole.report), order(streamed.report)]).toEqual([false, true]);
  });
});
