import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { ResponseInputItem, ResponseOutputItem } from "openai/resources/responses/responses";
import { describe, expectTypeOf, it } from "vitest";
import {
  type Item,
  itemsForFamily,
  type PlanningOptions,
  Projection,
  type ReconciliationPlan,
  reconcileItems,
  userMessageItem,
} from "../../bindings/index.js";

describe("public item types", () => {
  it("accept the official SDK's item types without casts", () => {
    expectTypeOf<ResponseInputItem>().toExtend<Item>();
    expectTypeOf<ResponseOutputItem>().toExtend<Item>();
    expectTypeOf<ChatCompletionMessageParam>().toExtend<Item>();
    expectTypeOf(reconcileItems).parameter(0).toExtend<readonly Item[] | Projection>();
    const sdkItems: ResponseInputItem[] = [];
    const chat: ChatCompletionMessageParam[] = [];
    expectTypeOf(reconcileItems(sdkItems)).toEqualTypeOf<ReconciliationPlan>();
    expectTypeOf(new Projection(chat).items()).toEqualTypeOf<Item[]>();
    expectTypeOf(itemsForFamily(sdkItems, "openai")).toEqualTypeOf<Item[]>();
  });

  it("callbacks may read any field of the item they get", () => {
    const plan = reconcileItems([], { isRepairedOutput: (o) => o.output === "interrupted" });
    expectTypeOf(plan).toEqualTypeOf<ReconciliationPlan>();
    expectTypeOf<
      Parameters<NonNullable<PlanningOptions["isRepairedOutput"]>>[0]
    >().toExtend<Item>();
  });

  it("constructors return exact provider shapes", () => {
    expectTypeOf(userMessageItem("x")).toExtend<ResponseInputItem>();
  });
});
