// A damaged host session (lines cut short, repeated, swapped, replaced by junk; with --lenient or
// without) fixed in its own format streamed gives what the whole-log path gives: the same bytes,
// or the same refusal with nothing written (docs/decisions.md, "A failed streamed run reports the
// failure alone"). Codex rollouts (two reads) and pi sessions (a read of the tree, then one
// more with a one-read run's guesses); Claude Code sessions are one-read.test.ts's. Written as
// items or messages (`--to`, --allow-lossy), each of the three kinds.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { FixOptions } from "../../bindings/cli/fix.js";
import { fixToOutput } from "../../bindings/cli/host-copy.js";
import type { WriteFormat } from "../../bindings/readers/write.js";
import { REPAIR } from "../properties/transcripts.js";
import { claudeSession, piSession, rollout } from "./host-sessions.js";
import { tempDir } from "./run.js";
import { numberedUuids } from "./stream-support.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const uuids = numberedUuids();

// `text`'s lines damaged by `seed`, with or without --lenient (a seeded generator).
function damaged(text: string, seed: number): { text: string; lenient: boolean } {
  let state = seed * 7919 + 1;
  const next = (k: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % k;
  };
  const lines = text.split("\n");
  const junk = ["", "{", "[]", "null", "42", '{"type":"response_item"}', '{"type":"message"}'];
  for (let k = 1 + next(3); k > 0; k--) {
    const i = next(lines.length);
    const how = next(4);
    if (how === 0) lines[i] = lines[i].slice(0, next(lines[i].length));
    else if (how === 1) lines.splice(next(lines.length), 0, lines[i]);
    else if (how === 2)
      [lines[i], lines[next(lines.length)]] = [lines[next(lines.length)], lines[i]];
    else lines[i] = junk[next(junk.length)];
  }
  return { text: `${lines.join("\n")}${next(4) === 0 ? "" : "\n"}`, lenient: next(2) === 0 };
}

let n = 0;
async function bothPaths(text: string, lenient: boolean, extra: Partial<FixOptions> = {}) {
  const input = join(dir, `in-${n++}.jsonl`);
  writeFileSync(input, text);
  const run = async (streamMinBytes: number) => {
    const output = join(dir, `out-${n++}.jsonl`);
    uuids.reset();
    const options = {
      output,
      repairText: REPAIR,
      streamMinBytes,
      streamPiece: 3,
      lenient,
      ...extra,
    };
    const report = await fixToOutput(input, options);
    const bytes = report.error ? undefined : readFileSync(output, "utf8");
    return { report: { ...report, output: "" }, bytes };
  };
  return { whole: await run(Number.POSITIVE_INFINITY), streamed: await run(0) };
}

describe("fix -o of a damaged host session, streamed, against the whole-log path", () => {
  it.each([
    ["Codex rollout", () => rollout(30)],
    ["pi session", () => piSession(30)],
  ])("writes and reports what the whole-log path does on a damaged %s", async (_, make) => {
    let written = 0;
    for (let seed = 0; seed < 150; seed++) {
      const { text, lenient } = damaged(make(), seed);
      const r = await bothPaths(text, lenient);
      // A refusal: the same failure, nothing written (a failed streamed run lists no findings).
      if (r.whole.report.error) {
        const failed = (x: typeof r.whole) => ({ bytes: x.bytes, error: x.report.error });
        expect(failed(r.streamed), `seed ${seed}`).toEqual(failed(r.whole));
      } else expect(r.streamed, `seed ${seed}`).toEqual(r.whole);
      if (r.whole.bytes !== undefined) written++;
    }
    expect(written).toBeGreaterThan(30);
  });
});

// The forms a session is written in besides its own (stream/fix.ts streams each).
const FORMS: readonly WriteFormat[] = ["jsonl", "json", "chat", "anthropic", "responses"];

describe("fix -o of a damaged host session written as items or messages, streamed, against the whole-log path", () => {
  it.each([
    ["Codex rollout", () => rollout(30)],
    ["pi session", () => piSession(30)],
    ["Claude Code session", () => claudeSession(30)],
  ])("writes and reports what the whole-log path does on a damaged %s", async (_, make) => {
    let written = 0;
    for (let seed = 0; seed < 100; seed++) {
      const { text, lenient } = damaged(make(), seed);
      // A damaged Claude Code session's chain may break into several conversations: main is fixed.
      const to = FORMS[seed % FORMS.length];
      const r = await bothPaths(text, lenient, { to, allowLossy: true, conversation: "main" });
      if (r.whole.report.error) {
        const failed = (x: typeof r.whole) => ({ bytes: x.bytes, error: x.report.error });
        expect(failed(r.streamed), `seed ${seed}`).toEqual(failed(r.whole));
      } else expect(r.streamed, `seed ${seed}`).toEqual(r.whole);
      if (r.whole.bytes !== undefined) written++;
    }
    expect(written).toBeGreaterThan(20);
  });
});
