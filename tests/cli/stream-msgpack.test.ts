// `--to msgpack` streams (stream/msgpack-output.ts): `fix`, `compact` and `convert` write a large
// log's items as msgpack a piece at a time, the array's header (its count known at the end) put
// ahead of them from a spool: byte for byte what the whole-log path writes, from JSON lines or
// msgpack, and where a msgpack log is left unchanged, its own bytes, as the whole-log path
// leaves them.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { compactFile } from "../../bindings/cli/compact.js";
import { convertFile } from "../../bindings/cli/convert.js";
import { fixFile } from "../../bindings/cli/fix.js";
import type { RewriteOptions } from "../../bindings/cli/rewrite-file.js";
import { MsgpackOutput } from "../../bindings/cli/stream/msgpack-output.js";
import { encodeValue } from "../../bindings/msgpack/codec.js";
import { REPAIR } from "../properties/transcripts.js";
import { tempDir } from "./run.js";
import { type PathOptions, runWholeAndStreamed, streamedProperty } from "./stream-support.js";

type Obj = Record<string, unknown>;

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The streamed msgpack outputs that were written to their end.
let wrote = 0;
const write = MsgpackOutput.prototype.write;
vi.spyOn(MsgpackOutput.prototype, "write").mockImplementation(async function (
  this: MsgpackOutput,
  ...args: Parameters<MsgpackOutput["write"]>
) {
  await write.apply(this, args);
  wrote++;
});

// A report but what only the whole-log compact fills (its closing preflight and what it finds).
const comparable = ({ remaining: _r, ok: _o, preflight: _p, ...rest }: Obj) => rest;

let n = 0;
type Command = (input: string, extra: PathOptions) => Promise<{ error?: unknown; output: string }>;
const given = { to: "msgpack", repairText: REPAIR, allowLossy: true } as const;
const commands: Record<string, (cutoff: number) => Command> = {
  fix: () => (input, extra) => fixFile(input, { ...given, ...extra }),
  compact: (cutoff) => (input, extra) =>
    compactFile(input, { ...given, cutoff, summary: "S", ...extra }),
  convert: () => (input, extra) => convertFile(input, { ...given, ...extra }),
};

// Both paths of `command` on `input`, the outputs read a byte a character.
async function both(command: Command, input: string, piece?: number) {
  const before = wrote;
  const r = await runWholeAndStreamed(
    (extra) => command(input, extra),
    () => join(dir, `out-${n++}.msgpack`),
    piece,
    "latin1",
  );
  return { ...r, wasStreamed: wrote > before };
}

// The items as a JSON lines log, or as a msgpack array (after a meta record in half of those).
function logOf(items: readonly Obj[], at: number): string {
  const asMsgpack = at % 2 === 1;
  const input = join(dir, asMsgpack ? "input.msgpack" : "input.jsonl");
  const meta = at % 4 === 1 ? [{ type: "clinker-transcript.meta", family: "openai" }] : [];
  writeFileSync(
    input,
    asMsgpack
      ? encodeValue([...meta, ...items])
      : items.map((i) => `${JSON.stringify(i)}\n`).join(""),
  );
  return input;
}

describe("--to msgpack, streamed, against the whole-log path", () => {
  it("writes the same bytes and reports the same, fix, compact and convert, from JSON lines or msgpack", async () => {
    await streamedProperty(
      20261218,
      async (items, piece, at) => {
        const name = ["fix", "compact", "convert"][at % 3];
        const command = commands[name](items.length === 0 ? 0 : at % (items.length + 1));
        const r = await both(command, logOf(items, Math.floor(at / 3)), piece);
        expect(r.streamed.bytes).toBe(r.whole.bytes);
        // The streamed compact skips its closing preflight and says so (stream.test.ts).
        const same = name === "compact" ? comparable : (report: Obj) => report;
        expect(same(r.streamed.report)).toEqual(same(r.whole.report));
        return r.wasStreamed;
      },
      1 / 3,
    );
  });

  it("leaves a msgpack log fix changed nothing in as its own bytes, its header minimal or not", async () => {
    const items = Array.from({ length: 40 }, (_, k) => [
      { type: "message", role: "user", content: `u${k}` },
      { type: "function_call", call_id: `c${k}`, name: "f", arguments: "{}" },
      { type: "function_call_output", call_id: `c${k}`, output: "o" },
    ]).flat();
    const minimal = encodeValue(items);
    // The same elements behind an array 32 header, as another writer may spell a short array.
    const wide = new Uint8Array(minimal.length + 2);
    wide.set([0xdd, 0, 0, 0, items.length]);
    wide.set(minimal.subarray(3), 5);
    for (const [name, bytes, streams] of [
      ["minimal.msgpack", minimal, true],
      ["wide.msgpack", wide, false],
    ] as const) {
      const input = join(dir, name);
      writeFileSync(input, bytes);
      const r = await both(commands.fix(0), input, 7);
      expect(r.streamed).toEqual(r.whole);
      expect(Buffer.from(r.streamed.bytes ?? "", "latin1")).toEqual(readFileSync(input));
      // The wide header is not the one msgpackr writes: the whole-log path said it stands.
      expect(r.wasStreamed).toBe(streams);
    }
  });

  it("refuses what msgpack cannot hold as the whole-log path does, and leaves no spool", async () => {
    const options: RewriteOptions & { to: "msgpack" } = {
      output: join(dir, "bad.msgpack"),
      to: "msgpack",
    };
    // A lone surrogate has no UTF-8 form: refused for msgpack on either path, the item named.
    const input = join(dir, "surrogate.jsonl");
    const items = [{ type: "message", role: "user", content: "a\ud800" }];
    writeFileSync(input, items.map((i) => `${JSON.stringify(i)}\n`).join(""));
    const whole = await convertFile(input, {
      ...options,
      streamMinBytes: Number.POSITIVE_INFINITY,
    });
    const streamed = await convertFile(input, { ...options, streamMinBytes: 0 });
    expect(streamed.error).toEqual(whole.error);
    expect(whole.error).toMatchObject({ code: "invalid-item" });
    expect(readdirSync(dir).filter((name) => name.includes("clinker-tmp"))).toEqual([]);
  });
});
