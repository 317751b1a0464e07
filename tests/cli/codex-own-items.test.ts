// Codex records its own response items (undo snapshots, `ghost_snapshot`; compaction triggers;
// `system` messages, which it never retains), in the rollout and in a compaction's replacement
// history, and leaves them out of every request. They are no item of the conversation: `check`
// reads them past (a session Codex replays as it is was reported with a violation), and `fix` in
// the session's own format keeps them as they are (it removed snapshots as an unknown type, the
// snapshots `/undo` restores lost).
import { readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixToOutput } from "../../bindings/cli/host-copy.js";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { readTranscripts } from "../../bindings/readers/index.js";
import { REPAIR } from "../properties/transcripts.js";
import { rollout } from "./host-sessions.js";
import { built, cli, tempDir } from "./run.js";

type Obj = Record<string, unknown>;

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
const file = (text: string) => {
  const path = join(dir, `in-${n++}.jsonl`);
  writeFileSync(path, text);
  const old = Date.UTC(2026, 10, 30) / 1000; // not a session the host is still writing
  utimesSync(path, old, old);
  return path;
};

// Codex's own items in turn: an undo snapshot, a compaction trigger, a system message.
const ghost = (k: number): Obj =>
  [
    {
      type: "ghost_snapshot",
      ghost_commit: { id: `c0ffee${k}`, parent: null, preexisting_untracked_files: [] },
    },
    { type: "compaction_trigger" },
    { type: "message", role: "system", content: [{ type: "input_text", text: `system ${k}` }] },
  ][k % 3];
const isOwn = (e: Obj) =>
  e.type === "ghost_snapshot" ||
  e.type === "compaction_trigger" ||
  (e.type === "message" && e.role === "system");
const user = (text: string) => ({
  type: "message",
  role: "user",
  content: [{ type: "input_text", text }],
});
const envelope = (payload: Obj) => ({
  timestamp: "2026-11-30T00:10:00.000Z",
  type: "response_item",
  payload,
});

// A compaction whose replacement history holds snapshots around its items, an orphan output
// among them (fix drops it: the record is rewritten, its snapshots kept where they stand).
const compacted = (withGhosts: boolean) => {
  const history = [
    user("summary"),
    ghost(90),
    { type: "function_call_output", call_id: "call_gone", output: "ok" },
    user("next"),
    ghost(91),
  ];
  return {
    timestamp: "2026-11-30T00:20:00.000Z",
    type: "compacted",
    payload: {
      message: "",
      replacement_history: history.filter(
        (e) => withGhosts || (e !== history[1] && e !== history[4]),
      ),
    },
  };
};

// A rollout of 12 steps (calls left unanswered among them), a snapshot before every fourth
// record, then a compaction and 6 steps more; `withGhosts` false: the same without snapshots.
function session(withGhosts: boolean): string {
  const lines = (text: string) => text.split("\n");
  const out: string[] = [];
  lines(rollout(12)).forEach((line, k) => {
    if (withGhosts && k > 0 && k % 4 === 0) out.push(JSON.stringify(envelope(ghost(k))));
    out.push(line);
  });
  out.push(JSON.stringify(compacted(withGhosts)));
  const tail = lines(rollout(6)).slice(1);
  if (withGhosts) tail.splice(2, 0, JSON.stringify(envelope(ghost(99))));
  out.push(...tail);
  return `${out.join("\n")}\n`;
}

// A compacted line with its replacement history's snapshots left out (any other line as it is).
const withoutGhosts = (line: string) => {
  if (!line.includes('"compacted"')) return line;
  const record = JSON.parse(line);
  const history = record.payload.replacement_history as Obj[];
  record.payload.replacement_history = history.filter((e) => !isOwn(e));
  return JSON.stringify(record);
};

const isGhostLine = (line: string) => {
  const record = line ? JSON.parse(line) : undefined;
  return record?.type === "response_item" && isOwn(record.payload);
};

