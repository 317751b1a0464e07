// `fix --in-place` of a host session too large to hold (bindings/cli/in-place-streamed.ts): the
// streamed host fix written beside the file, then the backup and the rename. On every host's
// poisoned session, every example and corpus session (cut into the smallest pieces), its bytes,
// backup and report are the whole-file path's; where a piece cannot decide, nothing is written
// and the whole-file path runs. A clean session, a dry run and a file changed while fixed write
// nothing (no backup, no temporary file left).
import * as fs from "node:fs";
import {
  appendFileSync,
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { fixInPlace, type InPlaceReport } from "../../bindings/cli/in-place.js";
import { fixInPlaceStreamed } from "../../bindings/cli/in-place-streamed.js";
import * as hostFix from "../../bindings/cli/stream/host-fix.js";
import { hasCorpus } from "../support/corpus.js";
import {
  claudeCodeLog,
  codexLegacyLog,
  codexLog,
  type HostLog,
  logText,
  type Poison,
  piLog,
  poisonClaudeCode,
  poisonCodex,
  poisonPi,
  sessionFile,
} from "../support/host-logs.js";
import { built, cli, log } from "./run.js";
import {
  exampleAndCorpusLogs,
  fixOptionsAt,
  responses,
  reusingKeys,
  streamedProperty,
} from "./stream-support.js";

vi.mock("../../bindings/cli/stream/host-fix.js", { spy: true });
// A file system without hard links, where a test says so: the backup is then copied.
vi.mock("node:fs", async (original) => {
  const real = await original<typeof import("node:fs")>();
  return { ...real, linkSync: vi.fn(real.linkSync) };
});

// Claude Code and pi records get random ids: the same ones in both runs.
let uuids = 0;
vi.spyOn(globalThis.crypto, "randomUUID").mockImplementation(
  () => `00000000-0000-4000-8000-${String(uuids++).padStart(12, "0")}` as const,
);

// One clock for both paths (the backups' names), after the copies' times (a minute ago).
const T = Date.now();
const NOW = () => T;
// Every file streams; the smallest pieces where a test says so (a clean Claude Code session's
// server tool result in a piece after its call's falls back: the whole drops no such result).
const STREAMED = { streamMinBytes: 0, now: NOW };
const SMALLEST = { streamPiece: 1 };

/** Two copies of `text` (or of the file `from`), each alone in its folder, last changed a minute ago. */
function twoCopies(text: string | undefined, from?: string): [string, string] {
  const copy = () => {
    if (text !== undefined) return sessionFile(text);
    const file = join(mkdtempSync(join(tmpdir(), "clinker-in-place-")), basename(from as string));
    copyFileSync(from as string, file);
    const old = Date.now() / 1000 - 60;
    utimesSync(file, old, old);
    return file;
  };
  return [copy(), copy()];
}

// What the two paths report alike: every field but the file's own paths.
const comparable = (r: InPlaceReport) => ({
  ...r,
  file: basename(r.file),
  backup: r.backup && basename(r.backup).replace(/^.*\.bak-/, "bak-"),
  conversations: r.conversations.map((c) => ({ ...c, file: "", output: "" })),
});

/** Both paths on copies of one log: the streamed run's report (undefined: it fell back) and files. */
async function runBoth(text: string | undefined, options = {}, from?: string) {
  const [whole, streamed] = twoCopies(text, from);
  const original = readFileSync(whole);
  uuids = 0;
  const wholeReport = fixInPlace(whole, { now: NOW, ...options });
  uuids = 0;
  const streamedReport = await fixInPlaceStreamed(streamed, { ...STREAMED, ...options });
  return { whole, streamed, original, wholeReport, streamedReport };
}

const HOSTS: { name: string; log: () => HostLog; poison: (l: HostLog, p: Poison) => HostLog }[] = [
  { name: "claude-code", log: claudeCodeLog, poison: poisonClaudeCode },
  { name: "codex-rollout", log: codexLog, poison: poisonCodex },
  { name: "codex-rollout-legacy", log: codexLegacyLog, poison: poisonCodex },
  { name: "pi-session", log: piLog, poison: poisonPi },
];

describe("fix --in-place streamed, a Claude Code session with sidechains", () => {
  // The "Warmup" exchange Claude Code 2.x opens a session with, on a sidechain of its own.
  const warmup = [
    { content: "Warmup", role: "user", uuid: "be35b3fe-896e-43bc-b664-f6e3a5678751", parent: null },
    {
      content: [{ type: "text", text: "Ready." }],
      role: "assistant",
      uuid: "be35b3fe-896e-43bc-b664-f6e3a5678752",
      parent: "be35b3fe-896e-43bc-b664-f6e3a5678751",
    },
  ].map((r, k) =>
    JSON.stringify({
      parentUuid: r.parent,
      isSidechain: true,
      sessionId: "5f1b2c3d-0000-4000-8000-000000000001",
      type: r.role,
      message: {
        role: r.role,
        content: r.content,
        ...(r.role === "assistant" ? { model: "claude-haiku-4-5" } : {}),
      },
      uuid: r.uuid,
      timestamp: `2026-01-02T09:59:5${k}.000Z`,
    }),
  );

  it("streams, leaves the sidechain's lines as they are and reports each conversation as the whole-file path", async () => {
    const text = `${warmup.join("\n")}\n${logText(poisonClaudeCode(claudeCodeLog(), "missing-result"))}`;
    const run = await runBoth(text);
    expect(run.streamedReport, "streamed").toBeDefined();
    const report = run.streamedReport as InPlaceReport;
    expect(comparable(report)).toEqual(comparable(run.wholeReport));
    expect(report.conversations.map((c) => [c.conversation, c.ok])).toEqual([
      ["sidechain:be35b3fe", true],
      ["main", true],
    ]);
    expect(report.changed).toBe(true);
    const fixed = readFileSync(run.streamed, "utf8");
    expect(fixed).toBe(readFileSync(run.whole, "utf8"));
    expect(fixed.startsWith(`${warmup.join("\n")}\n`)).toBe(true);
  });
});

describe.each(HOSTS)("fix --in-place streamed, $name", (host) => {
  it("repairs a call left without its result as the whole-file path does, backup included", async () => {
    const text = logText(host.poison(host.log(), "missing-result"));
    const run = await runBoth(text);
    expect(run.streamedReport, "streamed").toBeDefined();
    const report = run.streamedReport as InPlaceReport;
    expect(report).toMatchObject({ changed: true, ok: true, format: host.name });
    expect(comparable(report)).toEqual(comparable(run.wholeReport));
    expect(readFileSync(run.streamed, "utf8")).toBe(readFileSync(run.whole, "utf8"));
    expect(readFileSync(report.backup as string)).toEqual(run.original);
    expect(readdirSync(dirname(run.streamed)).sort()).toEqual(
      [basename(run.streamed), basename(report.backup as string)].sort(),
    );
  });

  it.each([
    ["a hard link to the bytes read", false],
    ["a copy where the file system has no hard links", true],
  ])("makes the backup as %s", async (_, noLinks) => {
    if (noLinks)
      vi.mocked(fs.linkSync).mockImplementationOnce(() => {
        throw Object.assign(new Error("EPERM"), { code: "EPERM" });
      });
    const [file] = twoCopies(logText(host.poison(host.log(), "missing-result")));
    const [original, inode] = [readFileSync(file), statSync(file).ino];
    const report = (await fixInPlaceStreamed(file, STREAMED)) as InPlaceReport;
    expect(report).toMatchObject({ ok: true, changed: true });
    expect(readFileSync(report.backup as string)).toEqual(original);
    expect(statSync(report.backup as string).ino === inode).toBe(!noLinks);
  });

  it("a dry run reports what the whole-file path's does and writes nothing", async () => {
    const text = logText(host.poison(host.log(), "missing-result"));
    const run = await runBoth(text, { dryRun: true });
    expect(comparable(run.streamedReport as InPlaceReport)).toEqual(comparable(run.wholeReport));
    expect(readFileSync(run.streamed)).toEqual(run.original);
    expect(readdirSync(dirname(run.streamed))).toEqual([basename(run.streamed)]);
  });

  it("a clean session: nothing changed, no backup, no temporary file", async () => {
    const run = await runBoth(logText(host.log()));
    expect(run.streamedReport).toMatchObject({ changed: false, ok: true });
    expect(run.streamedReport?.backup).toBeUndefined();
    expect(readFileSync(run.streamed)).toEqual(run.original);
    expect(readdirSync(dirname(run.streamed))).toEqual([basename(run.streamed)]);
  });
});

describe("fix --in-place streamed, a JSON lines log of Responses items or Chat messages", () => {
  const { call, out, user } = responses;
  const reasoning = { type: "reasoning", summary: [], encrypted_content: "gAAAA" };
  const lines = (items: object[]) => items.map((i) => `${JSON.stringify(i)}\n`).join("");
  const cases: [string, object[]][] = [
    ["a call left without its output", [user("a"), call("a"), user("b"), call("b"), out("b")]],
    ["an orphan output", [user("a"), call("a"), out("a"), out("zz"), user("b")]],
    ["an output after the next turn", [user("a"), call("a"), user("b"), out("a"), user("c")]],
    [
      "parallel calls, one answered",
      [user("a"), reasoning, call("a"), call("b"), out("b"), user("c")],
    ],
    [
      "the library's meta line first",
      [{ type: "clinker-transcript.meta", family: "openai" }, user("a"), call("a"), user("b")],
    ],
  ];
  it.each(cases)("%s: the whole-file path's bytes and report", async (_, items) => {
    for (const piece of [{}, SMALLEST]) {
      const run = await runBoth(lines(items), piece);
      if (run.streamedReport === undefined) continue; // fell back: the whole-file path ran
      expect(comparable(run.streamedReport)).toEqual(comparable(run.wholeReport));
      expect(readFileSync(run.streamed, "utf8")).toBe(readFileSync(run.whole, "utf8"));
    }
  });
  it("writes the whole-file path's bytes and report on generated transcripts, in pieces of 1 to 3 items", async () => {
    await streamedProperty(20261206, async (items, piece, at) => {
      const run = await runBoth(lines(items), { ...fixOptionsAt(at), streamPiece: piece });
      if (run.streamedReport === undefined) return false;
      expect(comparable(run.streamedReport)).toEqual(comparable(run.wholeReport));
      expect(readFileSync(run.streamed, "utf8")).toBe(readFileSync(run.whole, "utf8"));
      return true;
    });
  });

  it("writes the whole-file path's bytes and report on generated Chat logs, their keys used again or not", async () => {
    let chat = 0;
    for (const vocabulary of [(items: readonly object[]) => [...items], reusingKeys])
      await streamedProperty(
        20261209,
        async (items, piece, at) => {
          const run = await runBoth(lines(items), { ...fixOptionsAt(at), streamPiece: piece });
          if (run.streamedReport === undefined) return false;
          if (run.streamedReport.format === "chat-jsonl") chat++;
          expect(comparable(run.streamedReport)).toEqual(comparable(run.wholeReport));
          expect(readFileSync(run.streamed, "utf8")).toBe(readFileSync(run.whole, "utf8"));
          return true;
        },
        undefined,
        vocabulary as (items: readonly Record<string, unknown>[]) => Record<string, unknown>[],
      );
    expect(chat).toBeGreaterThan(20); // most generated logs start with a Chat message
  });

  it("streams a call left without its output in the smallest pieces", async () => {
    const run = await runBoth(lines(cases[0][1]), SMALLEST);
    expect(run.streamedReport).toMatchObject({
      changed: true,
      ok: true,
      format: "responses-jsonl",
    });
  });
});

describe("fix --in-place streamed, where it cannot or must not write", () => {
  it("removes an orphan result's Claude Code record as the whole-file path does, its child re-pointed", async () => {
    const text = logText(poisonClaudeCode(claudeCodeLog(), "orphan-result"));
    const run = await runBoth(text);
    expect(run.streamedReport, "streamed").toBeDefined();
    const report = run.streamedReport as InPlaceReport;
    expect(report).toMatchObject({ changed: true, ok: true, format: "claude-code" });
    expect(comparable(report)).toEqual(comparable(run.wholeReport));
    expect(readFileSync(run.streamed, "utf8")).toBe(readFileSync(run.whole, "utf8"));
    expect(readFileSync(run.streamed, "utf8").split("\n").length).toBeLessThan(
      text.split("\n").length,
    );
  });

  it("falls back, writing nothing, where a piece cannot decide as the whole (a pi entry left out that an entry before it names)", async () => {
    const poisoned = poisonPi(piLog(), "orphan-result");
    const orphan = poisoned.records.findIndex((r) => JSON.stringify(r).includes('"toolResult"'));
    const label = { type: "label", targetId: poisoned.records[orphan].id };
    const records = [
      ...poisoned.records.slice(0, orphan),
      label,
      ...poisoned.records.slice(orphan),
    ];
    const text = logText({ records });
    const [file] = twoCopies(text);
    const before = readFileSync(file);
    expect(await fixInPlaceStreamed(file, STREAMED)).toBeUndefined();
    expect(readFileSync(file)).toEqual(before);
    expect(readdirSync(dirname(file))).toEqual([basename(file)]);
  });

  it.each([
    [false, /changed while it was being fixed/],
    [true, /changed while it was read/],
  ])(
    "refuses a file changed while it was fixed (dry run: %s): no backup, no temporary file",
    async (dryRun, message) => {
      const text = logText(poisonCodex(codexLog(), "missing-result"));
      const [file] = twoCopies(text);
      const real = hostFix.hostFixRun;
      vi.mocked(hostFix.hostFixRun).mockImplementationOnce(async (f, o) => {
        const run = await real(f, o);
        if (!run) return run;
        const chunks = run.chunks;
        // The host writes a line while the fix reads: the file's size and time change.
        run.chunks = (async function* () {
          for await (const chunk of chunks) yield chunk;
          appendFileSync(file, '{"type":"event_msg"}\n');
        })();
        return run;
      });
      const report = await fixInPlaceStreamed(file, { ...STREAMED, dryRun });
      expect(report?.error?.message).toMatch(message);
      expect(report?.backup).toBeUndefined();
      expect(readFileSync(file, "utf8")).toBe(`${text}{"type":"event_msg"}\n`);
      expect(readdirSync(dirname(file))).toEqual([basename(file)]);
    },
  );

  it("refuses a file changed in the last seconds unless --force", async () => {
    const text = logText(poisonCodex(codexLog(), "missing-result"));
    const file = sessionFile(text);
    const recent = { ...STREAMED, now: () => Date.now() };
    utimesSync(file, new Date(), new Date());
    expect((await fixInPlaceStreamed(file, recent))?.error?.message).toMatch(/modified .* ago/);
    expect(await fixInPlaceStreamed(file, { ...recent, force: true })).toMatchObject({ ok: true });
  });
});

describe("fix --in-place streamed on the example and corpus sessions", () => {
  if (!hasCorpus) it.skip("corpus logs (../shared/corpus absent)", () => {});
  it.each(exampleAndCorpusLogs())("gives the whole-file path's result on %s", async (log) => {
    const run = await runBoth(undefined, SMALLEST, log);
    if (run.streamedReport === undefined) return; // the whole-file path ran: the same by definition
    expect(comparable(run.streamedReport)).toEqual(comparable(run.wholeReport));
    expect(readFileSync(run.streamed, "utf8")).toBe(readFileSync(run.whole, "utf8"));
  });
});

describe.skipIf(!built)("fix --in-place --stream-min-mb on the command line", () => {
  it("writes the whole-file path's bytes and report, worker threads planning", () => {
    const [whole, streamed] = twoCopies(undefined, log("codex-ends-mid-call.jsonl"));
    const run = (file: string, min: string) =>
      cli(["fix", file, "--in-place", "--json", "--stream-min-mb", min]);
    const [a, b] = [run(whole, "1024"), run(streamed, "0")];
    expect([a.code, b.code]).toEqual([0, 0]);
    const report = (r: typeof a) => comparable(JSON.parse(r.stdout) as InPlaceReport);
    expect({ ...report(b), backup: "" }).toEqual({ ...report(a), backup: "" });
    expect(readFileSync(streamed, "utf8")).toBe(readFileSync(whole, "utf8"));
    expect(readdirSync(dirname(streamed))).toHaveLength(2); // the file and its backup
  });
});
