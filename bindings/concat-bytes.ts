// Byte pieces joined into one fresh array: stored-bytes output (msgpack/plan.ts) and a line held
// across reader chunks (readers/lines.ts).

type BufferLike = { allocUnsafeSlow(size: number): Uint8Array };

/**
 * `size` bytes for an output the caller overwrites whole: where Node's Buffer is there, not
 * zero-filled first (a plain Uint8Array view of its own ArrayBuffer); elsewhere a new Uint8Array.
 */
function uninitialized(size: number): Uint8Array {
  const buffer = (globalThis as { Buffer?: BufferLike }).Buffer;
  if (!buffer) return new Uint8Array(size);
  const raw = buffer.allocUnsafeSlow(size);
  return new Uint8Array(raw.buffer, raw.byteOffset, size);
}

/** `parts` in order, in one array of their own; a single part is returned as it is. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  let total = 0;
  for (const part of parts) total += part.length;
  const out = uninitialized(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
