// Durable writes (issue 30): every write awaited, fsync, close, then rename, then the folder
// fsynced (a large file flushed in the background as it is written, its failure the write's); the target keeps its mode; a temporary name no other run can hold, and a stale
// temporary file (another run's, even under the old PID name) neither breaks the write nor is removed.
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";

const order: string[] = [];
const faults = { datasync: false };
/** Writes started and not yet ended, and the most at once. */
const flight = { now: 0, most: 0 };
vi.mock("node:fs/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs/promises")>();
  const open: typeof real.open = async (...args: Parameters<typeof real.open>) => {
    const handle = await real.open(...args);
    const wrap = <K extends "write" | "sync" | "datasync" | "close">(name: K) => {
      const method = handle[name].bind(handle) as (...a: unknown[]) => Promise<unknown>;
      (handle as unknown as Record<string, unknown>)[name] = async (...a: unknown[]) => {
        if (name === "write") flight.most = Math.max(flight.most, ++flight.now);
        const result = await method(...a).finally(() => {
          if (name === "write") flight.now--;
        });
        if (name === "datasync" && faults.datasync)
          throw Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" });
        order.push(name);
        return result;
      };
    };
    wrap("write");
    wrap("sync");
    wrap("datasync");
    wrap("close");
    return handle;
  };
  const rename: typeof real.rename = async (from, to) => {
    order.push(`rename ${statSync(from).size}`);
    return real.rename(from, to);
  };
  return { ...real, open, rename, default: { ...real, open, rename } };
});

const { durableWrite, tempPathFor } = await import("../../bindings/cli/durable-write.js");

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "durable-"));
  order.length = 0;
  faults.datasync = false;
  flight.most = 0;
});

