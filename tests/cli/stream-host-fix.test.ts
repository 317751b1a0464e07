// Issue 35: `fix SESSION -o OUT` of a large host session in its own format reads it twice and
// writes a piece at a time (bindings/cli/stream/host-fix.ts): untouched lines copied as bytes,
// repair records after their calls. Output bytes and report are the whole-log path's on generated
// Codex rollouts (new and legacy) and Claude Code sessions cut into the smallest pieces, on every
// example and corpus session (Codex, Claude Code, pi), and on the command line with worker
// threads; where a piece cannot decide as the whole does, the whole-log path runs and the result
// is still the same.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { FixOptions } from "../../bindings/cli/fix.js";
import { fixToOutput } from "../../bindings/cli/host-copy.js";
import { LineWindow } from "../../bindings/cli/stream/line-window.js";
import { REPAIR } from "../properties/transcripts.js";
import { hasCorpus } from "../support/corpus.js";
import { hostSession, tangled, withServerResults } from "./host-vocabulary.js";
import { built, cli, tempDir } from "./run.js";
import {
  exampleAndCorpusLogs,
  fixOptionsAt,
  numberedUuids,
  responses,
  runWholeAndStreamed,
  streamedProperty,
} from "./stream-support.js";

// fixHostStreamed resolves with a report only when it wrote (undefined: the whole-log path runs).
vi.mock("../../bindings/cli/stream/host-fix.js", async (original) =>
  (await import("./stream-count.js")).countingWrites(await original(), "fixHostStreamed", Boolean),
);

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
type Obj = Record<string, unknown>;

// Claude Code and pi records get random ids: the same ones in both runs.
const uuids = numberedUuids();

let n = 0;
const fixBoth = (input: string, options: Partial<FixOptions>, piece?: number) =>
  runWholeAndStreamed(
    (extra) => {
      uuids.reset();
      return fixToOutput(input, { ...options, ...extra });
    },
    () => join(dir, `host-fix-${n++}.jsonl`),
    piece,
  );

/** Items as a Codex rollout (each a `response_item` a second apart) or its legacy form. */
function rollout(items: readonly Obj[], legacy: boolean, model?: string): string {
  const at = (k: number) => new Date(Date.UTC(2026, 10, 30) + k * 1000).toISOString();
  const head = legacy
    ? [{ id: "s", timestamp: at(0), instructions: "" }, { record_type: "state" }]
    : [{ timestamp: at(0), type: "session_meta", payload: { id: "s", cli_version: "0.60.0" } }];
  const context = model ? [{ timestamp: at(0), type: "turn_context", payload: { model } }] : [];
  const body = items.map((payload, k) =>
    legacy || payload.type === "compacted"
      ? { ...(legacy ? {} : { timestamp: at(k + 1) }), ...payload }
      : { timestamp: at(k + 1), type: "response_item", payload },
  );
  return [...head, ...(legacy ? [] : context), ...body]
    .map((r) => `${JSON.stringify(r)}\n`)
    .join("");
}

/**
 * Each variant of a session (`line` inserted at `at`) fixed on both paths: the same result, and
 * streamed or not as `streams` says; the bytes of the variants that streamed.
 */
async function namedVariants(
  lines: readonly string[],
  variants: readonly { at: number; line: string; streams: boolean }[],
): Promise<string[]> {
  const written: string[] = [];
  for (const v of variants) {
    const input = join(dir, "host-fix-named.jsonl");
    writeFileSync(input, `${[...lines.slice(0, v.at), v.line, ...lines.slice(v.at)].join("\n")}\n`);
    const r = await fixBoth(input, { repairText: REPAIR }, 1);
    expect(r.streamed).toEqual(r.whole);
    expect({ ...v, streamed: r.wasStreamed }).toEqual({ ...v, streamed: v.streams });
    if (v.streams) written.push(r.streamed.bytes as string);
  }
  return written;
}