describe("Codex's own items in a rollout (undo snapshots, compaction triggers, system messages)", () => {
  it.each(["current", "full"] as const)(
    "are no item: the reader reads them past, in the rollout and in a replacement history (%s history)",
    async (history) => {
      const types = async (text: string) =>
        (await readTranscripts(text, { history })).transcripts.flatMap((t) =>
          t.items.map((i) => (i as Obj).type),
        );
      const read = await types(session(true));
      expect(read).not.toContain("ghost_snapshot");
      expect(read).not.toContain("compaction_trigger");
      expect(read).toEqual(await types(session(false)));
      expect(read).toContain("function_call_output");
    },
  );

  it.runIf(built)("check: a session Codex replays as it is reads clean (exit 0)", () => {
    const records = [
      { timestamp: "2026-11-30T00:00:00.000Z", type: "session_meta", payload: { id: "s" } },
      envelope(ghost(1)),
      envelope(user("list the files")),
      envelope({ type: "function_call", call_id: "call_1", name: "shell", arguments: "{}" }),
      envelope(ghost(2)),
      envelope({ type: "function_call_output", call_id: "call_1", output: "a b" }),
      { ...compacted(true), payload: { message: "", replacement_history: [user("s"), ghost(3)] } },
      envelope(user("again")),
    ];
    const run = cli(["check", file(records.map((r) => `${JSON.stringify(r)}\n`).join(""))]);
    expect(run.stdout).toContain("items 2: message 2\n");
    expect(run.stdout).toContain("codex-compacted at line 7 after 3 items");
    expect(run.stdout).not.toContain("unknown-type");
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  describe.each([
    ["whole", Number.POSITIVE_INFINITY],
    ["streamed", 0],
  ])("fix in the session's own format (%s)", (_, streamMinBytes) => {
    // The snapshots as the output holds them, and the output without them.
    const split = (bytes: string) => {
      const lines = bytes.split("\n");
      const rest = lines.filter((l) => !isGhostLine(l)).map(withoutGhosts);
      return { ghosts: lines.filter(isGhostLine), rest };
    };
    const compactedOf = (bytes: string) =>
      JSON.parse(bytes.split("\n").find((l) => l.includes('"compacted"'))!) as {
        payload: { replacement_history: Obj[] };
      };

    it("-o keeps every snapshot as it is and where it stands, and fixes the rest as without them", async () => {
      const out = async (text: string) => {
        const output = join(dir, `out-${n++}.jsonl`);
        const options = { output, repairText: REPAIR, streamMinBytes, streamPiece: 3 };
        const report = await fixToOutput(file(text), options);
        expect(report.error).toBeUndefined();
        return { report, bytes: readFileSync(output, "utf8") };
      };
      const withGhosts = await out(session(true));
      const without = await out(session(false));
      expect(withGhosts.report).toMatchObject({
        format: "codex-rollout",
        to: "codex-rollout",
        ok: true,
      });
      expect(withGhosts.report.repairs.length).toBeGreaterThan(0);
      expect(withGhosts.report.removed).toEqual([]);
      expect(withGhosts.report.repairs.length).toBe(without.report.repairs.length);
      const input = split(session(true));
      const output = split(withGhosts.bytes);
      expect(output.ghosts).toEqual(input.ghosts);
      expect(output.rest.join("\n")).toBe(split(without.bytes).rest.join("\n"));
      // Each snapshot line still comes right before the line it came before.
      const lines = withGhosts.bytes.split("\n");
      const inLines = session(true).split("\n");
      for (const g of input.ghosts)
        expect(lines[lines.indexOf(g) + 1]).toBe(inLines[inLines.indexOf(g) + 1]);
      const history = compactedOf(withGhosts.bytes).payload.replacement_history;
      expect(history).toEqual([user("summary"), ghost(90), user("next"), ghost(91)]);
    });

    it("--in-place keeps every snapshot as it is", async () => {
      const path = file(session(true));
      const report = await fixInPlace(path, { repairText: REPAIR, streamMinBytes });
      expect(report.error).toBeUndefined();
      expect(report).toMatchObject({ format: "codex-rollout", ok: true, changed: true });
      const bytes = readFileSync(path, "utf8");
      expect(split(bytes).ghosts).toEqual(split(session(true)).ghosts);
      expect(split(bytes).ghosts.length).toBeGreaterThan(3);
      expect(compactedOf(bytes).payload.replacement_history.filter(isOwn)).toEqual([
        ghost(90),
        ghost(91),
      ]);
    });
  });
});

// An older Codex's compaction holds only its summary; its items are Codex's rebuild of the user's
// messages and the summary. `fix` keeps its line as it is, whole or streamed, and repairs the
// calls around it as in a history without it.
describe.each([
  ["whole", Number.POSITIVE_INFINITY],
  ["streamed", 0],
])("a summary-only compaction under fix (%s)", (_, streamMinBytes) => {
  const summaryLine = JSON.stringify({
    timestamp: "2026-11-30T00:20:00.000Z",
    type: "compacted",
    payload: { message: "the summary" },
  });
  const text = () => {
    const lines = rollout(12).split("\n").filter(Boolean);
    return `${[...lines, summaryLine, ...rollout(6).split("\n").filter(Boolean).slice(1)].join("\n")}\n`;
  };

  it("-o and --in-place keep its line byte for byte and repair the calls left open", async () => {
    const output = join(dir, `out-${n++}.jsonl`);
    const options = { output, repairText: REPAIR, streamMinBytes, streamPiece: 3 };
    const report = await fixToOutput(file(text()), options);
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ format: "codex-rollout", ok: true });
    expect(report.repairs.length).toBeGreaterThan(0);
    const bytes = readFileSync(output, "utf8");
    expect(bytes.split("\n")).toContain(summaryLine);
    const path = file(text());
    const inPlace = await fixInPlace(path, { repairText: REPAIR, streamMinBytes });
    expect(inPlace.error).toBeUndefined();
    expect(readFileSync(path, "utf8")).toBe(bytes);
    // What the fixed file reads as: the rebuild (user messages, the summary), then what followed.
    const read = (await readTranscripts(bytes)).transcripts[0];
    expect(read.meta.compactions.at(-1)).toMatchObject({ source: "codex-compacted" });
    const texts = read.items
      .filter((i) => (i as Obj).role === "user")
      .map((i) => ((i as Obj).content as Obj[])[0].text);
    expect(texts).toContain("the summary");
  });
});