describe("durableWrite", () => {
  it("writes everything, fsyncs and closes before the rename", async () => {
    const target = join(dir, "out.jsonl");
    const lines = Array.from({ length: 5000 }, (_, i) => `{"i":${i},"pad":"${"x".repeat(300)}"}\n`);
    await durableWrite(target, lines);
    expect(readFileSync(target, "utf8")).toBe(lines.join(""));
    const size = statSync(target).size;
    const last = order.length - 1;
    expect(order.slice(last - 2)).toEqual(["sync", "close", `rename ${size}`]);
    expect(order.slice(0, last - 2).every((step) => step === "write")).toBe(true);
    expect(readdirSync(dir)).toEqual(["out.jsonl"]);
  });

  // The text is encoded into a reused buffer chunk by chunk (no large joined strings): the bytes
  // are those of the strings joined, a surrogate pair split across two chunks included.
  it("writes any chunks as the bytes of the strings joined (150 runs)", async () => {
    const unit = fc.constantFrom("a", "é", "\n", "\u{1F600}", "\ud83d", "\ude00", "€");
    const text = fc.oneof(
      fc.string({ unit, maxLength: 40 }),
      fc.string({ unit, minLength: 1, maxLength: 3 }).map((t) => t.repeat(200_000)),
    );
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 20 }),
      fc.uint8Array({ minLength: 1, maxLength: 3 }).map((b) => Buffer.alloc(300_000 * b.length, b)),
      fc.constant(Buffer.alloc((1 << 20) + 1, 7)),
    );
    const chunk = fc.oneof({ weight: 9, arbitrary: text }, bytes);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(chunk, { maxLength: 30 }), async (chunks) => {
        const target = join(dir, `any-${n++}.out`);
        await durableWrite(target, chunks);
        const parts: Buffer[] = [];
        let joined = "";
        for (const c of chunks) {
          if (typeof c === "string") joined += c;
          else {
            parts.push(Buffer.from(joined), Buffer.from(c));
            joined = "";
          }
        }
        parts.push(Buffer.from(joined));
        expect(readFileSync(target).equals(Buffer.concat(parts))).toBe(true);
      }),
      { seed: 20261203, numRuns: 150 },
    );
  });

  // A streamed host fix yields bytes a read at a time: they are batched, not written one by one.
  it("writes many small byte chunks in few writes, in order", async () => {
    const target = join(dir, "bytes.out");
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(64 * 1024, i));
    await durableWrite(target, chunks);
    expect(readFileSync(target).equals(Buffer.concat(chunks))).toBe(true);
    expect(order.filter((step) => step === "write").length).toBe(4); // 4 MiB in 1 MiB writes
  });

  // The next batch is made while the last is written: one write in flight at a time, in order.
  it("makes the next batch while one write is in flight, never two", async () => {
    const target = join(dir, "overlap.out");
    const made: Buffer[] = [];
    let pulledInFlight = 0;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let i = 0; i < 96; i++) {
        if (flight.now > 0) pulledInFlight++;
        const chunk = Buffer.alloc(64 * 1024, i);
        made.push(chunk);
        yield chunk;
        await new Promise((r) => setImmediate(r)); // a producer that reads as it goes
      }
    }
    await durableWrite(target, chunks());
    expect(readFileSync(target).equals(Buffer.concat(made))).toBe(true);
    expect(flight.most).toBe(1);
    expect(pulledInFlight).toBeGreaterThan(0);
  });

  // The final fsync then waits for the last stretch only, not for the whole file.
  it("flushes a large file in the background as it is written, then fsyncs it whole", async () => {
    const target = join(dir, "large.out");
    const chunks = Array.from({ length: 80 }, (_, i) => Buffer.alloc(1 << 20, i));
    await durableWrite(target, chunks);
    expect(readFileSync(target).equals(Buffer.concat(chunks))).toBe(true);
    const flushes = order.filter((step) => step === "datasync").length;
    expect(flushes).toBeGreaterThanOrEqual(1);
    expect(flushes).toBeLessThanOrEqual(2); // one every 32 MiB at most
    expect(order.indexOf("datasync")).toBeGreaterThanOrEqual(32); // after 32 MiB written
    expect(order.slice(-3)).toEqual(["sync", "close", `rename ${80 << 20}`]);
  });

  it("a failed background flush fails the write: the target is left as it was", async () => {
    const target = join(dir, "out.json");
    writeFileSync(target, "before");
    faults.datasync = true;
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(1 << 20, 1));
    await expect(durableWrite(target, chunks)).rejects.toMatchObject({ code: "EIO" });
    expect(readFileSync(target, "utf8")).toBe("before");
    expect(readdirSync(dir)).toEqual(["out.json"]);
  });

  it("keeps a target's mode: 0600 stays 0600, 0666 stays 0666 (the umask does not strip bits)", async () => {
    for (const mode of [0o600, 0o640, 0o604, 0o666, 0o660]) {
      const target = join(dir, `m${mode.toString(8)}.json`);
      writeFileSync(target, "old");
      chmodSync(target, mode);
      await durableWrite(target, ["new"]);
      expect(statSync(target).mode & 0o7777).toBe(mode);
      expect(readFileSync(target, "utf8")).toBe("new");
    }
  });

  it("a stale temporary file of another run neither breaks the write nor is removed", async () => {
    const target = join(dir, "out.json");
    const stale = [join(dir, ".out.json.1.clinker-tmp"), tempPathFor(target)];
    for (const path of stale) writeFileSync(path, "someone else's");
    await durableWrite(target, ["mine"]);
    expect(readFileSync(target, "utf8")).toBe("mine");
    for (const path of stale) expect(readFileSync(path, "utf8")).toBe("someone else's");
  });

  it("temporary names are fresh each time (not the PID)", () => {
    const names = new Set(Array.from({ length: 100 }, () => tempPathFor(join(dir, "t"))));
    expect(names.size).toBe(100);
    for (const name of names) expect(name).not.toContain(`.${process.pid}.`);
  });

  it("a failure mid-write leaves the target as it was and removes only its own temporary file", async () => {
    const target = join(dir, "out.json");
    writeFileSync(target, "before");
    const stale = join(dir, ".out.json.1.clinker-tmp");
    writeFileSync(stale, "someone else's");
    function* chunks(): Generator<string> {
      yield "x".repeat(2 << 20);
      throw new Error("disk full");
    }
    await expect(durableWrite(target, chunks())).rejects.toThrow("disk full");
    expect(readFileSync(target, "utf8")).toBe("before");
    expect(readdirSync(dir).sort()).toEqual([".out.json.1.clinker-tmp", "out.json"]);
  });
});