describe("fix -o of a host session, streamed, against the whole-log path", () => {
  it("writes the same bytes and reports the same on Claude Code and pi sessions whose links are tangled", async () => {
    await streamedProperty(
      20261206,
      async (items, piece, at) => {
        const input = join(dir, "host-fix-tangled.jsonl");
        const pi = at % 2 === 1;
        writeFileSync(input, tangled(hostSession(items, pi, !pi), at, pi));
        const r = await fixBoth(input, { repairText: REPAIR }, piece);
        expect(r.streamed).toEqual(r.whole);
        return r.wasStreamed;
      },
      1 / 20,
    );
  });

  it("writes the same bytes and reports the same on generated Claude Code and pi sessions, in pieces of 1 to 3 items", async () => {
    await streamedProperty(20261205, async (items, piece, at) => {
      const input = join(dir, "host-fix-tree.jsonl");
      writeFileSync(input, hostSession(items, at % 2 === 1, at % 4 === 2));
      const options = { repairText: REPAIR, ...(at % 3 === 0 ? { orphans: "keep" as const } : {}) };
      const r = await fixBoth(input, options, piece);
      expect(r.streamed).toEqual(r.whole);
      return r.wasStreamed;
    });
  });

  it("writes the same bytes and reports the same on Claude Code sessions with server tool results, some without their use", async () => {
    let strays = 0;
    await streamedProperty(20261207, async (items, piece, at) => {
      const input = join(dir, "host-fix-server.jsonl");
      writeFileSync(input, withServerResults(hostSession(items, false, at % 2 === 0), at));
      const options = { repairText: REPAIR, ...(at % 3 === 0 ? { model: "m2" } : {}) };
      const r = await fixBoth(input, options, piece);
      expect(r.streamed).toEqual(r.whole);
      const dropped = (r.whole.report as { orphansDropped?: { callId: string }[] }).orphansDropped;
      if (dropped?.some((o) => o.callId.startsWith("srvtoolu_"))) strays++;
      return r.wasStreamed;
    });
    expect(strays).toBeGreaterThan(20);
  });

  it("writes the same bytes and reports the same on generated Codex rollouts, new and legacy, in pieces of 1 to 3 items", async () => {
    await streamedProperty(20261204, async (items, piece, at) => {
      const input = join(dir, "host-fix-input.jsonl");
      writeFileSync(input, rollout(items, at % 2 === 1, at % 5 === 0 ? "m1" : undefined));
      const r = await fixBoth(input, fixOptionsAt(at), piece);
      expect(r.streamed).toEqual(r.whole);
      return r.wasStreamed;
    });
  });

  it("writes a Codex rollout's lines before its last compaction as it reads them, holding no more than the history after it", async () => {
    const call = (k: number) => ({
      type: "function_call",
      call_id: `c${k}`,
      name: "f",
      arguments: "{}",
    });
    const out = (k: number) => ({ type: "function_call_output", call_id: `c${k}`, output: "o" });
    const compacted = (k: number) => ({
      type: "compacted",
      payload: {
        message: "m",
        replacement_history: [{ type: "message", role: "user", content: `up to ${k}` }],
      },
    });
    const items: Obj[] = [];
    for (let k = 0; k < 400; k++) {
      // Lines of 8 KB: the file is read a megabyte at a time, about 125 lines a chunk.
      items.push(
        { type: "message", role: "user", content: `step ${k} ${"x".repeat(8192)}` },
        call(k),
      );
      if (k % 10 !== 9) items.push(out(k));
      if (k % 100 === 99 && k < 300) items.push(compacted(k));
    }
    const input = join(dir, "host-fix-compacted.jsonl");
    writeFileSync(input, rollout(items, false));
    let most = 0;
    const push = LineWindow.prototype.push;
    const spy = vi.spyOn(LineWindow.prototype, "push").mockImplementation(function (
      this: LineWindow,
      chunk: Uint8Array,
    ) {
      push.call(this, chunk);
      most = Math.max(most, this.held);
    });
    try {
      const r = await fixBoth(input, { repairText: REPAIR }, 8);
      expect(r.streamed).toEqual(r.whole);
      expect(r.wasStreamed).toBe(true);
    } finally {
      spy.mockRestore();
    }
    // The history after the last compaction is a quarter of the lines; a chunk's lines more are
    // held at most (the lines before it were held whole: three quarters).
    const lines = readFileSync(input, "utf8").split("\n").length;
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThan(lines / 2);
  });

  it("streams a Claude Code session beside sidechains that need nothing, and falls back where one does or they are many", async () => {
    const { call, out, user } = responses;
    // Sidechain records of a sub-agent (or the "Warmup" exchange 2.x sessions open with).
    const side = (tag: string, items: Obj[]) =>
      hostSession(items)
        .trimEnd()
        .split("\n")
        .map((line) => {
          const r = JSON.parse(line);
          const re = (u: unknown) => (typeof u === "string" ? u.replace("c0de", tag) : u);
          return `${JSON.stringify({ ...r, isSidechain: true, uuid: re(r.uuid), parentUuid: re(r.parentUuid) })}\n`;
        })
        .join("");
    const main = hostSession([user("a"), call("a"), user("b"), call("b"), out("b"), user("c")]);
    const [head, rest] = [
      main.split("\n").slice(0, 3).join("\n"),
      main.split("\n").slice(3).join("\n"),
    ];
    const warmup = side("aaaa", [
      user("Warmup"),
      { type: "message", role: "assistant", content: "ready" },
    ]);
    const many = Array.from({ length: 10_001 }, (_, k) => [
      user(`s${k}`),
      { type: "message", role: "assistant", content: "ok" },
    ]).flat();
    const cases: { name: string; text: string; streams: boolean }[] = [
      { name: "warmup first", text: warmup + main, streams: true },
      // A sub-agent's records between the main conversation's (Claude Code 1.0.x).
      {
        name: "inline sidechain",
        text: `${head}\n${side("bbbb", [user("task"), call("s"), out("s")])}${rest}`,
        streams: true,
      },
      // The sidechain's own call has no result: its fix changes it.
      {
        name: "sidechain to fix",
        text: warmup + side("cccc", [user("task"), call("open")]) + main,
        streams: false,
      },
      { name: "sidechains over the bound", text: side("dddd", many) + main, streams: false },
    ];
    for (const c of cases) {
      const input = join(dir, "host-fix-sidechains.jsonl");
      writeFileSync(input, c.text);
      const r = await fixBoth(input, { repairText: REPAIR }, 1);
      expect(r.streamed, c.name).toEqual(r.whole);
      expect(r.wasStreamed, c.name).toBe(c.streams);
      expect(r.whole.report, c.name).toMatchObject({
        conversation: expect.stringMatching(/^all [23] \(/),
      });
    }
  });

  it("repairs after the call, keeps a last line without its newline, and falls back where a piece cannot decide", async () => {
    const { call, out, user } = responses;
    // A compaction's replacement history: items of one record (an orphan output among them,
    // dropped), never split between pieces.
    const compacted = {
      type: "compacted",
      payload: { message: "", replacement_history: [user("r1"), out("orphan"), user("r3")] },
    };
    const summaryOnly = { type: "compacted", payload: { message: "the summary" } };
    const cases: { items: Obj[]; streams: boolean; bare?: boolean; crlf?: boolean }[] = [
      // Lines ended by CRLF: copied with their own ends, the repair record after its call.
      { items: [user("a"), call("a"), user("b")], streams: true, crlf: true },
      // CRLF, the last line a call without its newline: the repair record ends as the lines do.
      { items: [user("a"), user("b"), call("a")], streams: true, bare: true, crlf: true },
      { items: [user("a"), call("a"), compacted, user("b"), call("b"), user("c")], streams: true },
      // An older Codex's summary-only compaction: its items are a rebuild of the user's messages.
      {
        items: [user("a"), call("a"), summaryOnly, user("b"), call("b"), user("c")],
        streams: true,
      },
      // A call left open in its own piece: its repair record right after it, a piece at a time.
      { items: [user("a"), call("a"), user("b"), call("b"), out("b"), user("c")], streams: true },
      // The same, the file ending without a newline after a call left open.
      { items: [user("a"), call("a")], streams: true, bare: true },
      // A type the API does not take (a newer Codex's item): removed by the item alone.
      {
        items: [user("a"), { type: "future_item", detail: {} }, call("a")],
        streams: true,
      },
      // Between two calls left open: the whole removes it before planning and plans the calls
      // as one group (both repairs after the second); no cut falls after the first call.
      {
        items: [user("a"), call("a"), { type: "future_item", detail: {} }, call("d"), user("b")],
        streams: true,
      },
      // A compaction trigger is Codex's own record, no item: copied as it is, a piece at a time.
      { items: [user("a"), call("a"), { type: "compaction_trigger" }, user("b")], streams: true },
      // The same id in two pieces: the whole removes the second.
      {
        items: [user("a"), { ...user("b"), id: "msg_1" }, user("c"), { ...user("d"), id: "msg_1" }],
        streams: false,
      },
    ];
    for (const c of cases) {
      const input = join(dir, "host-fix-cases.jsonl");
      const text = rollout(c.items, false).replaceAll("\n", c.crlf ? "\r\n" : "\n");
      writeFileSync(input, c.bare ? text.slice(0, -1) : text);
      const r = await fixBoth(input, { repairText: REPAIR }, 1);
      expect(r.streamed).toEqual(r.whole);
      expect(r.wasStreamed).toBe(c.streams);
      if (c.crlf) expect(r.whole.bytes?.replaceAll("\r\n", "")).not.toContain("\n");
    }
  });

  it("keeps a server tool result its use is far before: the cut's reach, then the whole-log path", async () => {
    const { call, out, user } = responses;
    const lines = hostSession([user("a"), call("a"), out("a"), user("b")])
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Obj);
    const id = (k: number) => `5e7e0000-0000-4000-8000-${String(k).padStart(12, "0")}`;
    // After the first prompt: a web search, `gap` assistant records of text, then its result.
    const session = (gap: number) => {
      const blocks = [
        { type: "server_tool_use", id: "srvtoolu_far", name: "web_search", input: {} },
        ...Array.from({ length: gap }, (_, k) => ({ type: "text", text: `t${k}` })),
        { type: "web_search_tool_result", tool_use_id: "srvtoolu_far", content: [] },
      ];
      const added = blocks.map((block, k) => ({
        parentUuid: k === 0 ? lines[0].uuid : id(k - 1),
        sessionId: "s",
        type: "assistant",
        message: { role: "assistant", content: [block] },
        uuid: id(k),
      }));
      const rest = lines.slice(1).map((l, k) => (k === 0 ? { ...l, parentUuid: id(gap + 1) } : l));
      return [lines[0], ...added, ...rest].map((l) => `${JSON.stringify(l)}\n`).join("");
    };
    const input = join(dir, "host-fix-far.jsonl");
    for (const [gap, streams] of [
      [3, true],
      [100, false],
    ] as const) {
      writeFileSync(input, session(gap));
      const r = await fixBoth(input, { repairText: REPAIR }, 1);
      expect(r.streamed).toEqual(r.whole);
      expect((r.whole.report as { orphansDropped: unknown[] }).orphansDropped).toEqual([]);
      expect({ gap, streamed: r.wasStreamed }).toEqual({ gap, streamed: streams });
    }
  });

  it("leaves a record of a Claude Code or pi tree out whole as the whole does", async () => {
    const { call, out, user } = responses;
    const cases = [
      // An orphan output's record, dropped.
      { items: [user("a"), call("a"), out("a"), out("zz"), user("b"), call("b")] },
      // An output before its call: moved to a new record after the call, its own record left out.
      { items: [user("a"), out("b"), call("a"), out("a"), user("b"), call("b")] },
      // Neither, the same calls: the repair record is added after its call, a piece at a time.
      { items: [user("a"), call("a"), out("a"), user("b"), call("b")] },
    ];
    for (const pi of [false, true])
      for (const c of cases) {
        const input = join(dir, "host-fix-left-out.jsonl");
        writeFileSync(input, hostSession([...c.items, user("c")], pi, !pi));
        const r = await fixBoth(input, { repairText: REPAIR }, 1);
        expect(r.streamed).toEqual(r.whole);
        expect({ pi, ...c, streamed: r.wasStreamed }).toEqual({ pi, ...c, streamed: true });
      }
  });

  it("re-points the links after a record left out, and falls back where a line before it names it", async () => {
    const { call, out, user } = responses;
    const session = hostSession(
      [user("a"), call("a"), out("a"), out("zz"), user("b")],
      false,
      true,
    );
    const lines = session.trimEnd().split("\n");
    const orphan = lines.findIndex((l) => l.includes('"tool_use_id":"zz"'));
    const gone = JSON.parse(lines[orphan]).uuid as string;
    const parent = JSON.parse(lines[orphan]).parentUuid as string;
    // A line naming it after it (its child names it too), one naming it before, one reusing its id.
    const naming = JSON.stringify({ type: "system", subtype: "x", logicalParentUuid: gone });
    const reusing = JSON.stringify({ type: "system", subtype: "x", uuid: gone, parentUuid: null });
    const variants = [
      { name: "named after", at: orphan + 1, line: naming, streams: true },
      { name: "named before", at: orphan, line: naming, streams: false },
      { name: "its id before", at: 1, line: reusing, streams: false },
      {
        name: "a summary's leaf",
        at: 0,
        line: naming.replace("logicalParentUuid", "leafUuid"),
        streams: false,
      },
    ];
    for (const written of await namedVariants(lines, variants)) {
      expect(written).not.toContain(gone);
      expect(written).toContain(`"logicalParentUuid":"${parent}"`);
    }
  });

  it("re-points the links after a pi entry left out, and falls back where an entry before it names it", async () => {
    const { call, out, user } = responses;
    const session = hostSession([user("a"), call("a"), out("a"), out("zz"), user("b")], true);
    const lines = session.trimEnd().split("\n");
    const orphan = lines.findIndex((l) => l.includes('"toolCallId":"zz"'));
    const { id: gone, parentId: parent } = JSON.parse(lines[orphan]);
    const naming = JSON.stringify({ type: "label", targetId: gone });
    const variants = [
      { name: "named after", at: orphan + 1, line: naming, streams: true },
      { name: "named before", at: orphan, line: naming, streams: false },
      {
        name: "its id before",
        at: 1,
        line: JSON.stringify({ type: "label", id: gone }),
        streams: false,
      },
    ];
    for (const written of await namedVariants(lines, variants))
      expect(written).toContain(`"targetId":"${parent}"`);
  });

  it("streams a pi session that branches or compacted as the whole-log path fixes it: the history pi resumes", async () => {
    const { call, out, user } = responses;
    const session = hostSession([user("a"), call("a"), out("a"), user("b"), call("b")], true);
    const lines = session.trimEnd().split("\n");
    const callA = JSON.parse(lines.find((l) => l.includes('"toolCall"')) as string);
    // The user went back to the first call and went on: its result is on the branch left.
    const userB = lines.find((l) => l.includes('"text":"b"')) as string;
    const back = { ...JSON.parse(userB), id: "back0001", parentId: callA.id };
    const last = JSON.parse(lines[lines.length - 1]);
    const compaction = {
      type: "compaction",
      id: "cp01",
      parentId: last.id,
      summary: "s",
      firstKeptEntryId: last.id,
    };
    const variants = [
      { at: lines.length, line: JSON.stringify(back), streams: true },
      { at: lines.length, line: JSON.stringify(compaction), streams: true },
      {
        at: lines.length,
        line: JSON.stringify({ type: "label", targetId: callA.id }),
        streams: true,
      },
    ];
    const [, , unbranched] = await namedVariants(lines, variants);
    expect(unbranched.match(/"toolCallId":"a"/g)).toHaveLength(1);
    const input = join(dir, "host-fix-named.jsonl");
    writeFileSync(input, `${[...lines, JSON.stringify(back)].join("\n")}\n`);
    const { whole, streamed, wasStreamed } = await fixBoth(input, { repairText: REPAIR }, 1);
    expect({ wasStreamed, streamed }).toEqual({ wasStreamed: true, streamed: whole });
    const written = (whole.bytes as string)
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    // Two results of call a now: the one the user left, and the repair on the branch pi resumes.
    const results = written.filter((r) => r.message?.toolCallId === "a");
    expect(results.map((r) => r.parentId)).toEqual([callA.id, callA.id]);
    expect(written.find((r) => r.id === "back0001").parentId).toBe(results[0].id);
  });

  if (!hasCorpus) it.skip("corpus logs (../shared/corpus absent)", () => {});
  it.each(exampleAndCorpusLogs())("gives the whole-log result on %s", async (input) => {
    for (const extra of [{}, { model: "another-model" }, { orphans: "keep" as const }]) {
      const r = await fixBoth(input, extra, 1);
      expect(r.streamed).toEqual(r.whole);
      // A Codex session streams unless preflight removes an item by what may lie past it; a pi
      // session whose fix only adds records streams too.
      const { format, removed, privateDropped, orphansDropped } = r.whole.report;
      const past = removed.some((x) => x.rule !== "responses/unknown-type");
      if (format?.startsWith("codex-rollout") && !past) expect(r.wasStreamed).toBe(true);
      const adds = removed.length + privateDropped + orphansDropped.length === 0;
      // (not one that compacted: its items start at its summary, no read in file order's)
      const compacted = readFileSync(input, "utf8").includes('"type":"compaction"');
      if (format === "pi-session" && adds && !compacted) expect(r.wasStreamed).toBe(true);
    }
  });
});

