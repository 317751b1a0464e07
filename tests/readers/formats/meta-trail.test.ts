import { describe, expect, it } from "vitest";
import { MetaTrail } from "../../../bindings/readers/formats/meta-trail.js";
import { assignMeta } from "../../../bindings/readers/sink.js";
import type { TranscriptMeta } from "../../../bindings/readers/types.js";

// Records 0-5 as a first read notes them: what each hands the meta.
const noted: [number, Record<string, unknown> | undefined][] = [
  [0, { sessionId: "s1", model: "m-a" }],
  [1, { family: "openai" }],
  [2, undefined],
  [3, { model: "m-b", family: 7 }],
  [4, { sessionId: "s2" }],
  [5, { model: "m-c", family: "anthropic" }],
];

function trail(): MetaTrail {
  const t = new MetaTrail();
  for (const [record, fields] of noted) t.note(record, fields as never);
  return t;
}

// The meta a sink ends with when handed the records before `end` but `leftOut`, as sink.ts merges.
function merged(end: number, leftOut: ReadonlySet<number>): Partial<TranscriptMeta> {
  const meta = { compactions: [] } as unknown as TranscriptMeta;
  for (const [record, fields] of noted)
    if (record < end && !leftOut.has(record) && fields) assignMeta(meta, fields as never);
  const { compactions: _, ...rest } = meta as TranscriptMeta & Record<string, unknown>;
  return rest;
}

describe("MetaTrail", () => {
  const cases: [number, number[]][] = [
    [6, []],
    [6, [5]],
    [6, [5, 3]],
    [5, [1]],
    [4, [0]],
    [2, []],
    [1, [0]],
  ];

  it.each(cases)("hands the meta the records before %i but %j merge to", (end, out) => {
    const leftOut = new Set(out);
    expect(trail().before(end, leftOut)).toEqual(merged(end, leftOut));
  });

  it.each(cases)("ends with the model and family of the records but those left out", (_, out) => {
    const leftOut = new Set(out);
    const { model, family } = merged(Number.MAX_SAFE_INTEGER, leftOut) as Record<string, string>;
    const expected = { ...(model ? { model } : {}), ...(family ? { family } : {}) };
    expect(trail().ending(leftOut)).toEqual(expected);
  });
});
