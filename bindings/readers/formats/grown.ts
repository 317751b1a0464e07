// Typed arrays grown by doubling: the tree readers' tables of a number a line (claude-code-path.ts,
// pi-path.ts), check's pairing tables (cli/descriptor-table.ts, cli/key-arena.ts), bytes a line
// or key where arrays of numbers or strings cost an object's worth.

/** `array`, or a copy twice as long (at least `need`) where it is shorter than `need`. Throws nothing. */
export function grown<T extends Int32Array | Uint8Array | Float64Array>(array: T, need: number): T {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(need, array.length * 2));
  next.set(array);
  return next;
}
