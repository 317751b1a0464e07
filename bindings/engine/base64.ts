// Decodes the inlined core's base64 at cold start. Node 20's atob is JavaScript with a check per
// character, and atob plus a charCodeAt loop would be most of initSync's time.

type NativeDecoders = {
  fromBase64?: (text: string) => Uint8Array;
  Buffer?: { from(text: string, encoding: "base64"): Uint8Array };
};

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Standard base64 (with padding) by table, for runtimes without a native decoder. */
export function decodeBase64Portable(text: string): Uint8Array<ArrayBuffer> {
  const table = new Uint8Array(128);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61) end--; // "=" padding
  const out = new Uint8Array((end * 3) >> 2);
  let bits = 0;
  let held = 0;
  let at = 0;
  for (let i = 0; i < end; i++) {
    bits = (bits << 6) | table[text.charCodeAt(i) & 127];
    held += 6;
    if (held >= 8) {
      held -= 8;
      out[at++] = (bits >> held) & 0xff;
    }
  }
  return out;
}

/** Decodes trusted base64 (the build's own): natively where the runtime can, else by table. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const native = Uint8Array as unknown as NativeDecoders;
  if (native.fromBase64) return native.fromBase64(text) as Uint8Array<ArrayBuffer>;
  const buffer = (globalThis as NativeDecoders).Buffer;
  if (buffer) {
    const bytes = buffer.from(text, "base64");
    return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
  }
  return decodeBase64Portable(text);
}
