// A reconcile order held in fixed-size chunks that plans share: a resident index hands each plan
// the chunks it needs, and a later plan that changes entries a plan holds copies one chunk, not
// the whole order (a 4 MB copy per turn at 1M items would drive full GCs).

/** A plan's order in chunks: entry k is `chunks[k >> bits][k & (2**bits - 1)]`. */
export interface OrderChunks {
  readonly chunks: readonly Int32Array[];
  readonly bits: number;
  readonly length: number;
}

/** The entries of `order` in one fresh array. */
export function flatOrder(order: OrderChunks): Int32Array {
  const out = new Int32Array(order.length);
  const size = 1 << order.bits;
  for (let c = 0, at = 0; at < order.length; c++, at += size) {
    const chunk = order.chunks[c];
    out.set(at + size <= order.length ? chunk : chunk.subarray(0, order.length - at), at);
  }
  return out;
}

/** Entry `k` of `order`. */
export function entryAt(order: OrderChunks, k: number): number {
  return order.chunks[k >> order.bits][k & ((1 << order.bits) - 1)];
}
