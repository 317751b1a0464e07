// fix --in-place on each host's session, poisoned each way: the repaired log is the host's own
// format, every record the fix did not touch is byte-identical and in order, the tree stays one
// line of descent, a second fix finds nothing, and the backup and restore give the original back.
import { readdirSync, readFileSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkFile } from "../../../bindings/cli/check.js";
import { fixInPlace, type InPlaceReport } from "../../../bindings/cli/in-place.js";
import { inPlaceLines } from "../../../bindings/cli/in-place-report.js";
import { restoreFile } from "../../../bindings/cli/restore.js";
import { colorsFor } from "../../../bindings/cli/style.js";
import { corpusDir, describeCorpus } from "../../support/corpus.js";
import {
  claudeCodeLog,
  claudeCodeModelSwitch,
  codexLegacyLog,
  codexLog,
  codexModelSwitch,
  type HostLog,
  logText,
  type Poison,
  piLog,
  piModelSwitch,
  poisonClaudeCode,
  poisonCodex,
  poisonPi,
  sessionFile,
} from "../../support/host-logs.js";

type Rec = Record<string, any>;

interface Host {
  name: string;
  log: () => HostLog;
  poison: (log: HostLog, p: Poison) => HostLog;
  poisons: Poison[];
  link?: [id: string, parent: string];
}

const HOSTS: Host[] = [
  {
    name: "claude-code",
    log: claudeCodeLog,
    poison: poisonClaudeCode,
    poisons: ["missing-result", "orphan-result", "orphan-server-result", "torn-line"],
    link: ["uuid", "parentUuid"],
  },
  {
    name: "codex-rollout",
    log: codexLog,
    poison: poisonCodex,
    poisons: ["missing-result", "orphan-result", "torn-line"],
  },
  {
    name: "codex-rollout-legacy",
    log: codexLegacyLog,
    poison: poisonCodex,
    poisons: ["missing-result", "orphan-result", "torn-line"],
  },
  {
    name: "pi-session",
    log: piLog,
    poison: poisonPi,
    poisons: ["missing-result", "orphan-result", "torn-line"],
    link: ["id", "parentId"],
  },
];

const linesOf = (text: string) =>
  text.split("\n").filter((l, i, all) => l !== "" || i < all.length - 1);

// The output is the original's lines in order, less the removed ones, the rewritten ones
// anywhere in their place, plus the added records: compared record by record, byte for byte.
function expectUntouchedIdentical(before: string, after: string, report: InPlaceReport): void {
  const changes = report.lines;
  if (!changes) throw new Error("no changes");
  const removed = new Set(changes.removed);
  const rewritten = new Set(changes.rewritten);
  const original = linesOf(before);
  const out = linesOf(after);
  const added = changes.added.length;
  expect(out.length).toBe(original.length - removed.size + added);
  const known = new Set(original);
  let k = 0;
  original.forEach((line, i) => {
    if (removed.has(i + 1)) return;
    while (k < out.length && !known.has(out[k]) && !rewritten.has(i + 1) && out[k] !== line) k++;
    if (rewritten.has(i + 1)) {
      while (k < out.length && !isRewriteOf(out[k], line)) k++;
      expect(k, `line ${i + 1} rewritten`).toBeLessThan(out.length);
    } else expect(out[k], `line ${i + 1} byte-identical`).toBe(line);
    k++;
  });
}

const isRewriteOf = (candidate: string, line: string) => {
  const [a, b] = [JSON.parse(candidate), JSON.parse(line)];
  return a.uuid === b.uuid && a.id === b.id && a.timestamp === b.timestamp && a.type === b.type;
};

// Every record with an id lies on one line of descent from the last one back to the root.
function expectOneLine(text: string, [id, parent]: [string, string]): void {
  const records = linesOf(text)
    .map((l) => JSON.parse(l) as Rec)
    .filter((r) => typeof r[id] === "string" && r.type !== "session");
  const byId = new Map(records.map((r) => [r[id], r]));
  let at: Rec | undefined = records[records.length - 1];
  const seen = new Set<string>();
  while (at) {
    seen.add(at[id]);
    at = at[parent] ? byId.get(at[parent]) : undefined;
  }
  expect(seen.size).toBe(records.length);
}

