// The real-transcript corpus in ../shared/corpus (never copied into this repository):
// where it is, and its files turned into transcripts of plain items as a host would store them.
// Each file is read and parsed once per test file (module-level cache).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe } from "vitest";
import type { Item } from "../../bindings/index.js";
import {
  anthropicResponseToChat,
  claudeCodeToChat,
  parseClaudeCodeLines,
  piSessionToChat,
} from "./corpus-anthropic.js";
import { codexRolloutToItems } from "./corpus-codex.js";
import type { CompactionPoint } from "./corpus-point.js";

/**
 * The corpus directory: `../shared/corpus` relative to the repository root (resolved from this
 * file), or `CLINKER_CORPUS_DIR` when set (e.g. to a missing path, to check the skip).
 */
export const corpusDir = process.env.CLINKER_CORPUS_DIR
  ? resolve(process.env.CLINKER_CORPUS_DIR)
  : resolve(dirname(fileURLToPath(import.meta.url)), "../../../shared/corpus");

/** Whether the corpus is present (tests skip with a message when it is not). */
export const hasCorpus = existsSync(join(corpusDir, "SOURCES.md"));

const ABSENT = "../shared/corpus absent: skipping corpus tests";

/** `describe`, or `describe.skip` with a console message when the corpus is absent. */
export function describeCorpus(name: string, body: () => void): void {
  if (hasCorpus) {
    describe(name, body);
  } else {
    console.log(ABSENT);
    describe.skip(name, body);
  }
}

/** Which vocabulary a transcript's items use. */
export type Dialect = "responses" | "chat";

export type { CompactionPoint } from "./corpus-point.js";

/** One conversation of one corpus file, as plain items. */
export interface CorpusTranscript {
  /** Path under the corpus directory, e.g. `codex-rollout/x.jsonl`. */
  readonly file: string;
  /** `file`, plus `#label` when the file holds several conversations. */
  readonly name: string;
  readonly dialect: Dialect;
  readonly items: readonly Item[];
  readonly compactions: readonly CompactionPoint[];
}

/** Every file of the corpus (relative paths), SOURCES.md excluded, sorted. */
export function corpusFiles(): string[] {
  const out: string[] = [];
  for (const dir of readdirSync(corpusDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(join(corpusDir, dir.name))) out.push(`${dir.name}/${f}`);
  }
  return out.sort();
}

const textCache = new Map<string, string>();

/** The text of a corpus file (cached). */
export function corpusText(file: string): string {
  let text = textCache.get(file);
  if (text === undefined) {
    text = readFileSync(join(corpusDir, file), "utf8");
    textCache.set(file, text);
  }
  return text;
}

/** The non-empty lines of a JSONL text, parsed. */
export function jsonLines(text: string): any[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));
}

function single(file: string, dialect: Dialect, items: Item[]): CorpusTranscript[] {
  return [{ file, name: file, dialect, items, compactions: [] }];
}

/** The transcripts of one corpus file; throws for a file no loader knows (add one). */
export function loadFile(file: string): CorpusTranscript[] {
  const [dir, base] = file.split("/");
  const text = corpusText(file);
  if (dir === "codex-rollout" && base.endsWith(".jsonl")) {
    const { items, compactions } = codexRolloutToItems(jsonLines(text));
    return [{ file, name: file, dialect: "responses", items, compactions }];
  }
  if (dir === "responses" && base.endsWith(".json")) {
    // A single Responses API response: its `output` array is the items.
    return single(file, "responses", JSON.parse(text).output);
  }
  if (dir === "chat-completions" && base.startsWith("tau-bench-")) {
    // One conversation (Chat Completions messages) per line.
    return jsonLines(text).map((record, n) => ({
      file,
      name: `${file}#${n}`,
      dialect: "chat" as const,
      items: record.traj,
      compactions: [],
    }));
  }
  if (dir === "chat-completions" && base.endsWith(".json")) {
    // A single chat.completion: each choice's message is one item.
    const response = JSON.parse(text);
    return single(
      file,
      "chat",
      response.choices.map((choice: { message: Item }) => choice.message),
    );
  }
  if (dir === "anthropic" && base.startsWith("pi-mono-")) {
    const { items, compactions } = piSessionToChat(jsonLines(text));
    return [{ file, name: file, dialect: "chat", items, compactions }];
  }
  if (dir === "anthropic" && base.includes("claude-code")) {
    return claudeCodeToChat(parseClaudeCodeLines(base, text)).map((conversation) => ({
      file,
      name: `${file}#${conversation.label}`,
      dialect: "chat" as const,
      items: conversation.items,
      compactions: conversation.compactions,
    }));
  }
  if (dir === "anthropic" && base.startsWith("vercel-ai-") && base.endsWith(".json")) {
    return single(file, "chat", [anthropicResponseToChat(JSON.parse(text))]);
  }
  throw new Error(`no corpus loader for ${file}: add one in tests/support/corpus.ts`);
}

let cache: CorpusTranscript[] | undefined;

/** Every transcript of the corpus, parsed once per test file. Empty when the corpus is absent. */
export function corpusTranscripts(): readonly CorpusTranscript[] {
  cache ??= readCorpusTranscripts();
  return cache;
}

/** Every transcript of the corpus, parsed afresh and not kept: the caller's to release. */
export function readCorpusTranscripts(): CorpusTranscript[] {
  return hasCorpus ? corpusFiles().flatMap(loadFile) : [];
}

/** The transcripts of one file (by path under the corpus, or a unique suffix of it). */
export function transcriptsOf(file: string): readonly CorpusTranscript[] {
  const found = corpusTranscripts().filter((t) => t.file === file || t.file.endsWith(`/${file}`));
  if (!found.length) throw new Error(`no corpus transcripts for ${file}`);
  return found;
}

/** The only transcript of a one-conversation file. */
export function transcriptOf(file: string): CorpusTranscript {
  const found = transcriptsOf(file);
  if (found.length !== 1) throw new Error(`${file} holds ${found.length} transcripts`);
  return found[0];
}
