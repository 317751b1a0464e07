// Appending a whole array without spreading it into a call (a spread of ~120k arguments throws RangeError).

/** Pushes every element of `source` onto `target` in order and returns `target`. Throws nothing. */
export function appendAll<T>(target: T[], source: readonly T[]): T[] {
  for (let i = 0; i < source.length; i++) target.push(source[i] as T);
  return target;
}
