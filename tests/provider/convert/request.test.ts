// requestMessages and requestSystem where the mutation run found them untested: a call that is the
// first entry of the transcript still gets its result in the next turn; system text comes from
// system and developer messages only, empty text gives no block; an unreadable list is named.
import { describe, expect, it } from "vitest";
import { requestMessages, requestSystem } from "../../../bindings/provider/index.js";
import { call, out, user } from "../../support/items.js";

const message = (role: string, content: unknown) => ({ type: "message", role, content });

describe("request conversion", () => {
  it("a call at the very start: its result is the next turn", () => {
    const messages = requestMessages([call("a"), out("a", "done")] as never);
    expect(
      messages.map((m) => [m.role, (m.content as readonly { type: string }[]).map((b) => b.type)]),
    ).toEqual([
      ["assistant", ["tool-use"]],
      ["user", ["tool-result"]],
    ]);
    expect(messages[1].content[0]).toMatchObject({ toolUseId: "a", content: "done" });
  });

  it("system blocks: system and developer messages in order, empty ones left out", () => {
    const items = [
      message("developer", "Dev."),
      message("system", ""),
      user("u"),
      message("assistant", [{ type: "output_text", text: "not system" }]),
      message("system", [{ type: "input_text", text: "Sys." }]),
    ];
    expect(requestSystem(items as never)).toEqual([{ text: "Dev." }, { text: "Sys." }]);
  });

  it("an unreadable list is invalid-argument naming items", () => {
    const hostile = new Proxy([], {
      get() {
        throw new Error("trap");
      },
    });
    expect(() => requestSystem(hostile as never)).toThrow(
      expect.objectContaining({
        code: "invalid-argument",
        message: expect.stringMatching(/items cannot be read/),
      }),
    );
  });
});
