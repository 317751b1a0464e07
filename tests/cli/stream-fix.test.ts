// Issue 35: `fix` on a large Responses log reads it twice and fixes a piece at a time
// (bindings/cli/stream/fix.ts). Output and report are byte for byte the whole-log path's on
// generated transcripts cut into the smallest pieces, on the example and corpus logs (items and
// host sessions written as items), and on the command line with worker threads; where a piece
// cannot decide as the whole does, the whole-log path runs and the result is still the same.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type FixOptions, fixFile } from "../../bindings/cli/fix.js";
import { HELD_MAX } from "../../bindings/cli/stream/held-messages.js";
import { REPAIR } from "../properties/transcripts.js";
import { built, cli, LOGS, tempDir } from "./run.js";
import {
  asAnthropic,
  asResponses,
  exampleAndCorpusLogs,
  fixOptionsAt,
  responses,
  reusingKeys,
  runWholeAndStreamed,
  streamedProperty,
} from "./stream-support.js";

// fixStreamed resolves (with nothing) only when it wrote: the whole-log path runs where it throws.
vi.mock("../../bindings/cli/stream/fix.js", async (original) =>
  (await import("./stream-count.js")).countingWrites(await original(), "fixStreamed"),
);

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Obj = Record<string, unknown>;

let n = 0;
const fixBoth = (input: string, options: Partial<FixOptions>, piece?: number) =>
  runWholeAndStreamed(
    (extra) => fixFile(input, { ...options, allowLossy: true, ...extra }),
    () => join(dir, `fix-${n++}.jsonl`),
    piece,
  );

type Dialect = readonly [
  FixOptions["format"],
  FixOptions["api"],
  (items: readonly Obj[]) => Obj[],
  FixOptions["to"]?,
];

// The streamed property on generated logs of each format (the vocabulary writes them), checked
// for the dialect given (undefined: the format's own), written as `to` (undefined: its default).
async function dialectProperty(seed: number, cases: readonly Dialect[]): Promise<void> {
  for (const [format, api, vocabulary, to] of cases)
    await streamedProperty(
      seed,
      async (items, piece, at) => {
        const input = join(dir, "fix-dialect.jsonl");
        writeFileSync(input, items.map((i) => `${JSON.stringify(i)}\n`).join(""));
        const options = {
          format,
          ...(api ? { api } : {}),
          ...(to ? { to } : {}),
          ...fixOptionsAt(at),
        };
        const r = await fixBoth(input, options, piece);
        expect(r.streamed).toEqual(r.whole);
        return r.wasStreamed;
      },
      undefined,
      vocabulary,
    );
}

