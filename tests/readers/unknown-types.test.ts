// Issue 29, forward-compatible readers: a pi session with an entry of a newer type, or any log with
// one record type its reader does not know, was unreadable as a whole (exit 2). Such a record is
// read past and counted by type (check names them); the items around it are read as before. A
// type the reader knows and makes no item of (pi's `session_info`, a display name) is not counted.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Collector } from "../../bindings/readers/collect.js";
import { detectLineFormat } from "../../bindings/readers/detect.js";
import { Scanner } from "../../bindings/readers/scanner.js";
import { built, cli, log, tempDir } from "../cli/run.js";

const lines = (text: string) => text.split("\n").filter((l) => l !== "");

function scan(text: string) {
  const collector = new Collector();
  const scanner = new Scanner(collector, {});
  scanner.write(text);
  const outcome = scanner.end();
  return { outcome, items: [...collector.conversations.values()].flatMap((t) => t.items) };
}

const pi = [
  {
    type: "session",
    id: "s1",
    timestamp: "t",
    cwd: "/w",
    provider: "anthropic",
    modelId: "claude-opus-4-5",
  },
  { type: "session_info", id: "i1", name: "a title" },
  {
    type: "message",
    timestamp: "t",
    message: { role: "user", content: [{ type: "text", text: "hi" }] },
  },
  { type: "future_entry", id: "f1" },
].map((l) => JSON.stringify(l));

// A log with an unknown record inserted after its first line, beside the log itself.
function withUnknown(name: string, record: object): [string, string] {
  const text = readFileSync(log(name), "utf8");
  const [first, ...rest] = lines(text);
  return [text, `${[first, JSON.stringify(record), ...rest].join("\n")}\n`];
}

describe("records of types the reader does not know", () => {
  it("a pi session with session_info and a newer entry type reads, the newer one counted", () => {
    const { outcome, items } = scan(`${pi.join("\n")}\n`);
    expect(outcome.format).toBe("pi-session");
    expect(items.length).toBe(1);
    expect({ ...outcome.unknownTypes }).toEqual({ future_entry: 1 });
  });

  it("Codex and Claude Code logs read past a new record type with the same items", () => {
    const cases: [string, object][] = [
      ["codex-ends-mid-call.jsonl", { timestamp: "t", type: "future_record", payload: { id: 1 } }],
      ["claude-code-orphan.jsonl", { type: "worktree-state", uuid: "w1", sessionId: "s" }],
    ];
    for (const [name, record] of cases) {
      const [plain, extended] = withUnknown(name, record);
      const before = scan(plain);
      const after = scan(extended);
      expect(after.items).toEqual(before.items);
      expect({ ...after.outcome.unknownTypes }).toEqual({ [(record as { type: string }).type]: 1 });
    }
  });

  it.skipIf(!built)("check names them and judges the rest (JSON and text)", () => {
    const dir = tempDir();
    const file = join(dir, "pi.jsonl");
    writeFileSync(file, `${pi.join("\n")}\n`);
    const run = cli(["check", "--json", file]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).files[0].unknownTypes).toEqual({ future_entry: 1 });
    expect(cli(["check", file]).stdout).toContain("does not know (read past, no items): ");
  });

  it.skipIf(!built)("the parallel check counts them as one read does", () => {
    const dir = tempDir();
    const [, extended] = withUnknown("codex-ends-mid-call.jsonl", {
      timestamp: "t",
      type: "future_record",
      payload: {},
    });
    const file = join(dir, "rollout.jsonl");
    writeFileSync(file, extended.repeat(3));
    const one = JSON.parse(
      cli(["check", "--json", "--preflight-max-mb", "0", "--jobs", "1", file]).stdout,
    );
    const par = JSON.parse(
      cli(["check", "--json", "--preflight-max-mb", "0", "--jobs", "2", file]).stdout,
    );
    expect(one.files[0].unknownTypes).toEqual({ future_record: 3 });
    expect(par.files[0].unknownTypes).toEqual({ future_record: 3 });
  });

  it("a Claude Code session that opens with a line of a type the reader does not know is a session", () => {
    const session = lines(readFileSync(log("claude-code-orphan.jsonl"), "utf8"));
    const plain = scan(`${session.join("\n")}\n`);
    const opening = [
      { type: "permission-mode", permissionMode: "bypassPermissions", sessionId: "s" },
      { type: "custom-title", customTitle: "a title", sessionId: "s" },
      { type: "worktree-state", sessionId: "s" },
    ];
    for (const record of opening) {
      const opened = scan(`${[JSON.stringify(record), ...session].join("\n")}\n`);
      expect(opened.outcome.format, record.type).toBe("claude-code");
      expect(opened.items).toEqual(plain.items);
    }
    // Items carry no sessionId: a Responses item with one, or a new type without it, stays items.
    const item = { type: "message", role: "user", content: "hi", sessionId: "s" };
    expect(detectLineFormat(item)).toBe("responses-jsonl");
    expect(detectLineFormat({ type: "worktree-state", id: "w" })).toBe("responses-jsonl");
    // Nor a type of another spelling: snake_case (items), a dot (the items meta record).
    expect(detectLineFormat({ type: "future_item", sessionId: "s" })).toBe("responses-jsonl");
    expect(detectLineFormat({ type: "clinker-transcript.meta", sessionId: "s" })).not.toBe(
      "claude-code",
    );
  });
});
