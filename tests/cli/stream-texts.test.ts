// Issue 35: streamed `fix --to jsonl` and `compact` of a Codex rollout write each item they keep
// unchanged (the very object read) as its line's payload text, and of an items log (JSON lines or
// a JSON array) as its record's text, where readers/canonical-json.ts proves it is
// JSON.stringify's; a new item (a repair, the summary) or one replaced is stringified. The output
// stays the whole-log path's byte for byte.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type CompactReport, compactFile } from "../../bindings/cli/compact.js";
import { fixFile } from "../../bindings/cli/fix.js";
import { keptTexts } from "../../bindings/cli/stream/kept-texts.js";
import { REPAIR } from "../properties/transcripts.js";
import { tempDir } from "./run.js";
import {
  fixOptionsAt,
  responses,
  runWholeAndStreamed,
  streamedProperty,
} from "./stream-support.js";

type Obj = Record<string, unknown>;

// Every jsonLines call given texts: the items and their texts (the writer is unchanged).
const written = vi.hoisted(() => [] as { items: Obj[]; texts: (string | undefined)[] }[]);
vi.mock("../../bindings/readers/write.js", async (original) => {
  const mod = (await original()) as typeof import("../../bindings/readers/write.js");
  const jsonLines: typeof mod.jsonLines = (items, meta, texts) => {
    if (texts) written.push({ items: items as unknown as Obj[], texts: [...texts] });
    return mod.jsonLines(items, meta, texts);
  };
  return { ...mod, jsonLines };
});
// fixStreamed resolves (with nothing) only when it wrote: the whole-log path runs where it throws.
vi.mock("../../bindings/cli/stream/fix.js", async (original) =>
  (await import("./stream-count.js")).countingWrites(await original(), "fixStreamed"),
);

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  written.length = 0;
});

let n = 0;
const META = '{"timestamp":"t","type":"session_meta","payload":{"id":"s"}}';
const rolloutLine = (payload: string) =>
  `{"timestamp":"t","type":"response_item","payload":${payload}}`;
// A Codex rollout of `payloads` (each as written), read back as the same items.
function rollout(payloads: string[]): string {
  const input = join(dir, `rollout-${n++}.jsonl`);
  writeFileSync(input, `${[META, ...payloads.map(rolloutLine)].join("\n")}\n`);
  return input;
}

// An items log of `records` (each as written): JSON lines, or a JSON array of one record a line.
function itemsLog(records: string[], array: boolean): string {
  const input = join(dir, `items-${n++}.${array ? "json" : "jsonl"}`);
  writeFileSync(input, array ? `[\n${records.join(",\n")}\n]\n` : `${records.join("\n")}\n`);
  return input;
}

describe("keptTexts", () => {
  it("gives an output item the text of the same object only, wherever the output moved it", () => {
    const items = ["a", "b", "c", "d", "e", "f"].map((k) => ({ k }));
    const texts = ["A", "B", undefined, "D", "E", "F"];
    const [a, b, c, d, e, f] = items;
    const repair = { k: "r" };
    const copy = { ...d }; // equal, not the same: a changed item
    // b removed, d moved ahead of c, a repair and a copy among them, f moved back before e.
    expect(keptTexts(items, texts, [a, repair, d, c, copy, f, e])).toEqual([
      "A",
      undefined,
      "D",
      undefined,
      undefined,
      "F",
      "E",
    ]);
    // Ahead of the kept items (from 3): a summary and an item of the piece before them.
    expect(keptTexts(items, texts, [repair, a, d, e, f], 3)).toEqual([
      undefined,
      "A",
      "D",
      "E",
      "F",
    ]);
    expect(keptTexts(items, [], [a, b])).toBeUndefined();
  });
});

describe("fix and compact, streamed, of a Codex rollout", () => {
  it("write kept items as their lines' texts, new and non-canonical items stringified", async () => {
    const user = JSON.stringify(responses.user('u \u001b \u2028 "q"'));
    const spaced = '{"type": "message", "role": "user", "content": "spaced"}';
    const input = rollout([
      user,
      JSON.stringify(responses.call("a")),
      user,
      JSON.stringify(responses.call("b")),
      JSON.stringify(responses.out("b")),
      spaced,
    ]);
    const fix = await runWholeAndStreamed(
      (extra) => fixFile(input, { to: "jsonl", repairText: REPAIR, allowLossy: true, ...extra }),
      () => join(dir, `fix-${n++}.jsonl`),
      1,
    );
    expect(fix.wasStreamed).toBe(true);
    expect(fix.streamed).toEqual(fix.whole);
    const compact = await runWholeAndStreamed(
      (extra) => compactFile(input, { cutoff: 2, summary: "S", allowLossy: true, ...extra }),
      () => join(dir, `compact-${n++}.jsonl`),
      1,
    );
    expect(compact.streamed.bytes).toBe(compact.whole.bytes);
    expect((compact.streamed.report as CompactReport).preflight?.ran).toBe(false);
    expectStringifiedNew(5 + 4);
  });

  // Both paths stringify what the fix step and the compaction make: a text given to a new or
  // changed item, or lost to a step that changed an item in place, shows as other bytes.
  it("fix: writes the whole-log path's bytes on generated rollouts, in pieces of 1 to 3 items", async () => {
    await streamedProperty(20261205, async (items, piece, at) => {
      const input = rollout(items.map((item) => JSON.stringify(item)));
      const fix = await runWholeAndStreamed(
        (extra) => fixFile(input, { to: "jsonl", ...fixOptionsAt(at), allowLossy: true, ...extra }),
        () => join(dir, `fix-${n++}.jsonl`),
        piece,
      );
      expect(fix.streamed).toEqual(fix.whole);
      return fix.wasStreamed;
    });
    expectTextsGiven();
  }, 120_000);

  it("compact: writes the whole-log path's bytes on generated rollouts, in pieces of 1 to 3 items", async () => {
    await streamedProperty(20261206, async (items, piece, at) => {
      const input = rollout(items.map((item) => JSON.stringify(item)));
      const cutoff = at % (items.length + 1);
      const options = { cutoff, summary: "S", repairText: REPAIR, allowLossy: true };
      const compact = await runWholeAndStreamed(
        (extra) => compactFile(input, { ...options, ...extra }),
        () => join(dir, `compact-${n++}.jsonl`),
        piece,
      );
      expect(compact.streamed.report.error).toEqual(compact.whole.report.error);
      expect(compact.streamed.bytes).toBe(compact.whole.bytes);
      return compact.streamed.report.preflight?.ran === false;
    });
    expectTextsGiven();
  }, 120_000);
});

