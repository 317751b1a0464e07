// Transcript items → request messages, with each call's results in the turn after it.

import { type FamilyOptions, itemList, itemsForFamily } from "../../family.js";
import { describeItems } from "../../items/describe.js";
import type { Family, Item } from "../../items/index.js";
import { isMessage } from "../../items/index.js";
import { readCaller } from "../../limits.js";
import { correlate } from "../../preflight/correlate.js";
import type { Projection } from "../../projection.js";
import type { Block, ProviderMessage, SystemBlock } from "../protocol.js";
import { type Entry, itemEntries, partsText } from "./item-blocks.js";
import type { ItemSpellings } from "./spelling.js";

/** Options of `requestMessages`: the target family and who produced which item. */
export interface RequestMessagesOptions extends FamilyOptions {
  /** Select private content for this family first (SPEC §3); without it nothing is filtered. */
  readonly family?: Family;
}

/**
 * For each result entry (`perItem` flattened), the call entry it answers, else -1: the pairing the
 * engines plan for the items (SPEC §5 read once, through preflight's correlate()); a result they
 * refuse answers nothing. Throws nothing the items can cause.
 */
export function pairResults(list: readonly Item[], perItem: readonly Entry[][]): Int32Array {
  const starts = new Int32Array(perItem.length + 1);
  perItem.forEach((entries, i) => {
    starts[i + 1] = starts[i] + entries.length;
  });
  const target = new Int32Array(starts[perItem.length]).fill(-1);
  const correlation = correlate(describeItems(list));
  correlation.outputSlot.forEach((s, output) => {
    if (s < 0) return;
    const slot = correlation.slots[s];
    const result = perItem[output].findIndex((e) => e.resultKey !== undefined);
    const call = perItem[slot.item].findIndex((e) => e.callKey === slot.key);
    if (result >= 0 && call >= 0) target[starts[output] + result] = starts[slot.item] + call;
  });
  return target;
}

class MessageBuilder {
  readonly messages: { role: "user" | "assistant"; content: Block[] }[] = [];

  push(role: "user" | "assistant", block: Block): void {
    const last = this.messages.at(-1);
    if (last?.role === role) last.content.push(block);
    else this.messages.push({ role, content: [block] });
  }
}

/** `requestMessages` with the vendor spellings given (generic code names no vendor). */
export function messagesWith(
  spellings: ItemSpellings,
  items: readonly Item[] | Projection,
  options: RequestMessagesOptions = {},
): ProviderMessage[] {
  const list =
    options.family === undefined ? itemList(items) : itemsForFamily(items, options.family, options);
  const perItem = list.map((item) => itemEntries(item, spellings));
  const entries = perItem.flat();
  const target = pairResults(list, perItem);
  const resultsOf = new Map<number, Block>();
  target.forEach((call, i) => {
    if (call >= 0) resultsOf.set(call, entries[i].block);
  });
  const builder = new MessageBuilder();
  let pending: Block[] = [];
  entries.forEach((entry, i) => {
    // A call group ends at the first entry that is not a call.
    if (entry.callKey === undefined) pending = flush(builder, pending);
    if (entry.resultKey !== undefined) return;
    builder.push(entry.role, entry.block);
    const result = resultsOf.get(i);
    if (result) pending.push(result);
  });
  flush(builder, pending);
  return builder.messages;
}

function flush(builder: MessageBuilder, pending: Block[]): Block[] {
  for (const block of pending) builder.push("user", block);
  return [];
}

/** The text of the transcript's system and developer messages, as system blocks, in order. */
export function requestSystem(items: readonly Item[] | Projection): SystemBlock[] {
  return readCaller("items", () => systemBlocks(items));
}

function systemBlocks(items: readonly Item[] | Projection): SystemBlock[] {
  const blocks: SystemBlock[] = [];
  for (const item of itemList(items)) {
    if (!isMessage(item) || (item.role !== "system" && item.role !== "developer")) continue;
    const text = partsText((item as Record<string, unknown>).content);
    if (text !== "") blocks.push({ text });
  }
  return blocks;
}
