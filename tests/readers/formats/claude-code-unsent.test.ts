// Claude Code keeps lines in a session that it never sends: its notice of a failed request (an
// assistant message of the `<synthetic>` model, `isApiErrorMessage`) and virtual messages
// (`isVirtual`). They make no item; later lines naming them as parent stay in their conversation,
// and `fix` leaves their lines as they are.
import { readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixInPlace } from "../../../bindings/cli/in-place.js";
import { readTranscripts } from "../../../bindings/readers/index.js";
import { tempDir } from "../../cli/run.js";
import { type ChainLine, claudeChain } from "../../support/claude-chain.js";

type Obj = Record<string, unknown>;
const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const session = (lines: readonly ChainLine[]) => claudeChain(lines, "c0de");

const failed = { isApiErrorMessage: true };
const call = [{ type: "tool_use", id: "toolu_1", name: "Bash", input: {} }];
const result = (id: string) => [{ type: "tool_result", tool_use_id: id, content: "ok" }];

const text = (t: string) => [{ type: "text", text: t }];
const lines: [string, unknown, Obj?][] = [
  ["user", "list the files"],
  ["assistant", call],
  ["user", result("toolu_1")],
  ["assistant", text("API Error: 529 Overloaded"), failed],
  ["user", "try again"],
  ["assistant", text("thinking of it"), { isVirtual: true }],
  ["user", text("virtual prompt"), { isVirtual: true }],
  ["assistant", text("done")],
];

describe("Claude Code lines it never sends", () => {
  it("make no item; the lines after them stay in the conversation", async () => {
    const read = await readTranscripts(session(lines));
    expect(read.transcripts.map((t) => t.id)).toEqual(["main"]);
    const items = JSON.stringify(read.transcripts[0].items);
    expect(items).not.toContain("API Error");
    expect(items).not.toContain("thinking of it");
    expect(items).not.toContain("virtual prompt");
    expect(read.transcripts[0].items).toHaveLength(5);
    expect(read.transcripts[0].records.map((r) => r.line)).toEqual([1, 2, 3, 5, 8]);
  });

  it("are left as they are by fix --in-place", async () => {
    // A second call without its result: the fix adds one after the call.
    const second = { type: "tool_use", id: "toolu_2", name: "Bash", input: {} };
    const open = lines.map(([type, content, extra]): [string, unknown, Obj?] =>
      content === call ? [type, [...call, second], extra] : [type, content, extra],
    );
    const path = join(dir, "session.jsonl");
    writeFileSync(path, session(open));
    const old = Date.UTC(2026, 10, 30) / 1000;
    utimesSync(path, old, old);
    const report = fixInPlace(path, { repairText: "interrupted" });
    expect(report).toMatchObject({ ok: true, changed: true });
    // Each kept as it was, but its parent link where a repair now stands in the chain.
    const unsent = (t: string) =>
      t
        .split("\n")
        .filter((l) => l.includes("isApiErrorMessage") || l.includes("isVirtual"))
        .map((l) => ({ ...JSON.parse(l), parentUuid: undefined }));
    const fixed = readFileSync(path, "utf8");
    expect(unsent(fixed)).toEqual(unsent(session(open)));
    expect(unsent(fixed)).toHaveLength(3);
    const read = await readTranscripts(fixed);
    expect(read.transcripts.map((t) => t.id)).toEqual(["main"]);
    expect(JSON.stringify(read.transcripts[0].items)).toContain("interrupted");
  });
});
