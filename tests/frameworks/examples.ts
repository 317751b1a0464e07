// The uses docs/frameworks.md and README.md show, exactly as written there: type-checked against
// the frameworks' own types (tests/frameworks/types.test.ts runs tsc on this folder), no casts.
import { openai } from "@ai-sdk/openai";
import { type Agent, type AgentInputItem, MemorySession, run, type Session } from "@openai/agents";
import {
  convertToModelMessages,
  generateText,
  type LanguageModel,
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

/** AI SDK: the history you are about to send, repaired; store `report.repairs` if you keep it. */
export async function aiSdkTurn(history: ModelMessage[], model: LanguageModel) {
  const { messages, report } = repairMessages(history); // history: ModelMessage[]
  const result = await generateText({ model, messages });
  return { text: result.text, repairs: report.repairs };
}

/** AI SDK: what reaches the model, repaired, selected for its family and preflighted. */
export function aiSdkModel() {
  const model = wrapLanguageModel({
    model: openai("gpt-5"),
    middleware: transcriptMiddleware({ familyOf: familyFromProviderOptions("app") }),
  });
  return model;
}

/** The producer stamped on a stored response, for `familyFromProviderOptions("app")`. */
export function stamp(response: { messages: ModelMessage[] }) {
  return response.messages.map((m) => ({
    ...m,
    providerOptions: { ...m.providerOptions, app: { family: "b" } },
  }));
}

/** useChat: stuck tool parts become error outputs before the conversion. */
export async function useChatRoute(uiMessages: UIMessage[]) {
  const messages = await convertToModelMessages(repairUIMessages(uiMessages));
  return streamText({ model: openai("gpt-5"), messages }).toUIMessageStreamResponse();
}

/** Agents SDK: any Session, wrapped. */
export async function agentsTurn(agent: Agent) {
  const session = new ReconciledSession(new MemorySession()); // or any Session
  await run(agent, "What is the weather?", { session });
}

/** Agents SDK without a session: the same reconciliation on the model input. */
export async function agentsRun(agent: Agent, input: AgentInputItem[]) {
  await run(agent, input, { callModelInputFilter: reconcileModelInput() });
}

/** README: the AI SDK's two lines. */
export async function readmeAiSdk(history: ModelMessage[], model: LanguageModel) {
  const { messages, report } = repairMessages(history);
  await generateText({ model, messages });
  return report;
}

/** README: the Agents SDK's two lines, around any Session. */
export async function readmeAgents(agent: Agent, input: AgentInputItem[], inner: Session) {
  const session = new ReconciledSession(inner);
  await run(agent, input, { session });
}
