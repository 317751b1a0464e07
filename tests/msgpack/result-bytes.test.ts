// resultsEndOf (bindings/msgpack/result-bytes.ts): past the index it gives, no item of a stored
// transcript is an Anthropic server tool result, and the last one at or after `from` is before it.
import fc from "fast-check";
import { pack } from "msgpackr";
import { describe, expect, it } from "vitest";
import { resultsEndOf } from "../../bindings/msgpack/result-bytes.js";
import { walkItems } from "../../bindings/msgpack/walk.js";

describe("resultsEndOf", () => {
  it("no server tool result from the index it gives, the last one before it (300 runs)", () => {
    const block = fc.oneof(
      fc.constant({ type: "message", role: "assistant", content: "x_tool_resul" }),
      fc.constant({ type: "web_search_tool_result", tool_use_id: "s", content: [] }),
      fc.constant({ type: "server_tool_use", id: "s", name: "web_search", input: {} }),
      fc.constant({ type: "message", role: "user", content: "_tool_result" }), // bytes only
    );
    fc.assert(
      fc.property(fc.array(block, { maxLength: 12 }), fc.nat(), (items, pick) => {
        const bytes = pack(items);
        const offsets = walkItems(bytes, 100, 64) as Uint32Array;
        const from = items.length === 0 ? 0 : pick % items.length;
        const end = resultsEndOf(bytes, offsets)(from);
        const isResult = (item: { type: string }) => item.type.endsWith("_tool_result");
        expect(items.slice(end).some(isResult)).toBe(false);
        let last = -1;
        items.forEach((item, i) => {
          if (i >= from && isResult(item)) last = i;
        });
        if (last >= 0) expect(end).toBeGreaterThan(last);
        expect(end).toBeGreaterThanOrEqual(from);
      }),
      { seed: 20261205, numRuns: 300 },
    );
  });
});
