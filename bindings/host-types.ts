// Host types named without a DOM or Node lib: the public types compile with `lib: ["es2022"]` alone.
// Where the host's lib declares the real global (DOM, webworker, @types/node), that type is used.

/** What an abort signal offers the library: `aborted`, and an `abort` event. */
export interface AbortSignalShape {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

/** The host's `AbortSignal` (DOM, workers, Node); {@link AbortSignalShape} where no lib declares it. */
export type AbortSignalLike = typeof globalThis extends { AbortSignal: { prototype: infer S } }
  ? S
  : AbortSignalShape;

/** The host's `WebAssembly.Module` (an opaque object); `object` where no lib declares it. */
export type WasmModule = typeof globalThis extends {
  WebAssembly: { Module: { prototype: infer M } };
}
  ? M
  : object;