describe("fix and compact, streamed, of an items log", () => {
  for (const array of [false, true])
    it(`write kept items as their records' texts (${array ? "a JSON array" : "JSON lines"})`, async () => {
      const user = JSON.stringify(responses.user('u \u001b \u2028 "q"'));
      const spaced = '{"type": "message", "role": "user", "content": "spaced"}';
      const records = [user, JSON.stringify(responses.call("a")), user, spaced];
      const input = itemsLog(records, array);
      const fix = await runWholeAndStreamed(
        (extra) => fixFile(input, { to: "jsonl", repairText: REPAIR, ...extra }),
        () => join(dir, `fix-${n++}.jsonl`),
        1,
      );
      expect(fix.wasStreamed).toBe(true);
      expect(fix.streamed).toEqual(fix.whole);
      const compact = await runWholeAndStreamed(
        (extra) => compactFile(input, { cutoff: 3, summary: "S", to: "jsonl", ...extra }),
        () => join(dir, `compact-${n++}.jsonl`),
        1,
      );
      expect(compact.streamed.bytes).toBe(compact.whole.bytes);
      expectStringifiedNew(3 + 2);
    });
});

describe("fix, streamed, written as a JSON array", () => {
  // A Chat log's own output is its Chat array; an items log's `--to json`, the items array.
  const cases = [
    {
      what: "a Chat log as its Chat array",
      keep: { role: "user", content: "keep me" },
      to: undefined,
    },
    {
      what: "an items log as its JSON array",
      keep: { type: "message", role: "user", content: "keep me" },
      to: "json" as const,
    },
  ];
  for (const { what, keep, to } of cases)
    it(`writes a message kept unchanged as its record's text: ${what}`, async () => {
      const chat = to === undefined;
      // The call first: a Chat log's first lines of text are held until a line says Chat, and
      // those are handed on later, without their texts.
      const records = [
        chat
          ? { role: "assistant", content: null, tool_calls: [toolCall("a")] }
          : responses.call("a"),
        keep,
        keep,
      ].map((r) => JSON.stringify(r));
      const input = itemsLog(records, false);
      const run = async (streamMinBytes: number) => {
        const output = join(dir, `array-${n++}.json`);
        await fixFile(input, { to, repairText: REPAIR, streamMinBytes, streamPiece: 1, output });
        return readFileSync(output, "utf8");
      };
      const whole = await run(Number.POSITIVE_INFINITY);
      const stringify = JSON.stringify;
      const given: unknown[] = [];
      const spy = vi.spyOn(JSON, "stringify").mockImplementation((value, ...rest) => {
        given.push(value);
        return stringify(value, ...(rest as [undefined]));
      });
      let streamed: string;
      try {
        streamed = await run(0);
      } finally {
        spy.mockRestore();
      }
      expect(streamed).toBe(whole);
      expect(given).not.toContainEqual(keep);
      expect(given.length).toBeGreaterThan(0); // the repair, at least, was stringified
    });
});

const toolCall = (id: string) => ({
  id,
  type: "function",
  function: { name: "f", arguments: "{}" },
});

// Fix's repair, compact's summary and repair (new) and the spaced record (not canonical) were
// stringified, in that order; `kept` items written as their texts, each the item's own.
function expectStringifiedNew(kept: number) {
  const given = written.flatMap(({ items, texts }) => items.map((item, i) => [item, texts[i]]));
  const stringified = given.filter(([, text]) => text === undefined).map(([item]) => item);
  expect(stringified).toEqual([
    { type: "function_call_output", call_id: "a", output: REPAIR },
    { type: "message", role: "user", content: "spaced" },
    { type: "message", role: "user", content: [{ type: "input_text", text: "S" }] },
    expect.objectContaining({ type: "function_call_output", call_id: "a" }),
    { type: "message", role: "user", content: "spaced" },
  ]);
  for (const [item, text] of given) if (text !== undefined) expect(text).toBe(JSON.stringify(item));
  expect(given.length - stringified.length).toBe(kept);
}

// Texts were given, each to the item it is the text of.
function expectTextsGiven() {
  const given = written.flatMap(({ items, texts }) => items.map((item, i) => [item, texts[i]]));
  expect(given.filter(([, text]) => text !== undefined).length).toBeGreaterThan(100);
  for (const [item, text] of given) if (text !== undefined) expect(text).toBe(JSON.stringify(item));
}
