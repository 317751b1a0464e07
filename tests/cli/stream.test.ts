// Issue 35: `compact` and `convert` on a large file read it twice and write a piece at a time
// (bindings/cli/stream/). The output is byte for byte the whole-log path's, and so is the report
// (the closing preflight aside, which the streamed compact skips and says so), on generated
// transcripts cut into the smallest pieces, on the example logs and on the corpus logs.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  type CompactOptions,
  type CompactReport,
  compactFile,
} from "../../bindings/cli/compact.js";
import { convertFile } from "../../bindings/cli/convert.js";
import { HeldMessages } from "../../bindings/cli/stream/held-messages.js";
import { OUTPUT_BATCH, streamPieces } from "../../bindings/cli/stream/pieces.js";
import { planStream } from "../../bindings/cli/stream/plan.js";
import type { Item } from "../../bindings/items/types.js";
import { jsonLines } from "../../bindings/readers/write.js";
import { REPAIR } from "../properties/transcripts.js";
import { corpusDir, corpusFiles, hasCorpus } from "../support/corpus.js";
import { built, cli, LOGS, tempDir } from "./run.js";
import {
  asAnthropic,
  asResponses,
  exampleAndCorpusLogs,
  responses,
  reusingKeys,
  runWholeAndStreamed,
  streamedProperty,
} from "./stream-support.js";

type Obj = Record<string, unknown>;

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;

// compact of generated logs of `format` (each vocabulary writes them; `system` opens a third)
// at every cutoff, streamed and whole (more than `share` of each vocabulary's runs streamed),
// written as `to` (undefined: the format's own messages); answers how many runs streamed into
// messages.
async function messagesProperty(
  format: "chat-jsonl" | "anthropic-messages",
  vocabularies: readonly ((items: readonly Obj[]) => Obj[])[],
  system: readonly Obj[],
  share = 1 / 3,
  to?: "chat" | "anthropic" | "json" | "responses",
): Promise<number> {
  let streamed = 0;
  for (const vocabulary of vocabularies)
    await streamedProperty(
      20261210,
      async (items, piece, at) => {
        const input = join(dir, "compact-messages.jsonl");
        const all = [...(at % 3 === 0 ? system : []), ...items];
        writeFileSync(input, all.map((i) => `${JSON.stringify(i)}\n`).join(""));
        const cutoff = all.length === 0 ? 0 : at % (all.length + 1);
        const r = await compactBoth(input, { repairText: REPAIR, format, cutoff, to }, piece);
        expect(r.streamed.report.error).toEqual(r.whole.report.error);
        expect(r.streamed.bytes).toBe(r.whole.bytes);
        expect(comparable(r.streamed.report)).toEqual(comparable(r.whole.report));
        const into = r.streamed.report.to;
        if (r.streamed.report.preflight && into !== "jsonl") streamed++;
        return !!r.streamed.report.preflight;
      },
      share,
      vocabulary,
    );
  return streamed;
}

describe("convert, streamed, against the whole-log path", () => {
  it.each(exampleAndCorpusLogs())("gives the whole-log result on %s", async (input) => {
    const r = await runWholeAndStreamed(
      (extra) => convertFile(input, { to: "jsonl", allowLossy: true, ...extra }),
      () => join(dir, `convert-${n++}.jsonl`),
      1,
    );
    expect(r.streamed).toEqual(r.whole);
  });
});

describe("convert --to chat, anthropic, json and responses, streamed, against the whole-log path", () => {
  it("writes the same Chat array, Messages body, items array and Responses body of generated logs, in pieces cut anywhere", async () => {
    const ends = vi.spyOn(HeldMessages.prototype, "end");
    const chat = (items: readonly Obj[]) => [...items];
    for (const [to, vocabulary] of [
      ["chat", asResponses],
      ["chat", chat],
      ["anthropic", asResponses],
      ["anthropic", asAnthropic],
      ["json", asResponses],
      ["json", chat],
      ["responses", asResponses],
      ["responses", asAnthropic],
    ] as const)
      await streamedProperty(
        20261211,
        async (items, piece, at) => {
          const input = join(dir, "convert-messages.jsonl");
          writeFileSync(input, items.map((i) => `${JSON.stringify(i)}\n`).join(""));
          const before = ends.mock.calls.length;
          const r = await runWholeAndStreamed(
            (extra) => convertFile(input, { to, allowLossy: at % 2 === 0, ...extra }),
            () => join(dir, `convert-${n++}.json`),
            piece,
          );
          expect(r.streamed).toEqual(r.whole);
          return !r.streamed.report.error && ends.mock.calls.length > before;
        },
        1 / 4,
        vocabulary,
      );
    ends.mockRestore();
  });
});

