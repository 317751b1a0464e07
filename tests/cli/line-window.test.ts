// The streamed host writer's line window (bindings/cli/stream/line-window.ts) holds the lines
// rawLines splits the whole input into, however the input is cut into chunks.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { LineWindow } from "../../bindings/cli/stream/line-window.js";
import { rawLines } from "../../bindings/readers/host/raw-lines.js";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("LineWindow", () => {
  it("holds the whole input's lines, bytes and ends, whatever the chunks, and copies runs of them", () => {
    const byte = fc.constantFrom(0x0a, 0x0d, 0x61, 0x7b);
    fc.assert(
      fc.property(
        fc.array(byte, { maxLength: 60 }),
        fc.array(fc.nat(60), { maxLength: 8 }),
        fc.nat(),
        (bytes, cuts, drop) => {
          const data = Uint8Array.from(bytes);
          const window = new LineWindow();
          let from = 0;
          for (const cut of [...cuts].sort((a, b) => a - b)) {
            window.push(data.slice(from, Math.max(from, cut)));
            from = Math.max(from, cut);
          }
          window.push(data.slice(from));
          window.end();
          const whole = rawLines(data);
          expect(window.last).toBe(whole.length);
          const held = (line: number) => window.at(line);
          for (let n = 1; n <= whole.length; n++) {
            expect(text(held(n)?.bytes ?? new Uint8Array())).toBe(text(whole[n - 1].bytes));
            expect(held(n)?.end).toBe(whole[n - 1].end);
          }
          // The lines' bytes with their newlines, in slices: the input itself.
          expect(text(Buffer.concat(window.bytes(1, window.last)))).toBe(text(data));
          const upTo = whole.length ? drop % (whole.length + 1) : 0;
          window.drop(upTo);
          if (upTo > 0) expect(window.at(upTo)).toBeUndefined();
          if (upTo < whole.length) expect(window.at(upTo + 1)?.end).toBe(whole[upTo].end);
          const rest = whole.slice(upTo).map((l) => text(l.bytes) + l.end);
          expect(text(Buffer.concat(window.bytes(upTo + 1, window.last)))).toBe(rest.join(""));
        },
      ),
      { numRuns: 500, seed: 20261204 },
    );
  });
});

describe("LineWindow, a line of many chunks", () => {
  it("joins its chunks once, when the line ends (a 40 MB line read a chunk at a time is not copied per chunk)", () => {
    const concat = vi.spyOn(Buffer, "concat");
    const set = vi.spyOn(Uint8Array.prototype, "set");
    try {
      const window = new LineWindow();
      const part = new Uint8Array(1024).fill(0x61);
      for (let k = 0; k < 200; k++) window.push(part.slice());
      window.push(Uint8Array.from([0x61, 0x0a, 0x62]));
      for (let k = 0; k < 200; k++) window.push(part.slice());
      window.end();
      const copied = set.mock.calls.reduce((n, [from]) => n + (from as Uint8Array).length, 0);
      expect(concat).not.toHaveBeenCalled();
      // Each byte of the two long lines copied once into its line.
      expect(copied).toBeLessThanOrEqual(2 * (200 * 1024 + 2));
      expect(window.last).toBe(2);
      expect(window.at(1)?.bytes.length).toBe(200 * 1024 + 1);
      expect(window.at(1)?.end).toBe("\n");
      expect(window.at(2)?.bytes.length).toBe(200 * 1024 + 1);
      expect(window.at(2)?.end).toBe("");
    } finally {
      concat.mockRestore();
      set.mockRestore();
    }
  });
});
