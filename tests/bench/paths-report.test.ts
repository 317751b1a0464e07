// bench:shapes' stored-bytes and resident-turn verdicts (bench/shapes/paths-report.ts): the bytes
// path judged from 100k items, the resident index's turn against a tenth of its size in the same
// rounds, and a fresh projection's first plan judged only from the size where a default
// projection gets its index.
import { describe, expect, it } from "vitest";
import type { Row } from "../../bench/cases.js";
import {
  type PathsRow,
  pathVerdicts,
  storedTable,
  turnGrowth,
  turnTable,
} from "../../bench/shapes/paths-report.js";

const stored = (items: number, ratio: number): Row => ({
  items,
  bytes: items * 1500,
  "plan + chunks()": 20,
  "unpack + reference + pack": 20 * ratio,
  "chunks out ratio": ratio,
  "chunks A/A": 1,
  "plan + chunks() bytes": 1024,
  "unpack + reference + pack bytes": 4096,
});

// The resident index's turn (0.3 ms at a tenth of every size) and its paired growth.
const turn = (items: number, resident: number, plan = 0.9, aa = 1): Row => ({
  items,
  turn: items < 50_000 ? items / 4000 : resident,
  "resident turn": resident,
  "resident turn at a tenth": 0.3,
  "resident growth": resident / 0.3,
  "resident growth A/A": 1.02,
  "turn bytes": 12_000,
  "first reconcile": 10,
  "first plan": 10 * plan,
  "first reconcile again": 10 * aa,
  "first plan / first reconcile": plan,
  "first A/A": aa,
});

const rows = (big: { ratio: number; resident: number; plan: number }): PathsRow[] =>
  [1_000, 10_000, 100_000].map((items) => ({
    heap: "bare" as const,
    stored: stored(items, items === 100_000 ? big.ratio : 3),
    turn: turn(items, items === 100_000 ? big.resident : 0.3, items === 100_000 ? big.plan : 1.2),
  }));

describe("bench:shapes' stored-bytes and resident-turn verdicts", () => {
  it("judge the bytes path only from 100k items, and the first plan only from the resident size", () => {
    // 3x below 100k and a first plan 1.2x below 50k are not judged; the big row meets both.
    expect(pathVerdicts(rows({ ratio: 12, resident: 0.4, plan: 0.95 }))).toEqual([
      "**met** (≥ 12.0x)",
      "**met** (≤ 1.33x)",
      "**met**",
    ]);
    expect(storedTable(rows({ ratio: 12, resident: 0.4, plan: 0.95 }))).toContain(
      "– (target from 100000 items)",
    );
  });

  it("miss where the bytes path is under 10x, the index's turn grows, or the first plan is slower", () => {
    const [bytes, growth, first] = pathVerdicts(rows({ ratio: 9.5, resident: 0.6, plan: 1.1 }));
    expect(bytes).toBe("**missed** (≥ 9.50x)");
    expect(growth).toBe("**missed** (≤ 2.00x)");
    expect(first).toBe("**missed** in 1 of 1");
    expect(storedTable(rows({ ratio: 9.5, resident: 0.6, plan: 1.1 }))).toContain(
      "**missed**: 9.50x (plan + chunks() 20.0 ms against 190 ms)",
    );
  });

  it("read the turn's growth as the index's paired ratio at the largest size, not across rows", () => {
    const measured = rows({ ratio: 12, resident: 0.3, plan: 1 });
    // Apart, the 10k row's index read 0.15 ms: across rows that is 2.00x, paired it is 1.00x.
    (measured[1].turn as Row)["resident turn"] = 0.15;
    const g = turnGrowth(measured, "bare");
    expect(g?.growth).toBe(1); // the host's turn at 10k (2.5 ms) would read 0.12x
    expect(g?.aa).toBe(1.02);
    expect(pathVerdicts(measured)[1]).toBe("**met** (≤ 1.00x)");
    expect(turnTable(measured)).toContain(
      "bare: the turn on the resident index at 100000 items is 1.00x its time at 10000 in the same rounds (A/A 1.02x",
    );
  });

  it("count a first plan inside its A/A as no slower", () => {
    expect(pathVerdicts(rows({ ratio: 12, resident: 0.3, plan: 1.04 }))[2]).toBe(
      "**missed** in 1 of 1",
    );
    const noisy = rows({ ratio: 12, resident: 0.3, plan: 1.04 });
    (noisy[2].turn as Row)["first A/A"] = 0.95;
    (noisy[2].turn as Row)["first reconcile again"] = 9.5;
    expect(pathVerdicts(noisy)[2]).toBe("**met**");
    // The three medians beside the ratios: how far two medians of one call land apart.
    expect(turnTable(noisy)).toContain("| 10.0 ms | 10.4 ms | 9.50 ms | 1.04x | 0.95x | **met** |");
  });

  it("say not measured without a row from 100k or a paired growth", () => {
    const small = rows({ ratio: 12, resident: 0.3, plan: 1 }).slice(0, 1);
    expect(pathVerdicts(small)).toEqual(["not measured", "**met** (≤ 1.00x)", "not measured"]);
    delete (small[0].turn as Row)["resident growth"];
    expect(pathVerdicts(small)[1]).toBe("not measured");
    expect(turnTable(small)).toContain("bare: the turn's growth not measured");
  });
});
