// clinker-transcript/agents with the real OpenAI Agents SDK (@openai/agents 0.20) against a
// loopback Responses API that checks requests as the real one does: the session's interrupted
// call is silently dropped without the binding, and with it answered, stored once, and sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INTERRUPTED_TEXT,
  ReconciledSession,
  reconcileModelInput,
} from "../../bindings/agents/index.js";
import { FunctionCallError } from "../../bindings/index.js";
import { frameworksInstalled } from "./installed.js";
import { type LoopbackApi, startLoopbackApi } from "./server.js";

const ready = frameworksInstalled("the Agents SDK tests");
const agents = ready ? await import("@openai/agents") : undefined;
const openai = ready ? await import("openai") : undefined;

type Item = import("@openai/agents").AgentInputItem;

const user = (content: string): Item => ({ role: "user", content });
const call = (callId: string): Item => ({
  type: "function_call",
  callId,
  name: "weather",
  arguments: '{"city":"Paris"}',
  status: "completed",
});
const result = (callId: string): Item => ({
  type: "function_call_result",
  callId,
  name: "weather",
  status: "completed",
  output: { type: "text", text: "sunny" },
});

const isRepair = (item: any) =>
  item.type === "function_call_result" && item.output?.text === INTERRUPTED_TEXT;

/** The call ids a Responses request answers with the interrupted text. */
const repairedInRequest = (body: any): string[] =>
  body.input
    .filter((item: any) => item.type === "function_call_output" && item.output === INTERRUPTED_TEXT)
    .map((item: any) => item.call_id);

describe.skipIf(!ready)(
  "clinker-transcript/agents with @openai/agents 0.20 against a loopback API",
  () => {
    let api: LoopbackApi;
    beforeAll(async () => {
      api = await startLoopbackApi("b");
    });
    afterAll(() => api.close());

    const runner = () =>
      new agents!.Runner({
        modelProvider: new agents!.OpenAIProvider({
          openAIClient: new openai!.default({ baseURL: api.url, apiKey: "test" }),
        }),
      });
    const agent = () =>
      new agents!.Agent({ name: "assistant", instructions: "Be brief.", model: "gpt-test" });
    const lastRequest = () => api.requests.at(-1)!;
    const storedSession = async (items: Item[]) => {
      const session = new agents!.MemorySession();
      await session.addItems(items);
      return session;
    };

    describe("an interrupted call stored in the session", () => {
      it("is silently dropped without the binding: the model never sees its own call", async () => {
        const session = await storedSession([user("weather?"), call("call_int")]);
        await runner().run(agent(), "hello", { session });
        expect(lastRequest().status).toBe(200);
        expect(JSON.stringify(lastRequest().body.input)).not.toContain("call_int");
      });

      it("is answered, stored in the wrapped session once over repeated runs, and sent", async () => {
        const inner = await storedSession([user("weather?"), call("call_int")]);
        const session = new ReconciledSession(inner);
        for (const turn of ["hello", "again", "and again"]) {
          const run = await runner().run(agent(), turn, { session });
          expect(run.finalOutput).toBe("ok");
          expect(lastRequest().status).toBe(200);
          const stored = (await inner.getItems()).filter(isRepair);
          expect(stored.map((item: any) => item.callId)).toEqual(["call_int"]);
          expect(repairedInRequest(lastRequest().body)).toEqual(
            stored.map((item: any) => item.callId),
          );
        }
        const input = lastRequest().body.input.map((item: any) => item.type ?? item.role);
        expect(input.slice(0, 3)).toEqual(["user", "function_call", "function_call_output"]);
      });
    });

    it("an orphan result: the API's 400 without the binding; left out with it", async () => {
      const history = [user("weather?"), result("call_orphan")];
      await expect(
        runner().run(agent(), "hi", { session: await storedSession(history) }),
      ).rejects.toThrow("No tool call found for function call output with call_id call_orphan.");
      const inner = await storedSession(history);
      await runner().run(agent(), "hi", { session: new ReconciledSession(inner) });
      expect(lastRequest().status).toBe(200);
      expect(JSON.stringify(lastRequest().body.input)).not.toContain("call_orphan");
      expect(await inner.getItems()).toContainEqual(result("call_orphan")); // nothing deleted
    });

    it("a call and result split by a compaction: repaired in its segment", async () => {
      const compaction = { type: "compaction", encrypted_content: "enc:b:checkpoint" } as Item;
      const history = [user("weather?"), call("call_split"), compaction, result("call_split")];
      await expect(
        runner().run(agent(), "go on", { session: await storedSession(history) }),
      ).rejects.toThrow("400");
      const inner = await storedSession(history);
      await runner().run(agent(), "go on", { session: new ReconciledSession(inner) });
      expect(lastRequest().status).toBe(200);
      expect((await inner.getItems()).filter(isRepair).map((i: any) => i.callId)).toEqual([
        "call_split",
      ]);
    });

    it("addItems refuses a call whose id an earlier call holds, storing nothing", async () => {
      const inner = await storedSession([user("weather?"), call("call_1"), result("call_1")]);
      const session = new ReconciledSession(inner);
      await expect(session.addItems([user("again"), call("call_1")])).rejects.toThrow(
        FunctionCallError,
      );
      await expect(session.addItems([{ ...call("call_2"), callId: "" } as Item])).rejects.toThrow(
        FunctionCallError,
      );
      expect(await inner.getItems()).toHaveLength(3);
      await session.addItems([call("call_2")]);
      expect(await inner.getItems()).toHaveLength(4);
    });

    it("a run without a session: the API's 400 without the filter; repaired in the model input with it", async () => {
      const input = [user("weather?"), call("call_run"), user("hello")];
      await expect(runner().run(agent(), input)).rejects.toThrow(
        "No tool output found for function call call_run.",
      );
      const run = await runner().run(agent(), input, {
        callModelInputFilter: reconcileModelInput(),
      });
      expect(run.finalOutput).toBe("ok");
      expect(repairedInRequest(lastRequest().body)).toEqual(["call_run"]);
    });
  },
);
