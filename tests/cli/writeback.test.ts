// Background flushes of a file being written (bindings/cli/writeback.ts): one every `every` bytes,
// never two at once, and a failed one reported when the write settles.
import { describe, expect, it } from "vitest";
import { Writeback } from "../../bindings/cli/writeback.js";

/** A handle whose flushes finish when the test says. */
function handle() {
  const started: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const datasync = () =>
    new Promise<void>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { started, datasync };
}

describe("Writeback", () => {
  it("starts a flush after every `every` bytes, one at a time", async () => {
    const h = handle();
    const wb = new Writeback(h, 10);
    wb.wrote(4);
    wb.wrote(5);
    expect(h.started.length).toBe(0);
    wb.wrote(1); // 10 bytes: the first flush
    expect(h.started.length).toBe(1);
    wb.wrote(30); // one is running: none started, the bytes counted
    expect(h.started.length).toBe(1);
    h.started[0].resolve();
    await wb.settle();
    wb.wrote(1); // 31 bytes since the first started: the next
    expect(h.started.length).toBe(2);
    h.started[1].resolve();
    await wb.settle();
    wb.wrote(9); // the count restarted when it started
    expect(h.started.length).toBe(2);
    wb.wrote(1);
    expect(h.started.length).toBe(3);
    h.started[2].resolve();
    await wb.settle();
  });

  it("settle waits for the running flush and throws its failure", async () => {
    const h = handle();
    const wb = new Writeback(h, 1);
    wb.wrote(1);
    let settled = false;
    const settling = wb.settle().then(
      () => {
        settled = true;
      },
      (error: unknown) => {
        settled = true;
        throw error;
      },
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    const eio = Object.assign(new Error("EIO"), { code: "EIO" });
    h.started[0].reject(eio);
    await expect(settling).rejects.toBe(eio);
    wb.wrote(1); // a later flush succeeding does not clear the failure
    h.started[1].resolve();
    await expect(wb.settle()).rejects.toBe(eio);
  });

  it("never flushes a file smaller than `every`", async () => {
    const h = handle();
    const wb = new Writeback(h);
    for (let i = 0; i < 31; i++) wb.wrote(1 << 20);
    expect(h.started.length).toBe(0);
    await wb.settle();
  });
});