// Convert writes a Codex item as its line's payload text where that is JSON.stringify's
// (readers/canonical-json.ts): lines written otherwise must still come out as the whole path's.
describe("convert, streamed, of a Codex rollout not written as JSON.stringify writes", () => {
  it("gives the whole-log result", async () => {
    const input = join(dir, "rollout-variants.jsonl");
    const line = (payload: string) =>
      `{"timestamp":"t","type":"response_item","payload":${payload}}`;
    const payloads = [
      '{"type":"message","role":"user","content":[{"type":"input_text","text":"a\\u001b\\n\\"b\\" \\/"}]}',
      '{"type":"message", "role":"user","content":"spaced"}',
      '{"type":"message","role":"user","content":"\\u0041\\u001B"}',
      '{"type":"function_call","call_id":"c1","name":"f","arguments":"{}","n":1.50,"m":1e3,"z":-0}',
      '{"type":"function_call_output","call_id":"c1","output":"o","output":"last","9":1}',
      '{"type":"message","role":"assistant","content":"ok","big":123456789012345678}',
    ];
    const meta = '{"timestamp":"t","type":"session_meta","payload":{"id":"s"}}';
    writeFileSync(input, `${[meta, ...payloads.map(line)].join("\n")}\n`);
    const r = await runWholeAndStreamed(
      (extra) => convertFile(input, { to: "jsonl", allowLossy: true, ...extra }),
      () => join(dir, `convert-${n++}.jsonl`),
      1,
    );
    expect(r.whole.bytes).toContain('"content":"A\\u001b"');
    expect(r.streamed).toEqual(r.whole);
  });
});

// The report but what only the whole-log path fills (the closing preflight the streamed compact
// skips, and what it finds).
const comparable = ({ remaining: _r, ok: _o, preflight: _p, ...rest }: CompactReport) => rest;

const compactBoth = (input: string, options: Partial<CompactOptions>, piece?: number) =>
  runWholeAndStreamed(
    (extra) =>
      compactFile(input, { cutoff: 0, summary: "S", ...options, allowLossy: true, ...extra }),
    () => join(dir, `compact-${n++}.jsonl`),
    piece,
  );

