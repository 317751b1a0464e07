// A nested array claiming 2**32-1 entries (issue 30: content, tool_calls, output parts) is refused
// before anything walks it, on every entry point that reads parts; each answer within a second.
import { describe, expect, it } from "vitest";
import {
  hasFamilyPrivateContent,
  itemAssistantText,
  itemsForFamily,
  preflight,
  reconcileItems,
} from "../../bindings/index.js";
import { requestMessages, responseItems, validateRequest } from "../../bindings/provider/index.js";
import { anthropicMessages, chatMessages, writeTranscript } from "../../bindings/readers/index.js";
import { ENGINES } from "../support/engines.js";
import { codeOf } from "../support/errors.js";

function sparse(length = 2 ** 32 - 1): unknown[] {
  const a: unknown[] = [];
  a.length = length;
  return a;
}

const content = sparse();
const assistant = { type: "message", role: "assistant", content } as never;
const user = { type: "message", role: "user", content } as never;
const output = { type: "function_call_output", call_id: "c", output: content } as never;

/** The code `run` answers with, checked to come within a second. */
function quickly(run: () => unknown): string {
  const start = performance.now();
  const code = codeOf(run);
  expect(performance.now() - start).toBeLessThan(1000);
  return code;
}

const CASES: Array<[string, () => unknown]> = [
  ["itemsForFamily", () => itemsForFamily([assistant], "anthropic")],
  ["hasFamilyPrivateContent", () => hasFamilyPrivateContent(assistant)],
  ["itemAssistantText", () => itemAssistantText(assistant)],
  ["preflight anthropic", () => preflight([assistant], { api: "anthropic" })],
  ["preflight anthropic (user)", () => preflight([user], { api: "anthropic" })],
  ["requestMessages (output parts)", () => requestMessages([output])],
  ["requestMessages (user parts)", () => requestMessages([user])],
  ["chatMessages", () => chatMessages([assistant])],
  ["validateRequest (messages)", () => validateRequest({ system: [], messages: content } as never)],
  [
    "validateRequest (content)",
    () => validateRequest({ system: [], messages: [{ role: "user", content }] } as never),
  ],
  ["responseItems (content)", () => responseItems({ content } as never)],
  [
    "requestMessages (annotations)",
    () =>
      requestMessages([
        {
          type: "message",
          role: "assistant",
          content: [{ type: "output_text", text: "t", annotations: content }],
        },
      ] as never),
  ],
  ["anthropicMessages", () => anthropicMessages([output])],
  ...(["jsonl", "json", "msgpack", "chat", "anthropic"] as const).map(
    (format): [string, () => unknown] => [
      `writeTranscript ${format}`,
      () => writeTranscript([assistant], { format }),
    ],
  ),
];

describe("nested arrays of 2**32-1 entries", () => {
  it.each(CASES)(
    "%s: limit-exceeded",
    (_, run) => {
      expect(quickly(run)).toBe("limit-exceeded");
    },
    5_000,
  );

  it.each(ENGINES)(
    "plan.items({ family }) (%s): limit-exceeded",
    (engine) => {
      expect(
        quickly(() => reconcileItems([assistant], { engine }).items({ family: "anthropic" })),
      ).toBe("limit-exceeded");
    },
    5_000,
  );

  it("writeTranscript on a top-level sparse array: limit-exceeded", () => {
    expect(quickly(() => writeTranscript(sparse() as never, { format: "jsonl" }))).toBe(
      "limit-exceeded",
    );
  }, 5_000);

  it("an array at the bound is still walked (a sparse 1,000-entry content)", () => {
    const item = { type: "message", role: "assistant", content: sparse(1000) } as never;
    expect(itemAssistantText(item)).toBe("");
    expect(hasFamilyPrivateContent(item)).toBe(false);
    expect(quickly(() => writeTranscript([item], { format: "json" }))).toBe("ok");
  });
});
