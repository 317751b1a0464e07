// Counts calls of the one pass (reconcileInOrderThen) through the module every planning call
// imports it from. In a test file, before anything the library is imported by:
//   const { pass, countingPass } = await vi.hoisted(() => import("../support/pass-count.js"));
//   vi.mock("../../bindings/reconcile/in-order.js", countingPass);

type InOrder = typeof import("../../bindings/reconcile/in-order.js");

/** Calls of the one pass so far, and how many of them made a plan (the cutoff's make none). */
export const pass = { calls: 0, plans: 0 };

/** The mock factory: the module as it is, its one pass counted in `pass`. */
export async function countingPass(original: <T>() => Promise<T>): Promise<InOrder> {
  const module = await original<InOrder>();
  return {
    ...module,
    reconcileInOrderThen: <T>(...args: Parameters<InOrder["reconcileInOrderThen"]>) => {
      pass.calls++;
      if (args[3]) pass.plans++;
      return module.reconcileInOrderThen(...args) as T | undefined;
    },
  };
}
