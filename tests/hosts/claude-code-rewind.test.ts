// Claude Code 2.1.332 resuming sessions whose lines branch (tests/support/claude-tree.ts): what it
// sends of each is the case's history, and what the reader reads of the file; `fix --in-place`
// repairs the branch it resumes and nothing on a branch the user left.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import { claudeProjectName } from "../../bindings/cli/session-folders.js";
import { readTranscripts } from "../../bindings/readers/index.js";
import { ClaudeTree, itemForm, sentForm, TREE_CASES } from "../support/claude-tree.js";
import { type LoopbackApi, startLoopbackApi } from "./loopback-api.js";
import { hostHome, hostsInstalled, runClaude } from "./run-host.js";

type Rec = Record<string, any>;

const ID = "5f1b2c3d-0000-4000-8000-000000000001";
/** What Claude Code adds after a history ending in a tool result (no line of the file). */
const NO_RESPONSE = "No response requested.";

describe.skipIf(!hostsInstalled)("Claude Code resumes the branch the reader reads", () => {
  let api: LoopbackApi;
  beforeAll(async () => {
    api = await startLoopbackApi();
  });
  afterAll(() => api?.close());

  // The session `build` makes, written where Claude Code finds it.
  const session = (build: (t: ClaudeTree) => void) => {
    const home = hostHome();
    const folder = join(home.agent, "projects", claudeProjectName(home.work));
    mkdirSync(folder, { recursive: true });
    const tree = new ClaudeTree(home.work, ID);
    build(tree);
    const file = join(folder, `${ID}.jsonl`);
    writeFileSync(file, tree.jsonl());
    return { home, file };
  };

  // What Claude Code sends of the history (less the new prompt and its own filler), exit 0;
  // `folded` texts it sends in the new prompt's message (wrapped in a reminder) count as history.
  const sent = async (home: { agent: string; work: string }, folded: string[] = []) => {
    const run = await runClaude(ID, home, api);
    expect(run.code, run.output).toBe(0);
    expect(run.requests.map((r) => r.status)).toEqual([200]);
    const messages = run.requests[0].body.messages as Rec[];
    const last = JSON.stringify(messages[messages.length - 1]);
    const tail = folded.filter((text) => last.includes(text));
    return [...sentForm(messages.slice(0, -1)).filter((text) => text !== NO_RESPONSE), ...tail];
  };

  const read = async (file: string) =>
    itemForm((await readTranscripts(readFileSync(file, "utf8"))).transcripts[0].items as Rec[]);

  it.each(TREE_CASES)("$name", async ({ build, sent: expected, folded = 0 }) => {
    const { home, file } = session(build);
    expect(await read(file)).toEqual(expected); // before Claude Code appends its own turn
    expect(await sent(home, expected.slice(expected.length - folded))).toEqual(expected);
  });

  it("a call left open on a branch the user left: fix changes nothing, Claude Code resumes as before", async () => {
    const rewound = TREE_CASES.find((c) => c.name.startsWith("a rewind over a call left open"));
    const { home, file } = session(rewound!.build);
    const before = readFileSync(file, "utf8");
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: false });
    expect(readFileSync(file, "utf8")).toBe(before);
    expect(await sent(home)).toEqual(rewound!.sent);
  });

  it("a call left open on the branch resumed of a rewound session: fix answers it there, Claude Code sends the answer", async () => {
    const { home, file } = session((t) => {
      const a1 = t.opening();
      t.text(t.user(a1, "left"), "msg_02", "answer left");
      const call = t.call(t.user(a1, "kept"), "msg_03", "toolu_open");
      t.text(t.user(call, "after the call"), "msg_04", "answer after");
    });
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const fixed = await read(file);
    const history = await sent(home);
    expect(history).toEqual(fixed);
    expect(history).toContain("tool_result toolu_open");
    expect(history).not.toContain("left");
  });

  it("a call left open where the user rewound to the prompt after it: fix answers it, Claude Code sends the answer on the branch it resumes", async () => {
    const { home, file } = session((t) => {
      const call = t.call(t.user(null, "first"), "msg_01", "toolu_open");
      t.text(t.user(call, "left"), "msg_02", "answer left");
      t.text(t.user(call, "kept"), "msg_03", "answer kept");
    });
    expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
    const fixed = await read(file);
    expect(fixed).toEqual([
      "first",
      "tool_use toolu_open",
      "tool_result toolu_open",
      "kept",
      "answer kept",
    ]);
    expect(await sent(home)).toEqual(fixed);
  });
});