describe("fix, streamed, against the whole-log path", () => {
  it("writes the same bytes and reports the same on generated transcripts, in pieces of 1 to 3 items", async () => {
    await streamedProperty(20261203, async (items, piece, at) => {
      const input = join(dir, "fix-input.jsonl");
      writeFileSync(input, items.map((i) => `${JSON.stringify(i)}\n`).join(""));
      const r = await fixBoth(input, { format: "responses-jsonl", ...fixOptionsAt(at) }, piece);
      expect(r.streamed).toEqual(r.whole);
      return r.wasStreamed;
    });
  });

  it("writes the same Chat array and reports the same on generated Chat logs, and Responses logs checked for Chat", async () => {
    await dialectProperty(20261207, [
      ["chat-jsonl", undefined, (items: readonly Obj[]) => [...items]],
      ["responses-jsonl", "chat", asResponses],
    ]);
    // A tau-bench log's chosen trajectory, written as its array.
    const taus = await fixBoth(join(LOGS, "chat-log.jsonl"), { conversation: "record-1" }, 1);
    expect(taus.streamed).toEqual(taus.whole);
    expect([taus.wasStreamed, taus.streamed.report.to]).toEqual([true, "chat"]);
    // A Responses call after an assistant message: Chat joins it to that message, which the
    // piece before holds back for it.
    const { call, out, user } = responses;
    const said = {
      type: "message",
      role: "assistant",
      content: [{ type: "output_text", text: "t" }],
    };
    const input = join(dir, "fix-chat-join.jsonl");
    const items = [user("u"), said, call("a"), out("a"), user("v")];
    writeFileSync(input, items.map((i) => `${JSON.stringify(i)}\n`).join(""));
    const r = await fixBoth(input, { api: "chat" }, 1);
    expect(r.streamed).toEqual(r.whole);
    expect(r.wasStreamed).toBe(true);
    expect(JSON.parse(r.streamed.bytes ?? "")[1].tool_calls).toHaveLength(1);
    // Reasoning has no Chat form: counted per piece with --allow-lossy, refused without.
    const thought = {
      type: "reasoning",
      id: "rs_1",
      summary: [{ type: "summary_text", text: "s" }],
    };
    const lossy = [
      user("u"),
      thought,
      said,
      user("v"),
      { ...thought, id: "rs_2" },
      said,
      user("w"),
    ];
    writeFileSync(input, lossy.map((i) => `${JSON.stringify(i)}\n`).join(""));
    const allowed = await fixBoth(input, { api: "chat" }, 1);
    expect(allowed.streamed).toEqual(allowed.whole);
    expect([allowed.wasStreamed, allowed.streamed.report.dropped]).toEqual([
      true,
      { reasoning: 2 },
    ]);
    const refused = await runWholeAndStreamed(
      (extra) => fixFile(input, { api: "chat", ...extra }),
      () => join(dir, `fix-${n++}.jsonl`),
      1,
    );
    expect(refused.streamed).toEqual(refused.whole);
    expect(refused.streamed.report.error).toMatchObject({ code: "lossy-output" });
  });

  it("writes the same Messages body and reports the same on generated Anthropic logs, and Responses logs checked for Anthropic", async () => {
    await dialectProperty(20261208, [
      ["anthropic-messages", undefined, asAnthropic],
      ["responses-jsonl", "anthropic", asResponses],
    ]);
    // A user's text blocks after the results join their message: the cut between them holds it back.
    const { call, out, user } = responses;
    const text = { role: "user", content: [{ type: "text", text: "v" }] };
    const uses = asAnthropic([user("u"), call("a"), call("b"), out("a"), out("b")]);
    const input = join(dir, "fix-anthropic-join.jsonl");
    const lines = [...uses, text, ...asAnthropic([call("c")])];
    writeFileSync(input, lines.map((i) => `${JSON.stringify(i)}\n`).join(""));
    const r = await fixBoth(input, { format: "anthropic-messages" }, 1);
    expect(r.streamed).toEqual(r.whole);
    expect([r.wasStreamed, r.streamed.report.to]).toEqual([true, "anthropic"]);
    const body = JSON.parse(r.streamed.bytes ?? "");
    const sizes = body.messages.map((m: { content: unknown[] }) => m.content.length);
    expect(sizes).toEqual([1, 2, 3, 1, 1]);
    // One message of more lines than a message is held for: the whole-log path joins it once.
    const long = Array.from({ length: HELD_MAX + 2 }, (_, k) => ({
      role: "assistant",
      content: [{ type: "text", text: `t${k}` }],
    }));
    writeFileSync(input, [text, ...long].map((i) => `${JSON.stringify(i)}\n`).join(""));
    const held = await fixBoth(input, { format: "anthropic-messages" }, 64);
    expect(held.streamed).toEqual(held.whole);
    expect(held.wasStreamed).toBe(false);
    expect(JSON.parse(held.whole.bytes ?? "").messages[1].content).toHaveLength(HELD_MAX + 2);
  });

  it("writes a log in another dialect's form as the whole-log path does: items, their array, the Chat array, a Messages body, a Responses body", async () => {
    const chat = (items: readonly Obj[]) => [...items];
    await dialectProperty(20261214, [
      ["chat-jsonl", undefined, chat, "anthropic"],
      ["chat-jsonl", undefined, chat, "jsonl"],
      ["anthropic-messages", undefined, asAnthropic, "chat"],
      ["anthropic-messages", undefined, asAnthropic, "jsonl"],
      ["responses-jsonl", "chat", asResponses, "anthropic"],
      ["responses-jsonl", "anthropic", asResponses, "chat"],
      ["responses-jsonl", "chat", asResponses, "jsonl"],
      ["responses-jsonl", "anthropic", asResponses, "jsonl"],
      ["responses-jsonl", undefined, asResponses, "chat"],
      ["responses-jsonl", undefined, asResponses, "anthropic"],
      ["responses-jsonl", undefined, asResponses, "json"],
      ["responses-jsonl", undefined, asResponses, "responses"],
      ["chat-jsonl", undefined, chat, "json"],
      ["anthropic-messages", undefined, asAnthropic, "json"],
      ["anthropic-messages", undefined, asAnthropic, "responses"],
    ]);
  });

  it("cuts between the epochs of keys used again after their answer as the whole decides (SPEC §5 key reuse)", async () => {
    for (const [format, vocabulary] of [
      ["responses-jsonl", (items: readonly Obj[]) => asResponses(reusingKeys(items))],
      ["chat-jsonl", (items: readonly Obj[]) => reusingKeys(items)],
    ] as const)
      await streamedProperty(
        20261208,
        async (items, piece, at) => {
          const input = join(dir, "fix-reused.jsonl");
          writeFileSync(input, items.map((i) => `${JSON.stringify(i)}\n`).join(""));
          const r = await fixBoth(input, { format, ...fixOptionsAt(at) }, piece);
          expect(r.streamed).toEqual(r.whole);
          return r.wasStreamed;
        },
        undefined,
        vocabulary,
      );
    // A native compaction item scopes keys to its segments: no epoch starts after it.
    const { call, out, user } = responses;
    const compaction = { type: "compaction", encrypted_content: "x" };
    const cases = [
      [user("u"), call("k"), out("k"), compaction, call("k"), out("k"), user("v"), call("k")],
      [call("k"), out("k"), call("k"), compaction, out("k"), call("k"), user("v"), out("k")],
      [out("k"), user("u"), call("k"), user("v"), call("k"), user("w"), out("k"), call("k")],
    ];
    for (const items of cases) {
      const input = join(dir, "fix-reused-cases.jsonl");
      writeFileSync(input, items.map((i) => `${JSON.stringify(i)}\n`).join(""));
      for (const orphans of ["keep", "drop"] as const) {
        const r = await fixBoth(input, { repairText: REPAIR, orphans }, 1);
        expect(r.streamed).toEqual(r.whole);
      }
    }
  });

  it("decides duplicate ids, a trigger, reasoning before a cut and an unchanged log as the whole-log path does", async () => {
    const signed = (id: string) => ({ type: "reasoning", id, summary: [], encrypted_content: "e" });
    const call = (k: string) => ({ type: "function_call", call_id: k, name: "f", arguments: "{}" });
    const out = (k: string) => ({ type: "function_call_output", call_id: k, output: "o" });
    const user = { type: "message", role: "user", content: "u" };
    const ghost = { type: "ghost_snapshot", ghost_commit: {} };
    const cases: { items: Obj[]; model?: string; streams: boolean }[] = [
      // A call left open in its own piece: repaired there, as in the whole.
      { items: [user, call("a"), user, call("b"), out("b"), user], streams: true },
      // The same id in two pieces: the whole removes the second.
      {
        items: [user, { ...user, id: "msg_1" }, user, call("a"), { ...user, id: "msg_1" }],
        streams: false,
      },
      // A trigger not last: the whole removes it; a piece's plan refuses it.
      { items: [user, call("a"), { type: "compaction_trigger" }, user], streams: false },
      // An unknown type between two calls left open (twice, and last): the whole removes it
      // before planning and plans the calls as one group; no cut falls after the first call.
      { items: [user, call("a"), ghost, call("d"), user], streams: true },
      // (The refused piece's item ids are not taken as seen: offered again, it still streams.)
      {
        items: [user, { ...call("a"), id: "fc_1" }, ghost, ghost, call("d"), out("d"), user],
        streams: true,
      },
      { items: [user, call("a"), ghost], streams: true },
      // Reasoning with its call in the next item: never cut between them.
      { items: [user, call("a"), user, signed("rs_1"), call("b"), out("b"), user], streams: true },
    ];
    for (const c of cases) {
      const input = join(dir, "fix-cases.jsonl");
      writeFileSync(input, c.items.map((i) => `${JSON.stringify(i)}\n`).join(""));
      const r = await fixBoth(
        input,
        { repairText: REPAIR, ...(c.model ? { model: c.model } : {}) },
        1,
      );
      expect(r.streamed).toEqual(r.whole);
      expect(r.wasStreamed).toBe(c.streams);
    }
    // Nothing to fix: the input's own bytes are written, as the whole-log path writes them, without
    // holding the log (a clean 600 MB log was held whole to find that out: 2.2 GB), whether fix
    // writes the same bytes, or the lines are another writer's spacing, CRLF ends or a number
    // spelled 1E2 (fix writes 100: as long, other bytes). With a number fix cannot write (1e400,
    // read as Infinity) the items are written, by both; with a meta record the whole-log path decides.
    const lines = [user, call("a"), out("a"), user, call("b"), out("b")].map((i) =>
      JSON.stringify(i),
    );
    const edit = (k: number, from: string, to: string) =>
      lines.map((l, i) => (i === k ? l.replace(from, to) : l));
    const spaced = lines.map((l) => JSON.stringify(JSON.parse(l), null, 1).replaceAll("\n", ""));
    const meta = `{"type":"clinker-transcript.meta","family":"openai"}`;
    const unchangedCases: [string[], string, boolean, boolean][] = [
      [lines, "\n", true, true],
      [spaced, "\n", true, true],
      [lines, "\r\n", true, true],
      [edit(3, "}", ',"n":1E2}'), "\n", true, true],
      [edit(3, "}", ',"n":1e400}'), "\n", true, false],
      [[meta, ...spaced], "\n", false, true],
    ];
    for (const [written, end, streams, kept] of unchangedCases) {
      const clean = join(dir, "fix-clean.jsonl");
      writeFileSync(clean, written.map((l) => `${l}${end}`).join(""));
      const again = await fixBoth(clean, {}, 1);
      expect(again.streamed).toEqual(again.whole);
      expect(again.streamed.bytes === readFileSync(clean, "utf8")).toBe(kept);
      expect(again.wasStreamed).toBe(streams);
    }
  });

  it.each(exampleAndCorpusLogs())("gives the whole-log result on %s", async (input) => {
    for (const extra of [
      {},
      { to: "jsonl" as const },
      { model: "another-model", to: "jsonl" as const },
    ]) {
      const r = await fixBoth(input, extra, 1);
      expect(r.streamed).toEqual(r.whole);
    }
  });
});

