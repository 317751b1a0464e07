// (p) Peers: one seeded transcript prepared for replay by clinker and by three libraries that do a
// part of the same job, each in its own format, in paired rounds. Peers load from
// bench/peers/node_modules (installed by bench/peers/install.ts, never by the library's install).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Packr } from "msgpackr";
import {
  type Item,
  itemsForFamily,
  reconcileItems,
  reconcileMsgpack,
} from "../../bindings/index.js";
import { repairOutput } from "../cases.js";
import { counts, median, pairedRatio, type RoundOptions, roundsAsync } from "../measure.js";
import { asHeld, syntheticTranscript } from "../synthetic.js";
import { familyReadsFloor } from "./family-reads.js";
import { PI_MODEL, toAgents, toAiSdk, toPiAi } from "./formats.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const MODULES = join(HERE, "node_modules");

/** The peer functions, by file: two are not in their package's exports map (read from dist/). */
const FILES = {
  agents: "@openai/agents-core/dist/runner/items.mjs",
  ai: "ai/dist/internal/index.js",
  pi: "@mariozechner/pi-ai/dist/providers/transform-messages.js",
} as const;

export const peersInstalled = (): boolean =>
  Object.values(FILES).every((file) => existsSync(join(MODULES, file)));

const load = (file: string): Promise<Record<string, any>> =>
  import(pathToFileURL(join(MODULES, file)).href);

/** What each variant did to the input, counted once outside the timing. */
export type PeerCounts = Record<string, string>;

export interface PeerRow {
  items: number;
  /** Median milliseconds per call. */
  ms: Record<string, number>;
  /** Paired ratio (median over rounds) of each variant to the Map floor. */
  toFloor: Record<string, number>;
  /** Paired ratio of each peer to clinker `auto` (above 1: clinker is faster). */
  peerOverAuto: Record<string, number>;
  /** `auto` against a second copy of itself (identical code): the run's noise on those ratios. */
  autoAA: number;
  counts: PeerCounts;
  /** Processes the row is the median of (processes.ts); absent: one. */
  processes?: number;
  /** Each peer-over-auto ratio's [lowest, highest] over those processes. */
  peerRange?: Record<string, [number, number]>;
  /** Bytes one call of each variant allocates, where measured (PeerOptions.allocated). */
  allocated?: Record<string, number>;
}

const FAMILY = "openai";
/** The variant doing only SPEC §3's reads (family-reads.ts): what a family selection cannot skip. */
export const READS_FLOOR = "SPEC §3 reads floor";

/**
 * clinker's object path for one engine, as a user prepares a replay: reconcile, then the plan's
 * items with repairs, selected for the family in the same pass (`items({ family })`).
 */
function objectPath(
  items: Item[],
  families: Map<Item, string>,
  engine: "auto" | "wasm" | "reference",
) {
  return reconcileItems(items, { engine }).items({
    repairOutput: repairOutput,
    family: FAMILY,
    itemFamilies: families,
  });
}

/** The floor: one pass building a Map from call id to index. */
function mapFloor(items: readonly Item[]): Map<string, number> {
  const map = new Map<string, number>();
  for (let i = 0; i < items.length; i++) {
    const id = (items[i] as { call_id?: string }).call_id;
    if (id !== undefined) map.set(id, i);
  }
  return map;
}

/**
 * {@link counts}' repetitions, 61 rounds up to 10k items: with 25-30, a peer over clinker read
 * 0.90-1.40 from one focused run to the next at 1k and 10k (docs/decisions.md, "Benchmark").
 */
function peerCounts(n: number): { samples: number; inner: number } {
  const { samples, inner } = counts(n);
  return { samples: n <= 10_000 ? 61 : samples, inner };
}

/** How bench/shapes runs the peers: its own transcript, rounds and heap. */
export interface PeerOptions {
  /** The transcript (default: bench/synthetic.ts's `n` items). */
  items?: Item[];
  /** Rounds and calls per round (default: peerCounts). */
  counts?: { samples: number; inner: number };
  /** Passed to roundsAsync: gc() before each run, and the allocation between runs. */
  rounds?: Pick<RoundOptions, "collectEach" | "between">;
  /** Bytes one call of a variant allocates (bench/shapes/allocation.ts); absent: not measured. */
  allocated?: (run: () => unknown) => number;
}

