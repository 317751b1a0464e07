// The Claude Code reader tells a sink that asks (sink.ts earlyLink) each id a line names before a
// line with that id was read, and each repeated uuid: the streamed host fix leaves out no record
// named before it (stream/host-fix.ts). A sink without the method gets the same items.
import { describe, expect, it, vi } from "vitest";
import { Collector } from "../../../bindings/readers/collect.js";
import { UuidTable } from "../../../bindings/readers/formats/uuid-table.js";
import { Scanner } from "../../../bindings/readers/scanner.js";

const id = (k: number) => `c0de0000-0000-4000-8000-${String(k).padStart(12, "0")}`;
const message = (k: number, parent: number | null, extra: object = {}) => ({
  type: "user",
  uuid: id(k),
  parentUuid: parent === null ? null : id(parent),
  sessionId: "s",
  message: { role: "user", content: `m${k}` },
  ...extra,
});

/** The ids reported early, in order, and the items a collector gets beside. */
function read(
  lines: object[],
  asks = true,
  format = "claude-code",
): { early: string[]; items: number } {
  const early: string[] = [];
  const collector = new Collector();
  const sink = asks
    ? Object.assign(collector, { earlyLink: (x: string) => early.push(x) })
    : collector;
  const scanner = new Scanner(sink, { format, lenient: true } as never);
  scanner.write(lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
  scanner.end();
  const items = [...collector.conversations.values()].reduce((n, t) => n + t.items.length, 0);
  return { early, items };
}

describe("the Claude Code reader's early links", () => {
  it("reports a summary's leaf, a snapshot's prompt, a child before its parent and a repeated uuid", () => {
    const lines = [
      { type: "summary", summary: "s", leafUuid: id(4) },
      message(1, null),
      { type: "file-history-snapshot", messageId: id(2), snapshot: {} },
      message(2, 1, { sourceToolAssistantUUID: id(1) }),
      message(5, 3), // before its parent
      message(3, 2),
      { type: "system", subtype: "x", uuid: id(2), parentUuid: id(3) }, // repeats id(2)
      message(4, 3, { logicalParentUuid: id(1) }),
      { type: "a-newer-type", leafUuid: id(9) }, // a line of an unknown type names one too
    ];
    expect(read(lines).early).toEqual([id(4), id(2), id(3), id(2), id(9)]);
  });

  it("reports nothing on a log whose lines name only what came before", () => {
    const lines = [
      message(1, null),
      message(2, 1, { sourceToolAssistantUUID: id(1) }),
      message(3, 2),
    ];
    expect(read(lines).early).toEqual([]);
  });

  it("reads the same items for a sink that does not ask", () => {
    const lines = [{ type: "summary", leafUuid: id(2) }, message(1, null), message(2, 1)];
    expect(read(lines, false).items).toBe(read(lines).items);
    expect(read(lines, false).items).toBe(2);
  });
});

describe("the pi reader's early links", () => {
  const entry = (k: number, parent: number | null, extra: object = {}) => ({
    type: "message",
    id: id(k),
    parentId: parent === null ? null : id(parent),
    timestamp: "2026-12-05T00:00:00.000Z",
    message: { role: "user", content: [{ type: "text", text: `m${k}` }] },
    ...extra,
  });
  const session = { type: "session", version: 3, id: "s", timestamp: "2026-12-05T00:00:00.000Z" };

  it("reports a label's target before it, a child before its parent and a repeated id", () => {
    const lines = [
      session,
      { type: "label", targetId: id(2) },
      entry(1, null),
      entry(3, 2), // before its parent
      entry(2, 1),
      { type: "compaction", id: id(9), parentId: id(2), firstKeptEntryId: id(1), summary: "s" },
      entry(1, 3), // repeats id(1)
    ];
    expect(read(lines, true, "pi-session").early).toEqual([id(2), id(2), id(1)]);
    expect(read(lines, false, "pi-session").items).toBe(read(lines, true, "pi-session").items);
  });

  it("frees its routing table when the read ends", () => {
    const clear = vi.spyOn(UuidTable.prototype, "clear");
    try {
      const lines = [message(1, null), message(2, 1), message(3, 2)];
      const collector = new Collector();
      const scanner = new Scanner(collector, { format: "claude-code" } as never);
      scanner.write(lines.map((l) => `${JSON.stringify(l)}\n`).join(""));
      expect(clear).not.toHaveBeenCalled();
      scanner.end();
      expect(clear).toHaveBeenCalledTimes(1);
      expect(collector.conversations.get("main")?.items.length).toBe(3);
    } finally {
      clear.mockRestore();
    }
  });
});