describe("compact, streamed, against the whole-log path", () => {
  it("writes the same bytes and reports the same on generated transcripts, at every cutoff, in pieces of 1 to 3 items", async () => {
    // Half the runs or more stream (the streamed compact reports its closing preflight skipped).
    await streamedProperty(
      20261204,
      async (items, piece, at) => {
        const input = join(dir, "compact-input.jsonl");
        const instructions =
          at % 3 === 0 ? [{ type: "message", role: "developer", content: "D" }] : [];
        const all = [...instructions, ...items];
        writeFileSync(input, all.map((i) => `${JSON.stringify(i)}\n`).join(""));
        const cutoff = all.length === 0 ? 0 : at % (all.length + 1);
        const options = { repairText: REPAIR, format: "responses-jsonl" as const, cutoff };
        const r = await compactBoth(input, options, piece);
        expect(r.streamed.report.error).toEqual(r.whole.report.error);
        expect(r.streamed.bytes).toBe(r.whole.bytes);
        expect(comparable(r.streamed.report)).toEqual(comparable(r.whole.report));
        return !!r.streamed.report.preflight;
      },
      1 / 2,
    );
  });

  it("cuts at an item named by its line or id as the whole-log path does, or refuses alike where none is", async () => {
    let named = 0;
    await streamedProperty(
      20261215,
      async (items, piece, at) => {
        const input = join(dir, "compact-named.jsonl");
        writeFileSync(input, items.map((i) => `${JSON.stringify(i)}\n`).join(""));
        const ids = items.flatMap((i) => [i.id, i.call_id].filter((v) => typeof v === "string"));
        // A line (past the last one sometimes), an id of the log, or an id no item has.
        const cutoff =
          at % 3 === 0
            ? { line: at % (items.length + 3) }
            : { id: at % 3 === 1 && ids.length ? String(ids[at % ids.length]) : "nope" };
        const options = { repairText: REPAIR, format: "responses-jsonl" as const, cutoff };
        const r = await compactBoth(input, options, piece);
        expect(r.streamed.report.error).toEqual(r.whole.report.error);
        expect(r.streamed.bytes).toBe(r.whole.bytes);
        // A failed streamed run reports the failure alone (docs/decisions.md).
        if (!r.whole.report.error)
          expect(comparable(r.streamed.report)).toEqual(comparable(r.whole.report));
        if (r.streamed.report.preflight && r.streamed.report.cutoff !== undefined) named++;
        return !!r.streamed.report.preflight || !!r.streamed.report.error;
      },
      1 / 2,
    );
    expect(named).toBeGreaterThan(25);
  });

  it("writes a Chat log's array as the whole-log path does, at every cutoff, keys used again or not", async () => {
    const system = [{ role: "system", content: "D" }];
    const chatLogs = [(items: readonly Obj[]) => [...items], reusingKeys];
    expect(await messagesProperty("chat-jsonl", chatLogs, system)).toBeGreaterThan(100);
  });

  it("writes an Anthropic log's Messages body as the whole-log path does, at every cutoff, keys used again or not", async () => {
    const anthropicLogs = [asAnthropic, (items: readonly Obj[]) => asAnthropic(reusingKeys(items))];
    // A keyless call (a use without an id) or a duplicate key is refused on both paths: fewer stream.
    const streamed = await messagesProperty("anthropic-messages", anthropicLogs, [], 1 / 5);
    expect(streamed).toBeGreaterThan(100);
  });

  it("writes a Chat log as a Messages body or the items array and an Anthropic log as the Chat array or a Responses body as the whole-log path does, at every cutoff", async () => {
    const chat = (items: readonly Obj[]) => [...items];
    const system = [{ role: "system", content: "D" }];
    expect(
      await messagesProperty("chat-jsonl", [chat], system, 1 / 5, "anthropic"),
    ).toBeGreaterThan(30);
    expect(
      await messagesProperty("anthropic-messages", [asAnthropic], [], 1 / 5, "chat"),
    ).toBeGreaterThan(30);
    expect(await messagesProperty("chat-jsonl", [chat], system, 1 / 5, "json")).toBeGreaterThan(30);
    expect(
      await messagesProperty("anthropic-messages", [asAnthropic], [], 1 / 5, "responses"),
    ).toBeGreaterThan(30);
  });

  it("cuts a corpus rollout with a compaction and parallel calls at several places as the whole-log path does", async () => {
    const inputs = hasCorpus
      ? corpusFiles()
          .filter((f) => f.startsWith("codex-rollout/"))
          .map((f) => join(corpusDir, f))
      : [join(LOGS, "codex-ends-mid-call.jsonl")];
    for (const input of inputs) {
      const items =
        (
          await convertFile(input, {
            to: "jsonl",
            allowLossy: true,
            output: join(dir, "count.jsonl"),
          })
        ).items ?? 0;
      for (const cutoff of [0, 1, Math.floor(items / 3), Math.floor(items / 2), items]) {
        const r = await compactBoth(input, { cutoff }, cutoff % 2 ? 1 : undefined);
        expect(r.streamed.bytes).toBe(r.whole.bytes);
        expect(comparable(r.streamed.report)).toEqual(comparable(r.whole.report));
        expect(r.streamed.report.preflight?.ran).toBe(false);
      }
    }
  });
});

// A Claude Code session (a record per block): a web search whose result comes `gap` text records
// after its use, in the assistant's first message.
function searchSession(gap: number): string {
  const lines: string[] = [];
  const record = (type: string, content: unknown) => {
    const uuid = `u${lines.length}`;
    const parentUuid = lines.length ? `u${lines.length - 1}` : null;
    const message = { role: type, content };
    lines.push(JSON.stringify({ type, uuid, parentUuid, sessionId: "s", message }));
  };
  record("user", "search");
  record("assistant", [
    { type: "server_tool_use", id: "srvtoolu_1", name: "web_search", input: {} },
  ]);
  for (let k = 0; k < gap; k++) record("assistant", [{ type: "text", text: `t${k}` }]);
  record("assistant", [{ type: "web_search_tool_result", tool_use_id: "srvtoolu_1", content: [] }]);
  record("assistant", [{ type: "text", text: "found" }]);
  record("user", "thanks");
  record("assistant", [{ type: "text", text: "welcome" }]);
  return `${lines.join("\n")}\n`;
}

