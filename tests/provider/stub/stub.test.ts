import { describe, expect, it } from "vitest";
import { TranscriptError } from "../../../bindings/errors.js";
import {
  createStubProvider,
  isRefused,
  type ProviderRequest,
  type ProviderResponse,
  responseText,
  type StreamEvent,
  type StubTurn,
  toolUses,
} from "../../../bindings/provider/index.js";

const ask = (text: string, extra: Partial<ProviderRequest> = {}): ProviderRequest => ({
  system: [{ text: "You are terse.", cache: true }],
  messages: [{ role: "user", content: text }],
  ...extra,
});

async function streamed(turns: StubTurn[], requests = 1) {
  const provider = createStubProvider(turns);
  const events: StreamEvent[] = [];
  const responses: ProviderResponse[] = [];
  for (let i = 0; i < requests; i++) {
    responses.push(await provider.stream(ask(`q${i}`), (e) => events.push(e)));
  }
  return { events, responses };
}

describe("stub short forms", () => {
  it("a string is a text answer that ends the turn", async () => {
    const r = await createStubProvider(["Hello there."]).complete(ask("hi"));
    expect(r).toEqual({
      stopReason: "end_turn",
      content: [{ type: "text", text: "Hello there." }],
      model: "stub",
      usage: { inputTokens: 0, outputTokens: 0 },
    });
    expect(responseText(r)).toBe("Hello there.");
    expect(isRefused(r)).toBe(false);
    expect(toolUses(r)).toEqual([]);
  });

  it("{ text, thinking } puts the thinking block first", async () => {
    const r = await createStubProvider([{ text: "42", thinking: "6 x 7" }]).complete(ask("?"));
    expect(r.content).toEqual([
      { type: "thinking", text: "6 x 7" },
      { type: "text", text: "42" },
    ]);
    expect(responseText(r)).toBe("42");
  });

  it("{ tool } is one call with a counter id and stop reason tool_use", async () => {
    const r = await createStubProvider([{ tool: "read", input: { path: "a" } }]).complete(ask("?"));
    expect(r.stopReason).toBe("tool_use");
    expect(toolUses(r)).toEqual([
      { type: "tool-use", id: "call_stub_1", name: "read", input: { path: "a" } },
    ]);
  });

  it("{ tools } is several calls in order, ids counting across turns, explicit ids kept", async () => {
    const provider = createStubProvider([
      { tool: "a" },
      { text: "Both:", tools: [{ name: "b", input: 1 }, { name: "c", id: "mine" }, { name: "d" }] },
    ]);
    await provider.complete(ask("1"));
    const r = await provider.complete(ask("2"));
    expect(r.content[0]).toEqual({ type: "text", text: "Both:" });
    expect(toolUses(r).map((t) => [t.id, t.name, t.input])).toEqual([
      ["call_stub_2", "b", 1],
      ["mine", "c", {}],
      ["call_stub_3", "d", {}],
    ]);
  });

  it("{ refusal } is a successful answer with no content and stopDetails", async () => {
    const r = await createStubProvider([{ refusal: "Not allowed.", category: "cyber" }]).complete(
      ask("?"),
    );
    expect(isRefused(r)).toBe(true);
    expect(r.content).toEqual([]);
    expect(r.stopDetails).toEqual({
      type: "refusal",
      category: "cyber",
      explanation: "Not allowed.",
    });
    expect(responseText(r)).toBe("");
  });

  it("a refusal may carry partial text; responseText still concatenates it", async () => {
    const r = await createStubProvider([{ refusal: null, text: "I started to" }]).complete(
      ask("?"),
    );
    expect(isRefused(r)).toBe(true);
    expect(r.stopDetails).toEqual({ type: "refusal", category: null, explanation: null });
    expect(responseText(r)).toBe("I started to");
  });

  it("stopDetails appears only on a refusal", async () => {
    const provider = createStubProvider(["a", { tool: "t" }, { maxTokens: "cut" }]);
    for (let i = 0; i < 3; i++)
      expect("stopDetails" in (await provider.complete(ask("?")))).toBe(false);
  });

  it("{ maxTokens } is truncated text with stop reason max_tokens", async () => {
    const r = await createStubProvider([{ maxTokens: "The answer is" }]).complete(ask("?"));
    expect(r.stopReason).toBe("max_tokens");
    expect(responseText(r)).toBe("The answer is");
  });

  it("an empty text invents no block", async () => {
    const r = await createStubProvider([""]).complete(ask("?"));
    expect(r.content).toEqual([]);
  });

  it("{ response } is played verbatim, stop reason derived when absent", async () => {
    const content = [{ type: "tool-use" as const, id: "x", name: "n", input: { deep: [1] } }];
    const turn = { response: { content, model: "m", usage: { inputTokens: 3, outputTokens: 4 } } };
    const r = await createStubProvider([turn]).complete(ask("?"));
    expect(r).toEqual({
      stopReason: "tool_use",
      content,
      model: "m",
      usage: { inputTokens: 3, outputTokens: 4 },
    });
    expect(r.content[0]).not.toBe(content[0]);
  });

  it("a function turn sees a copy of the request and its index", async () => {
    const seen: [string, number][] = [];
    const echo: StubTurn = (request, turn) => {
      seen.push([String(request.messages[0].content), turn]);
      return `echo ${request.messages[0].content}`;
    };
    const provider = createStubProvider([echo], { default: echo });
    expect(responseText(await provider.complete(ask("a")))).toBe("echo a");
    expect(responseText(await provider.complete(ask("b")))).toBe("echo b");
    expect(seen).toEqual([
      ["a", 0],
      ["b", 1],
    ]);
  });

  it("the model comes from the request, then the turn, then the options", async () => {
    const provider = createStubProvider(["a", { text: "b", model: "turn-model" }, "c"], {
      model: "opt",
    });
    expect((await provider.complete(ask("?", { model: "req" }))).model).toBe("req");
    expect((await provider.complete(ask("?"))).model).toBe("turn-model");
    expect((await provider.complete(ask("?"))).model).toBe("opt");
  });
});

