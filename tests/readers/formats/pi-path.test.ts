// The branch pi resumes, entry by entry, as pi-coding-agent's buildSessionContext walks it: from
// the last entry up its parentId links; a session below format 2 is chained in file order.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PiPath, piDeadEntries } from "../../../bindings/readers/formats/pi-path.js";

const header = (version?: number) => ({
  type: "session",
  id: "s",
  ...(version ? { version } : {}),
});
// Which entries the path from the last one reaches, by entry number (1: on it).
const pathEntries = (lines: Record<string, unknown>[]) => {
  const path = new PiPath();
  lines.forEach((line, index) => path.entry(line, { index }));
  return [...path.live()];
};
const e = (id: string, parentId: string | null, type = "message") => ({ type, id, parentId });

describe("piDeadEntries", () => {
  it("is empty for a chain, and names the entries off the path from the last entry", () => {
    expect(piDeadEntries([header(3), e("a", null), e("b", "a"), e("c", "b")])).toEqual(new Set());
    const forked = [header(3), e("a", null), e("b", "a"), e("c", "b"), e("d", "a"), e("x", "d")];
    expect(piDeadEntries(forked)).toEqual(new Set(["b", "c"]));
  });

  it("follows the last entry whatever its type, and a root the user started again from", () => {
    const label = [header(3), e("a", null), e("b", "a"), e("c", "a"), e("l", "b", "label")];
    expect(piDeadEntries(label)).toEqual(new Set(["c"]));
    expect(piDeadEntries([header(3), e("a", null), e("b", "a"), e("c", null)])).toEqual(
      new Set(["a", "b"]),
    );
  });

  it("chains a session of no version or version 1 in file order, as pi migrates it", () => {
    const forked = [e("a", null), e("b", "a"), e("c", "a")];
    expect(piDeadEntries([header(), ...forked])).toEqual(new Set());
    expect(piDeadEntries([header(1), ...forked])).toEqual(new Set());
    expect(piDeadEntries([header(2), ...forked])).toEqual(new Set(["b"]));
  });

  it("reaches the last entry of a repeated id, keeps an id either entry of which is live, and ends at a cycle", () => {
    const repeated = [header(3), e("a", null), e("b", "a"), e("a", "b"), e("c", "a"), e("d", "b")];
    // d → b → a (the second a) → b: a cycle; c is off the path.
    expect(piDeadEntries(repeated)).toEqual(new Set(["c"]));
    // No entry branches, but an id repeats: its first entry is on no path (pi's index keeps the last).
    const chained = [header(3), e("a", null), e("b", "a"), e("a", "b"), e("c", "a")];
    expect(pathEntries(chained)).toEqual([0, 1, 1, 1]);
    const noId = [header(3), e("a", null), { type: "message" }, e("b", "a"), e("c", "a")];
    expect(piDeadEntries(noId)).toEqual(new Set(["b"]));
  });
});

// pi's own walk (buildSessionContext over its byId map, which keeps the last entry of an id), for
// the property below: the path from the last entry, ended where it closes a cycle.
function piWalk(lines: { id?: unknown; parentId?: unknown }[]): number[] {
  const byId = new Map<unknown, number>();
  lines.forEach((line, entry) => byId.set(line.id, entry));
  const live = lines.map(() => 0);
  for (let at: number | undefined = lines.length - 1; at !== undefined && at >= 0; ) {
    if (live[at] === 1) break;
    live[at] = 1;
    const parent: unknown = lines[at].parentId;
    at = typeof parent === "string" ? byId.get(parent) : undefined;
  }
  return live;
}

describe("PiPath", () => {
  it("walks what pi walks: ids of pi's 8 hex digits, uuids and other strings, repeated, named before their entry or never (fixed seed)", () => {
    const pool = [
      "0a1b2c3d",
      "ffffffff",
      "0A1B2C3D",
      "e1",
      "",
      "0a1b2c3d-5a5a-5a5a-5a5a-5a5a5a5a5a5a",
      "123e4567-e89b-42d3-a456-426614174000",
    ];
    const id = fc.oneof(
      fc.constantFrom(...pool),
      fc.nat(40).map((k) => k.toString(16).padStart(8, "0")),
    );
    const line = fc.record({ id, parentId: fc.oneof(id, fc.constant(null)) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 60 }), (lines) => {
        expect(pathEntries([header(3), ...lines])).toEqual(piWalk(lines));
      }),
      { seed: 20261207, numRuns: 500 },
    );
  });
});
