// The one-pass cutoff at the end (bindings/compaction/in-order-cutoff.ts) where its own walk
// decides: the earliest unresolved call's group start behind a server call that needs no output,
// the private context that reaches into an earlier group (once, and twice in a chain, from index
// 0 or later), and Object.prototype polluted mid-pass. SPEC §6: the start is the earliest
// unresolved call group moved back over its adjacent private context, never splitting a group.
import { describe, expect, it } from "vitest";
import { cutoffInOrder } from "../../bindings/compaction/in-order-cutoff.js";
import { cutoff } from "../../bindings/engine/reference/cutoff.js";
import type { Item } from "../../bindings/index.js";
import { describeItems } from "../../bindings/items/describe.js";
import { call, reasoning, serverCall, user } from "../support/items.js";
import { polluter } from "../support/pollution.js";

/** A server tool search: a private call that needs no output. */
const privateCall = (key: string) => ({
  type: "tool_search_call",
  call_id: key,
  execution: "server",
});

/** The reference engine's scan at the end, in the one pass's terms. */
function referenceAtEnd(items: readonly Item[]) {
  const scanned = cutoff({ descriptors: describeItems(items) }, items.length);
  return scanned.ok ? { start: scanned.start, unresolved: [...scanned.unresolved] } : scanned;
}

function startInOnePass(items: readonly unknown[]) {
  const list = items as Item[];
  const found = cutoffInOrder(list);
  expect(found).toBeDefined(); // planned in the pass, not left to the engines
  expect({ start: found!.start, unresolved: [...found!.unresolved] }).toEqual(referenceAtEnd(list));
  return found!.start;
}

describe("the one-pass cutoff's start", () => {
  it("starts at the group of the earliest unresolved call, behind a server call of its run", () => {
    // The shell call runs in a container: it needs no output, has none, and is not private.
    expect(startInOnePass([user("u"), serverCall("s"), call("a"), user("v")])).toBe(1);
    expect(startInOnePass([serverCall("s"), serverCall("t"), call("a"), user("v")])).toBe(0);
  });

  it("never splits a group its private context reaches into, from index 0 or later", () => {
    expect(
      startInOnePass([
        user("u"),
        serverCall("x"),
        privateCall("t"),
        reasoning(),
        call("a"),
        user("v"),
      ]),
    ).toBe(1);
    expect(
      startInOnePass([serverCall("x"), privateCall("t"), reasoning(), call("a"), user("v")]),
    ).toBe(0);
  });

  it("keeps moving back while each group start's private context reaches into another group", () => {
    const items = [
      serverCall("y"),
      privateCall("t1"),
      reasoning("r1"),
      serverCall("x"),
      privateCall("t2"),
      reasoning("r2"),
      call("a"),
      user("v"),
    ];
    expect(startInOnePass(items)).toBe(0);
    expect(startInOnePass([user("u"), ...items])).toBe(1);
  });

  it("gives up when Object.prototype is polluted mid-pass (the direct reads may have read it)", () => {
    const proto = Object.prototype as Record<string, unknown>;
    const trap = polluter();
    try {
      // Read directly after the trap, the typeless message would be an unresolved inherited call.
      expect(cutoffInOrder([trap, { role: "user", content: "x" }] as Item[])).toBeUndefined();
    } finally {
      delete proto.type;
      delete proto.call_id;
    }
  });
});
