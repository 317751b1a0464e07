// A pi session goes on with the API of the model pi restores (its last model change or assistant
// message): a session an OpenAI model made is checked and fixed for the Responses API, with that
// API's own texts, and an older model's encrypted reasoning is left out of the file as another
// model's thinking is; one a Chat Completions provider served (OpenRouter, a local server) is
// checked for Chat and converts to any form; one switched back to an Anthropic model is checked
// for Anthropic.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTranscripts } from "../../bindings/readers/index.js";
import { logText, piResponsesLog, poisonPi } from "../support/host-logs.js";
import { built, cli, tempDir } from "./run.js";

type Rec = Record<string, any>;

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (records: Rec[]) => {
  const path = join(dir, `pi-${n++}.jsonl`);
  writeFileSync(path, logText({ records }));
  return path;
};
const change = (after: Rec, provider: string, modelId: string) => ({
  type: "model_change",
  id: `${after.id}-mc`,
  parentId: after.id,
  timestamp: after.timestamp,
  provider,
  modelId,
});

describe("the API a pi session goes on with", () => {
  it("is the one of the model pi restores: the last model change or assistant message", async () => {
    const { records } = piResponsesLog();
    const last = records[records.length - 1];
    const api = async (rs: Rec[]) => (await readTranscripts(logText({ records: rs }))).api;
    expect(await api(records)).toBe("responses");
    expect(await api([...records, change(last, "anthropic", "claude-sonnet-4-5")])).toBe(
      "anthropic",
    );
    expect(await api([...records, change(last, "openai-codex", "gpt-5.2-codex")])).toBe(
      "responses",
    );
    // Another provider's API is pi's registry's: the session goes on as it was until a message.
    const other = change(last, "openrouter", "x/y");
    expect(await api([...records, other])).toBe("responses");
    const chat = {
      ...last,
      id: "e-chat",
      parentId: other.id,
      message: { ...last.message, api: "openai-completions", provider: "openrouter", model: "x/y" },
    };
    expect(await api([...records, other, chat])).toBe("chat");
    const google = { ...chat, message: { ...chat.message, api: "google-generative-ai" } };
    expect(await api([...records, other, google])).toBe("anthropic");
  });
});

describe.skipIf(!built)("check and fix of a session an OpenAI model made", () => {
  it("report the Responses API's own texts", () => {
    const open = file(poisonPi(piResponsesLog(), "missing-result").records);
    const run = cli(["check", open]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("pi-session (responses)");
    expect(run.stdout).toContain("No tool output found for function call call_01.");
    const orphan = file(poisonPi(piResponsesLog(), "orphan-result").records);
    expect(cli(["check", orphan]).stdout).toContain(
      "No tool call found for function call output with call_id call_01.",
    );
  });

  it("of a session a Chat Completions provider served: the Chat API's texts; its items convert to Responses items", () => {
    const { records } = poisonPi(piResponsesLog(), "missing-result");
    const chat = records.map((r) =>
      r.message?.role === "assistant"
        ? { ...r, message: { ...r.message, api: "openai-completions", provider: "openrouter" } }
        : r,
    );
    const path = file(chat);
    const run = cli(["check", path]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("pi-session (chat)");
    expect(run.stdout).toContain("The following tool_call_ids did not have response messages");
    const out = join(dir, "chat-items.json");
    const converted = cli(["convert", path, "--to", "responses", "--allow-lossy", "-o", out]);
    expect(converted.code, converted.stderr).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).input[0]).toMatchObject({ role: "user" });
  });

  it("leave another model's encrypted reasoning out of the file, its line kept", () => {
    const { records } = piResponsesLog();
    const last = records[records.length - 1];
    const path = file([...records, change(last, "openai", "gpt-5.2")]);
    const before = cli(["check", path]);
    expect(before.code).toBe(1);
    expect(before.stdout).toContain("responses/foreign-encrypted-content");
    const fixed = cli(["fix", "--in-place", "--force", path]);
    expect(fixed.code, fixed.stderr).toBe(0);
    const text = readFileSync(path, "utf8");
    expect(text).not.toContain("rs-1");
    expect(text).toContain('"id":"call_01|fc_01"');
    expect(cli(["check", path]).code).toBe(0);
  });
});
