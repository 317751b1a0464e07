// What a rewrite says of the records its read skipped (rewrite-file.ts skippedFields): those a
// lenient read skipped are counted (`skippedRecords`), in no items output, copied as they are
// where a host session is fixed in its own format; a torn last line (`tornLine`) is in no output.
// Whole-log and streamed runs alike.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { encodeValue } from "../../bindings/msgpack/codec.js";
import { built, cli, log, tempDir } from "./run.js";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BAD = ["garbage here", '{"type":"message","n":1,'];
// `text`'s lines with the bad ones after its second line, and `tail` at its end.
const withBad = (text: string, tail = "") => {
  const lines = text.trimEnd().split("\n");
  return `${[...lines.slice(0, 2), ...BAD, ...lines.slice(2)].join("\n")}\n${tail}`;
};
const PATHS = [
  ["--stream-min-mb", "1000"],
  ["--stream-min-mb", "0"],
];

describe.skipIf(!built)("records a rewrite's read skipped", () => {
  it("an items log: the skipped counted and in no output, fix, compact and convert", () => {
    const input = join(dir, "items.jsonl");
    writeFileSync(input, withBad(readFileSync(log("responses-clean.jsonl"), "utf8")));
    const output = join(dir, "items-out.jsonl");
    const commands = [
      ["fix"],
      ["compact", "--cutoff", "1", "--summary", "S"],
      ["convert", "--to", "jsonl", "--allow-lossy"],
    ];
    for (const path of PATHS)
      for (const command of commands) {
        const args = [...command, "--lenient", ...path, input, "-o", output];
        const run = cli([...args, "--json"]);
        expect([command[0], path[1], JSON.parse(run.stdout).skippedRecords]).toEqual([
          command[0],
          path[1],
          2,
        ]);
        expect(readFileSync(output, "utf8")).not.toContain("garbage");
        expect(cli(args).stdout).toContain("skipped 2 records (--lenient): not in the output");
      }
  });

  it("a msgpack log written as msgpack: its skipped elements are in no output either", () => {
    const input = join(dir, "items.msgpack");
    const items = [{ type: "message", role: "user", content: "a" }, { nope: 1 }];
    writeFileSync(input, encodeValue(items));
    const output = join(dir, "items-out.msgpack");
    const args = ["fix", "--lenient", "--to", "msgpack", input, "-o", output];
    expect(JSON.parse(cli([...args, "--json"]).stdout)).toMatchObject({ skippedRecords: 1 });
    expect(cli(args).stdout).toContain("skipped 1 record (--lenient): not in the output");
  });

  it("a Claude Code session fixed in its own format copies them; its torn last line is in no output", () => {
    const input = join(dir, "session.jsonl");
    const torn = '{"parentUuid":"x","type":"user","mess';
    writeFileSync(input, withBad(readFileSync(log("claude-code-orphan.jsonl"), "utf8"), torn));
    const output = join(dir, "session-out.jsonl");
    for (const path of PATHS) {
      const args = ["fix", "--lenient", ...path, input, "-o", output];
      const report = JSON.parse(cli([...args, "--json"]).stdout);
      const lines = readFileSync(input, "utf8").split("\n").length;
      expect([path[1], report.skippedRecords, report.tornLine]).toEqual([path[1], 2, lines]);
      const written = readFileSync(output, "utf8");
      for (const bad of BAD) expect(written).toContain(`${bad}\n`);
      expect(written).not.toContain(torn);
      const text = cli(args).stdout;
      expect(text).toContain("skipped 2 records (--lenient): copied to the output as they are");
      expect(text).toContain(`line ${lines}, the last, is cut short`);
    }
  });
});
