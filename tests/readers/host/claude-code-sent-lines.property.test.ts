// Property: in a Claude Code session whose calls are left open, answered late or answered twice,
// with thinking-only lines before their siblings or interrupted, with the lines Claude Code sends
// as user text though they are no message line (a queued command's attachment, a local command's
// `system` line; a queued prompt holding an orphan result too) and lines it sends as reminders
// (other attachments) anywhere in the chain, `fix --in-place` keeps every such line and every
// word of theirs in order, leaves one line of descent, and nothing for `check` to report.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { checkFile } from "../../../bindings/cli/check.js";
import { fixInPlace, type InPlaceReport } from "../../../bindings/cli/in-place.js";
import { fixInPlaceStreamed } from "../../../bindings/cli/in-place-streamed.js";
import { readTranscripts } from "../../../bindings/readers/index.js";
import { tempDir } from "../../cli/run.js";
import { fixOldSession } from "../../support/claude-chain.js";

type Obj = Record<string, any>;
const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A line between messages: what Claude Code sends of it as user text ("" for none).
type Aside = { line: Obj; words: string };
const aside = (kind: number, n: number): Aside => {
  const words = `aside ${n}`;
  if (kind === 0)
    return {
      line: { type: "attachment", attachment: { type: "queued_command", prompt: words } },
      words,
    };
  if (kind === 3) {
    // Hostile: an orphan result in the prompt, which the fix leaves out of the line.
    const orphan = { type: "tool_result", tool_use_id: `toolu_gone_${n}`, content: "x" };
    const prompt = [{ type: "text", text: words }, orphan];
    return { line: { type: "attachment", attachment: { type: "queued_command", prompt } }, words };
  }
  if (kind === 1)
    return { line: { type: "system", subtype: "local_command", content: words }, words };
  return {
    line: { type: "attachment", attachment: { type: "hook_additional_context", content: [words] } },
    words: "",
  };
};

// One turn: a prompt, calls over lines of one message id, results (some missing, late or twice),
// asides between any two lines.
const turn = fc.record({
  calls: fc.integer({ min: 0, max: 3 }),
  answered: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  late: fc.boolean(),
  twice: fc.boolean(),
  asides: fc.array(fc.tuple(fc.nat(12), fc.nat(3)), { maxLength: 3 }),
  // 1: a thinking-only line before its siblings; 2: one of its own id, interrupted.
  thinking: fc.nat(2),
});

type Turn = typeof turn extends fc.Arbitrary<infer T> ? T : never;

function session(turns: Turn[]): { text: string; sent: string[] } {
  const body: Obj[] = [];
  const sent: string[] = [];
  let n = 0;
  turns.forEach((t, k) => {
    const lines: Obj[] = [{ type: "user", message: { role: "user", content: `prompt ${k}` } }];
    const ids = Array.from({ length: t.calls }, (_, c) => `toolu_${k}_${c}`);
    const id = `msg_${k}`;
    for (const call of ids)
      lines.push({
        type: "assistant",
        message: {
          id,
          role: "assistant",
          model: "claude-sonnet-4-5",
          content: [{ type: "tool_use", id: call, name: "Bash", input: {} }],
        },
      });
    const result = (call: string): Obj => ({
      type: "user",
      message: {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: call, content: "ok" }],
      },
    });
    const think = (of: string) => ({
      type: "assistant",
      message: {
        id: of,
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "thinking", thinking: `thought ${k}`, signature: "c2ln" }],
      },
    });
    if (t.thinking === 1) lines.splice(1, 0, think(ids.length ? id : `${id}_end`));
    const answered = ids.filter((_, c) => t.answered[c]);
    const results = answered.map(result);
    if (t.late && results.length > 1) results.push(results.shift()!);
    if (t.twice && results.length) results.push(results[0]);
    lines.push(...results);
    lines.push({
      type: "assistant",
      message: {
        id: `${id}_end`,
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "text", text: `answer ${k}` }],
      },
    });
    if (t.thinking === 2)
      lines.push(think(`${id}_cut`), {
        type: "user",
        message: { role: "user", content: "[Request interrupted by user]" },
      });
    for (const [at, kind] of t.asides) {
      const a = aside(kind, n++);
      lines.splice(1 + (at % lines.length), 0, a.line);
    }
    body.push(...lines);
  });
  // Words in file order.
  for (const line of body) {
    const prompt = line.attachment?.prompt;
    const words = Array.isArray(prompt) ? prompt[0].text : (prompt ?? line.content);
    if (typeof words === "string") sent.push(words);
  }
  const uuid = (i: number) => `5e500000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`;
  const text = body
    .map((line, i) => ({
      parentUuid: i === 0 ? null : uuid(i - 1),
      isSidechain: false,
      sessionId: "s",
      cwd: "/w",
      timestamp: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
      ...line,
      uuid: uuid(i),
    }))
    .map((r) => `${JSON.stringify(r)}\n`)
    .join("");
  return { text, sent };
}

// The words of the asides among user messages' texts, in order.
const textsOf = (item: Obj): string[] =>
  typeof item.content === "string" ? [item.content] : item.content.map((part: Obj) => part.text);
const wordsOf = (items: Obj[]) =>
  items
    .filter((i) => i.type === "message" && i.role === "user")
    .flatMap(textsOf)
    .filter((text) => text?.startsWith("aside"));

const recordsOf = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Obj);
const asides = (rs: Obj[]) =>
  rs.filter((r) => r.type === "attachment" || r.type === "system").map((r) => r.uuid);

// The property on the file fixed from `text`.
async function holds(path: string, text: string, sent: string[], report: InPlaceReport) {
  expect(report.ok, JSON.stringify(report.error)).toBe(true);
  const fixed = readFileSync(path, "utf8");
  const records = recordsOf(fixed);
  expect(asides(records)).toEqual(asides(recordsOf(text)));
  const seen = new Set<string | null>([null]);
  for (const r of records) {
    expect(seen.has(r.parentUuid)).toBe(true);
    seen.add(r.uuid);
  }
  const items = (await readTranscripts(fixed)).transcripts.flatMap((t) => t.items as Obj[]);
  expect(wordsOf(items)).toEqual(sent);
  const check = await checkFile(path, { preflightMaxBytes: 1 << 30 });
  expect(check.conversations.flatMap((c) => c.violations.map((v) => v.rule))).toEqual([]);
}

describe("fix --in-place with Claude Code's sent non-message lines", () => {
  it("keeps them and their words in order, one line of descent, nothing left to report (whole and streamed)", async () => {
    let k = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(turn, { minLength: 1, maxLength: 5 }), async (turns) => {
        const { text, sent } = session(turns);
        const whole = join(dir, `s${k}.jsonl`);
        await holds(whole, text, sent, fixOldSession(whole, text));
        // Streamed in pieces of 3 lines, as a large session is.
        const streamed = join(dir, `s${k++}-streamed.jsonl`);
        writeFileSync(streamed, text);
        const options = { repairText: "interrupted", now: () => Date.now() + 60_000 };
        const piece = { ...options, streamMinBytes: 0, streamPiece: 3 };
        // (undefined where a piece cannot decide as the whole does: the whole-file path runs)
        const report = (await fixInPlaceStreamed(streamed, piece)) ?? fixInPlace(streamed, options);
        await holds(streamed, text, sent, report);
      }),
      { seed: 20261206, numRuns: 150 },
    );
  });
});
