// The one-pass reconcile (reconcileInOrder) and the reference engine's general path in the same
// terms, for tests that hold one to the other under each lazy key check.
import { expect } from "vitest";
import { reconcile } from "../../bindings/engine/reference/order.js";
import { type LazyKeyChecks, withHooks } from "../../bindings/internal/hooks.js";
import {
  describeItems,
  describeTransient,
  reusedDescriptor,
} from "../../bindings/items/describe.js";
import { reconcileInOrder } from "../../bindings/reconcile/in-order.js";

/** Every lazy key check (hooks.lazyKeyChecks). */
export const MODES: LazyKeyChecks[] = ["default", "filtered", "scanned", "mapped"];

/** The general path's plan (or failure) of `items`, its arrays as plain arrays. */
export const reference = (items: readonly unknown[]) => {
  const r = reconcile({ descriptors: describeItems(items) });
  return r.ok ? { order: [...r.order], repairs: [...r.repairs] } : r;
};

/** The pass over the items, as reconcileItems reads them; undefined where it gives up. */
export function onePass(items: readonly unknown[], mode: LazyKeyChecks) {
  const into = reusedDescriptor();
  const fast = withHooks({ lazyKeyChecks: mode }, () =>
    reconcileInOrder(items.length, (i) => describeTransient(items[i], true, into)),
  );
  if (!fast) return undefined;
  return {
    order: fast.order ? [...fast.order] : items.map((_, i) => i),
    repairs: [...fast.repairs],
  };
}

/** Planned in the pass, with the general path's plan, in each of `modes`. */
export function plansAsReference(items: readonly unknown[], modes = MODES): void {
  const expected = reference(items);
  for (const mode of modes)
    expect({ mode, plan: onePass(items, mode) }).toEqual({ mode, plan: expected });
}

/** Left to the engines in each of `modes` (the general path decides: an error or a dropped output). */
export function leftToEngines(items: readonly unknown[], modes = MODES): void {
  for (const mode of modes)
    expect({ mode, plan: onePass(items, mode) }).toEqual({ mode, plan: undefined });
}
