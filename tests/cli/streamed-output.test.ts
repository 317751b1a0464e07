// A streamed rewrite may stop midway and hand the run to the whole-log path (Unstreamable): into a
// pipe or a device (written straight, no rename) the streamed bytes went out first and the whole
// path's after them (a FIFO's reader got the start twice; with the reader gone, fix hung opening
// it again). The streamed output is spooled and reaches such a target only once complete.
import { execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  constants,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeHeadedOutput, writeStreamedOutput } from "../../bindings/cli/io.js";
import { built, CLI, cli, fifoReader, tempDir } from "./run.js";

const TEXT = "x".repeat(200);
const message = (i: number, id?: string) =>
  JSON.stringify({
    type: "message",
    ...(id ? { id } : {}),
    role: i % 2 ? "assistant" : "user",
    content: [{ type: i % 2 ? "output_text" : "input_text", text: `${TEXT} ${i}` }],
  });

// Responses items whose item id shows twice, far apart: the streamed run finds it in its last
// piece, after writing the pieces before (fix-piece.ts), and the whole-log path decides instead.
function lateUnstreamable(dir: string): string {
  const lines = Array.from({ length: 3000 }, (_, i) => message(i));
  lines[11] = message(11, "msg_twice");
  lines[2991] = message(2991, "msg_twice");
  const file = join(dir, "log.jsonl");
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

// Everything a FIFO opened without blocking holds now (0 bytes: no writer came).
function drained(fd: number): string {
  const buffer = Buffer.alloc(1 << 16);
  let out = "";
  for (;;) {
    let n = 0;
    try {
      n = readSync(fd, buffer);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EAGAIN") return out;
      throw error;
    }
    if (n === 0) return out;
    out += buffer.toString("utf8", 0, n);
  }
}

describe("writeStreamedOutput", () => {
  const saved = process.env.TMPDIR;
  let spools: string;
  beforeEach(() => {
    spools = tempDir();
    process.env.TMPDIR = spools;
  });
  const spoolsLeft = () => readdirSync(spools).filter((name) => name.startsWith("clinker-spool-"));
  afterEach(() => {
    process.env.TMPDIR = saved;
  });

  it("writes nothing into a FIFO when the chunks stop midway, and all once they end", async () => {
    const fifo = join(tempDir(), "pipe");
    execFileSync("mkfifo", [fifo]);
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    try {
      async function* stops() {
        yield "first line\n";
        throw new Error("handed to the whole-log path");
      }
      await expect(writeStreamedOutput(fifo, stops())).rejects.toThrow("whole-log path");
      expect(drained(reader)).toBe("");
      expect(spoolsLeft()).toEqual([]);
      async function* ends() {
        yield "one\n";
        yield new TextEncoder().encode("two\n");
      }
      await writeStreamedOutput(fifo, ends());
      expect(drained(reader)).toBe("one\ntwo\n");
      expect(spoolsLeft()).toEqual([]);
    } finally {
      closeSync(reader);
    }
  });

  it("writes a head known at the end ahead of the rest: into a FIFO from a spool, into a file in place", async () => {
    const fifo = join(tempDir(), "pipe");
    execFileSync("mkfifo", [fifo]);
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const file = join(tempDir(), "out.bin");
    try {
      for (const target of [fifo, file]) {
        let made = 0;
        async function* body() {
          for (const part of ["ab", "cd"]) {
            made++;
            yield part;
          }
        }
        await writeHeadedOutput(target, body(), () => new TextEncoder().encode(`${made}:`), 5);
        const got = target === fifo ? drained(reader) : readFileSync(file, "utf8");
        expect(got).toBe("2:abcd");
        expect(spoolsLeft()).toEqual([]);
      }
    } finally {
      closeSync(reader);
    }
  });
});

describe.skipIf(!built)(
  "fix into a FIFO, streamed until a piece cannot decide as the whole",
  () => {
    it("gives the reader the whole-log path's output once, and ends", async () => {
      const dir = tempDir();
      const input = lateUnstreamable(dir);
      const expected = cli(["fix", input, "-o", "-"]).stdout;
      expect(expected.split("\n").length).toBe(3000); // the second msg_twice left out
      const { fifo, text } = fifoReader(dir);
      const run = spawn(process.execPath, [CLI, "fix", input, "-o", fifo, "--stream-min-mb", "0"]);
      const code = await new Promise<number | string>((resolve) => {
        const timer = setTimeout(() => {
          run.kill();
          resolve("hung");
        }, 20_000);
        run.on("close", (c) => {
          clearTimeout(timer);
          resolve(c ?? "killed");
        });
      });
      expect(code).toBe(0);
      expect(await text()).toBe(expected);
    }, 30_000);
  },
);
