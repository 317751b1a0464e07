// Issue 35: `fix` reports what stays refused (`remaining`) as preflight of its output without
// records (no lines, no recorded models). fixTranscript reads that from its late removal pass
// when that pass is the same call (it removed nothing, no item read a recorded model), or for
// Responses and Anthropic runs the rules again over that pass's reading of the items without
// models; here the report equals the definition on generated transcripts with lines, recorded
// models, reasoning, compactions, signed thinking and ids of the wrong prefix, for every API,
// and on hand-made cases of each. Its first removal pass may run before withoutUnstored (where
// it finds no unstored reference): unstored references stay withoutUnstored's to remove and
// report. Where the first pass removed nothing and the plan kept its items as they were, the
// late pass is not run again.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { violationsOf } from "../../bindings/cli/check.js";
import {
  emptyFixReport,
  type FixOptions,
  type FixReport,
  fixTranscript,
} from "../../bindings/cli/fix-transcript.js";
import { TranscriptError } from "../../bindings/errors.js";
import type { Family, Item } from "../../bindings/items/types.js";
import type { PreflightApi } from "../../bindings/preflight/index.js";
import type { Transcript, TranscriptRecord } from "../../bindings/readers/types.js";
import { brokenTranscript } from "../properties/transcripts.js";
import { asResponses } from "./stream-support.js";

type Obj = Record<string, unknown>;
const APIS: PreflightApi[] = ["responses", "chat", "anthropic"];
const MODELS = [undefined, "m1", "m2"];

const reasoning = (id: string, blob?: string): Obj => ({
  type: "reasoning",
  id,
  summary: [{ type: "summary_text", text: "thought" }],
  ...(blob === undefined ? {} : { encrypted_content: blob }),
});
const compaction = (id: string): Obj => ({ type: "compaction", id, encrypted_content: "blob" });
const said = (id: string): Obj => ({
  type: "message",
  id,
  role: "assistant",
  content: [{ type: "output_text", text: "ok" }],
});
const user: Obj = { type: "message", role: "user", content: "go" };
// Anthropic's own blocks, as a Claude Code log's items hold them: signed by the model that made them.
const thinking: Obj = { type: "thinking", thinking: "hmm", signature: "sig" };
const redacted: Obj = { type: "redacted_thinking", data: "blob" };

// Items preflight may report after fix (a wrong id prefix, another model's compaction) or that
// only fix's late pass may remove (reasoning the reconciled order leaves with nothing after it).
const extra = fc.oneof(
  fc.constantFrom("rs_1", "bad_1").map((id) => reasoning(id, "blob")),
  fc.constant(reasoning("rs_2")),
  fc.constantFrom("cmp_1", "bad_2").map(compaction),
  fc.constantFrom("msg_1", "bad_3").map(said),
  fc.constantFrom(thinking, redacted),
);

interface Case {
  items: Obj[];
  models: (string | undefined)[];
  api: PreflightApi;
  model?: string;
  metaModel?: string;
  /** `--family`, the log naming the same family as producer. */
  family?: Family;
}

// Fixes `c` and returns the report's `remaining` beside its definition (undefined: fix refused).
function remainingOf(
  c: Case,
): { got: string; want: string; count: number; report: FixReport } | undefined {
  const records: TranscriptRecord[] = c.items.map((_, i) => ({
    index: i,
    line: i + 2,
    ...(c.models[i] === undefined ? {} : { model: c.models[i] }),
  }));
  const meta = {
    compactions: [],
    ...(c.metaModel ? { model: c.metaModel } : {}),
    ...(c.family ? { family: c.family } : {}),
  };
  const t: Transcript = { id: "main", items: c.items as Item[], records, meta };
  const options: Omit<FixOptions, "output"> = {
    ...(c.model ? { model: c.model } : {}),
    ...(c.family ? { family: c.family } : {}),
  };
  const report = emptyFixReport("in", "out");
  let fixed: Item[];
  try {
    fixed = fixTranscript(t, c.api, options, report);
  } catch (error) {
    if (error instanceof TranscriptError) return undefined;
    throw error;
  }
  const after = { id: t.id, items: fixed, records: [], meta };
  const want = violationsOf(after, c.api, { model: c.model, family: c.family });
  // Compared as written (--json): key order and absent keys count.
  return {
    got: JSON.stringify(report.remaining),
    want: JSON.stringify(want),
    count: want.length,
    report,
  };
}

