// Where a call key used again starts an epoch that no use before it pairs with (SPEC §5 "Key
// reuse"; bindings/cli/key-epoch.ts): a call after every call of its key was answered does; a
// duplicate call, an output still waiting for a call, or a use of another kind never lets one start.
import { describe, expect, it } from "vitest";
import { keyUse } from "../../bindings/cli/key-epoch.js";
import {
  KIND_BOUNDARY,
  KIND_CALL,
  KIND_CHAT_CALLS,
  KIND_OTHER,
  KIND_OUTPUT,
} from "../../common/codes.js";

const [C, O] = [KIND_CALL, KIND_OUTPUT];

// Where each use of one key starts an epoch.
function starts(kinds: readonly number[]): boolean[] {
  let state = 0;
  return kinds.map((kind) => {
    const use = keyUse(state, kind);
    state = use.state;
    return use.starts;
  });
}

describe("a call key's epochs", () => {
  it("start at a call after its calls were answered, a Chat call as a Responses one", () => {
    expect(starts([C, O, C, O, C])).toEqual([false, false, true, false, true]);
    expect(starts([KIND_CHAT_CALLS, O, KIND_CHAT_CALLS])).toEqual([false, false, true]);
    // A second output of the answered call stays in its epoch; the next call starts one.
    expect(starts([C, O, O, C])).toEqual([false, false, false, true]);
  });

  it("start nowhere while a call waits: an output first waits for the next call", () => {
    expect(starts([O, C, C])).toEqual([false, false, true]);
    expect(starts([C, C, O, C])).toEqual([false, false, false, false]); // a duplicate call
    expect(starts([O, O, C, O, C])).toEqual([false, false, false, false, false]); // two waiting
    expect(starts([C, O, C, C, O, C])).toEqual([false, false, true, false, false, false]);
  });

  it("start nowhere after a use of another kind", () => {
    for (const other of [KIND_OTHER, KIND_BOUNDARY])
      expect(starts([C, O, other, C, O, C])).toEqual(Array(6).fill(false));
  });
});
