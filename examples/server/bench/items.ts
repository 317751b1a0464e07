// The benchmark's transcripts: turns of a coding agent (user, reasoning, call, output, answer).
import type { Item } from "clinker-transcript";

/** `count` items of session `tag`: turns of five items, the reasoning private to openai. */
export function sessionItems(tag: string, count: number): Item[] {
  const items: Item[] = [];
  for (let t = 0; items.length < count; t++) {
    const id = `${tag}-call-${t}`;
    const turn = [
      {
        type: "message",
        role: "user",
        content: [
          { type: "input_text", text: `Step ${t}: run the next check on module ${t % 97}.` },
        ],
      },
      {
        type: "reasoning",
        id: `rs_${tag}_${t}`,
        summary: [],
        encrypted_content: `gAAAAB${"x".repeat(120)}${t}`,
      },
      {
        type: "function_call",
        call_id: id,
        name: "run_tests",
        arguments: JSON.stringify({ module: `m${t % 97}`, verbose: false }),
      },
      {
        type: "function_call_output",
        call_id: id,
        output: `ok: ${t % 13} passed, 0 failed in ${(t % 7) + 1}.2s`,
      },
      {
        type: "message",
        role: "assistant",
        content: [
          { type: "output_text", text: `Module ${t % 97} passes; moving on.`, annotations: [] },
        ],
      },
    ];
    for (const item of turn) if (items.length < count) items.push(item as Item);
  }
  return items;
}
