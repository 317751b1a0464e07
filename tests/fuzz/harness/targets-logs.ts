// The readers (SPEC §11) and preflight (SPEC §10) on hostile input. Only a TranscriptError may
// escape; preflight of what a reader returned (plain data) must not throw at all (it "never throws
// on a bad transcript"); both engines find the same violations. The command line's fix step on
// what was read: it refuses with a TranscriptError or a usage error, and what it reports as
// remaining is preflight of its output without records.
import { violationsOf } from "../../../bindings/cli/check.js";
import { UsageError } from "../../../bindings/cli/failure.js";
import { emptyFixReport, fixTranscript } from "../../../bindings/cli/fix-transcript.js";
import {
  type Family,
  type Item,
  preflight,
  reconcileItems,
  repairPolicy,
  TranscriptError,
} from "../../../bindings/index.js";
import {
  anthropicMessages,
  chatMessages,
  HOST_FORMATS,
  readTranscriptSync,
  readTranscriptsSync,
  TRANSCRIPT_FORMATS,
  type Transcript,
  type TranscriptsResult,
  WRITE_FORMATS,
  writeTranscript,
  writeTranscriptLike,
} from "../../../bindings/readers/index.js";
import { play } from "../../properties/transcripts.js";
import { randomSteps } from "./bytes.js";
import { weird } from "./objects.js";
import type { Rng } from "./rng.js";
import { attempt, Escape } from "./targets.js";

type Api = "responses" | "chat" | "anthropic";
const APIS: Api[] = ["responses", "chat", "anthropic"];
const FAMILIES: Family[] = ["openai", "anthropic", "xai", "deepseek", "google"] as Family[];

const violations = (result: { violations: readonly { rule: string; index: number }[] }) =>
  result.violations.map((v) => `${v.rule}@${v.index}`);

/** Random preflight options for `api` (model, family with item families, stored-state flags). */
function options(api: Api, input: unknown, rng: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = { api };
  if (rng.chance(0.3))
    out.model = rng.pick(["gpt-5", "deepseek-reasoner", "claude-opus-4", "kimi-k2", ""]);
  if (rng.chance(0.3)) {
    out.family = rng.pick(FAMILIES);
    if (Array.isArray(input) && input.length < 1000 && rng.chance(0.5))
      out.itemFamilies = new Map(input.map((item) => [item, rng.pick(FAMILIES)]));
  }
  if (rng.chance(0.3)) out.store = rng.chance(0.5);
  if (rng.chance(0.3)) out.thinking = rng.chance(0.5);
  if (rng.chance(0.2)) out.reasoningModel = rng.chance(0.5);
  return out;
}

/**
 * Preflight on both engines; the same violations from each. `strict`: the input is plain data,
 * so nothing at all may be thrown (not even a TranscriptError).
 */
export function preflightBoth(
  input: unknown,
  opts: Record<string, unknown>,
  strict: boolean,
): void {
  const answers = (["reference", "wasm"] as const).map((engine) => {
    const run = () => violations(preflight(input as never, { ...opts, engine } as never));
    if (!strict) return attempt(`preflight(${opts.api}, ${engine})`, run);
    try {
      return run();
    } catch (error) {
      throw new Escape(`preflight(${opts.api}, ${engine}) on plain data`, error);
    }
  });
  const [a, b] = answers.map((x) => JSON.stringify(x));
  if (a !== b) throw new Escape("preflight", new Error(`engines differ: ${a} / ${b}`));
}

const decoder = new TextDecoder();

/**
 * The host writer on a log it writes back: items left out at random (records left out whole, links
 * re-pointed), or each conversation repaired as fix repairs it (outputs added and moved).
 */
function hostWrites(data: string | Uint8Array, read: TranscriptsResult, rng: Rng): void {
  const { repairOutput } = repairPolicy("r");
  const fixed = (items: Item[]) =>
    rng.chance(0.5)
      ? items.filter(() => rng.chance(0.7))
      : reconcileItems(items).items({ repairOutput });
  const all = new Map<string, Item[]>();
  for (const t of read.transcripts) {
    const one = attempt("reconcileItems", () => fixed(t.items as Item[]));
    if (Array.isArray(one)) all.set(t.id, one);
  }
  attempt("writeTranscriptLike", () => writeTranscriptLike(all, { data, read }).data.length);
}

