// msgpack as the library's server path reads it (its MSGPACK_OPTIONS): plain maps and arrays, no
// records, no extensions.
import { MSGPACK_OPTIONS, TranscriptError } from "clinker-transcript";
import { Packr, Unpackr } from "msgpackr";

const packr = new Packr(MSGPACK_OPTIONS);
const unpackr = new Unpackr(MSGPACK_OPTIONS);

/** One value as msgpack bytes (a fresh copy: msgpackr reuses its buffer). */
export function encode(value: unknown): Uint8Array {
  return new Uint8Array(packr.pack(value));
}

/**
 * Decodes bytes the library has already accepted (its walk rejects `__proto__` keys, extensions
 * and trailing bytes before this runs). A msgpackr failure is `malformed-msgpack`.
 * @throws TranscriptError `malformed-msgpack` when msgpackr cannot decode the bytes.
 */
export function decode(bytes: Uint8Array): unknown {
  try {
    return unpackr.unpack(bytes);
  } catch (cause) {
    throw new TranscriptError("malformed-msgpack", "the msgpack could not be decoded", {
      reason: "decode",
      cause,
    });
  }
}

/** A msgpack array header for `count` entries. */
export function arrayHeader(count: number): Uint8Array {
  if (count < 16) return Uint8Array.of(0x90 | count);
  if (count < 0x10000) return Uint8Array.of(0xdc, count >> 8, count & 0xff);
  return Uint8Array.of(0xdd, count >>> 24, (count >> 16) & 0xff, (count >> 8) & 0xff, count & 0xff);
}

/** `parts` written one after another into one buffer. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  let total = 0;
  for (const part of parts) total += part.length;
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