describe("compact, streamed, of a session with a web search", () => {
  it("keeps the result with its use at every cutoff, as the whole-log path does", async () => {
    const input = join(dir, "compact-search.jsonl");
    let fellBack = false;
    for (const gap of [0, 3, 100]) {
      writeFileSync(input, searchSession(gap));
      const items = gap + 6;
      for (let cutoff = 0; cutoff <= items; cutoff++) {
        const r = await compactBoth(input, { cutoff, to: "jsonl" }, cutoff % 2 ? 1 : 2);
        const at = { gap, cutoff };
        expect({ ...at, remaining: r.whole.report.remaining }).toEqual({ ...at, remaining: [] });
        expect({ ...at, bytes: r.streamed.bytes }).toEqual({ ...at, bytes: r.whole.bytes });
        const kept = r.whole.bytes?.includes('"web_search_tool_result"');
        expect({ ...at, use: r.whole.bytes?.includes('"server_tool_use"') }).toEqual({
          ...at,
          use: kept,
        });
        // Streamed unless the result is farther from its use than a piece's cut looks back.
        const streamed = r.streamed.report.preflight?.ran === false;
        if (gap < 64) expect({ ...at, streamed }).toEqual({ ...at, streamed: true });
        else fellBack ||= !streamed;
      }
    }
    expect(fellBack).toBe(true);
  });
});

describe.skipIf(!built)("--stream-min-mb on the command line", () => {
  it("convert and compact with --stream-min-mb 0 write what the default writes", () => {
    const input = join(LOGS, "codex-ends-mid-call.jsonl");
    const compact = ["compact", "--cutoff", "3", "--summary", "S", "--allow-lossy"];
    for (const args of [["convert", "--to", "jsonl", "--allow-lossy"], compact]) {
      const [a, b] = [join(dir, `cli-a-${n}.jsonl`), join(dir, `cli-b-${n++}.jsonl`)];
      const whole = cli([...args, input, "-o", a, "--json"]);
      const streamed = cli([...args, input, "-o", b, "--json", "--stream-min-mb", "0"]);
      expect([whole.code, streamed.code]).toEqual([0, 0]);
      expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"));
      // The first read runs on worker threads here: the report (records left out too) is the same.
      const report = (run: typeof whole) => {
        const {
          output: _o,
          preflight: _p,
          remaining: _r,
          ok: _k,
          ...rest
        } = JSON.parse(run.stdout);
        return rest;
      };
      expect(report(streamed)).toEqual(report(whole));
      if (args[0] !== "convert") expect(JSON.parse(streamed.stdout).preflight.ran).toBe(false);
    }
  });
});

// A piece's text is never one large string (V8 makes those in the old generation, which then
// grows by them until a full collection): the pieces' lines are handed on in small batches.
describe("the second read's output", () => {
  it("comes in strings of about OUTPUT_BATCH characters, the pieces' lines in order", async () => {
    const items = Array.from({ length: 6000 }, (_, i) =>
      i % 3 === 0
        ? responses.user(`step ${i} ${"x".repeat(i % 50)}`)
        : i % 3 === 1
          ? responses.call(`c${i}`)
          : responses.out(`c${i - 1}`),
    );
    const input = join(dir, "batches.jsonl");
    writeFileSync(input, items.map((item) => `${JSON.stringify(item)}\n`).join(""));
    const plan = await planStream(input, 0, {}, undefined);
    const write = (piece: Item[]) => [...jsonLines(piece)];
    const chunks: string[] = [];
    for await (const chunk of streamPieces(input, plan!, {}, write)) chunks.push(String(chunk));
    expect(chunks.join("")).toBe(readFileSync(input, "utf8"));
    const longest = Math.max(...items.map((item) => JSON.stringify(item).length + 1));
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(chunk.length).toBeLessThan(OUTPUT_BATCH + longest);
  });
});