/** Every variant at one size, paired rounds; counts of what each did. */
export async function peersAt(n: number, options: PeerOptions = {}): Promise<PeerRow> {
  const [agents, ai, pi] = await Promise.all([load(FILES.agents), load(FILES.ai), load(FILES.pi)]);
  const items = options.items ?? (syntheticTranscript(n) as Item[]);
  const families = new Map<Item, string>();
  for (const item of items)
    if ((item as { type?: string }).type === "reasoning") families.set(item, FAMILY);
  const bytes = new Packr({ useRecords: false }).pack(items) as Uint8Array;
  const reconciled = objectPath(items, families, "auto");
  // Each peer's input parsed from JSON too, as its users hold it (laid out in memory as clinker's).
  const agentItems = asHeld(toAgents(items));
  const piMessages = asHeld(toPiAi(items));
  // ai throws MissingToolResultsError on a call without a result: it converts the repaired list.
  const aiPrompt = { messages: asHeld(toAiSdk(reconciled)) };
  const convert = () =>
    ai.convertToLanguageModelPrompt({ prompt: aiPrompt, supportedUrls: {}, download: undefined });
  const variants: Record<string, () => unknown> = {
    "Map floor": () => mapFloor(items).size,
    [READS_FLOOR]: () => familyReadsFloor(items, families, FAMILY),
    "clinker auto": () => objectPath(items, families, "auto"),
    "clinker auto A/A": () => objectPath(items, families, "auto"),
    "clinker wasm": () => objectPath(items, families, "wasm"),
    "clinker reference": () => objectPath(items, families, "reference"),
    "clinker bytes: plan": () => reconcileMsgpack(bytes).order,
    "clinker bytes: plan + bytes()": () =>
      reconcileMsgpack(bytes).bytes({ repairOutput: repairOutput }),
    "agents-core dropOrphanToolCalls": () => agents.dropOrphanToolCalls(agentItems),
    "ai convertToLanguageModelPrompt": convert,
    "pi-ai transformMessages": () => pi.transformMessages(piMessages, PI_MODEL),
  };
  const bytesOf = options.allocated;
  const { samples, inner } = options.counts ?? peerCounts(n);
  const times = await roundsAsync(variants, samples, inner, options.rounds);
  const floor = times["Map floor"];
  const auto = times["clinker auto"];
  const peers = Object.keys(variants).filter(
    (name) => !name.startsWith("clinker") && name !== "Map floor" && name !== READS_FLOOR,
  );
  const autoAA = pairedRatio(times["clinker auto A/A"], auto);
  return {
    items: n,
    ms: Object.fromEntries(Object.entries(times).map(([name, t]) => [name, median(t)])),
    toFloor: Object.fromEntries(
      Object.entries(times).map(([name, t]) => [name, pairedRatio(t, floor)]),
    ),
    peerOverAuto: Object.fromEntries(peers.map((name) => [name, pairedRatio(times[name], auto)])),
    autoAA,
    allocated: bytesOf && allocatedBy(variants, bytesOf),
    counts: await countAll(
      items,
      families,
      reconciled,
      agents,
      agentItems,
      convert,
      ai,
      pi,
      piMessages,
    ),
  };
}

/** Bytes one call of each variant but the A/A copies allocates. */
function allocatedBy(
  variants: Record<string, () => unknown>,
  bytesOf: (run: () => unknown) => number,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(variants)
      .filter(([name]) => !name.endsWith("A/A"))
      .map(([name, run]) => [name, bytesOf(run)]),
  );
}

async function countAll(
  items: Item[],
  families: Map<Item, string>,
  reconciled: Item[],
  agents: Record<string, any>,
  agentItems: unknown[],
  convert: () => Promise<unknown[]>,
  ai: Record<string, any>,
  pi: Record<string, any>,
  piMessages: unknown[],
): Promise<PeerCounts> {
  const plan = reconcileItems(items);
  let moved = 0;
  const order = plan.items({ repairOutput: repairOutput });
  for (let i = 0; i < order.length; i++) if (order[i] !== items[i]) moved++;
  const kept = reconciled.length;
  // The fused call selects exactly what the two calls select.
  const twoCalls = itemsForFamily(order, FAMILY, { itemFamilies: families });
  // (repair outputs are fresh objects at each call: equal, not identical)
  const same = (item: Item, i: number) =>
    item === reconciled[i] || JSON.stringify(item) === JSON.stringify(reconciled[i]);
  if (twoCalls.length !== kept || !twoCalls.every(same))
    throw new Error("bench/peers: items({ family }) differs from itemsForFamily(items())");
  const dropped = agents.dropOrphanToolCalls(agentItems).length;
  let rawThrows = "accepted";
  try {
    await ai.convertToLanguageModelPrompt({
      prompt: { messages: toAiSdk(items) },
      supportedUrls: {},
      download: undefined,
    });
  } catch (error) {
    rawThrows = `throws ${(error as Error).name} on the raw transcript`;
  }
  const piOut = pi.transformMessages(piMessages, PI_MODEL).length;
  return {
    clinker: `${items.length} items → ${kept}: ${plan.repairs.length} repairs, ${moved} positions changed, ${plan.droppedLateOutputs.length} late outputs dropped, ${order.length - kept} private items dropped`,
    "agents-core": `${agentItems.length} items → ${dropped}: ${agentItems.length - dropped} dropped (unanswered calls and their reasoning); nothing moved or added`,
    ai: `${(await convert()).length} messages converted (the repaired transcript: it ${rawThrows})`,
    "pi-ai": `${piMessages.length} messages → ${piOut}: ${piOut - piMessages.length} synthetic results inserted; nothing moved`,
  };
}
