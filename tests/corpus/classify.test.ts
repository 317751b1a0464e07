// Issue 2: every item of every real transcript in ../shared/corpus is classified; only types
// the SPEC calls unknown are left as "other", and the library's counts of calls, outputs and
// private items match a plain tally of each file's raw `type` fields (and SOURCES.md).
import { expect, it } from "vitest";
import {
  callKeys,
  hasFamilyPrivateContent,
  type Item,
  isCallItem,
  isFamilyPrivateItem,
  isLegacyFunctionCall,
  isMessage,
  isNativeCompactionItem,
  isOutputItem,
  isReasoning,
  itemsForFamily,
  itemType,
  needsOutput,
} from "../../bindings/index.js";
import {
  type CorpusTranscript,
  corpusFiles,
  corpusTranscripts,
  describeCorpus,
  hasCorpus,
} from "../support/corpus.js";
import { type Counts, rawTally, sourcesStats } from "../support/corpus-tally.js";

// SPEC §1, written out again so the test does not read the library's own tables.
const CALL_TYPES = [
  "function_call",
  "custom_tool_call",
  "computer_call",
  "local_shell_call",
  "shell_call",
  "apply_patch_call",
  "tool_search_call",
  "mcp_approval_request",
  "program",
];
const OUTPUT_TYPES = [
  "function_call_output",
  "custom_tool_call_output",
  "computer_call_output",
  "local_shell_call_output",
  "shell_call_output",
  "apply_patch_call_output",
  "tool_search_output",
  "mcp_approval_response",
  "program_output",
];
const SELF_CONTAINED = [
  "web_search_call",
  "file_search_call",
  "code_interpreter_call",
  "image_generation_call",
  "mcp_call",
  "mcp_list_tools",
];
const ALWAYS_PRIVATE = [
  "reasoning",
  "thinking",
  "redacted_thinking",
  "compaction",
  "compaction_summary",
  "context_compaction",
  "web_search_call",
  "file_search_call",
  "program",
  "program_output",
];
const SERVER_SEARCH = ["tool_search_call", "tool_search_output"];

/** Item types in the corpus that the SPEC does not know: kept in place as "other". */
const EXPECTED_UNKNOWN_TYPES = ["ghost_snapshot"];

/** The SPEC category of an item, or undefined when it is unknown ("other"). */
function category(item: Item): string | undefined {
  if (isCallItem(item)) return "call";
  if (isOutputItem(item)) return "output";
  if (isLegacyFunctionCall(item)) return "legacy-function";
  if (isMessage(item)) return "message";
  if (isReasoning(item)) return "reasoning";
  if (isNativeCompactionItem(item)) return "compaction";
  if (SELF_CONTAINED.includes(itemType(item) ?? "")) return "self-contained";
  if (isFamilyPrivateItem(item)) return "private";
  return undefined;
}

interface Census {
  types: Counts;
  roles: Counts;
  calls: number;
  callSlots: number;
  clientCalls: number;
  outputs: number;
  privateItems: number;
  privateContent: number;
  thinkingParts: number;
  unknown: Counts;
}

const bump = (counts: Counts, key: string, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by;
};

function census(items: readonly Item[]): Census {
  const c: Census = {
    types: {},
    roles: {},
    calls: 0,
    callSlots: 0,
    clientCalls: 0,
    outputs: 0,
    privateItems: 0,
    privateContent: 0,
    thinkingParts: 0,
    unknown: {},
  };
  for (const item of items) {
    const fields = item as Record<string, any>;
    bump(c.types, itemType(item) ?? "(none)");
    if (typeof fields.role === "string" && fields.type === undefined) bump(c.roles, fields.role);
    if (isCallItem(item)) c.calls++;
    c.callSlots += callKeys(item).length;
    if (needsOutput(item)) c.clientCalls += callKeys(item).length;
    if (isOutputItem(item)) c.outputs++;
    if (isFamilyPrivateItem(item)) c.privateItems++;
    if (hasFamilyPrivateContent(item)) c.privateContent++;
    if (Array.isArray(fields.content)) {
      c.thinkingParts += fields.content.filter((p: any) => p?.type === "thinking").length;
    }
    if (category(item) === undefined) bump(c.unknown, itemType(item) ?? "(none)");
  }
  return c;
}

const sum = (counts: Counts, names: readonly string[]) =>
  names.reduce((total, name) => total + (counts[name] ?? 0), 0);

function fileCensus(transcripts: readonly CorpusTranscript[]): Census {
  return census(transcripts.flatMap((t) => t.items));
}