describe.each(HOSTS)("fix --in-place, $name", (host) => {
  it("changes nothing in a clean session", () => {
    const file = sessionFile(logText(host.log()));
    const report = fixInPlace(file, {});
    expect(report.error).toBeUndefined();
    expect(report.changed).toBe(false);
    expect(readdirSync(join(file, ".."))).toEqual(["session.jsonl"]);
  });

  it.each(host.poisons)("repairs %s in the host's own format", (poison) => {
    const before = logText(host.poison(host.log(), poison));
    const file = sessionFile(before);
    const report = fixInPlace(file, {});
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ changed: true, ok: true, format: host.name });
    const after = readFileSync(file, "utf8");
    expect(readFileSync(report.backup as string, "utf8")).toBe(before);
    expectUntouchedIdentical(before, after, report);
    if (host.link) expectOneLine(after, host.link);
    expect(after.endsWith("\n")).toBe(true);
    const again = fixInPlace(file, { force: true, dryRun: true });
    expect(again).toMatchObject({ changed: false, ok: true });
    expect(restoreFile(file).error).toBeUndefined();
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("keeps a CRLF session's line ends on the records it adds", () => {
    const lf = logText(host.poison(host.log(), "missing-result"));
    const file = sessionFile(lf.replaceAll("\n", "\r\n"));
    const report = fixInPlace(file, {});
    expect(report).toMatchObject({ changed: true, ok: true });
    expect(report.lines?.added.length).toBeGreaterThan(0);
    const after = readFileSync(file, "utf8");
    expect(after.endsWith("\r\n")).toBe(true);
    expect(after.replaceAll("\r\n", "").includes("\n")).toBe(false);
  });
});

describe("the records each host writes", () => {
  const repairOf = (host: Host): Rec => {
    const file = sessionFile(logText(host.poison(host.log(), "missing-result")));
    const report = fixInPlace(file, {});
    const added = report.lines?.added[0];
    expect(added).toMatchObject({ moved: false });
    const lines = linesOf(readFileSync(file, "utf8")).map((l) => JSON.parse(l) as Rec);
    const at = lines.findIndex(
      (_, i) =>
        i > 0 &&
        !linesOf(readFileSync(report.backup as string, "utf8")).includes(JSON.stringify(lines[i])),
    );
    const record = lines[at];
    const [prev, next] = [lines[at - 1], lines[at + 1]];
    expect(Date.parse(record.timestamp)).toBeGreaterThan(Date.parse(prev.timestamp));
    expect(Date.parse(record.timestamp)).toBeLessThanOrEqual(Date.parse(next.timestamp));
    return { record, prev, next };
  };

  it("Claude Code: a user record with an is_error tool_result, chained after the call", () => {
    const { record, prev, next } = repairOf(HOSTS[0]);
    expect(record).toMatchObject({
      type: "user",
      parentUuid: prev.uuid,
      sessionId: prev.sessionId,
      cwd: prev.cwd,
      isSidechain: false,
    });
    expect(record.message.content).toEqual([
      expect.objectContaining({ type: "tool_result", tool_use_id: "toolu_01", is_error: true }),
    ]);
    expect(record.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(next.parentUuid).toBe(record.uuid);
    expect(record.toolUseResult).toMatch(/^Error: /);
  });

  it("Codex: a response_item with the call's output", () => {
    const { record } = repairOf(HOSTS[1]);
    expect(record).toMatchObject({
      type: "response_item",
      payload: { type: "function_call_output", call_id: "call_01" },
    });
    expect(typeof record.payload.output).toBe("string");
  });

  it("pi: a toolResult message entry with isError and the tool's name, chained after the call", () => {
    const { record, prev, next } = repairOf(HOSTS[3]);
    expect(record).toMatchObject({
      type: "message",
      parentId: prev.id,
      message: { role: "toolResult", toolCallId: "toolu_01", toolName: "bash", isError: true },
    });
    expect(record.id).toMatch(/^[0-9a-f]{8}$/);
    expect(next.parentId).toBe(record.id);
  });
});

describe("foreign thinking after a model switch (Claude Code)", () => {
  it("check reports each block another model signed", async () => {
    const file = sessionFile(logText(claudeCodeModelSwitch()));
    const report = await checkFile(file, { preflightMaxBytes: 1 << 30 });
    const rules = report.conversations.flatMap((c) => c.violations.map((v) => [v.rule, v.line]));
    expect(rules).toEqual([
      ["anthropic/foreign-thinking", 2],
      ["anthropic/foreign-thinking", 3],
    ]);
  });

  it("fix --in-place leaves them out, the record of thinking alone with them, the rest byte for byte", () => {
    const before = logText(claudeCodeModelSwitch());
    const file = sessionFile(before);
    const report = fixInPlace(file, {});
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ changed: true, ok: true, lines: { added: [] } });
    expect(report.lines).toMatchObject({ removed: [2], rewritten: [3] });
    expect(report.conversations[0].privateDropped).toBe(2);
    const after = readFileSync(file, "utf8");
    expectUntouchedIdentical(before, after, report);
    expectOneLine(after, ["uuid", "parentUuid"]);
    const records = linesOf(after).map((l) => JSON.parse(l) as Rec);
    expect(records[1].message.content).toEqual([{ type: "text", text: "Listing them." }]);
    expect(records[1].parentUuid).toBe(records[0].uuid);
    expect(JSON.stringify(records)).toContain("sonnet-1");
    expect(fixInPlace(file, { force: true, dryRun: true })).toMatchObject({ changed: false });
  });

  it("--model names the model the session continues with", () => {
    const file = sessionFile(logText(claudeCodeModelSwitch()));
    const report = fixInPlace(file, { model: "claude-opus-4-1" });
    expect(report).toMatchObject({ changed: true, ok: true });
    const after = readFileSync(file, "utf8");
    expect(after).toContain("opus-1");
    expect(after).not.toContain("sonnet-1");
  });
});

