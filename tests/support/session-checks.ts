// Shared checks and fixtures of the session loop tests.
import { expect } from "vitest";
import {
  callKey,
  callKeys,
  type Item,
  itemAssistantText,
  itemType,
  type Projection,
  reconcileItems,
  userMessageItem,
} from "../../bindings/index.js";
import type { SessionEvent, SessionTool } from "../../bindings/session/index.js";

/** The final projection reconciles, needs no repair and moves nothing. */
export function expectSettled(projection: Projection): void {
  const plan = reconcileItems(projection);
  expect(plan.repairs).toEqual([]);
  expect(plan.unchanged).toBe(true);
}

/** A fresh user message. */
export const ask = (text: string): Item => userMessageItem(text);

/** One short label per item: `message user`, `function_call c1`, `function_call_output c1 = text`. */
export function labels(items: readonly Item[]): string[] {
  return items.map((item) => {
    const fields = item as { role?: string; output?: unknown };
    const keys = callKeys(item).join(",") || (callKey(item) ?? "");
    if (itemType(item) === "message") {
      const text = itemAssistantText(item);
      return `message ${fields.role}${text ? `: ${text}` : ""}`;
    }
    const output = typeof fields.output === "string" ? ` = ${fields.output}` : "";
    return `${itemType(item)}${keys ? ` ${keys}` : ""}${output}`;
  });
}

/** Collects events; `types()` lists their types without the stream events. */
export function recorder() {
  const events: SessionEvent[] = [];
  return {
    events,
    onEvent: (event: SessionEvent) => events.push(event),
    types: () => events.filter((e) => e.type !== "stream").map((e) => e.type),
    of: <T extends SessionEvent["type"]>(type: T) =>
      events.filter((e): e is Extract<SessionEvent, { type: T }> => e.type === type),
  };
}

/** A tool answering from a function of its input, with a JSON Schema naming its fields. */
export function tool(run: (input: any) => unknown, ...fields: string[]): SessionTool {
  const properties = Object.fromEntries(fields.map((f) => [f, { type: "string" }]));
  return { description: "test tool", inputSchema: { type: "object", properties }, run };
}

/** A promise with its resolve function, for tools that finish when a test says so. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
