// The pi host writer's keep of an assistant line the Anthropic API made: its blank text and
// thinking blocks make no item (pi never sends them), so they are in no item's blocks and stay
// with the line while any of its items is kept; the items map to the other blocks in order. So
// does a Responses API's message with its unsigned thinking.
import { describe, expect, it } from "vitest";
import { piSessionHost } from "../../../bindings/readers/host/pi-session.js";

const blankThinking = { type: "thinking", thinking: " ", thinkingSignature: "S0" };
const signed = { type: "thinking", thinking: "plan", thinkingSignature: "S1" };
const blankText = { type: "text", text: "" };
const call = { type: "toolCall", id: "toolu_1", name: "bash", arguments: {} };
const text = { type: "text", text: "done" };
const record = (api: string) => ({
  type: "message",
  id: "e2",
  parentId: "e1",
  message: {
    role: "assistant",
    api,
    content: [blankThinking, signed, blankText, call, text],
  },
});

describe("pi assistant lines with blocks pi never sends", () => {
  it("keep the blank blocks with the kept items; three items map to the three other blocks", () => {
    const kept = piSessionHost.keep(record("anthropic-messages"), [false, true, true]);
    expect(kept?.message.content).toEqual([blankThinking, blankText, call, text]);
    expect(piSessionHost.keep(record("anthropic-messages"), [false, false, false])).toBeUndefined();
    expect(() =>
      piSessionHost.keep(record("anthropic-messages"), [true, true, true, true, true]),
    ).toThrow(/makes 3 item\(s\) here but 5/);
  });

  it("of a Responses API: its unsigned thinking is no item (pi sends it nowhere), blank text is", () => {
    const unsigned = { type: "thinking", thinking: "cut short", thinkingSignature: "" };
    const line = record("openai-responses");
    line.message.content = [unsigned, signed, blankText, call, text];
    const kept = piSessionHost.keep(line, [false, true, true, false]);
    expect(kept?.message.content).toEqual([unsigned, blankText, call]);
    expect(() => piSessionHost.keep(line, [true, true, true, true, true])).toThrow(
      /makes 4 item\(s\) here but 5/,
    );
  });

  it("of another API: every block is an item", () => {
    const line = record("google-generative-ai");
    const kept = piSessionHost.keep(line, [false, true, true, true, false]);
    expect(kept?.message.content).toEqual([signed, blankText, call]);
  });
});