/** fix's step on a conversation read, for `api` with random options; its `remaining` checked. */
function fixStep(t: Transcript, api: Api, rng: Rng): void {
  const model = rng.chance(0.3) ? rng.pick(["gpt-5", "claude-opus-4", "m1"]) : undefined;
  const family = rng.chance(0.3) ? rng.pick(FAMILIES) : undefined;
  const options = {
    ...(model ? { model } : {}),
    ...(family ? { family, foreign: rng.pick(["drop", "text"] as const) } : {}),
    ...(rng.chance(0.2) ? { orphans: "keep" as const } : {}),
  };
  const report = emptyFixReport("in", "out");
  let fixed: Item[];
  try {
    fixed = fixTranscript(t, api, options, report);
  } catch (error) {
    if (error instanceof TranscriptError || error instanceof UsageError) return;
    throw new Escape(`fixTranscript(${api})`, error);
  }
  const after = { id: t.id, items: fixed, records: [], meta: t.meta };
  const want = attempt("violationsOf", () => violationsOf(after, api, { model, family }));
  if (JSON.stringify(report.remaining) !== JSON.stringify(want))
    throw new Escape(
      `fixTranscript(${api})`,
      new Error("remaining is not preflight of the output"),
    );
}

/** The readers on one hostile log, then preflight, fix's step and the writer on what they read. */
export function logTargets(bytes: Uint8Array, rng: Rng): void {
  const data = rng.chance(0.5) ? decoder.decode(bytes) : bytes;
  const read = {
    format: rng.chance(0.6) ? undefined : rng.pick(TRANSCRIPT_FORMATS),
    lenient: rng.chance(0.5),
    history: rng.pick([undefined, "current", "full"] as const),
  };
  attempt("readTranscriptSync", () => readTranscriptSync(data, read).items.length);
  const result = attempt("readTranscriptsSync", () => readTranscriptsSync(data, read));
  if (!("transcripts" in result)) return;
  if (HOST_FORMATS.includes(result.format)) hostWrites(data, result, rng);
  for (const transcript of result.transcripts.slice(0, 3)) {
    const { items } = transcript;
    preflightBoth(items, options(result.api, items, rng), true);
    const api = rng.pick(APIS);
    preflightBoth(items, options(api, items, rng), false);
    fixStep(transcript, rng.chance(0.5) ? result.api : rng.pick(APIS), rng);
    attempt("writeTranscript", () =>
      writeTranscript(items as Item[], { format: rng.pick(WRITE_FORMATS) } as never),
    );
  }
}

/** Chat and Anthropic messages converted from a generated transcript, with hostile parts. */
export function preflightTargets(rng: Rng): void {
  const items = play(randomSteps(rng)) as Item[];
  const api = rng.pick(APIS);
  const input: unknown[] =
    api === "chat"
      ? [...chatMessages(items).messages]
      : api === "anthropic"
        ? [...anthropicMessages(items).messages]
        : [...items];
  // Plain-data corruptions first: preflight must answer them without throwing.
  const plain = input.map((m) => structuredClone(m));
  for (let n = rng.int(4); n > 0 && plain.length > 0; n--) {
    const at = rng.int(plain.length);
    const message = plain[at] as Record<string, unknown>;
    const keys = Object.keys(message);
    switch (rng.int(4)) {
      case 0:
        plain.splice(at, 1);
        break;
      case 1:
        plain.splice(rng.int(plain.length + 1), 0, structuredClone(message));
        break;
      case 2:
        if (keys.length > 0) delete message[rng.pick(keys)];
        break;
      default:
        if (keys.length > 0)
          message[rng.pick(keys)] = rng.pick([null, 7, "x", [], {}, [{ type: "tool_use" }]]);
    }
  }
  preflightBoth(plain, options(api, plain, rng), true);
  // Hostile objects spliced in: a TranscriptError is allowed, nothing else.
  for (let n = 1 + rng.int(3); n > 0; n--) input.splice(rng.int(input.length + 1), 0, weird(rng));
  preflightBoth(input, options(rng.chance(0.7) ? api : rng.pick(APIS), input, rng), false);
}
