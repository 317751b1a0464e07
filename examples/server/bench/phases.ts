// Where a replay's time goes, per planner, timed in this process (no HTTP): median of `runs`.
import { itemsForFamily, reconcileItems, reconcileMsgpack } from "clinker-transcript";
import type { Db } from "../src/db/types.js";
import { writeReplay } from "../src/replay/project.js";
import { readStored } from "../src/store/read.js";
import { decode, encode } from "../src/transcript/codec.js";
import { isRepairOutput } from "../src/transcript/repair.js";

/** Milliseconds per phase. */
export type Phases = Record<string, number>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

async function timed<T>(into: number[], work: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const value = await work();
  into.push(performance.now() - start);
  return value;
}

/** Medians of each phase of both planners over session `id`, replayed for `family`. */
export async function phases(db: Db, id: string, family: string, runs: number) {
  const t: Record<string, number[]> = {};
  const slot = (name: string) => (t[name] ??= []);
  for (let run = 0; run < runs + 3; run++) {
    const stored = await timed(slot("bytes: read (one statement)"), () => readStored(db, id));
    const plan = await timed(slot("bytes: reconcileMsgpack"), () =>
      reconcileMsgpack(stored.bytes, { isRepairedOutput: isRepairOutput }),
    );
    await timed(slot("bytes: project + write"), () => writeReplay(stored, plan.order, family));

    const rows = await timed(slot("objects: read rows"), () =>
      db.query<{ bytes: Uint8Array }>(
        "SELECT bytes, private, family FROM transcript_items WHERE session_id = $1 ORDER BY seq",
        [id],
      ),
    );
    const items = await timed(slot("objects: decode rows"), () =>
      rows.map((row) => decode(row.bytes) as object),
    );
    const reconciled = await timed(slot("objects: reconcileItems (reference)"), () =>
      reconcileItems(items, { isRepairedOutput: isRepairOutput, engine: "reference" }).items(),
    );
    const projected = await timed(slot("objects: itemsForFamily"), () =>
      itemsForFamily(reconciled, family),
    );
    await timed(slot("objects: encode"), () => encode(projected));
  }
  const out: Phases = {};
  for (const [name, values] of Object.entries(t)) out[name] = median(values.slice(3));
  return out;
}
