// The logs of bench/cli-shapes.ts made from bench/cli-logs.ts's rollout: its items as a JSON lines
// log of Responses items, with or without the calls left unanswered, spelled as this tool writes
// JSON or as Python's json.dumps does, with LF or CRLF line ends.
import { createReadStream, createWriteStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { pythonJson } from "../tests/support/format-logs.js";

/** How an items log is written. */
export interface ItemsSpelling {
  /** Leave out the calls that have no output: a log `fix` has nothing to do in. */
  clean: boolean;
  /** `python`: `", "` and `": "` between members, non-ASCII as \u escapes (json.dumps' defaults). */
  spelling: "ours" | "python";
  end: "\n" | "\r\n";
}

// The rollout's items, one a line (its envelopes dropped).
async function* rolloutItems(rollout: string): AsyncGenerator<Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(rollout), crlfDelay: Infinity });
  for await (const line of lines) {
    const record = JSON.parse(line) as { type: string; payload: Record<string, unknown> };
    if (record.type === "response_item") yield record.payload;
  }
}

/** Writes the rollout's items to `path` as `spelling` says; resolves with the file's size. */
export async function itemsLog(rollout: string, path: string, how: ItemsSpelling): Promise<number> {
  const answered = new Set<unknown>();
  if (how.clean)
    for await (const item of rolloutItems(rollout))
      if (item.type === "function_call_output") answered.add(item.call_id);
  const out = createWriteStream(path);
  for await (const item of rolloutItems(rollout)) {
    if (how.clean && item.type === "function_call" && !answered.has(item.call_id)) continue;
    const text = how.spelling === "python" ? pythonJson(item) : JSON.stringify(item);
    if (!out.write(`${text}${how.end}`))
      await new Promise<void>((r) => out.once("drain", () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  return statSync(path).size;
}
