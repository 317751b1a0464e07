// bench:shapes' peer verdicts (bench/shapes/report.ts): a row where a peer is not slower says, from
// its own figures, whether the reads SPEC §3 asks of a family selection alone take longer.
import { describe, expect, it } from "vitest";
import { type PeerRow, READS_FLOOR } from "../../bench/peers/run.js";
import { behindBound } from "../../bench/shapes/report.js";

const row = (peerMs: number, readsMs: number | undefined, over: number): PeerRow => ({
  items: 100_000,
  ms: {
    "clinker auto": 27,
    "agents-core dropOrphanToolCalls": peerMs,
    "pi-ai transformMessages": 80,
    ...(readsMs === undefined ? {} : { [READS_FLOOR]: readsMs }),
  },
  toFloor: {},
  peerOverAuto: { "agents-core dropOrphanToolCalls": over, "pi-ai transformMessages": 2.95 },
  autoAA: 0.97,
  counts: {},
});

describe("bench:shapes' peer verdicts", () => {
  it("say a peer's whole call is under SPEC §3's reads alone where it is", () => {
    expect(behindBound(row(10.8, 19.9, 0.4))).toBe(
      "agents-core 0.40x clinker's time, paired (medians 10.8 against 27.0 ms), under SPEC §3's reads alone (19.9 ms)",
    );
  });

  it("say where clinker is above those reads and the peer under clinker only", () => {
    expect(behindBound(row(20, 9, 0.74))).toBe(
      "agents-core 0.74x clinker's time, paired (medians 20.0 against 27.0 ms); SPEC §3's reads 9.00 ms",
    );
  });

  it("mark a peer inside the row's A/A, and name only the peers that are not slower", () => {
    const text = behindBound(row(26.5, undefined, 0.98));
    expect(text).toBe(
      "agents-core 0.98x clinker's time, paired, inside the A/A (medians 26.5 against 27.0 ms)",
    );
    expect(text).not.toContain("pi-ai");
  });
});

describe("bench:shapes' peer verdicts where the medians disagree with the paired ratio", () => {
  it("say the paired ratio the verdict reads beside both medians", () => {
    // The server heap's 100k no-tools row: collections inside the peer's calls put its median
    // above clinker's while the per-round ratio read 0.75x; the floor is read against the pairing.
    expect(behindBound(row(39.7, 13.2, 0.75))).toBe(
      "agents-core 0.75x clinker's time, paired (medians 39.7 against 27.0 ms); SPEC §3's reads 13.2 ms",
    );
    expect(behindBound(row(39.7, 21, 0.75))).toContain("under SPEC §3's reads alone (21.0 ms)");
  });
});
