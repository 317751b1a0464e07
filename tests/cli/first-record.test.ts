// `fix` decides a log is a host session from the line its reader starts from, not the file's first
// line: a session that opens with a byte order mark or a blank line (or, with --lenient, a line
// that is not JSON) is written back as the session, its opening bytes kept, as the same session
// without them is; it used to be refused as a lossy items output while `check` read it as a
// session. A session whose first line is of a type newer than the reader's (`permission-mode`)
// was read as Responses items by both, every item removed as of an unknown type.
import { readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { firstRecordLineOf } from "../../bindings/cli/file-head.js";
import { fixToOutput } from "../../bindings/cli/host-copy.js";
import { sniffLineFormat } from "../../bindings/cli/host-records.js";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import * as plan from "../../bindings/cli/stream/plan.js";
import * as rescan from "../../bindings/cli/stream/rescan.js";
import { REPAIR } from "../properties/transcripts.js";
import { claudeSession, piSession, rollout } from "./host-sessions.js";
import { tempDir } from "./run.js";
import { numberedUuids } from "./stream-support.js";

vi.mock("../../bindings/cli/stream/plan.js", { spy: true });
vi.mock("../../bindings/cli/stream/rescan.js", { spy: true });

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const uuids = numberedUuids();

let n = 0;
const file = (text: string) => {
  const path = join(dir, `in-${n++}.jsonl`);
  writeFileSync(path, text);
  return path;
};

describe("the line a reader starts from", () => {
  const record = '{"type":"user"}';
  it.each([
    ["a byte order mark", `\ufeff${record}\nrest`, false, record],
    ["blank lines", `\n  \r\n\t\n${record}\r\nrest`, false, `${record}\r`],
    ["no newline after it", `\n${record}`, false, record],
    ["a line that is not JSON", `{"type":"us\n${record}\n`, false, '{"type":"us'],
    ["a line that is not JSON, lenient", `{"type":"us\nnull x\n${record}\n`, true, record],
    ["only blank lines", "\n \n", false, undefined],
  ])("is found past %s", (_, text, lenient, line) => {
    expect(firstRecordLineOf(file(text), { lenient })).toBe(line);
  });

  it("is not looked for past max characters", () => {
    const path = file(`\n\n${record}\n`);
    expect(firstRecordLineOf(path, { max: 2 + record.length })).toBe(record);
    expect(firstRecordLineOf(path, { max: 1 + record.length })).toBeUndefined();
  });

  it("names the session's format past its opening bytes", () => {
    const session = claudeSession(3);
    expect(sniffLineFormat(file(`\ufeff\n${session}`))).toBe("claude-code");
    expect(sniffLineFormat(file(`junk\n${session}`))).toBeUndefined();
    expect(sniffLineFormat(file(`junk\n${session}`), undefined, true)).toBe("claude-code");
  });
});

const HOSTS = [
  ["Claude Code session", "claude-code", () => claudeSession(30)],
  ["Codex rollout", "codex-rollout", () => rollout(30)],
  ["pi session", "pi-session", () => piSession(30)],
] as const;

const OPENINGS = [
  ["a byte order mark", "\ufeff", false],
  ["a blank line", "\n", false],
  ["a line of spaces ended by CRLF", "  \r\n", false],
  ["a line cut short, --lenient", '{"parentUuid":null,"type":"us\n', true],
] as const;

// `fix -o` of `text` (streamed in pieces of 3 items, or whole): the report and the bytes written.
async function fixed(text: string, lenient: boolean, streamMinBytes: number) {
  const output = join(dir, `out-${n++}.jsonl`);
  uuids.reset();
  const options = { output, repairText: REPAIR, streamMinBytes, streamPiece: 3, lenient };
  const report = await fixToOutput(file(text), options);
  return { report, bytes: report.error ? undefined : readFileSync(output, "utf8") };
}

describe.each(HOSTS)("fix -o of a %s with opening bytes its reader skips", (_, format, make) => {
  it.each(OPENINGS)(
    "writes the session after %s, those bytes kept",
    async (_, opening, lenient) => {
      const text = `${make()}\n`;
      for (const streamMinBytes of [Number.POSITIVE_INFINITY, 0]) {
        const plain = await fixed(text, lenient, streamMinBytes);
        const opened = await fixed(`${opening}${text}`, lenient, streamMinBytes);
        expect(opened.report.error).toBeUndefined();
        expect(opened.report).toMatchObject({ format, to: format, ok: true });
        expect(opened.report.repairs.length).toBe(plain.report.repairs.length);
        expect(plain.report.repairs.length).toBeGreaterThan(0);
        expect(opened.bytes).toBe(`${opening}${plain.bytes}`);
      }
    },
  );
});

describe("fix -o of a Claude Code session that opens with a line of a newer version's type", () => {
  it("writes the session, the line kept as it is, on both paths", async () => {
    const opening = '{"type":"permission-mode","permissionMode":"default","sessionId":"s"}\n';
    const text = `${claudeSession(30)}\n`;
    for (const streamMinBytes of [Number.POSITIVE_INFINITY, 0]) {
      const plain = await fixed(text, false, streamMinBytes);
      const opened = await fixed(`${opening}${text}`, false, streamMinBytes);
      expect(opened.report).toMatchObject({ format: "claude-code", to: "claude-code", ok: true });
      expect(opened.bytes).toBe(`${opening}${plain.bytes}`);
    }
  });
});

describe("fix -o of a Claude Code session with opening bytes its reader skips, streamed", () => {
  it.each(OPENINGS)(
    "reads it once after %s, as the same session without them",
    async (_, opening, lenient) => {
      vi.mocked(plan.planStream).mockClear();
      vi.mocked(rescan.rescan).mockClear();
      const run = await fixed(`${opening}${claudeSession(30)}\n`, lenient, 0);
      expect(run.report.ok).toBe(true);
      expect(vi.mocked(plan.planStream)).not.toHaveBeenCalled();
      expect(vi.mocked(rescan.rescan)).toHaveBeenCalledTimes(1);
    },
  );
});

describe.each([
  ["whole", Number.POSITIVE_INFINITY],
  ["streamed", 0],
])("fix --in-place (%s) of a session with opening bytes its reader skips", (_, streamMinBytes) => {
  it.each(OPENINGS)(
    "rewrites it in its own format after %s, those bytes kept",
    async (_, opening, lenient) => {
      const path = file(`${opening}${claudeSession(30)}\n`);
      const old = Date.UTC(2026, 10, 30) / 1000; // not a session the host is still writing
      utimesSync(path, old, old);
      uuids.reset();
      const now = () => Date.UTC(2026, 11, 1);
      const report = await fixInPlace(path, { repairText: REPAIR, now, lenient, streamMinBytes });
      expect(report.error).toBeUndefined();
      expect(report).toMatchObject({ format: "claude-code", ok: true });
      const plain = await fixed(`${claudeSession(30)}\n`, lenient, streamMinBytes);
      expect(readFileSync(path, "utf8")).toBe(`${opening}${plain.bytes}`);
    },
  );
});
