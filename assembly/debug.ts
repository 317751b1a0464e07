// The exports of the debug build: the release exports and hooks that let tests break the core.
export * from "./index";

/** Test hook: a trap, so the bindings' recovery can be exercised. */
export function testTrap(): void {
  unreachable();
}

/** Test hook: an abort, which the bindings turn into a TranscriptError. */
export function testAbort(): void {
  abort("wasm-failure: test abort");
}
