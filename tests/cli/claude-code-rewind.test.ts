// A rewound Claude Code session on the command line: `check` reports what Claude Code meets on
// the branch it resumes (tests/support/claude-tree.ts), held or counted (`--preflight-max-mb 0`),
// and says where the session branches; `fix`, `convert` and the streamed paths
// (`--stream-min-mb 0`) write the same as the whole-log path, without the branch left.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ClaudeTree, TREE_CASES } from "../support/claude-tree.js";
import { built, cli, tempDir } from "./run.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
const write = (build: (t: ClaudeTree) => void) => {
  const tree = new ClaudeTree();
  build(tree);
  const file = join(dir, `rewound-${n++}.jsonl`);
  writeFileSync(file, tree.jsonl());
  return file;
};

const openOnLeft = TREE_CASES.find((c) => c.name.startsWith("a rewind over a call left open"))!;

// A call left open on the branch resumed, and one on the branch left.
const openOnBoth = (t: ClaudeTree) => {
  const a1 = t.opening();
  t.call(t.user(a1, "left"), "msg_02", "toolu_left");
  const call = t.call(t.user(a1, "kept"), "msg_03", "toolu_kept");
  t.text(t.user(call, "after"), "msg_04", "answer after");
};

describe.skipIf(!built)("a rewound Claude Code session on the command line", () => {
  it.each([[[]], [["--preflight-max-mb", "0"]]])(
    "check %j: a call left open on the branch left is no problem, and the read says where it branches",
    (flags) => {
      const run = cli(["check", write(openOnLeft.build), ...flags]);
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).toContain(
        "warning: line 3: the session branches here (the user went back to an earlier prompt and went on",
      );
      expect(run.stdout).toContain("that branch is read, 2 lines of other branches left out");
    },
  );

  it.each([[[]], [["--preflight-max-mb", "0"]]])(
    "check %j: a call left open on the branch resumed is reported, the branch left's is not",
    (flags) => {
      const run = cli(["check", write(openOnBoth), "--json", ...flags]);
      expect(run.code).toBe(1);
      const [conversation] = JSON.parse(run.stdout).files[0].conversations;
      expect(conversation.unresolved.map((u: { callId: string }) => u.callId)).toEqual([
        "toolu_kept",
      ]);
    },
  );

  it("fix -o and convert, whole and streamed: the same output, the call of the branch resumed answered", () => {
    const file = write(openOnBoth);
    // A repair's uuid is new on each run.
    const REPAIR = /"(parentUuid|uuid)":"(?!00000000-)[0-9a-f-]{36}"/g;
    const outputs = (command: string[], flags: string[]) => {
      const out = join(dir, `out-${n++}.jsonl`);
      const run = cli([...command, file, "-o", out, ...flags]);
      expect(run.code, run.stderr).toBe(0);
      return readFileSync(out, "utf8").replace(REPAIR, '"$1":"repair"');
    };
    const fixed = outputs(["fix"], []);
    expect(outputs(["fix"], ["--stream-min-mb", "0"])).toBe(fixed);
    // The session in its own format: the branch left kept as it was, unanswered.
    expect(fixed).toContain('"tool_use_id":"toolu_kept"');
    expect(fixed).not.toContain('"tool_use_id":"toolu_left"');
    const items = outputs(["convert", "--to", "jsonl", "--allow-lossy"], []);
    expect(outputs(["convert", "--to", "jsonl", "--allow-lossy"], ["--stream-min-mb", "0"])).toBe(
      items,
    );
    expect(items).toContain("toolu_kept");
    expect(items).not.toContain("toolu_left");
  });

  it("fix --in-place streamed: answers the call of the branch resumed, keeps the branch left byte for byte", () => {
    const file = write(openOnBoth);
    const before = readFileSync(file, "utf8").split("\n");
    const run = cli(["fix", file, "--in-place", "--force", "--stream-min-mb", "0", "--json"]);
    expect(run.code, run.stderr).toBe(0);
    const after = readFileSync(file, "utf8").split("\n");
    expect(after.length).toBe(before.length + 1);
    const added = after.filter((line) => !before.includes(line));
    expect(added.some((line) => line.includes('"tool_use_id":"toolu_kept"'))).toBe(true);
    expect(after.join("\n")).not.toContain('"tool_use_id":"toolu_left"');
    for (const line of before.filter((l) => l.includes("left"))) expect(after).toContain(line);
  });
});
