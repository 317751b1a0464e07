// Lines whose items the reader takes from outside a `message` (a Claude Code queued command's
// `attachment.prompt`, a pi extension message's `content`): when the fix leaves one of their
// blocks out (an orphan result in them), the line keeps its other blocks, or goes when none is
// left, and the chain is re-pointed past it.
import { readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixInPlace } from "../../../bindings/cli/in-place.js";
import { readTranscripts } from "../../../bindings/readers/index.js";
import { tempDir } from "../../cli/run.js";
import { claudeChainOf, fixOldSession } from "../../support/claude-chain.js";

type Obj = Record<string, any>;
const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const orphan = { type: "tool_result", tool_use_id: "toolu_gone", content: "late" };
const records = (text: string): Obj[] =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

describe("the fix leaves a block out of content outside a message", () => {
  const claude = (prompt: unknown[]) =>
    claudeChainOf(
      [
        ["user", "hi"],
        ["attachment", prompt],
        ["assistant", [{ type: "text", text: "ok" }]],
      ],
      "b10c",
      "attachment",
      (content) => ({ attachment: { type: "queued_command", prompt: content } }),
    );

  it("a Claude Code queued command keeps its prompt's other blocks", async () => {
    const path = join(dir, "queued.jsonl");
    const before = records(claude([{ type: "text", text: "also this" }, orphan]));
    expect(
      fixOldSession(path, claude([{ type: "text", text: "also this" }, orphan])),
    ).toMatchObject({ ok: true, changed: true });
    const after = records(readFileSync(path, "utf8"));
    expect(after).toEqual([
      before[0],
      {
        ...before[1],
        attachment: { ...before[1].attachment, prompt: [before[1].attachment.prompt[0]] },
      },
      before[2],
    ]);
    const items = (await readTranscripts(readFileSync(path, "utf8"))).transcripts[0].items;
    expect(items.map((i) => i.type)).toEqual(["message", "message", "message"]);
  });

  it("a Claude Code queued command of only the orphan goes, its child re-pointed", () => {
    const path = join(dir, "queued-alone.jsonl");
    const before = records(claude([orphan]));
    expect(fixOldSession(path, claude([orphan]))).toMatchObject({ ok: true, changed: true });
    const after = records(readFileSync(path, "utf8"));
    expect(after).toEqual([before[0], { ...before[2], parentUuid: before[0].uuid }]);
  });

  it("a pi extension message keeps its other blocks", async () => {
    const path = join(dir, "pi.jsonl");
    const at = "2026-01-02T10:00:00.000Z";
    const lines: Obj[] = [
      { type: "session", version: 3, id: "s", timestamp: at, cwd: "/" },
      {
        type: "message",
        id: "e1",
        parentId: null,
        timestamp: at,
        message: { role: "user", content: [{ type: "text", text: "hi" }], timestamp: 0 },
      },
      {
        type: "custom_message",
        id: "e2",
        parentId: "e1",
        timestamp: at,
        customType: "note",
        content: [{ type: "text", text: "NOTE" }, orphan],
        display: false,
      },
    ];
    writeFileSync(path, lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
    const old = Date.UTC(2026, 10, 30) / 1000;
    utimesSync(path, old, old);
    expect(fixInPlace(path, { repairText: "interrupted" })).toMatchObject({
      ok: true,
      changed: true,
    });
    const after = records(readFileSync(path, "utf8"));
    expect(after).toEqual([lines[0], lines[1], { ...lines[2], content: [lines[2].content[0]] }]);
    const items = (await readTranscripts(readFileSync(path, "utf8"))).transcripts[0].items;
    expect(items.map((i) => i.type)).toEqual(["message", "message"]);
  });
});
