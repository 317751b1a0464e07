// Items of the tests, in the Responses vocabulary, with a few private ones.
import type { Item } from "clinker-transcript";

export const user = (text: string): Item =>
  ({ type: "message", role: "user", content: [{ type: "input_text", text }] }) as Item;

export const call = (id: string, name = "lookup"): Item =>
  ({ type: "function_call", call_id: id, name, arguments: `{"q":"${id}"}` }) as Item;

export const output = (id: string, text = `result of ${id}`): Item =>
  ({ type: "function_call_output", call_id: id, output: text }) as Item;

export const reasoning = (id: string): Item =>
  ({ type: "reasoning", id, summary: [], encrypted_content: `enc-${id}` }) as Item;

export const assistant = (text: string): Item =>
  ({
    type: "message",
    role: "assistant",
    content: [{ type: "output_text", text, annotations: [] }],
  }) as Item;

/** A valid, ordered transcript of `turns` turns: user, reasoning, call, output, answer. */
export function conversation(prefix: string, turns: number): Item[] {
  const items: Item[] = [];
  for (let t = 0; t < turns; t++) {
    const id = `${prefix}-${t}`;
    items.push(
      user(`question ${t}`),
      reasoning(`rs-${id}`),
      call(id),
      output(id),
      assistant(`answer ${t}`),
    );
  }
  return items;
}
