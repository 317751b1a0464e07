// writeTranscript on values JSON.stringify or the msgpack encoder would throw on (issue 30):
// each answered with a TranscriptError naming the item, every format.
import { describe, expect, it } from "vitest";
import { jsonLines, writeTranscript } from "../../bindings/readers/index.js";
import { errorOf } from "../support/errors.js";

const FORMATS = ["jsonl", "json", "msgpack", "chat", "anthropic"] as const;

function deep(levels: number): object {
  let value: object = { type: "message", role: "user", content: "x" };
  for (let i = 0; i < levels; i++)
    value = { type: "message", role: "user", content: "x", extra: value };
  return value;
}

function cyclic(): object {
  const item: Record<string, unknown> = { type: "message", role: "user", content: "x" };
  item.self = { back: item };
  return item;
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({ type: "message", role: "user", content: "x" }, {});
  revoke();
  return proxy;
}

const throwing = new Proxy(
  { type: "message", role: "user", content: "x" },
  {
    ownKeys() {
      throw new Error("trap");
    },
  },
);

const getter = Object.defineProperty({ type: "message", role: "user", content: "x" }, "meta", {
  enumerable: true,
  get() {
    throw new Error("getter");
  },
});

const CASES: Array<[string, object, string, string]> = [
  ["100,000 levels deep", deep(100_000), "limit-exceeded", "max-depth"],
  ["a cycle", cyclic(), "invalid-item", "cycle"],
  ["a BigInt", { type: "message", role: "user", content: "x", n: 1n }, "invalid-item", "bigint"],
  ["a revoked proxy", revoked(), "invalid-item", "unreadable"],
  ["a proxy whose ownKeys trap throws", throwing, "invalid-item", "unreadable"],
  ["a getter that throws", getter, "invalid-item", "unreadable"],
];

describe("writeTranscript on hostile values", () => {
  for (const format of FORMATS) {
    it.each(CASES)(`${format}: %s`, (_, value, code, reason) => {
      const error = errorOf(() =>
        writeTranscript([{ type: "message", role: "user", content: "ok" }, value] as never, {
          format,
        }),
      );
      expect([error.code, error.reason, error.index]).toEqual([code, reason, 1]);
    });
  }

  it("jsonLines (the CLI's stream) refuses a cycle or a BigInt by index, and a non-object item", () => {
    const ok = { type: "message", role: "user", content: "ok" };
    for (const [value, reason] of [
      [cyclic(), "unwritable"],
      [{ ...ok, n: 1n }, "unwritable"],
      [getter, "unwritable"],
    ] as const) {
      const error = errorOf(() => [...jsonLines([ok, value] as never)]);
      expect([error.code, error.reason, error.index]).toEqual(["invalid-item", reason, 1]);
    }
    const holey = [ok];
    holey.length = 3;
    expect(errorOf(() => [...jsonLines(holey as never)]).code).toBe("invalid-item");
  });

  it("a value shared twice (no cycle) and 1,000 levels are written", () => {
    const shared = { a: 1 };
    const item = { type: "message", role: "user", content: "x", one: shared, two: shared };
    expect(JSON.parse(writeTranscript([item], { format: "json" }))[0].two).toEqual({ a: 1 });
    expect(() => writeTranscript([deep(1000)] as never, { format: "jsonl" })).not.toThrow();
  });
});
