export * from "./classify.js";
export * from "./compaction.js";
export * from "./constructors.js";
export { describeItem, describeItems } from "./describe.js";
export type { Family, Item, ItemFields, ItemRecord, RepairedOutputPredicate } from "./types.js";
