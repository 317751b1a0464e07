// links.ts's `mentions` is the host writer's filter before parsing a line: a line it passes over is
// copied as its bytes, so it must say yes wherever the parsed record's links would change. Checked
// on generated records (Claude Code's and pi's link fields), written as JSON.stringify writes them,
// with spaces, with escaped keys and ids, and with the ids elsewhere in the text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TreeLink } from "../../../bindings/readers/host/adapter.js";
import { claudeCodeHost } from "../../../bindings/readers/host/claude-code.js";
import { Links } from "../../../bindings/readers/host/links.js";
import { piSessionHost } from "../../../bindings/readers/host/pi-session.js";

// One id holds a slash, which a writer may escape as \/ (JSON allows it).
const IDS = ["a1", "b2", "c3", "d4", "e5", "f/6"];

/** `text` with every letter of `word` (where `text` holds it) spelled as a \u escape. */
const escaped = (text: string, word: string) =>
  text.replaceAll(
    word,
    [...word].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join(""),
  );

const spellings = [
  (r: object) => JSON.stringify(r),
  (r: object) => JSON.stringify(r, null, 1),
  (r: object, field: string) => escaped(JSON.stringify(r), field),
  (r: object, _: string, id: string) => escaped(JSON.stringify(r), id),
  (r: object) => JSON.stringify(r).replaceAll("/", "\\/"),
];

function links(link: TreeLink, removed: string[], pending: [string, string][]): Links {
  const l = new Links(link, new Map(removed.map((id, k) => [id, IDS[(k + 1) % IDS.length]])));
  for (const [anchor, tail] of pending) l.inserted(anchor, tail);
  return l;
}

describe.each([
  ["Claude Code", claudeCodeHost.link as TreeLink],
  ["pi", piSessionHost.link as TreeLink],
])("Links.mentions on %s's fields", (_, link) => {
  const fields = [link.parent, ...(link.refs ?? []), ...(link.rangeStarts ?? [])];
  const id = fc.constantFrom(...IDS);

  it("says yes wherever the record's links change", () => {
    const record = fc.dictionary(fc.constantFrom(...fields, "text", "message"), id, { maxKeys: 4 });
    fc.assert(
      fc.property(
        record,
        fc.uniqueArray(id, { maxLength: 3 }),
        fc.array(fc.tuple(id, id), { maxLength: 2 }),
        fc.nat(spellings.length - 1),
        fc.constantFrom(...fields),
        (r, removed, pending, spelling, field) => {
          const own = { [link.id]: "self", ...r };
          const text = spellings[spelling](own, field, Object.values(r)[0] ?? "a1");
          const changes = links(link, removed, pending).changes(JSON.parse(text));
          if (changes.size > 0) expect(links(link, removed, pending).mentions(text)).toBe(true);
        },
      ),
      { numRuns: 2000, seed: 20261205 },
    );
  });

  it("says no where the removed ids stand outside the link fields", () => {
    const l = links(link, ["a1", "b2"], [["c3", "d4"]]);
    const text = JSON.stringify({ [link.parent]: "e5", text: "a1 b2 c3", nested: { x: "a1" } });
    expect(l.mentions(text)).toBe(false);
    expect(l.mentions(JSON.stringify({ [link.parent]: "a1" }))).toBe(true);
    expect(l.mentions(JSON.stringify({ [fields[fields.length - 1]]: "c3" }))).toBe(true);
  });
});
