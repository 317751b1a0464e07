// Hostile msgpack for the bytes path: random bytes, truncations, bit flips, splices and header
// corruptions of real transcripts (../shared/corpus) and of generated ones, plus crafted bombs.
import { pack } from "msgpackr";
import { play, type Step } from "../../properties/transcripts.js";
import { corpusTranscripts } from "../../support/corpus.js";
import type { Rng } from "./rng.js";

const WINDOW = 16;

let realBases: Uint8Array[] | undefined;

/** Windows of up to 16 items of every corpus transcript, packed; empty without the corpus. */
export function corpusBases(): Uint8Array[] {
  realBases ??= corpusTranscripts().flatMap((t) => {
    const out: Uint8Array[] = [];
    for (let at = 0; at < t.items.length && out.length < 6; at += WINDOW * 7)
      out.push(pack(t.items.slice(at, at + WINDOW)));
    return out;
  });
  return realBases;
}

/** The few smallest real windows, whose every truncation is tried (a sweep, not a sample). */
export function sweepBases(): Uint8Array[] {
  return [...corpusBases()].sort((a, b) => a.length - b.length).slice(0, 4);
}

/** Agent-like steps drawn from the generator of the property tests. */
export function randomSteps(rng: Rng): Step[] {
  const steps: Step[] = [];
  const count = rng.int(20);
  for (let i = 0; i < count; i++) {
    const t = rng.pick(["user", "reasoning", "web", "orphan", "server", "group", "answer", "late"]);
    if (t === "group")
      steps.push({
        t,
        chat: rng.chance(0.5),
        size: 1 + rng.int(3),
        reuse: [rng.chance(0.3), rng.chance(0.3), rng.chance(0.3)],
        early: rng.chance(0.2),
      });
    else if (t === "answer") steps.push({ t, pick: rng.int(50), repair: rng.chance(0.3) });
    else if (t === "late") steps.push({ t, pick: rng.int(50) });
    else if (t === "server") steps.push({ t, answered: rng.chance(0.5) });
    else steps.push({ t } as Step);
  }
  return steps;
}

function base(rng: Rng): Uint8Array {
  const real = corpusBases();
  if (real.length > 0 && rng.chance(0.5)) return rng.pick(real);
  return pack(play(randomSteps(rng)));
}

const INTERESTING = [
  0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xc0, 0xc1, 0xc4, 0xd9, 0xdc, 0xdd, 0xde, 0xdf, 0xff,
];

function randomBytes(rng: Rng): Uint8Array {
  const out = new Uint8Array(rng.int(64));
  for (let i = 0; i < out.length; i++)
    out[i] = rng.chance(0.3) ? rng.pick(INTERESTING) : rng.int(256);
  return out;
}

function flip(bytes: Uint8Array, rng: Rng): Uint8Array {
  const out = bytes.slice();
  const flips = 1 + rng.int(8);
  for (let f = 0; f < flips && out.length > 0; f++) {
    const at = rng.int(out.length);
    out[at] = rng.chance(0.5) ? out[at] ^ (1 << rng.int(8)) : rng.pick(INTERESTING);
  }
  return out;
}

function splice(a: Uint8Array, b: Uint8Array, rng: Rng): Uint8Array {
  const head = a.subarray(0, rng.int(a.length + 1));
  const tail = b.subarray(rng.int(b.length + 1));
  const out = new Uint8Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

/** Nesting bombs, huge declared counts, `__proto__` keys, trailing bytes. */
function crafted(rng: Rng): Uint8Array {
  switch (rng.int(5)) {
    case 0: {
      const depth = 1 + rng.int(5000);
      return Uint8Array.from([...new Array(depth).fill(0x91), 0xc0]);
    }
    case 1:
      return Uint8Array.of(rng.pick([0xdc, 0xdd]), 0xff, 0xff, 0xff, 0xff, 0x80);
    case 2:
      return Uint8Array.from([0x91, 0x81, 0xa9, ...Buffer.from("__proto__"), 0x80]);
    case 3:
      return Uint8Array.from([...pack([{ type: "message", role: "user", content: "x" }]), 0xc0]);
    default:
      return Uint8Array.from([0x91, 0xdf, 0x7f, 0xff, 0xff, 0xff]);
  }
}

/** One hostile msgpack input. */
export function hostileBytes(rng: Rng): Uint8Array {
  switch (rng.int(6)) {
    case 0:
      return randomBytes(rng);
    case 1: {
      const b = base(rng);
      return b.subarray(0, rng.int(b.length + 1));
    }
    case 2:
      return flip(base(rng), rng);
    case 3:
      return splice(base(rng), base(rng), rng);
    case 4:
      return crafted(rng);
    default:
      return base(rng);
  }
}
