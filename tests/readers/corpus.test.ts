// Issue 13: every corpus file is read with the right format detected, nothing skipped, and the
// items counted the way the plain tally of the raw file (tests/support/corpus-tally.ts) counts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { isCallItem, isOutputItem, itemType } from "../../bindings/index.js";
import { CODEX_OWN_ITEM_TYPES } from "../../bindings/readers/formats/codex-rollout.js";
import { readTranscripts, type TranscriptsResult } from "../../bindings/readers/index.js";
import { corpusDir, corpusFiles, describeCorpus, hasCorpus, loadFile } from "../support/corpus.js";
import { rawTally, sourcesStats } from "../support/corpus-tally.js";

const FILES = hasCorpus ? corpusFiles() : [];

// The format of each file, from its name: what SOURCES.md says each file is.
function expectedFormat(file: string): string {
  if (file.includes("legacy-direct")) return "codex-rollout-legacy";
  if (file.startsWith("codex-rollout/")) return "codex-rollout";
  if (file.includes("claude-code")) return "claude-code";
  if (file.includes("pi-mono-")) return "pi-session";
  if (file.includes("tau-bench")) return "chat-log";
  if (file.startsWith("responses/")) return "responses-response";
  if (file.startsWith("chat-completions/")) return "chat-completion";
  return "anthropic-response";
}

const read = (file: string, full = true): Promise<TranscriptsResult> =>
  readTranscripts(readFileSync(join(corpusDir, file)), full ? { history: "full" } : {});

function typeCounts(result: TranscriptsResult): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const t of result.transcripts) {
    for (const item of t.items) counts[itemType(item)!] = (counts[itemType(item)!] ?? 0) + 1;
  }
  return counts;
}

const all = (result: TranscriptsResult) => result.transcripts.flatMap((t) => t.items);

describeCorpus("readers: every corpus file", () => {
  it("covers all 27 files", () => expect(FILES.length).toBe(27));

  it.each(FILES)("%s: format detected, nothing skipped, records line up", async (file) => {
    const result = await read(file);
    expect(result.format).toBe(expectedFormat(file));
    expect(result.skipped).toEqual([]);
    expect(result.warnings).toEqual([]);
    for (const t of result.transcripts) expect(t.records.length).toBe(t.items.length);
    // the same conversations as the corpus tests' loader finds
    expect(result.transcripts.length).toBe(loadFile(file).length);
  });

  it.each(FILES.filter((f) => f.startsWith("codex-rollout/") || f.startsWith("responses/")))(
    "%s: Responses item types equal the raw tally, less Codex's own in a rollout",
    async (file) => {
      const types = { ...rawTally(file).types };
      // Codex's undo snapshots: response items it records and never sends, read past.
      if (file.startsWith("codex-rollout/")) for (const t of CODEX_OWN_ITEM_TYPES) delete types[t];
      expect(typeCounts(await read(file))).toEqual(types);
    },
  );

  it.each(FILES.filter((f) => f.startsWith("chat-completions/")))(
    "%s: Chat roles, calls and tool messages equal the raw tally",
    async (file) => {
      const raw = rawTally(file);
      const items = all(await read(file)) as Record<string, any>[];
      const roles: Record<string, number> = {};
      for (const m of items) roles[m.role] = (roles[m.role] ?? 0) + 1;
      expect(roles).toEqual(raw.roles);
      expect(items.reduce((n, m) => n + (m.tool_calls?.length ?? 0), 0)).toBe(raw.toolCalls);
      expect(items.filter(isOutputItem).length).toBe(raw.toolResults);
    },
  );

  it.each(FILES.filter((f) => f.startsWith("anthropic/")))(
    "%s: Anthropic calls, results and thinking blocks equal the raw tally",
    async (file) => {
      const raw = rawTally(file);
      const items = all(await read(file));
      const count = (type: string) => items.filter((i) => itemType(i) === type).length;
      // A pi turn that failed or was stopped is never sent: none of its blocks is an item.
      const calls = raw.toolCalls - raw.unsentToolCalls;
      expect(count("function_call")).toBe(calls);
      expect(items.filter(isCallItem).length).toBe(calls);
      expect(count("function_call_output")).toBe(raw.toolResults);
      expect(count("thinking")).toBe((raw.blocks.thinking ?? 0) - (raw.unsentBlocks.thinking ?? 0));
      const text = (raw.blocks.text ?? 0) + (raw.blocks["text(str)"] ?? 0);
      const messages = items.filter((i) => itemType(i) === "message") as Record<string, any>[];
      // every text block is one message, except user turns that group their blocks; a local
      // command's line is one, and so is a queued command's attachment
      expect(messages.length).toBeLessThanOrEqual(
        text + (raw.blocks.image ?? 0) + raw.localCommands + raw.queuedCommands,
      );
    },
  );

  it("tau-bench: one conversation per record (SOURCES.md's count)", async () => {
    const file = FILES.find((f) => f.includes("tau-bench"))!;
    expect((await read(file)).transcripts.length).toBe(sourcesStats().get(file)!.records);
  });

  it("Codex compaction: the current history starts from the replacement history", async () => {
    const file = FILES.find((f) => f.includes("compaction-2722"))!;
    const current = await read(file, false);
    const [t] = current.transcripts;
    const stats = sourcesStats().get(file)!;
    expect(t.meta.compactions).toEqual([
      {
        source: "codex-compacted",
        record: { index: 1787, line: 1788 },
        before: expect.any(Number),
        replacement: stats.replacement_history_items,
      },
    ]);
    const head = t.items.slice(0, stats.replacement_history_items);
    const types: Record<string, number> = {};
    for (const item of head) types[itemType(item)!] = (types[itemType(item)!] ?? 0) + 1;
    expect(types).toEqual(stats.replacement_history_types);
    const full = (await read(file)).transcripts[0];
    const after = full.items.length - t.meta.compactions[0].before;
    expect(t.items.length).toBe(stats.replacement_history_items + after);
    expect(t.records[0]).toEqual({ index: 1787, line: 1788 });
  });

  it("meta: model, family and session id from the logs", async () => {
    const codex = (await read("codex-rollout/acidicsoil-sample-session-2025-11.jsonl"))
      .transcripts[0];
    expect(codex.meta).toMatchObject({
      model: "gpt-5.1-codex",
      family: "openai",
      sessionId: "019a93b9-f380-7600-98ff-940e6b99603c",
    });
    const claude = (await read("anthropic/ai-sessions-pomodoro-claude-code.jsonl")).transcripts[0];
    expect(claude.meta).toMatchObject({ model: "claude-sonnet-4-5-20250929", family: "anthropic" });
    const pi = (await read("anthropic/pi-mono-session-before-compaction.jsonl")).transcripts[0];
    expect(pi.meta.compactions.map((c) => c.record.line)).toEqual([360, 629]);
  });
});