describe.skipIf(!built)("fix --stream-min-mb on the command line", () => {
  it("writes what the default writes, the first read on worker threads", () => {
    const input = join(dir, "cli-fix.jsonl");
    const call = (k: number) => ({
      type: "function_call",
      call_id: `c${k}`,
      name: "f",
      arguments: "{}",
    });
    const lines: Obj[] = [];
    for (let k = 0; k < 3000; k++) {
      lines.push({ type: "message", role: "user", content: `step ${k}` }, call(k));
      if (k % 100 !== 99)
        lines.push({ type: "function_call_output", call_id: `c${k}`, output: "ok" });
    }
    writeFileSync(input, lines.map((i) => `${JSON.stringify(i)}\n`).join(""));
    const [a, b] = [join(dir, "cli-fix-a.jsonl"), join(dir, "cli-fix-b.jsonl")];
    const whole = cli(["fix", input, "-o", a, "--json"]);
    const streamed = cli(["fix", input, "-o", b, "--json", "--stream-min-mb", "0"]);
    expect([whole.code, streamed.code]).toEqual([0, 0]);
    expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"));
    const report = (run: typeof whole) => ({ ...JSON.parse(run.stdout), output: "" });
    expect(report(streamed)).toEqual(report(whole));
    expect(JSON.parse(streamed.stdout).repairs).toHaveLength(30);
  });
});