describe.skipIf(!built)("fix -o of a host session with --stream-min-mb on the command line", () => {
  it("writes what the default writes, the first read on worker threads, each repair after its call", () => {
    const input = join(dir, "cli-host-fix.jsonl");
    const { call, out, user } = responses;
    // 3,000 steps; every 100th call left without its output.
    const steps = Array.from({ length: 3000 }, (_, k) =>
      k % 100 === 99 ? [user(`${k}`), call(`c${k}`)] : [user(`${k}`), call(`c${k}`), out(`c${k}`)],
    );
    writeFileSync(input, rollout(steps.flat(), false));
    const outputs = ["whole", "streamed"].map((name) => join(dir, `cli-host-fix-${name}.jsonl`));
    const runs = [[], ["--stream-min-mb", "0"]].map((extra, i) =>
      cli(["fix", input, "-o", outputs[i], "--json", ...extra]),
    );
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    const [whole, streamed] = outputs.map((o) => readFileSync(o, "utf8"));
    expect(streamed).toBe(whole);
    const [wholeReport, streamedReport] = runs.map((r) => ({
      ...JSON.parse(r.stdout),
      output: "",
    }));
    expect(streamedReport).toEqual(wholeReport);
    expect(streamedReport.repairs).toHaveLength(30);
    const records = streamed
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    records.forEach((record, i) => {
      if (record.payload?.output !== REPAIR && record.payload?.type !== "function_call_output")
        return;
      expect(records[i - 1].payload.call_id).toBe(record.payload.call_id);
    });
  });
});
