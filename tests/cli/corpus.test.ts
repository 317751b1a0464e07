// Issue 13: `check --json` over every corpus file reads each one (no unreadable file), and its
// streamed counts agree with SOURCES.md and with reconcileItems.
import { join } from "node:path";
import { expect, it } from "vitest";
import { reconcileItems } from "../../bindings/index.js";
import { readTranscriptsSync } from "../../bindings/readers/index.js";
import {
  corpusDir,
  corpusFiles,
  corpusText,
  describeCorpus,
  hasCorpus,
} from "../support/corpus.js";
import { sourcesStats } from "../support/corpus-tally.js";
import { built, cli } from "./run.js";

const FILES = hasCorpus ? corpusFiles() : [];

describeCorpus("check over the corpus", () => {
  it.skipIf(!built)(
    "reads all 27 files; unresolved and orphan counts match SOURCES.md for the Codex rollouts",
    () => {
      const run = cli(["check", "--json", ...FILES.map((f) => join(corpusDir, f))]);
      expect(run.code).toBe(1); // some files end mid-call, as SOURCES.md says
      const doc = JSON.parse(run.stdout);
      expect(doc.files.length).toBe(27);
      for (const report of doc.files) {
        expect(report.error, report.file).toBeUndefined();
        expect(report.skipped, report.file).toEqual([]);
      }
      for (const report of doc.files.filter(
        (r: { format: string }) => r.format === "codex-rollout",
      )) {
        const stats = sourcesStats().get(report.file.slice(corpusDir.length + 1))!;
        const [c] = report.conversations;
        if (stats.compacted_lines) continue; // counts are of the history after the compaction
        expect([c.unresolved.length, c.orphans.length, c.duplicates.length], report.file).toEqual([
          stats.unresolved,
          stats.orphans,
          stats.dup_call_ids,
        ]);
      }
    },
  );

  it.each(FILES)("%s: the streamed unresolved calls are reconcileItems' repairs", async (file) => {
    const { TallySink } = await import("../../bindings/cli/tally.js");
    const read = readTranscriptsSync(corpusText(file));
    for (const t of read.transcripts) {
      const tally = new TallySink();
      t.items.forEach((item, index) => tally.item("c", item, { index }));
      const [counts] = tally.results();
      if (!counts) continue;
      const plan = reconcileItems(t.items);
      expect(counts.unresolved.map((u) => u.callId)).toEqual(plan.repairs.map((r) => r.callId));
      expect(counts.duplicates).toEqual([]);
    }
  });
});
