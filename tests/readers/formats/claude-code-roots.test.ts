// Each tree of a Claude Code session is a conversation of its own: sidechains whose root uuids
// share their first eight characters (and main trees after the first) get distinct ids, the
// first two as before (`sidechain:<prefix>`, then `sidechain:<prefix>:<prefix>`), and a third and
// later one no longer merged into the second.
import { describe, expect, it } from "vitest";
import { Collector } from "../../../bindings/readers/collect.js";
import { Scanner } from "../../../bindings/readers/scanner.js";

const uuid = (tree: number, k: number) =>
  `00000000-0000-4000-8${String(tree).padStart(3, "0")}-${String(k).padStart(12, "0")}`;

// A tree of a user prompt, a call and its output.
function tree(t: number, sidechain: boolean): object[] {
  const base = { isSidechain: sidechain, sessionId: "s" };
  const call = { type: "tool_use", id: `toolu_${t}`, name: "Bash", input: {} };
  const result = { type: "tool_result", tool_use_id: `toolu_${t}`, content: "ok" };
  return [
    {
      ...base,
      type: "user",
      uuid: uuid(t, 1),
      parentUuid: null,
      message: { role: "user", content: `task ${t}` },
    },
    {
      ...base,
      type: "assistant",
      uuid: uuid(t, 2),
      parentUuid: uuid(t, 1),
      message: { role: "assistant", model: "m", content: [call] },
    },
    {
      ...base,
      type: "user",
      uuid: uuid(t, 3),
      parentUuid: uuid(t, 2),
      message: { role: "user", content: [result] },
    },
  ];
}

function conversations(lines: object[]): Map<string, number> {
  const collector = new Collector();
  const scanner = new Scanner(collector, { format: "claude-code" } as never);
  scanner.write(lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
  scanner.end();
  return new Map([...collector.conversations].map(([id, c]) => [id, c.items.length]));
}

describe("the Claude Code reader's conversations", () => {
  it("gives every sidechain tree its own id, roots sharing a prefix too", () => {
    const found = conversations([1, 2, 3, 4].flatMap((t) => tree(t, true)));
    expect([...found.keys()]).toEqual([
      "sidechain:00000000",
      "sidechain:00000000:00000000",
      `sidechain:00000000:${uuid(3, 1)}`,
      `sidechain:00000000:${uuid(4, 1)}`,
    ]);
    expect([...found.values()]).toEqual([3, 3, 3, 3]);
  });

  it("gives a second and third main tree ids of their own", () => {
    const found = conversations([5, 6, 7].flatMap((t) => tree(t, false)));
    expect([...found.keys()]).toEqual(["main", "main:00000000", `main:${uuid(7, 1)}`]);
    expect([...found.values()]).toEqual([3, 3, 3]);
  });
});
