// The engine names alone, so a type can name an engine without importing the engine choice.

/** Which engine plans: `auto` picks the faster for the input's size (see bench/RESULTS.md). */
export type EngineName = "auto" | "wasm" | "reference";
