// A damaged host session (lines cut short, repeated, swapped, replaced by junk; with --lenient or
// without) fixed in its own format streamed gives what the whole-log path gives: the same bytes,
// or the same refusal with nothing written (docs/decisions.md, "A failed streamed run reports the
// failure alone"). Codex rollouts and pi sessions (two reads); Claude Code sessions are
// one-read.test.ts's.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixToOutput } from "../../bindings/cli/host-copy.js";
import { REPAIR } from "../properties/transcripts.js";
import { tempDir } from "./run.js";
import { numberedUuids } from "./stream-support.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
type Obj = Record<string, unknown>;

const uuids = numberedUuids();

const at = (k: number) => new Date(Date.UTC(2026, 10, 30) + k * 1000).toISOString();

// A step's records: a prompt, a call, its output unless every seventh.
function steps(n: number, record: (k: number, kind: string) => Obj): Obj[] {
  const out: Obj[] = [];
  for (let k = 0; k < n; k++) {
    out.push(record(k, "prompt"), record(k, "call"));
    if (k % 7 !== 3) out.push(record(k, "output"));
  }
  return out;
}

function rollout(n: number): string {
  const head = {
    timestamp: at(0),
    type: "session_meta",
    payload: { id: "s", cli_version: "0.60.0" },
  };
  const payload = (k: number, kind: string) =>
    kind === "prompt"
      ? { type: "message", role: "user", content: [{ type: "input_text", text: `step ${k}` }] }
      : kind === "call"
        ? { type: "function_call", call_id: `call_${k}`, name: "f", arguments: "{}" }
        : { type: "function_call_output", call_id: `call_${k}`, output: "ok" };
  const records = steps(n, (k, kind) => ({
    timestamp: at(k),
    type: "response_item",
    payload: payload(k, kind),
  }));
  return [head, ...records].map((r) => JSON.stringify(r)).join("\n");
}

function piSession(n: number): string {
  const id = (k: number) => `e0000000-0000-4000-8000-${String(k).padStart(12, "0")}`;
  let last: string | null = null;
  let count = 0;
  const message = (k: number, kind: string) =>
    kind === "prompt"
      ? { role: "user", content: [{ type: "text", text: `step ${k}` }] }
      : kind === "call"
        ? {
            role: "assistant",
            content: [{ type: "toolCall", id: `call_${k}`, name: "f", arguments: {} }],
          }
        : {
            role: "toolResult",
            toolCallId: `call_${k}`,
            toolName: "f",
            content: [{ type: "text", text: "ok" }],
            isError: false,
          };
  const records = steps(n, (k, kind) => {
    const own = id(++count);
    const r = {
      type: "message",
      id: own,
      parentId: last,
      timestamp: at(k),
      message: message(k, kind),
    };
    last = own;
    return r;
  });
  const head = { type: "session", version: 3, id: "s", timestamp: at(0), cwd: "/" };
  return [head, ...records].map((r) => JSON.stringify(r)).join("\n");
}

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
async function bothPaths(text: string, lenient: boolean) {
  const input = join(dir, `in-${n++}.jsonl`);
  writeFileSync(input, text);
  const run = async (streamMinBytes: number) => {
    const output = join(dir, `out-${n++}.jsonl`);
    uuids.reset();
    const options = { output, repairText: REPAIR, streamMinBytes, streamPiece: 3, lenient };
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
