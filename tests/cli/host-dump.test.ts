// A Claude Code session dumped as one JSON array of its records (what a Stop hook writes) is the
// user's session file as much as the JSON lines log (and either is found whatever the size of its
// first record): `fix -o` and `fix --in-place` write it back
// as the array it was (each record the fix did not touch as its original text, a repair record
// laid out as the dump lays out its records), with the same records the JSON lines log gets, and
// an items output names the records it would lose.
import { copyFileSync, existsSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir, describeCorpus } from "../support/corpus.js";
import { claudeCodeLog, logText, type Poison, poisonClaudeCode } from "../support/host-logs.js";
import { built, cli, tempDir } from "./run.js";

type Rec = Record<string, any>;

const POISONS: Poison[] = ["missing-result", "orphan-result", "orphan-server-result"];
const LAYOUTS = [
  { name: "indented by two spaces", dump: (r: Rec[]) => `${JSON.stringify(r, null, 2)}\n` },
  {
    name: "tabs after a byte-order mark",
    dump: (r: Rec[]) => `\ufeff${JSON.stringify(r, null, "\t")}`,
  },
  { name: "one line", dump: (r: Rec[]) => JSON.stringify(r) },
  // Spaced by hand, as no JSON.stringify writes it: only the original text gives it back.
  {
    name: "spaced by hand",
    dump: (r: Rec[]) =>
      `[ ${r.map((x) => JSON.stringify(x).replaceAll('","', '", "')).join(" ,\n ")} ]`,
  },
];

const parseDump = (text: string): Rec[] => JSON.parse(text.replace(/^\ufeff/, ""));
const parseLines = (text: string): Rec[] =>
  text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

// Records with the ids the fix made (random) named by their order of first sight.
function normalized(records: Rec[], known: ReadonlySet<string>): Rec[] {
  const names = new Map<string, string>();
  const name = (id: string) => {
    if (known.has(id)) return id;
    if (!names.has(id)) names.set(id, `new-${names.size}`);
    return names.get(id) as string;
  };
  return records.map((r) => ({
    ...r,
    uuid: typeof r.uuid === "string" ? name(r.uuid) : r.uuid,
    parentUuid: typeof r.parentUuid === "string" ? name(r.parentUuid) : r.parentUuid,
  }));
}

function write(dir: string, name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  const old = Date.now() / 1000 - 60; // last changed a minute ago: the host is done with it
  utimesSync(file, old, old);
  return file;
}

