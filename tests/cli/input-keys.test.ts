// Counters keyed by input (issue 30): item types, record types and call ids named like
// Object.prototype's members (`constructor`, `__proto__`, `toString`, `hasOwnProperty`) are counted
// and listed as any other name by `check` (kinds, unknown record types, unresolved and orphan call
// ids; text and --json; in one read, streamed, and in worker threads) and by `convert` and `fix`
// (what the output format has no form for). A counter kept in a plain object counted
// `constructor` as "function Object() { [native code] }1" and lost `__proto__`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { built, cli, tempDir } from "./run.js";

const dir = tempDir();
const NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty"];

function write(name: string, lines: readonly unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
  return path;
}

// JSON.parse makes `"__proto__"` an own key, so the items are written from parsed text.
const items = JSON.parse(
  `[{"type":"message","role":"user","content":"hi"},
    {"type":"constructor"},
    {"type":"__proto__"},
    {"type":"toString"},
    {"type":"hasOwnProperty"},
    {"type":"constructor"},
    {"type":"function_call","call_id":"__proto__","name":"f","arguments":"{}"},
    {"type":"function_call_output","call_id":"constructor","output":"x"}]`,
);
const responses = write("responses.jsonl", items);
const KINDS = [
  ["message", 1],
  ["constructor", 2],
  ["__proto__", 1],
  ["toString", 1],
  ["hasOwnProperty", 1],
  ["function_call", 1],
  ["function_call_output", 1],
];
// `convert --to chat` has no form for the four unknown types.
const LOST = [
  ["constructor", 2],
  ["__proto__", 1],
  ["toString", 1],
  ["hasOwnProperty", 1],
];
const LOST_TEXT = "constructor 2, __proto__ 1, toString 1, hasOwnProperty 1";

// A Codex rollout whose record types this reader does not know (a newer version's, it assumes).
const envelope = (type: string, payload: object) => ({ timestamp: "t", type, payload });
const rollout = write("rollout.jsonl", [
  envelope("session_meta", { id: "s" }),
  ...NAMES.map((name) => envelope(name, {})),
  envelope("constructor", {}),
  envelope("response_item", { type: "message", role: "user", content: [] }),
]);

type Json = Record<string, unknown>;
const entries = (record: unknown) => Object.entries(record as Json);

// `check --json` of one file: its file report.
function checkJson(file: string, extra: readonly string[] = []): Json {
  const run = cli(["check", "--json", ...extra, file]);
  expect(run.stderr).toBe("");
  return (JSON.parse(run.stdout) as { files: Json[] }).files[0];
}

// One read; streamed counts (over --preflight-max-mb); the same in two worker threads.
const READS = [
  { read: "one read", extra: [] },
  { read: "streamed", extra: ["--preflight-max-mb", "0", "--jobs", "1"] },
  { read: "two worker threads", extra: ["--preflight-max-mb", "0", "--jobs", "2"] },
];

describe.skipIf(!built)("counters keyed by input", () => {
  it("check counts item types named like Object.prototype's members (text)", () => {
    const run = cli(["check", responses]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "    items 8: constructor 2, message 1, __proto__ 1, toString 1, hasOwnProperty 1, function_call 1, function_call_output 1\n",
    );
    expect(run.stdout).toContain(
      "unresolved 1 (__proto__ at line 7 (item 6)), orphans 1 (constructor at line 8 (item 7))",
    );
    expect(run.stdout).not.toContain("native code");
  });

  it.each(READS)(
    "check --json: kinds, unresolved and orphans by those names ($read)",
    ({ extra }) => {
      const conversation = (checkJson(responses, extra).conversations as Json[])[0];
      expect(entries(conversation.kinds)).toEqual(KINDS);
      expect(conversation.items).toBe(8);
      expect(conversation.unresolved).toEqual([
        { callId: "__proto__", line: 7, index: 6, item: 6 },
      ]);
      expect(conversation.orphans).toEqual([{ callId: "constructor", line: 8, index: 7, item: 7 }]);
    },
  );

  it.each(READS)("check --json: unknown record types by those names ($read)", ({ extra }) => {
    const report = checkJson(rollout, extra);
    expect(entries(report.unknownTypes)).toEqual([
      ["constructor", 2],
      ["__proto__", 1],
      ["toString", 1],
      ["hasOwnProperty", 1],
    ]);
    expect((report.conversations as Json[])[0].items).toBe(1);
  });

  it("check's text names the unknown record types", () => {
    const run = cli(["check", rollout]);
    expect(run.stdout).toContain(
      "records of types this reader does not know (read past, no items): constructor 2, __proto__ 1, toString 1, hasOwnProperty 1",
    );
  });

  it("convert refuses, and with --allow-lossy lists, what Chat has no form for by those names", () => {
    const refused = cli(["convert", responses, "--to", "chat", "-o", join(dir, "refused.json")]);
    expect(refused.code).toBe(2);
    expect(refused.stdout + refused.stderr).toContain(
      `--to chat has no form for 5 item(s) (${LOST_TEXT})`,
    );

    const text = cli([
      "convert",
      responses,
      "--to",
      "chat",
      "--allow-lossy",
      "-o",
      join(dir, "a.json"),
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`left out (no chat form, --allow-lossy): ${LOST_TEXT}\n`);

    const args = ["convert", "--json", responses, "--to", "chat", "--allow-lossy"];
    const json = cli([...args, "-o", join(dir, "b.json")]);
    expect(entries(JSON.parse(json.stdout).dropped)).toEqual(LOST);
  });

  it("fix --allow-lossy lists what Chat has no form for by those names", () => {
    const args = ["fix", "--json", responses, "--to", "chat", "--allow-lossy"];
    const run = cli([...args, "-o", join(dir, "fixed.json")]);
    const report = JSON.parse(run.stdout);
    expect(entries(report.dropped)).toEqual(LOST);
    expect(report.repairs).toEqual([{ callId: "__proto__", line: 7, index: 6 }]);
    expect(report.orphansDropped).toEqual([{ callId: "constructor", line: 8, index: 7 }]);
  });
});
