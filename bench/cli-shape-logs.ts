// The logs of bench/cli-shapes.ts made from bench/cli-logs.ts's rollout: its items as a JSON lines
// log of Responses items, Chat messages or Anthropic messages, with or without the calls left unanswered, spelled as
// this tool writes JSON or as Python's json.dumps does, with LF or CRLF line ends, its call ids
// its own or one used again.
import {
  closeSync,
  createReadStream,
  createWriteStream,
  openSync,
  statSync,
  writeSync,
} from "node:fs";
import { createInterface } from "node:readline";
import { encodeValue } from "../bindings/msgpack/codec.js";
import { pythonJson } from "../tests/support/format-logs.js";

/** How an items log is written. */
export interface ItemsSpelling {
  /** Leave out the calls that have no output: a log `fix` has nothing to do in. */
  clean: boolean;
  /** `python`: `", "` and `": "` between members, non-ASCII as \u escapes (json.dumps' defaults). */
  spelling: "ours" | "python";
  end: "\n" | "\r\n";
  /** `reused`: every call's id `call_0`, used again once answered (SPEC §5 "Key reuse"). */
  ids?: "reused";
  /**
   * `chat`: Chat Completions messages (a call a message with its reasoning, outputs `tool`);
   * `anthropic`: Anthropic messages (a call a message with its reasoning as signed thinking, each
   * output a user message of its `tool_result`).
   */
  dialect?: "chat" | "anthropic";
  /** One JSON array of the records, one a line (as `convert --to json` writes it), not JSON lines. */
  array?: boolean;
  /** One msgpack array of the records (an array 32 header), not JSON: `spelling` and `end` unused. */
  msgpack?: boolean;
  /**
   * Lines that are no record in a JSON lines log (read with `--lenient`): `between`, one after each
   * item (half of them no JSON by their first character, half cut records JSON.parse must refuse);
   * `first`, the log's first line a record cut short (a log whose start was lost).
   */
  bad?: "between" | "first";
}

// The line that is no record after the `n`-th item (ItemsSpelling's `bad`).
const badLine = (n: number) => (n % 2 === 0 ? `garbage ${n}` : `{"type":"message","n":${n},`);

// A msgpack array 32's header for `count` elements.
function arrayHeader(count: number): Uint8Array {
  const header = new Uint8Array(5);
  header[0] = 0xdd;
  new DataView(header.buffer).setUint32(1, count);
  return header;
}

// An item as a Chat Completions message; reasoning (`reasoning`: the item before a call, if any)
// as the call's `reasoning_content`, as DeepSeek's and Kimi's thinking models write it.
function chatMessage(
  item: Record<string, unknown>,
  reasoning: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (item.type === "function_call") {
    const call = {
      id: item.call_id,
      type: "function",
      function: { name: item.name, arguments: item.arguments },
    };
    const thought = reasoning ? { reasoning_content: reasoning.encrypted_content } : {};
    return { role: "assistant", content: null, ...thought, tool_calls: [call] };
  }
  if (item.type === "function_call_output")
    return { role: "tool", tool_call_id: item.call_id, content: item.output };
  if (item.type !== "message") return undefined;
  const text = (item.content as { text: string }[]).map((part) => part.text).join("");
  return { role: item.role, content: text };
}

// An item as an Anthropic message, `reasoning` as the call's signed thinking block.
function anthropicMessage(
  item: Record<string, unknown>,
  reasoning: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (item.type === "function_call") {
    const input = JSON.parse(item.arguments as string);
    const use = { type: "tool_use", id: item.call_id, name: item.name, input };
    const thought = reasoning
      ? [{ type: "thinking", thinking: "", signature: reasoning.encrypted_content }]
      : [];
    return { role: "assistant", content: [...thought, use] };
  }
  if (item.type === "function_call_output") {
    const result = { type: "tool_result", tool_use_id: item.call_id, content: item.output };
    return { role: "user", content: [result] };
  }
  return chatMessage(item, undefined);
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
  let written = 0;
  if (how.msgpack) out.write(arrayHeader(0)); // its count set at the end
  let before: Record<string, unknown> | undefined;
  if (how.bad === "first") out.write(`{"type":"message","role":"us${how.end}`);
  let n = 0;
  for await (const read of rolloutItems(rollout)) {
    if (how.clean && read.type === "function_call" && !answered.has(read.call_id)) continue;
    const named = how.ids === "reused" && "call_id" in read ? { ...read, call_id: "call_0" } : read;
    const item =
      how.dialect === "chat"
        ? chatMessage(named, before)
        : how.dialect === "anthropic"
          ? anthropicMessage(named, before)
          : named;
    before = read.type === "reasoning" ? read : undefined;
    if (item === undefined) continue;
    if (how.msgpack) {
      written++;
      if (!out.write(encodeValue(item)))
        await new Promise<void>((r) => out.once("drain", () => r()));
      continue;
    }
    const text = how.spelling === "python" ? pythonJson(item) : JSON.stringify(item);
    const lead = !how.array ? "" : written++ === 0 ? `[${how.end}` : `,${how.end}`;
    const tail = how.array
      ? ""
      : how.bad === "between"
        ? `${how.end}${badLine(n++)}${how.end}`
        : how.end;
    if (!out.write(`${lead}${text}${tail}`))
      await new Promise<void>((r) => out.once("drain", () => r()));
  }
  if (how.array) out.write(`${written === 0 ? "[" : how.end}]${how.end}`);
  await new Promise<void>((r) => out.end(() => r()));
  if (how.msgpack) {
    const fd = openSync(path, "r+");
    writeSync(fd, arrayHeader(written), 0, 5, 0);
    closeSync(fd);
  }
  return statSync(path).size;
}