describe.skipIf(!built)("a Claude Code session dumped as a JSON array", () => {
  for (const poison of POISONS)
    for (const layout of LAYOUTS)
      it(`fix -o and --in-place write it back as the array (${poison}, ${layout.name})`, () => {
        const dir = tempDir();
        const records = poisonClaudeCode(claudeCodeLog(), poison).records;
        const known = new Set(records.map((r) => r.uuid as string));
        const text = layout.dump(records);
        const dump = write(dir, "dump.json", text);
        const lines = write(dir, "session.jsonl", logText({ records }));

        const fixed = cli(["fix", "--json", dump, "-o", join(dir, "out.json")]);
        expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
        expect(JSON.parse(fixed.stdout)).toMatchObject({ to: "claude-code", ok: true });
        const out = readFileSync(join(dir, "out.json"), "utf8");
        expect(out.startsWith("\ufeff")).toBe(text.startsWith("\ufeff"));
        expect(out.endsWith("\n")).toBe(text.endsWith("\n"));
        expect(cli(["check", join(dir, "out.json")]).code).toBe(0);
        cli(["fix", lines, "-o", join(dir, "out.jsonl")]);
        const expected = parseLines(readFileSync(join(dir, "out.jsonl"), "utf8"));
        expect(normalized(parseDump(out), known)).toEqual(normalized(expected, known));

        // Each record the fix did not touch is its text in the dump, byte for byte.
        const inPlace = cli([
          "fix",
          "--json",
          "--in-place",
          copy(dump, join(dir, "in-place.json")),
        ]);
        expect(inPlace.code).toBe(0);
        const report = JSON.parse(inPlace.stdout);
        expect(report.lines.unit).toBe("record");
        const touched = new Set<number>([...report.lines.rewritten, ...report.lines.removed]);
        expect(report.lines.added.length + report.lines.removed.length).toBeGreaterThan(0);
        const after = readFileSync(join(dir, "in-place.json"), "utf8");
        expect(readFileSync(report.backup, "utf8")).toBe(text);
        expect(normalized(parseDump(after), known)).toEqual(normalized(expected, known));
        for (const [k, r] of records.entries()) {
          if (touched.has(k + 1)) continue;
          const own = layout
            .dump([r])
            .replace(/^\ufeff/, "")
            .trim()
            .slice(1, -1)
            .trim();
          expect(after.includes(own), `record ${k + 1} as it was`).toBe(true);
        }
        const said = cli(["fix", "--dry-run", "--force", copy(dump, join(dir, "dry.json"))]).stdout;
        expect(said).toMatch(/\(after record \d+\)|records (removed|rewritten)/);
        expect(said).not.toMatch(/after line|lines (removed|rewritten)/);

        // Streamed runs take it whole: the same records.
        const streamed = cli(["fix", dump, "--stream-min-mb", "0", "-o", join(dir, "s.json")]);
        expect(streamed.code).toBe(0);
        const again = parseDump(readFileSync(join(dir, "s.json"), "utf8"));
        expect(normalized(again, known)).toEqual(normalized(expected, known));
        const copied = copy(dump, join(dir, "s-in-place.json"));
        expect(cli(["fix", "--in-place", "--stream-min-mb", "0", copied]).code).toBe(0);
        expect(normalized(parseDump(readFileSync(copied, "utf8")), known)).toEqual(
          normalized(expected, known),
        );
      });

  // fix -o finds a session from its first record: one of any size the read takes, not a megabyte.
  for (const form of ["JSON lines", "a dump"] as const)
    it(`fix -o writes a session whose first record is 3 MB as the session (${form})`, () => {
      const dir = tempDir();
      const records = poisonClaudeCode(claudeCodeLog(), "missing-result").records;
      records[0] = { ...records[0], pasted: "x".repeat(3 * 1024 * 1024) };
      const text = form === "a dump" ? JSON.stringify(records, null, 2) : logText({ records });
      const file = write(dir, form === "a dump" ? "big.json" : "big.jsonl", text);
      const run = cli(["fix", "--json", file, "-o", join(dir, "out")]);
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ to: "claude-code", ok: true });
      const out = readFileSync(join(dir, "out"), "utf8");
      const written = form === "a dump" ? parseDump(out) : parseLines(out);
      expect(written.length).toBe(records.length + 1);
      expect(written[0].pasted.length).toBe(3 * 1024 * 1024);
    });

  it("--in-place on a JSON document that is no session says which formats it writes back", () => {
    const dir = tempDir();
    const body = { model: "gpt-5", input: [{ role: "user", content: "hi" }] };
    const file = write(dir, "body.json", JSON.stringify(body));
    const run = cli(["fix", "--in-place", file]);
    expect(run.code).toBe(2);
    expect(run.stdout + run.stderr).toContain(
      "a log in the json-array format is not written back in its own format (only claude-code,",
    );
    expect(readFileSync(file, "utf8")).toBe(JSON.stringify(body));
  });

  it("an items output is refused naming the dump's records, as for the JSON lines log", () => {
    const dir = tempDir();
    const records = claudeCodeLog().records;
    const dump = write(dir, "dump.json", JSON.stringify(records, null, 2));
    const refused = cli(["convert", "--to", "jsonl", dump, "-o", join(dir, "items.jsonl")]);
    expect(refused.code).toBe(2);
    const counts = new Map<string, number>();
    for (const r of records) counts.set(r.type, (counts.get(r.type) ?? 0) + 1);
    const said = refused.stdout + refused.stderr;
    for (const [type, n] of counts) expect(said).toContain(`${type} ${n}`);
    expect(existsSync(join(dir, "items.jsonl"))).toBe(false);
  });
});

const TEAMWORK = join(corpusDir, "anthropic", "teamwork-claude-code-2.1-logs-chat.json");

describeCorpus("a real Stop-hook dump", () => {
  it.skipIf(!built)("fix -o of a dump with nothing to fix writes it back byte for byte", () => {
    const out = join(tempDir(), "out.json");
    const run = cli(["fix", "--json", TEAMWORK, "-o", out]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ format: "claude-code", to: "claude-code" });
    expect(readFileSync(out)).toEqual(readFileSync(TEAMWORK));
  });
});

function copy(from: string, to: string): string {
  copyFileSync(from, to);
  const old = Date.now() / 1000 - 60;
  utimesSync(to, old, old);
  return to;
}
