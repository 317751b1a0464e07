// Records that name a record fix leaves out are redirected, the rest of their line byte for byte:
// Claude Code's summary `leafUuid` (written before the record it names) and compact boundary
// `logicalParentUuid` go to the nearest kept ancestor; pi's compaction `firstKeptEntryId` to the
// nearest kept entry after it on its line of descent (pi keeps from there on), a label's
// `targetId` to the nearest kept ancestor.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixInPlace } from "../../../bindings/cli/in-place.js";
import { readTranscripts } from "../../../bindings/readers/index.js";
import {
  claudeCodeModelSwitch,
  type HostLog,
  logText,
  piLog,
  poisonPi,
  sessionFile,
} from "../../support/host-logs.js";

type Rec = Record<string, any>;

const records = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Rec);

// The model switch log, with an orphan tool result after the first answer's line (left out by
// fix, as is the other model's thinking-only record before that line, its sibling), a summary
// naming the orphan first, and a compact boundary naming it: both go to the answer's line.
function claudeCodeReferences(): { log: HostLog; orphan: string; keptAncestor: string } {
  const log = claudeCodeModelSwitch();
  const answer = log.records[2]; // after the other model's thinking alone, its sibling
  const orphan: Rec = {
    ...log.records[0],
    parentUuid: answer.uuid,
    uuid: "00000000-0000-4000-8000-0000000000bb",
    message: {
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "toolu_gone", content: "x" }],
    },
  };
  const next = { ...log.records[3], parentUuid: orphan.uuid };
  const last = log.records[log.records.length - 1];
  const boundary = {
    parentUuid: null,
    logicalParentUuid: orphan.uuid,
    isSidechain: false,
    type: "system",
    subtype: "compact_boundary",
    content: "Conversation compacted",
    uuid: "00000000-0000-4000-8000-0000000000cc",
    timestamp: last.timestamp,
    compactMetadata: { trigger: "manual", preTokens: 100 },
  };
  const summary = { type: "summary", summary: "Listing files", leafUuid: orphan.uuid };
  const rest = log.records.slice(4);
  const head = log.records.slice(0, 3);
  return {
    log: { records: [summary, ...head, orphan, next, ...rest, boundary] },
    orphan: orphan.uuid,
    keptAncestor: answer.uuid,
  };
}

describe("references to a removed record", () => {
  it("Claude Code: leafUuid (before the record) and logicalParentUuid go to the nearest kept ancestor", async () => {
    const { log, orphan, keptAncestor } = claudeCodeReferences();
    const before = logText(log);
    const file = sessionFile(before);
    const report = fixInPlace(file, {});
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ changed: true, ok: true });
    const after = readFileSync(file, "utf8");
    expect(after).not.toContain(orphan);
    const out = records(after);
    expect(out[0]).toEqual({ ...log.records[0], leafUuid: keptAncestor });
    expect(out[out.length - 1]).toEqual({
      ...log.records[log.records.length - 1],
      logicalParentUuid: keptAncestor,
    });
    // only the field changes: the rest of each line byte for byte
    const lines = before.split("\n");
    expect(after.split("\n")[0]).toBe(lines[0].replace(orphan, keptAncestor));
    expect(report.lines?.rewritten).toEqual(expect.arrayContaining([1, log.records.length]));
    const read = await readTranscripts(after);
    expect(read.transcripts.map((t) => t.id)).toEqual(["main"]);
  });

  it("pi: firstKeptEntryId goes to the next kept entry on the path, a label's targetId to the kept ancestor", () => {
    const log = poisonPi(piLog(), "orphan-result");
    const at = log.records.findIndex((r) => r.message?.role === "toolResult");
    const orphan = log.records[at];
    const child = log.records[at + 1];
    const last = log.records[log.records.length - 1];
    const compaction = {
      type: "compaction",
      id: "e00000cp",
      parentId: last.id,
      timestamp: last.timestamp,
      summary: "The user listed the files.",
      firstKeptEntryId: orphan.id,
      tokensBefore: 100,
    };
    const label = {
      type: "label",
      id: "e00000lb",
      parentId: compaction.id,
      timestamp: last.timestamp,
      targetId: orphan.id,
      label: "files",
    };
    const before = logText({ records: [...log.records, compaction, label] });
    const file = sessionFile(before);
    const report = fixInPlace(file, {});
    expect(report.error).toBeUndefined();
    expect(report).toMatchObject({ changed: true, ok: true });
    expect(report.lines?.removed).toEqual([at + 1]);
    const out = records(readFileSync(file, "utf8"));
    expect(out.find((r) => r.id === compaction.id)).toEqual({
      ...compaction,
      firstKeptEntryId: child.id,
    });
    expect(out.find((r) => r.id === label.id)).toEqual({ ...label, targetId: orphan.parentId });
    expect(out.find((r) => r.id === child.id)?.parentId).toBe(orphan.parentId);
  });
});
