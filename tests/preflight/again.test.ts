// preflightAgain (the command line's fix checks one list with and without its recorded models):
// `again(other)` must give exactly what preflight gives for the same input under `other`, for
// Responses items and Anthropic messages, whatever the options read first: models per item or
// block, families, thinking, store, reasoning models, on either engine. It reuses the first
// call's reading (the pairing too, computed by that engine).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { initSync } from "../../bindings/engine/wasm.js";
import { TranscriptError } from "../../bindings/errors.js";
import type { Family } from "../../bindings/items/types.js";
import { preflight } from "../../bindings/preflight/index.js";
import { preflightAgain } from "../../bindings/preflight/preflight.js";
import type { PreflightOptions } from "../../bindings/preflight/types.js";
import { asResponses } from "../cli/stream-support.js";
import { brokenTranscript } from "../properties/transcripts.js";

const ID = fc.constantFrom("t1", "t2", "t3");
const BLOCK = fc.oneof(
  fc.constant({ type: "text", text: "hi" }),
  fc.constant({ type: "thinking", thinking: "hmm", signature: "sig" }),
  fc.constant({ type: "redacted_thinking", data: "blob" }),
  ID.map((id) => ({ type: "tool_use", id, name: "f", input: {} })),
  ID.map((id) => ({ type: "tool_result", tool_use_id: id, content: "ok" })),
  ID.map((id) => ({ type: "server_tool_use", id, name: "web_search", input: {} })),
  ID.map((id) => ({ type: "web_search_tool_result", tool_use_id: id, content: [] })),
);
const MESSAGES = fc.array(
  fc.record({
    role: fc.constantFrom("user", "assistant"),
    content: fc.oneof(fc.constant("go"), fc.array(BLOCK, { maxLength: 4 })),
  }),
  { maxLength: 8 },
);

const MODEL = fc.constantFrom(undefined, "m1", "m2");
const FAMILY = fc.constantFrom<Family | undefined>(undefined, "anthropic", "openai");

// Options over `keys` (the items, or the messages and their blocks): models and families keyed
// by some of them, as the command line keys recorded models.
const ENGINE = fc.constantFrom("reference" as const, "wasm" as const);

const options = (
  api: "responses" | "anthropic",
  keys: readonly unknown[],
  engine: "reference" | "wasm",
) =>
  fc
    .record({
      model: MODEL,
      family: FAMILY,
      thinking: fc.boolean(),
      store: fc.boolean(),
      reasoningModel: fc.boolean(),
      models: fc.array(MODEL, { minLength: keys.length, maxLength: keys.length }),
      families: fc.array(FAMILY, { minLength: keys.length, maxLength: keys.length }),
      keyed: fc.boolean(),
    })
    .map((o): PreflightOptions => {
      const pairs = <T>(values: (T | undefined)[]) =>
        new Map(keys.flatMap((k, i) => (values[i] === undefined ? [] : [[k, values[i] as T]])));
      return {
        api,
        engine,
        ...(o.model ? { model: o.model } : {}),
        ...(o.family ? { family: o.family } : {}),
        ...(o.keyed ? { itemModels: pairs(o.models), itemFamilies: pairs(o.families) } : {}),
        thinking: o.thinking,
        store: o.store,
        reasoningModel: o.reasoningModel,
      };
    });

const keysOf = (messages: readonly { content: unknown }[]) =>
  messages.flatMap((m) => [m, ...(Array.isArray(m.content) ? m.content : [])]);

// The violations, or the error's code: both calls must agree on either.
function outcome(run: () => unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(run()));
  } catch (error) {
    if (error instanceof TranscriptError) return { code: error.code };
    throw error;
  }
}

beforeAll(() => initSync());

describe("preflightAgain", () => {
  it("gives preflight's answer under the other options, for Anthropic messages (500 runs)", () => {
    let reported = 0;
    fc.assert(
      fc.property(
        fc
          .tuple(MESSAGES, ENGINE)
          .chain(([messages, engine]) =>
            fc.tuple(
              fc.constant(messages),
              options("anthropic", keysOf(messages), engine),
              options("anthropic", keysOf(messages), engine),
            ),
          ),
        ([messages, first, other]) => {
          const shared = preflightAgain(messages, first);
          expect(outcome(() => shared.result)).toEqual(outcome(() => preflight(messages, first)));
          const want = outcome(() => preflight(messages, other));
          expect(outcome(() => shared.again(other))).toEqual(want);
          if (JSON.stringify(want) !== JSON.stringify(outcome(() => shared.result))) reported++;
        },
      ),
      { seed: 35, numRuns: 500 },
    );
    // The options read first must differ in what they report for the test to mean anything.
    expect(reported).toBeGreaterThan(50);
  });

  it("gives preflight's answer under the other options, for Responses items (300 runs)", () => {
    fc.assert(
      fc.property(
        fc.tuple(brokenTranscript, ENGINE).chain(([base, engine]) => {
          const items = asResponses(base);
          return fc.tuple(
            fc.constant(items),
            options("responses", items, engine),
            options("responses", items, engine),
          );
        }),
        ([items, first, other]) => {
          const shared = preflightAgain(items, first);
          expect(outcome(() => shared.again(other))).toEqual(
            outcome(() => preflight(items, other)),
          );
        },
      ),
      { seed: 35, numRuns: 300 },
    );
  });

  it("refuses Chat Completions, and another api or engine again", () => {
    const code = (run: () => unknown) => (outcome(run) as { code?: string }).code;
    expect(code(() => preflightAgain([], { api: "chat" }))).toBe("invalid-argument");
    const shared = preflightAgain([], { api: "anthropic" });
    expect(code(() => shared.again({ api: "responses" }))).toBe("invalid-argument");
    expect(code(() => shared.again({ api: "anthropic", engine: "reference" }))).toBe(
      "invalid-argument",
    );
  });
});
