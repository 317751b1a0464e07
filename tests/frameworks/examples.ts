// The uses docs/frameworks.md and README.md show, exactly as written there: type-checked against
// the frameworks' own types (tests/frameworks/types.test.ts runs tsc on this folder), no casts.
import { openai } from "@ai-sdk/openai";
import { Agent, type AgentInputItem, MemorySession, run } from "@openai/agents";
import {
  convertToModelMessages,
  generateText,
  type ModelMessage,
  streamText,
  type UIMessage,
  wrapLanguageModel,
} from "ai";
import { ReconciledSession, reconcileModelInput } from "clinker-transcript/agents";
import {
  familyFromProviderOptions,
  repairMessages,
  repairUIMessages,
  transcriptMiddleware,
} from "clinker-transcript/ai-sdk";

/** AI SDK: the history you are about to send, repaired; persist `report.repairs` if you store it. */
export async function aiSdkTurn(history: ModelMessage[]) {
  const { messages, report } = repairMessages(history);
  const result = await generateText({ model: openai("gpt-5"), messages });
  return { text: result.text, repairs: report.repairs };
}

/** AI SDK: what reaches the model, repaired, selected for its family and preflighted. */
export function aiSdkModel() {
  return wrapLanguageModel({
    model: openai("gpt-5"),
    middleware: transcriptMiddleware({
      familyOf: familyFromProviderOptions("app"),
      onRepair: (report) => console.log(report.repairs.length, "calls repaired"),
    }),
  });
}

/** useChat: stuck tool parts become error outputs before the conversion. */
export async function useChatRoute(uiMessages: UIMessage[]) {
  const messages = await convertToModelMessages(repairUIMessages(uiMessages));
  return streamText({ model: openai("gpt-5"), messages }).toUIMessageStreamResponse();
}

const agent = new Agent({ name: "Assistant", instructions: "Be brief." });

/** Agents SDK: any Session, wrapped. */
export async function agentsTurn() {
  const session = new ReconciledSession(new MemorySession());
  return run(agent, "What is the weather?", { session });
}

/** Agents SDK without a session: the same reconciliation on the model input. */
export async function agentsRun(input: AgentInputItem[]) {
  return run(agent, input, { callModelInputFilter: reconcileModelInput() });
}
