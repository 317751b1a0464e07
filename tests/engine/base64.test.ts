// The inlined core's base64 decoder: the portable table decoder against Node's, and the bytes
// initSync compiles against build/release.wasm's.
import { Buffer } from "node:buffer";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64, decodeBase64Portable } from "../../bindings/engine/base64.js";
import { WASM_BASE64 } from "../../bindings/engine/wasm-bytes.generated.js";

describe("base64 decoding of the inlined core", () => {
  it("the table decoder reads what Node's encoder wrote, for every length and byte", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = Buffer.from(bytes).toString("base64");
        expect(decodeBase64Portable(text)).toEqual(new Uint8Array(bytes));
      }),
      { seed: 1414, numRuns: 400 },
    );
  });

  it("decodes the inlined core to the wasm magic and Node's own reading of it", () => {
    const expected = new Uint8Array(Buffer.from(WASM_BASE64, "base64"));
    const native = decodeBase64(WASM_BASE64);
    const portable = decodeBase64Portable(WASM_BASE64);
    expect([...native.subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]);
    expect(native).toEqual(expected);
    expect(portable).toEqual(expected);
  });
});
