// Anthropic Messages: `{ role, content }` records (a messages array or a request body's
// `messages`, its `system` given as a `system` record) and single responses.
import { anthropicMessageItems } from "../anthropic-items.js";
import { problem } from "../problem.js";
import { MAIN } from "./codex-rollout.js";
import { mainReader } from "./main-reader.js";

/** Reads Anthropic messages (system, user, assistant). */
export const anthropicMessagesReader = mainReader("anthropic", "anthropic", (sink, message, at) => {
  const { role, content } = message;
  if (typeof content !== "string" && !Array.isArray(content)) {
    problem("unknown-record", "an Anthropic message needs string or array content");
  }
  if (role === "system") {
    const parts = typeof content === "string" ? content : anthropicMessageItems("user", content);
    const system = typeof parts === "string" ? parts : parts.flatMap((m: any) => m.content);
    return sink.item(MAIN, { type: "message", role: "system", content: system } as never, at);
  }
  if (role !== "user" && role !== "assistant") {
    problem("unknown-record", "an Anthropic message role is user or assistant");
  }
  for (const item of anthropicMessageItems(role, content)) sink.item(MAIN, item, at);
});
