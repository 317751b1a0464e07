// (a) The ModelMessage[] a host passes to generateText / streamText, reconciled by the engine:
// unanswered calls answered with an error result, orphan results dropped, results next to their
// calls, compaction boundaries respected; and a report of what changed.

import { INTERRUPTED_TEXT, type Item, isFamilyPrivateItem } from "clinker-transcript";
import { planFor } from "../frameworks/plan.js";
import { itemsToMessages } from "./from-items.js";
import { partsOf } from "./parts.js";
import { type MessageItems, messagesToItems } from "./to-items.js";
import type {
  ModelMessageLike,
  PartFamily,
  PartLike,
  ToolErrorResultPart,
  ToolResultPartLike,
} from "./types.js";

/** Options of {@link repairMessages}. */
export interface RepairMessagesOptions<M extends ModelMessageLike = ModelMessageLike> {
  /** The text of the error result written for an unanswered call; default `INTERRUPTED_TEXT`. */
  interruptedText?: string;
  /** With `familyOf`: the family the messages are sent to; others' private parts are left out. */
  family?: string;
  /** Who produced each reasoning or compaction part (from the host's message metadata). */
  familyOf?: PartFamily<M>;
}

/** An error result written for a call that had none. Persist `part` in a tool message. */
export interface MessageRepair {
  readonly toolCallId: string;
  readonly toolName: string;
  /** The index (in the input) of the assistant message holding the call. */
  readonly messageIndex: number;
  readonly part: ToolErrorResultPart;
}

/** A part the repaired copy leaves out, and where it stood in the input. */
export interface DroppedPart {
  readonly messageIndex: number;
  readonly part: PartLike;
}

/** What {@link repairMessages} changed. */
export interface MessageRepairReport {
  /** True when the copy differs from the input (a message added, removed, moved or copied). */
  readonly changed: boolean;
  /** Error results written for unanswered calls, in transcript order. */
  readonly repairs: readonly MessageRepair[];
  /** Tool results with no call before them in their segment, left out. */
  readonly droppedOrphans: readonly DroppedPart[];
  /** Real results that arrived after a call was already answered with a repair, left out. */
  readonly droppedLateResults: readonly DroppedPart[];
  /** Reasoning and compaction parts the target family may not replay, left out. */
  readonly droppedPrivate: readonly DroppedPart[];
}

/** The repaired copy and its report. */
export interface RepairedMessages<M extends ModelMessageLike> {
  readonly messages: M[];
  readonly report: MessageRepairReport;
}

// Calls approved or denied in the last tool message: the AI SDK runs (or denies) them next.
function answeredApprovals(messages: readonly ModelMessageLike[]): Set<string> {
  const last = messages.at(-1);
  const approvals = new Set<string>();
  if (last?.role !== "tool") return approvals;
  for (const part of partsOf(last) ?? [])
    if (part.type === "tool-approval-response")
      approvals.add((part as { approvalId?: string }).approvalId ?? "");
  const calls = new Set<string>();
  for (const message of messages)
    for (const part of partsOf(message) ?? []) {
      const { approvalId, toolCallId } = part as { approvalId?: string; toolCallId?: string };
      if (part.type === "tool-approval-request" && approvals.has(approvalId ?? ""))
        calls.add(toolCallId ?? "");
    }
  return calls;
}

function partOf(messages: readonly ModelMessageLike[], converted: MessageItems, item: Item) {
  const origin = converted.origins.get(item);
  if (!origin?.parts) return undefined;
  const part = (partsOf(messages[origin.message]) ?? [])[origin.parts[0]];
  return { messageIndex: origin.message, part };
}

/**
 * A repaired copy of `messages`, for `generateText` / `streamText` (`messages` option), and what
 * changed. Unchanged messages are returned as themselves; the input is never mutated. Calls whose
 * approval is answered in the last tool message are left for the AI SDK to run.
 * @throws {ReconciliationError} for a tool call id used twice while unanswered, or a result
 * answering an already answered call (a duplicate), and for a call without an id.
 */
export function repairMessages<M extends ModelMessageLike>(
  messages: readonly M[],
  options: RepairMessagesOptions<M> = {},
): RepairedMessages<M> {
  const text = options.interruptedText ?? INTERRUPTED_TEXT;
  const converted = messagesToItems(messages, options.familyOf);
  const repairParts = new Map<Item, PartLike>();
  const repairs: MessageRepair[] = [];
  const pending = answeredApprovals(messages);
  const plan = planFor(converted.items, {
    isPending: (_call, callId) => pending.has(callId),
    isRepairedOutput: (output) => {
      const result = partOf(messages, converted, output)?.part as ToolResultPartLike | undefined;
      const value = result?.output as { type?: unknown; value?: unknown } | undefined;
      return value?.type === "error-text" && value.value === text;
    },
    repairOutput: ({ call, callId }) => {
      const toolName = converted.calls.get(call)?.get(callId)?.toolName ?? "";
      const part: ToolErrorResultPart = {
        type: "tool-result",
        toolCallId: callId,
        toolName,
        output: { type: "error-text", value: text },
      };
      const output = { role: "tool", tool_call_id: callId, content: text } as Item;
      repairParts.set(output, part);
      const messageIndex = converted.origins.get(call)?.message ?? -1;
      repairs.push({ toolCallId: callId, toolName, messageIndex, part });
      return output;
    },
    family: options.familyOf ? options.family : undefined,
    itemFamilies: converted.itemFamilies,
  });
  const out = itemsToMessages(messages, plan.items, converted.origins, repairParts);
  const planned = new Set(plan.items);
  const dropped = (items: readonly Item[]) =>
    items.flatMap((item) => partOf(messages, converted, item) ?? []);
  const report: MessageRepairReport = {
    changed: out.length !== messages.length || out.some((message, i) => message !== messages[i]),
    repairs,
    droppedOrphans: dropped(plan.droppedOrphans.map((orphan) => orphan.output)),
    droppedLateResults: dropped(plan.droppedLateOutputs),
    droppedPrivate: dropped(
      converted.items.filter((item) => isFamilyPrivateItem(item) && !planned.has(item)),
    ),
  };
  return { messages: out, report };
}
