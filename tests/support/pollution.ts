// Object.prototype polluted mid-pass: the direct readers' hazard (bindings/items/direct.ts).
const proto = Object.prototype as Record<string, unknown>;

/** A plain item whose own `type` getter pollutes Object.prototype (type and call_id) when read. */
export function polluter(): Record<string, unknown> {
  return {
    get type() {
      proto.type = "function_call";
      proto.call_id = "inherited";
      return "message";
    },
    role: "user",
    content: "hi",
  };
}