describe("another model's reasoning after a model switch (Codex, pi)", () => {
  const violations = async (file: string) =>
    (await checkFile(file, { preflightMaxBytes: 1 << 30 })).conversations.flatMap((c) =>
      c.violations.map((v) => [v.rule, v.line]),
    );

  it("Codex: check flags the earlier turn's encrypted reasoning; fix --in-place removes its line only", async () => {
    const before = logText(codexModelSwitch());
    const file = sessionFile(before);
    expect(await violations(file)).toEqual([["responses/foreign-encrypted-content", 4]]);
    const report = fixInPlace(file, {});
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ changed: true, ok: true });
    expect(report.lines).toEqual({ added: [], removed: [4], rewritten: [] });
    expect(report.conversations[0].privateDropped).toBe(1);
    const after = readFileSync(file, "utf8");
    expectUntouchedIdentical(before, after, report);
    expect(after).toContain("model=gpt-5-codex;r2");
    expect(after).not.toContain("model=gpt-5.1-codex;r1");
    expect(await violations(file)).toEqual([]);
  });

  it("Codex: --model names the model the rollout continues with", () => {
    const file = sessionFile(logText(codexModelSwitch()));
    expect(fixInPlace(file, { model: "gpt-5.1-codex" })).toMatchObject({ changed: true, ok: true });
    const after = readFileSync(file, "utf8");
    expect(after).toContain("r1");
    expect(after).not.toContain("model=gpt-5-codex;r2");
  });

  it("pi: check flags the other model's thinking (signed and redacted); fix --in-place rewrites that entry without it", async () => {
    const before = logText(piModelSwitch());
    const file = sessionFile(before);
    expect(await violations(file)).toEqual([
      ["anthropic/foreign-thinking", 4],
      ["anthropic/foreign-thinking", 4],
    ]);
    const report = fixInPlace(file, {});
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ changed: true, ok: true });
    expect(report.lines).toEqual({ added: [], removed: [], rewritten: [4] });
    expect(report.conversations[0].privateDropped).toBe(2);
    const after = readFileSync(file, "utf8");
    expectUntouchedIdentical(before, after, report);
    expectOneLine(after, ["id", "parentId"]);
    const entry = JSON.parse(linesOf(after)[3]);
    expect(entry.message.content.map((b: Rec) => b.type)).toEqual(["toolCall"]);
    expect(after).toContain("model=claude-sonnet-4-5;sonnet-1");
    expect(await violations(file)).toEqual([]);
  });

  it("pi: an entry of thinking alone is left out, its child re-pointed to its parent", () => {
    const log = piModelSwitch();
    const at = log.records.findIndex((r) => r.message?.model === "claude-opus-4-1");
    const call = log.records[at];
    const thinkingOnly = {
      ...call,
      id: "e000think",
      message: { ...call.message, content: call.message.content.slice(0, 1) },
    };
    log.records.splice(at, 0, thinkingOnly);
    log.records[at + 1] = { ...call, parentId: thinkingOnly.id };
    const before = logText(log);
    const file = sessionFile(before);
    const report = fixInPlace(file, {});
    expect(report).toMatchObject({ changed: true, ok: true });
    expect(report.lines).toMatchObject({ removed: [at + 1], rewritten: [at + 2] });
    const after = readFileSync(file, "utf8");
    expectOneLine(after, ["id", "parentId"]);
    expect(JSON.parse(linesOf(after)[at]).parentId).toBe(call.parentId);
  });
});

