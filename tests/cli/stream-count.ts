// Counts the streamed runs of a rewrite that wrote (a property where every run falls back proves
// nothing), for a vi.mock factory of the streamed module: the factory runs before the test file's
// imports, so it imports this file itself, and this file imports nothing.

/** The streamed runs that wrote, as the wrapper below counts them (each test file has its own). */
export const streamedWrites = { n: 0 };

/**
 * `mod` with its async function `name` wrapped: each call that resolves with a result `wrote`
 * accepts (any, unless given) counts in {@link streamedWrites}.
 */
export function countingWrites(
  mod: unknown,
  name: string,
  wrote: (result: unknown) => boolean = () => true,
): Record<string, unknown> {
  const streamed = mod as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const run = streamed[name];
  const counted = async (...args: unknown[]) => {
    const result = await run(...args);
    if (wrote(result)) streamedWrites.n++;
    return result;
  };
  return { ...streamed, [name]: counted };
}
