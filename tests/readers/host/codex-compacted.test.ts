// The Codex host adapter's `keep` of a compacted record: the reader's items are the replacement
// history's entries less Codex's own (undo snapshots), which stay wherever they stand.
import { describe, expect, it } from "vitest";
import { codexRolloutHost } from "../../../bindings/readers/host/codex-rollout.js";

const ghost = (k: number) => ({ type: "ghost_snapshot", ghost_commit: { id: `g${k}` } });
const user = (text: string) => ({ type: "message", role: "user", content: text });
const compacted = (history: object[]) => ({
  timestamp: "t",
  type: "compacted",
  payload: { message: "", replacement_history: history },
});

describe("a compacted record kept in part", () => {
  it("maps the kept items over the entries that are not Codex's own", () => {
    const record = compacted([ghost(1), user("a"), ghost(2), user("b"), user("c"), ghost(3)]);
    expect(codexRolloutHost.keep(record, [true, false, true])?.payload.replacement_history).toEqual(
      [ghost(1), user("a"), ghost(2), user("c"), ghost(3)],
    );
  });

  it("keeps the snapshots when no item is kept, and nothing when there are none", () => {
    expect(
      codexRolloutHost.keep(compacted([user("a"), ghost(1)]), [false])?.payload.replacement_history,
    ).toEqual([ghost(1)]);
    expect(codexRolloutHost.keep(compacted([user("a")]), [false])).toBeUndefined();
  });

  it("refuses a count that is not the reader's (snapshots are no item)", () => {
    expect(() => codexRolloutHost.keep(compacted([user("a"), ghost(1)]), [true, true])).toThrow(
      /makes 1 item\(s\) here but 2/,
    );
  });
});

// An older Codex's compaction holds only its summary: its items are Codex's rebuild, kept or left
// out whole (the record cannot hold part of it).
describe("a summary-only compacted record", () => {
  const summaryOnly = { timestamp: "t", type: "compacted", payload: { message: "s" } };

  it("is kept whole when every item is, and left out when none is", () => {
    expect(codexRolloutHost.keep(summaryOnly, [true, true, true])).toBe(summaryOnly);
    expect(codexRolloutHost.keep(summaryOnly, [false, false])).toBeUndefined();
  });

  it("refuses a rebuild kept in part, and a count of none", () => {
    expect(() => codexRolloutHost.keep(summaryOnly, [true, false])).toThrow(
      /kept or left out whole: not rewritten/,
    );
    expect(() => codexRolloutHost.keep(summaryOnly, [])).toThrow(/makes 1 item\(s\) here but 0/);
  });
});
