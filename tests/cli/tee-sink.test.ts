// A TeeSink asks the reader for early links (sink.ts earlyLink) only where one of its sinks does:
// `check` tees a tally and a collector, and each Claude Code or pi line's link lookups were made
// for nobody. Where a sink asks, it gets what it would get alone.
import { describe, expect, it, vi } from "vitest";
import { TallySink, TeeSink } from "../../bindings/cli/tally.js";
import { Collector } from "../../bindings/readers/collect.js";
import { UuidTable } from "../../bindings/readers/formats/uuid-table.js";
import { Scanner } from "../../bindings/readers/scanner.js";
import type { TranscriptSink } from "../../bindings/readers/sink.js";

const id = (k: number) => `c0de0000-0000-4000-8000-${String(k).padStart(12, "0")}`;
const LINES = [
  { type: "summary", summary: "s", leafUuid: id(2) },
  { type: "user", uuid: id(1), parentUuid: null, message: { role: "user", content: "a" } },
  { type: "user", uuid: id(2), parentUuid: id(1), message: { role: "user", content: "b" } },
];

function scan(sink: TranscriptSink): void {
  const scanner = new Scanner(sink, { format: "claude-code" });
  scanner.write(LINES.map((l) => `${JSON.stringify(l)}\n`).join(""));
  scanner.end();
}

describe("TeeSink's early links", () => {
  it("leaves the reader's link lookups out where no sink asks", () => {
    const tee = new TeeSink([new TallySink(), new Collector()]);
    expect(tee.earlyLink).toBeUndefined();
    const lookups = vi.spyOn(UuidTable.prototype, "get");
    scan(tee);
    const withoutAsking = lookups.mock.calls.length;
    lookups.mockClear();
    const asking = Object.assign(new Collector(), { earlyLink: () => {} });
    scan(new TeeSink([new TallySink(), asking]));
    expect(withoutAsking).toBeLessThan(lookups.mock.calls.length);
    lookups.mockRestore();
  });

  it("hands each early link to the sinks that ask, as alone", () => {
    const alone: string[] = [];
    scan(Object.assign(new Collector(), { earlyLink: (x: string) => alone.push(x) }));
    const teed: string[] = [];
    const asking = Object.assign(new Collector(), { earlyLink: (x: string) => teed.push(x) });
    const items = new Collector();
    scan(new TeeSink([items, asking]));
    expect(alone).toEqual([id(2)]);
    expect(teed).toEqual(alone);
    expect([...items.conversations.values()][0].items.length).toBe(2);
  });
});
