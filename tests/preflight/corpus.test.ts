// Every real transcript of ../shared/corpus, preflighted for its own provider's API: exactly the
// problems SOURCES.md records, and none once prepared for its family (SPEC §10).
import { expect, it } from "vitest";
import { type Item, type PreflightApi, preflight } from "../../bindings/index.js";
import { corpusTranscripts, describeCorpus } from "../support/corpus.js";
import { CORPUS_ENGINES } from "../support/corpus-checks.js";
import { chatToAnthropic } from "./anthropic-messages.js";
import { prepareFor, producedBy } from "./prepare.js";

/** The known problems by file (SOURCES.md): rule → count. Files not listed have none. */
const KNOWN: Record<string, Record<string, number>> = {
  // The file ends mid-call / a turn was interrupted: one unresolved function_call each.
  "codex-rollout/localpush-sanitized-ends-mid-call.jsonl": { "responses/missing-output": 1 },
  "codex-rollout/localpush-sanitized-unresolved-call.jsonl": { "responses/missing-output": 1 },
  // Codex's private `ghost_snapshot` item: Codex never sends it; a host replaying the log as is would.
  "codex-rollout/acidicsoil-sample-session-2025-11.jsonl": { "responses/unknown-type": 1 },
  // Single responses: the calls await their outputs.
  // Its response was made with `store: true`: the reasoning item has no encrypted_content, so
  // replayed with `store: false` (the default) only its id could resolve it (SPEC §10).
  "responses/vercel-ai-openai-local-shell-call-response.json": {
    "responses/missing-output": 1,
    "responses/unstored-reference": 1,
  },
  "responses/vercel-ai-openai-tool-search-response.json": { "responses/missing-output": 1 },
  // Made with `store: true` as well: two reasoning items without encrypted_content.
  "responses/vercel-ai-openai-mcp-call-response.json": { "responses/unstored-reference": 2 },
  "chat-completions/vercel-ai-deepseek-reasoner-tool-call-response.json": {
    "chat/missing-tool-message": 1,
  },
  "chat-completions/vercel-ai-xai-grok3mini-reasoning-tool-call-response.json": {
    "chat/missing-tool-message": 1,
  },
  "anthropic/vercel-ai-anthropic-programmatic-tool-calling-response.json": {
    "anthropic/missing-tool-result": 4,
  },
  "anthropic/vercel-ai-anthropic-tool-search-response.json": { "anthropic/missing-tool-result": 1 },
  // pi sessions: aborted turns and a compaction while a call was pending.
  "anthropic/pi-mono-large-session.jsonl": { "anthropic/missing-tool-result": 18 },
  "anthropic/pi-mono-session-before-compaction.jsonl": { "anthropic/missing-tool-result": 6 },
};

/** What preparation cannot remove: unknown types are kept (SPEC §1); the host drops its own. */
const AFTER_PREPARATION: Record<string, Record<string, number>> = {
  "codex-rollout/acidicsoil-sample-session-2025-11.jsonl": { "responses/unknown-type": 1 },
  // Its own family's reasoning without encrypted_content: flagged `remove-item`, as SPEC §10 says.
  "responses/vercel-ai-openai-local-shell-call-response.json": {
    "responses/unstored-reference": 1,
  },
  "responses/vercel-ai-openai-mcp-call-response.json": { "responses/unstored-reference": 2 },
};

function apiOf(file: string, dialect: "responses" | "chat"): PreflightApi {
  return file.startsWith("anthropic/") ? "anthropic" : dialect;
}

function familyOf(file: string): string {
  if (file.startsWith("anthropic/")) return "anthropic";
  if (file.includes("deepseek")) return "deepseek";
  if (file.includes("xai")) return "xai";
  return "openai";
}

/** The request body's messages or input for `api`. */
function asSent(items: readonly Item[], api: PreflightApi): unknown[] {
  return api === "anthropic" ? chatToAnthropic(items) : [...items];
}

function tally(violations: readonly { rule: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of violations) out[v.rule] = (out[v.rule] ?? 0) + 1;
  return out;
}

describeCorpus("preflight over the real corpus", () => {
  const transcripts = corpusTranscripts();
  it("covers every corpus file", () => {
    const files = new Set(transcripts.map((t) => t.file));
    expect(files.size).toBeGreaterThanOrEqual(27);
    for (const file of Object.keys(KNOWN)) expect(files.has(file)).toBe(true);
  });

  for (const engine of CORPUS_ENGINES) {
    it(`reports exactly the known problems (${engine})`, () => {
      for (const t of transcripts) {
        const api = apiOf(t.file, t.dialect);
        const found = tally(preflight(asSent(t.items, api), { api, engine }).violations);
        expect({ name: t.name, found }).toEqual({ name: t.name, found: KNOWN[t.file] ?? {} });
      }
    });

    it(`reports none once prepared for its family (${engine})`, () => {
      for (const t of transcripts) {
        const api = apiOf(t.file, t.dialect);
        const family = familyOf(t.file);
        const prepared = prepareFor(t.items, family, producedBy(t.items, family));
        const sent = asSent(prepared, api);
        const itemFamilies = producedBy(sent, family);
        const found = tally(preflight(sent, { api, engine, family, itemFamilies }).violations);
        const expected = AFTER_PREPARATION[t.file] ?? {};
        expect({ name: t.name, found }).toEqual({ name: t.name, found: expected });
      }
    });
  }

  it("private items produced for one family are foreign to another until projected", () => {
    const t = transcripts.find((x) => x.file.includes("ai-sessions-pomodoro-codex"))!;
    const items = t.items;
    const itemFamilies = producedBy(items, "openai");
    const foreign = preflight(items, { api: "responses", family: "xai", itemFamilies });
    expect(Object.keys(tally(foreign.violations))).toEqual(["responses/foreign-encrypted-content"]);
    const projected = prepareFor(items, "xai", itemFamilies);
    expect(preflight(projected, { api: "responses", family: "xai", itemFamilies }).ok).toBe(true);
  });
});
