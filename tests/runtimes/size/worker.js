// The smallest useful Worker (size budget in .size-limit.json): reconcile a posted transcript.
import { reconcileItems } from "../../../dist/edge/index.js";

export default {
  async fetch(request) {
    const plan = reconcileItems(await request.json());
    return Response.json(
      plan.items({
        repairOutput: (r) => ({
          type: "function_call_output",
          call_id: r.callId,
          output: "interrupted",
        }),
      }),
    );
  },
};