describe("stub script and log", () => {
  it("logs deep copies of the requests it saw", async () => {
    const provider = createStubProvider(["a", "b"]);
    const request = ask("first");
    await provider.complete(request);
    (request.messages as any[]).push({ role: "user", content: "mutated later" });
    await provider.stream(ask("second"), () => {});
    expect(provider.requests).toHaveLength(2);
    expect(provider.requests[0].messages).toHaveLength(1);
    expect(provider.requests[1].messages[0].content).toBe("second");
  });

  it("an exhausted script without a default is a stub-exhausted TranscriptError", async () => {
    const provider = createStubProvider(["only"]);
    await provider.complete(ask("1"));
    const error = await provider.complete(ask("2")).catch((e) => e);
    expect(error).toBeInstanceOf(TranscriptError);
    expect(error.code).toBe("stub-exhausted");
    expect(provider.requests).toHaveLength(2);
    await expect(provider.stream(ask("3"), () => {})).rejects.toMatchObject({
      code: "stub-exhausted",
    });
  });

  it("the default plays forever once the script is done", async () => {
    const provider = createStubProvider(["first"], { default: { text: "again" } });
    const texts = [];
    for (let i = 0; i < 4; i++) texts.push(responseText(await provider.complete(ask("?"))));
    expect(texts).toEqual(["first", "again", "again", "again"]);
  });

  it("rejects bad turns up front and bad requests before using a turn", async () => {
    expect(() => createStubProvider([{ nope: 1 } as any])).toThrow(/invalid-argument/);
    expect(() => createStubProvider([{ tools: [{}] } as any])).toThrow(TranscriptError);
    expect(() => createStubProvider("x" as any)).toThrow(/must be an array/);
    expect(() => createStubProvider([], { default: 7 as any })).toThrow(/default/);
    const provider = createStubProvider(["a"]);
    await expect(provider.complete({ messages: [] } as any)).rejects.toMatchObject({
      code: "invalid-argument",
    });
    await expect(provider.complete(ask("?", { effort: "huge" as any }))).rejects.toThrow(/effort/);
    expect(provider.requests).toHaveLength(0);
    expect(responseText(await provider.complete(ask("?")))).toBe("a");
  });

  it("a function turn returning a bad form is invalid-argument", async () => {
    const provider = createStubProvider([() => ({ bogus: true }) as any]);
    await expect(provider.complete(ask("?"))).rejects.toMatchObject({ code: "invalid-argument" });
  });

  it("never mutates the turns it was given", async () => {
    const turns: StubTurn[] = [{ tools: [{ name: "t", input: { a: [1] } }] }];
    const before = JSON.stringify(turns);
    const r = await createStubProvider(turns).complete(ask("?"));
    (toolUses(r)[0].input as any).a.push(2);
    expect(JSON.stringify(turns)).toBe(before);
  });
});

describe("stub streaming", () => {
  it("splits text on whitespace, announces other blocks whole, ends with done", async () => {
    const { events, responses } = await streamed([
      { text: "Hello  big\nworld ", thinking: "hm", tool: "t" },
    ]);
    expect(events).toEqual([
      { type: "block-start", block: { type: "thinking", text: "hm" } },
      { type: "block-stop" },
      { type: "block-start", block: { type: "text", text: "" } },
      { type: "text-delta", text: "Hello  " },
      { type: "text-delta", text: "big\n" },
      { type: "text-delta", text: "world " },
      { type: "block-stop" },
      { type: "block-start", block: { type: "tool-use", id: "call_stub_1", name: "t", input: {} } },
      { type: "block-stop" },
      { type: "done", response: responses[0] },
    ]);
  });

  it("returns what complete would have returned", async () => {
    const turns: StubTurn[] = [
      "a b c",
      { tools: [{ name: "x" }, { name: "y" }] },
      { refusal: "no" },
    ];
    const viaComplete = createStubProvider(turns);
    const { responses } = await streamed(turns, 3);
    for (const response of responses)
      expect(response).toEqual(await viaComplete.complete(ask("?")));
  });

  it("the same script twice gives byte-identical events and responses", async () => {
    const script: StubTurn[] = [
      {
        text: "Let me look.",
        thinking: "need the file",
        tools: [{ name: "read", input: { p: "a" } }, { name: "ls" }],
      },
      { refusal: "Policy.", text: "Partial" },
      { maxTokens: "one two three four" },
      (request) => `seen ${request.messages.length} message(s)`,
    ];
    const first = await streamed(script, 4);
    const second = await streamed(script, 4);
    expect(JSON.stringify(second.events)).toBe(JSON.stringify(first.events));
    expect(JSON.stringify(second.responses)).toBe(JSON.stringify(first.responses));
    expect(first.events.filter((e) => e.type === "done")).toHaveLength(4);
  });

  it("an exception thrown by onEvent propagates unchanged", async () => {
    const boom = new Error("listener failed");
    const provider = createStubProvider(["a b"]);
    await expect(
      provider.stream(ask("?"), () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });

  it("a refusal streams no invented block", async () => {
    const { events } = await streamed([{ refusal: "no" }]);
    expect(events.map((e) => e.type)).toEqual(["done"]);
  });
});