const byFile = () => {
  const map = new Map<string, CorpusTranscript[]>();
  for (const t of corpusTranscripts()) map.set(t.file, [...(map.get(t.file) ?? []), t]);
  return map;
};

const FILES = hasCorpus ? corpusFiles() : [];
const ofDir = (dir: string) => FILES.filter((f) => f.startsWith(`${dir}/`));
const claudeCode = FILES.filter((f) => f.includes("claude-code"));
const piFiles = FILES.filter((f) => f.includes("pi-mono-"));
const anthropicSingles = ofDir("anthropic").filter((f) => f.includes("/vercel-ai-"));
const chatSingles = ofDir("chat-completions").filter((f) => f.endsWith(".json"));

describeCorpus("corpus: classification of every real item", () => {
  it("loads every corpus file, and SOURCES.md describes each one", () => {
    const files = byFile();
    expect(FILES.length).toBe(27);
    for (const file of FILES) {
      expect(files.get(file)?.length, file).toBeGreaterThan(0);
      expect(sourcesStats().has(file), file).toBe(true);
    }
  });

  it("leaves nothing unclassified but the types the SPEC calls unknown", () => {
    const all = corpusTranscripts().flatMap((t) => [
      ...t.items,
      ...t.compactions.flatMap((c) => c.replacement),
    ]);
    expect(all.length).toBeGreaterThan(9_000);
    const unknown: Counts = {};
    for (const item of all) {
      expect(typeof itemType(item)).toBe("string");
      if (category(item) !== undefined) continue;
      bump(unknown, itemType(item)!);
      // unknown means "other": no call, no output, nothing private
      expect(isCallItem(item) || isOutputItem(item) || isFamilyPrivateItem(item)).toBe(false);
      expect(hasFamilyPrivateContent(item)).toBe(false);
    }
    expect(Object.keys(unknown).sort()).toEqual(EXPECTED_UNKNOWN_TYPES);
    expect(unknown.ghost_snapshot).toBe(1);
  });

  it.each([...ofDir("codex-rollout"), ...ofDir("responses")])(
    "%s: Responses counts match the raw tally and SOURCES.md",
    (file) => {
      const raw = rawTally(file);
      const stats = sourcesStats().get(file)!;
      expect(raw.types).toEqual(stats.types);
      const transcripts = byFile().get(file)!;
      const c = fileCensus(transcripts);
      expect(c.types).toEqual(raw.types);
      expect(c.calls).toBe(sum(raw.types, CALL_TYPES));
      expect(c.outputs).toBe(sum(raw.types, OUTPUT_TYPES));
      expect(c.privateItems).toBe(
        sum(raw.types, ALWAYS_PRIVATE) + sum(raw.serverTypes, SERVER_SEARCH),
      );
      expect(c.privateContent).toBe(0);
      if (file.startsWith("codex-rollout/")) {
        // the analyzer's calls/outputs are the SPEC's here (no mcp_call, no null keys)
        expect([c.calls, c.outputs]).toEqual([stats.calls, stats.outputs]);
        expect(raw.replacementTypes).toEqual(stats.replacement_history_types);
        const replaced = census(
          transcripts.flatMap((t) => t.compactions.flatMap((p) => p.replacement)),
        );
        expect(replaced.types).toEqual(raw.replacementTypes);
        expect(replaced.privateItems).toBe(raw.replacementTypes.compaction ?? 0);
      }
    },
  );

  it("classifies the Responses edge cases as the SPEC says", () => {
    const items = (file: string) => byFile().get(`responses/${file}`)![0].items;
    const search = items("vercel-ai-openai-tool-search-response.json");
    // server tool search with call_id null: a call kind, private, needing no output
    expect(search.map((i) => [itemType(i), needsOutput(i), isFamilyPrivateItem(i)])).toEqual([
      ["tool_search_call", false, true],
      ["tool_search_output", false, true],
      ["function_call", true, false],
    ]);
    const mcp = items("vercel-ai-openai-mcp-call-response.json");
    const mcpCall = mcp.find((i) => itemType(i) === "mcp_call")!;
    expect([isCallItem(mcpCall), needsOutput(mcpCall)]).toEqual([false, false]);
    const shell = items("vercel-ai-openai-local-shell-call-response.json");
    expect(shell.map(needsOutput)).toEqual([false, true]);
    const compaction = items("vercel-ai-openai-compaction-response.json");
    expect(compaction.map(isNativeCompactionItem)).toEqual([false, true]);
  });

  it.each([...ofDir("chat-completions")])(
    "%s: Chat Completions counts match the raw tally and SOURCES.md",
    (file) => {
      const raw = rawTally(file);
      const stats = sourcesStats().get(file)!;
      expect(raw.roles).toEqual(stats.roles);
      expect([raw.toolCalls, raw.toolResults]).toEqual([stats.tool_calls, stats.tool_msgs]);
      expect(raw.privateContentMessages).toBe(stats.reasoning_content);
      const c = fileCensus(byFile().get(file)!);
      expect(c.types).toEqual(raw.types);
      expect(c.roles).toEqual(raw.roles);
      expect(c.callSlots).toBe(raw.toolCalls);
      expect(c.clientCalls).toBe(raw.toolCalls);
      expect(c.outputs).toBe(raw.toolResults);
      expect(c.privateContent).toBe(raw.privateContentMessages);
      expect(c.privateItems).toBe(0);
    },
  );

  it("tau-bench keeps its 110 conversations as separate transcripts", () => {
    const tau = byFile().get(FILES.find((f) => f.includes("tau-bench"))!)!;
    expect(tau.length).toBe(sourcesStats().get(tau[0].file)!.records);
    expect(chatSingles.length).toBe(2);
  });

  it.each([...claudeCode, ...piFiles, ...anthropicSingles])(
    "%s: Anthropic blocks converted to Chat shape match the raw tally and SOURCES.md",
    (file) => {
      const raw = rawTally(file);
      const stats = sourcesStats().get(file)!;
      const c = fileCensus(byFile().get(file)!);
      expect(raw.blocks).toEqual(stats.blocks);
      expect(c.callSlots).toBe(raw.toolCalls);
      expect(c.clientCalls).toBe(raw.toolCalls);
      expect(c.outputs).toBe(raw.toolResults);
      expect(c.privateContent).toBe(raw.privateContentMessages);
      expect(c.thinkingParts).toBe(raw.blocks.thinking ?? 0);
      expect(c.privateItems).toBe(0);
      expect(Object.keys(c.types)).toEqual(["message"]);
      if (piFiles.includes(file)) {
        expect([raw.toolCalls, raw.toolResults]).toEqual([stats.tool_calls, stats.tool_results]);
        // bashExecution messages are given to the model as user text
        expect(c.roles.user).toBe(
          stats.entry_types["role:user"] + (stats.entry_types["role:bashExecution"] ?? 0),
        );
      } else {
        expect(raw.toolCalls).toBe(stats.blocks.tool_use ?? 0);
        expect(raw.toolResults).toBe(stats.blocks.tool_result ?? 0);
      }
      if (claudeCode.includes(file)) {
        expect([raw.toolCalls, raw.toolResults]).toEqual([stats.tool_uses, stats.tool_results]);
      }
    },
  );

  it("carries Anthropic server blocks inside Chat assistant content, unclassified (SPEC is silent)", () => {
    const parts: Counts = {};
    for (const t of corpusTranscripts()) {
      if (!t.file.startsWith("anthropic/")) continue;
      for (const item of t.items as Record<string, any>[]) {
        if (item.role !== "assistant" || !Array.isArray(item.content)) continue;
        for (const part of item.content) bump(parts, part.type);
      }
    }
    expect(Object.keys(parts).sort()).toEqual([
      "code_execution_tool_result",
      "compaction",
      "server_tool_use",
      "text",
      "thinking",
      "tool_search_tool_result",
    ]);
  });

  it("strips exactly the private parts of real messages for a foreign family", () => {
    for (const t of corpusTranscripts()) {
      const foreign = itemsForFamily(t.items, "some-other-family");
      const kept = t.items.filter((item) => !isFamilyPrivateItem(item));
      expect(foreign.length, t.name).toBe(kept.length);
      foreign.forEach((item, i) => {
        const original = kept[i] as Record<string, any>;
        expect(hasFamilyPrivateContent(item), t.name).toBe(false);
        if (!hasFamilyPrivateContent(original)) {
          expect(item).toBe(original);
          return;
        }
        const copy = item as Record<string, any>;
        expect(copy).not.toBe(original);
        expect(copy.tool_calls).toBe(original.tool_calls);
        expect(copy.reasoning_content).toBeUndefined();
        if (Array.isArray(original.content)) {
          const parts = original.content.filter((p: any) => p.type !== "thinking");
          expect(copy.content).toEqual(parts);
        }
      });
    }
  });
});
