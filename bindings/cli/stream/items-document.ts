// A streamed `fix`, `compact` or `convert` written as one JSON document of the items as they are:
// the whole-log path's array (write.ts, format `json`: the meta record, then the items) or a
// Responses body `{ "input": [...] }` (format `responses`: json-chunks.ts's jsonBody), a piece at
// a time. An item joins no other, so held-messages.ts's frame holds only the last one.
import type { Item } from "../../items/types.js";
import { apiOfItem } from "../../readers/formats/item-lines.js";
import type { ItemsMeta } from "../../readers/items-meta.js";
import { listElement } from "../../readers/json-chunks.js";
import { metaRecord } from "../../readers/write.js";
import { type Conversion, HeldMessages, type MessagesForm } from "./held-messages.js";
import { Unstreamable } from "./unstreamable.js";

// The items themselves, each its own "message".
const asThey = (items: readonly Item[]): Conversion => ({
  messages: [...items],
  origins: items.map((_, i) => i),
  dropped: [],
});

// The array of `json`: the meta record `meta()` gives (asked once, at the first item) ahead of it.
const arrayForm = (meta: () => ItemsMeta | undefined): MessagesForm => ({
  name: "JSON",
  convert: asThey,
  message: (item, n, text = JSON.stringify(item)) => {
    if (n > 0) return `,\n${text}`;
    const head = metaRecord(meta(), [item as Item]);
    return `[\n${head ? `${JSON.stringify(head)},\n` : ""}${text}`;
  },
  end: (count) => {
    if (count === 0) throw new Unstreamable("no item: the whole writes the meta record alone");
    return "\n]\n";
  },
});

const RESPONSES: MessagesForm = {
  name: "Responses",
  convert: (items) => {
    // The whole refuses Chat messages written as a Responses body (lossy.ts).
    if (items.some((item) => apiOfItem(item) === "chat"))
      throw new Unstreamable("Chat messages as a Responses body: the whole refuses them");
    return asThey(items);
  },
  message: (item, n) => `${n > 0 ? ",\n" : '{\n "input": [\n'}${listElement(item)}`,
  end: (count) => (count === 0 ? '{\n "input": []\n}\n' : "\n ]\n}\n"),
};

/**
 * The items array of a streamed rewrite, opened by the meta record of `meta()` (asked once).
 * @throws nothing.
 */
export const itemsArray = (meta: () => ItemsMeta | undefined): HeldMessages =>
  new HeldMessages(arrayForm(meta), false, {});

/** The Responses body of a streamed rewrite (the items as they are). @throws nothing. */
export const responsesBody = (): HeldMessages => new HeldMessages(RESPONSES, false, {});
