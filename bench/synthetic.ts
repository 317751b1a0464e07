// Realistic synthetic transcripts for benchmarks: deterministic, sized like real agent sessions.

/** A small deterministic PRNG (mulberry32) so every run benchmarks the same transcript. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  "the build fails on ci because npm rewrites lockfile version and node resolves a different tree".split(
    " ",
  );

/** Words to between `min` and `max` characters. */
export function text(random: () => number, min: number, max: number): string {
  const target = min + Math.floor(random() * (max - min));
  let out = "";
  while (out.length < target) out += `${WORDS[Math.floor(random() * WORDS.length)]} `;
  return out.slice(0, target);
}

const ID_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * A call id as long as real ones (OpenAI's `call_` and 24 characters; the corpus's average 29-30):
 * `n` in base 36 keeps it unique, characters drawn from a stream of its own fill it, so the
 * transcript's own draws are those of the short ids this replaced.
 */
export function callId(prefix: string, n: number, length = 24): string {
  const own = rng(n + 1);
  let id = `${prefix}${n.toString(36)}`;
  while (id.length < prefix.length + length) id += ID_CHARS[Math.floor(own() * 62)];
  return id;
}

/**
 * An item as a user holds it: parsed from JSON (a log line, a database row, an API response). Built
 * by `+=`, the ids and texts above are V8 cons strings, which no parsed item has: each hash or
 * character read of one walks the tree first.
 */
export const asParsed = <T>(item: T): T => JSON.parse(JSON.stringify(item));
/** Items as a user holds them: each parsed from JSON (a JSONL log's lines, a database's rows). */
export const asHeld = <T>(items: T[]): T[] => items.map(asParsed);

/**
 * About `count` Responses items: messages of 200–2,000 characters, arguments of 100–500,
 * about 30% calls with outputs (some parallel, some answered out of order), reasoning,
 * a few orphan outputs and a few pending calls; call ids of real length (29 characters).
 */
export function syntheticTranscript(count: number, seed = 42): object[] {
  const random = rng(seed);
  const items: object[] = [];
  let n = 0;
  while (items.length < count) {
    const roll = random();
    if (roll < 0.35) {
      const role = random() < 0.5 ? "user" : "assistant";
      const part = role === "user" ? "input_text" : "output_text";
      items.push({
        type: "message",
        role,
        content: [{ type: part, text: text(random, 200, 2000) }],
      });
    } else if (roll < 0.5) {
      items.push({
        type: "reasoning",
        id: `rs_${n++}`,
        summary: [],
        encrypted_content: text(random, 100, 400),
      });
    } else {
      const width = random() < 0.8 ? 1 : 2 + Math.floor(random() * 3);
      const ids = Array.from({ length: width }, () => callId("call_", n++));
      for (const id of ids) {
        items.push({
          type: "function_call",
          call_id: id,
          name: "shell",
          arguments: JSON.stringify({ cmd: text(random, 100, 500) }),
        });
      }
      const order = random() < 0.2 ? ids.slice().reverse() : ids;
      for (const id of order) {
        const r = random();
        if (r < 0.01) continue; // pending: interrupted before its output
        items.push({ type: "function_call_output", call_id: id, output: text(random, 50, 800) });
        if (r > 0.995)
          items.push({
            type: "function_call_output",
            call_id: callId("gone_", n++),
            output: "orphan",
          });
      }
    }
  }
  return asHeld(items.slice(0, count));
}
