// The Claude Code reader gives a conversation's meta the model of its assistant records, the last
// one winning (a model switch and back), and does not hand the same model on again record after
// record (most records of a session repeat it).
import { describe, expect, it } from "vitest";
import { Collector } from "../../../bindings/readers/collect.js";
import { Scanner } from "../../../bindings/readers/scanner.js";

const id = (k: number) => `c0de0000-0000-4000-8000-${String(k).padStart(12, "0")}`;
const assistant = (k: number, model: string) => ({
  type: "assistant",
  uuid: id(k),
  parentUuid: k === 1 ? null : id(k - 1),
  sessionId: "s",
  message: { role: "assistant", model, content: [{ type: "text", text: `r${k}` }] },
});

describe("the Claude Code reader's model meta", () => {
  it("ends with the last model, each change handed on once", () => {
    const models = ["opus", "opus", "sonnet", "sonnet", "<synthetic>", "opus", "opus"];
    const collector = new Collector();
    const given: (string | undefined)[] = [];
    const sink = Object.assign(collector, {
      meta(conversation: string, fields: { model?: string }) {
        if (fields.model !== undefined) given.push(fields.model);
        Collector.prototype.meta.call(collector, conversation, fields);
      },
    });
    const scanner = new Scanner(sink, { format: "claude-code" } as never);
    scanner.write(models.map((m, k) => `${JSON.stringify(assistant(k + 1, m))}\n`).join(""));
    scanner.end();
    expect(collector.conversations.get("main")?.meta.model).toBe("opus");
    expect(given).toEqual(["opus", "sonnet", "opus"]);
  });
});