describe("refusals and dry runs", () => {
  const poisoned = () => logText(poisonClaudeCode(claudeCodeLog(), "missing-result"));

  it("refuses a file changed in the last seconds unless --force, writing nothing", () => {
    const file = sessionFile(poisoned());
    const now = Date.now();
    utimesSync(file, now / 1000, now / 1000);
    const report = fixInPlace(file, {});
    expect(report.error?.message).toMatch(/may still be writing it/);
    expect(readFileSync(file, "utf8")).toBe(poisoned());
    expect(readdirSync(join(file, ".."))).toEqual(["session.jsonl"]);
    expect(fixInPlace(file, { force: true })).toMatchObject({ changed: true, ok: true });
  });

  it("--dry-run reports the same changes and writes nothing", () => {
    const file = sessionFile(poisoned());
    const dry = fixInPlace(file, { dryRun: true });
    expect(readFileSync(file, "utf8")).toBe(poisoned());
    expect(readdirSync(join(file, ".."))).toEqual(["session.jsonl"]);
    const real = fixInPlace(file, {});
    expect(dry.lines).toEqual(real.lines);
    expect(dry.lines?.added).toHaveLength(1);
  });

  it("--dry-run's text names the results without a call and another model's reasoning it leaves out", () => {
    const plain = colorsFor({ isTTY: false });
    const orphan = sessionFile(logText(poisonClaudeCode(claudeCodeLog(), "orphan-result")));
    expect(inPlaceLines(fixInPlace(orphan, { dryRun: true }), plain)).toContain(
      "  results without their call left out: toolu_01",
    );
    const switched = sessionFile(logText(codexModelSwitch()));
    expect(inPlaceLines(fixInPlace(switched, { dryRun: true }), plain)).toEqual([
      `${switched} (codex-rollout, dry run: nothing written)`,
      "  another model's thinking or encrypted reasoning left out: 1",
      "  lines removed: 4",
      "  ✓ no violation left",
    ]);
  });

  it("restore without a backup is an error", () => {
    expect(restoreFile(sessionFile("{}\n")).error?.code).toBe("usage");
  });
});

describeCorpus("fix --in-place on real logs", () => {
  it("a real Claude Code session with one tool result cut out: one record added, one re-pointed", () => {
    const text = readFileSync(
      join(corpusDir, "anthropic/ai-sessions-pomodoro-claude-code.jsonl"),
      "utf8",
    );
    const records = linesOf(text).map((l) => JSON.parse(l) as Rec);
    const log = removeResult(records);
    const before = logText(log);
    const file = sessionFile(before);
    const report = fixInPlace(file, {});
    expect(report).toMatchObject({ changed: true, ok: true });
    expect(report.lines?.added).toHaveLength(1);
    expect(report.lines?.rewritten).toHaveLength(1);
    expectUntouchedIdentical(before, readFileSync(file, "utf8"), report);
  });

  it("a real legacy Codex rollout with an output cut out gets a bare output item right after its call", () => {
    const text = readFileSync(
      join(corpusDir, "codex-rollout/acidicsoil-legacy-direct-format-2025-09.jsonl"),
      "utf8",
    );
    const lines = text.split("\n");
    const cut = lines.findIndex((l) => l.startsWith('{"type":"function_call_output"'));
    const callId = JSON.parse(lines[cut]).call_id;
    const before = lines.filter((_, i) => i !== cut).join("\n");
    const file = sessionFile(before);
    const report = fixInPlace(file, {});
    expect(report).toMatchObject({ changed: true, ok: true, format: "codex-rollout-legacy" });
    expect(report.lines).toEqual({
      added: [{ callId, after: cut, moved: false }],
      removed: [],
      rewritten: [],
    });
    const after = readFileSync(file, "utf8");
    expectUntouchedIdentical(before, after, report);
    expect(JSON.parse(after.split("\n")[cut])).toMatchObject({
      type: "function_call_output",
      call_id: callId,
    });
    expect(fixInPlace(file, { force: true, dryRun: true })).toMatchObject({ changed: false });
  });

  it("a real Codex rollout that ends mid-call gets the call's output right after the call", () => {
    const before = readFileSync(
      join(corpusDir, "codex-rollout/localpush-sanitized-ends-mid-call.jsonl"),
      "utf8",
    );
    const file = sessionFile(before);
    const report = fixInPlace(file, {});
    expect(report).toMatchObject({ changed: true, ok: true });
    const after = readFileSync(file, "utf8");
    expectUntouchedIdentical(before, after, report);
    const [added] = report.lines?.added ?? [];
    const lines = linesOf(after).map((l) => JSON.parse(l) as Rec);
    expect(lines[added.after - 1].payload).toMatchObject({
      type: "function_call",
      call_id: added.callId,
    });
    expect(lines[added.after]).toMatchObject({
      type: "response_item",
      payload: { type: "function_call_output", call_id: added.callId },
    });
  });
});

// Cuts the second tool result out of a real session, its child re-pointed to its parent.
function removeResult(records: Rec[]): HostLog {
  const results = records.filter(
    (r) =>
      r.type === "user" &&
      Array.isArray(r.message?.content) &&
      r.message.content.some((b: Rec) => b.type === "tool_result"),
  );
  const gone = results[1];
  return {
    records: records
      .filter((r) => r !== gone)
      .map((r) => (r.parentUuid === gone.uuid ? { ...r, parentUuid: gone.parentUuid } : r)),
  };
}