describe("fix's remaining violations", () => {
  it("are preflight of the fixed items without records, on generated transcripts", () => {
    let [reported, unstored] = [0, 0];
    fc.assert(
      fc.property(
        brokenTranscript,
        fc.array(fc.tuple(fc.nat(), extra), { maxLength: 4 }),
        fc.array(fc.constantFrom(...MODELS), { maxLength: 40 }),
        fc.constantFrom(...APIS),
        fc.constantFrom(...MODELS),
        fc.constantFrom(...MODELS),
        (base, extras, models, api, model, metaModel) => {
          const items = asResponses(base);
          for (const [at, item] of extras) items.splice(at % (items.length + 1), 0, item);
          const out = remainingOf({ items, models, api, model, metaModel });
          if (out === undefined) return;
          expect(out.got).toBe(out.want);
          if (out.count > 0) reported++;
          // For Responses, unstored references are withoutUnstored's, never a removal pass's.
          if (api === "responses") {
            const rules = out.report.removed.map((r) => r.rule);
            expect(rules).not.toContain("responses/unstored-reference");
            if (items.some((i) => i.type === "reasoning" && !("encrypted_content" in i)))
              unstored++;
          }
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300), seed: 35 },
    );
    expect(reported).toBeGreaterThan(10);
    expect(unstored).toBeGreaterThan(10);
  });

  it("name no line, though the items came from lines", () => {
    const out = remainingOf({
      items: [user, reasoning("rs_1", "blob"), said("bad_3")],
      models: [],
      api: "responses",
    });
    expect(out?.count).toBe(1);
    expect(out?.got).toBe(out?.want);
  });

  it("leave out what only a recorded model made foreign (another model's compaction)", () => {
    // With records, preflight reports the compaction as foreign; without, it does not.
    const out = remainingOf({
      items: [user, compaction("cmp_1"), said("msg_1")],
      models: [undefined, "m1", "m1"],
      api: "responses",
      model: "m2",
    });
    expect(out?.count).toBe(0);
    expect(out?.got).toBe(out?.want);
    // The same with --family: the foreign rule runs either way, and reads the models only with records.
    const family = remainingOf({
      items: [user, compaction("cmp_1"), said("msg_1")],
      models: [undefined, "m1", "m1"],
      api: "responses",
      model: "m2",
      family: "openai",
    });
    expect(family?.count).toBe(0);
    expect(family?.got).toBe(family?.want);
  });

  it("leave out what only a recorded model made foreign, for Anthropic (another model's thinking)", () => {
    // The thinking goes with the call it came before: the late pass keeps it, the report does not.
    const items = [user, thinking, said("msg_1")];
    const out = remainingOf({
      items,
      models: [undefined, "m1", "m1"],
      api: "anthropic",
      model: "m2",
    });
    expect(out?.count).toBe(0);
    expect(out?.got).toBe(out?.want);
  });

  it("follow the late pass's removal (reasoning left last once the last is removed)", () => {
    // The first pass removes the last reasoning; the late one the reasoning then left last.
    const out = remainingOf({
      items: [user, reasoning("rs_1", "blob"), reasoning("rs_3", "blob")],
      models: [],
      api: "responses",
    });
    expect(out?.report.removed).toHaveLength(2);
    expect(out?.got).toBe(out?.want);
  });

  it("leave unstored references to withoutUnstored, which reports them by line", () => {
    // The first removal pass runs in its place only where it finds no unstored reference.
    const out = remainingOf({
      items: [user, reasoning("rs_2"), said("msg_1")],
      models: [],
      api: "responses",
    });
    expect(out?.report.unstoredRemoved).toEqual([{ index: 1, line: 3 }]);
    expect(out?.report.removed).toEqual([]);
  });
});
