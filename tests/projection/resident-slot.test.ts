// The projection's side of the resident index contract (bindings/projection.ts ResidentSlot,
// docs/engine-contract.md): descriptors cached and kept current on append, the slot told of every
// append once descriptors exist, rebuilt for a replacement, and the slot it replaces disposed once.
import { describe, expect, it } from "vitest";
import type { Descriptor } from "../../bindings/engine/types.js";
import { Projection } from "../../bindings/index.js";
import { describeItem } from "../../bindings/items/describe.js";
import { projectionInternals, type ResidentSlot } from "../../bindings/projection.js";
import { call, out, user } from "../support/items.js";

/** A slot that records what the projection asks of it. */
class Recording implements ResidentSlot {
  synced: Descriptor[][] = [];
  rebuiltFrom: Descriptor[][] = [];
  disposed = 0;
  constructor(private readonly next?: Recording) {}
  sync(descriptors: readonly Descriptor[]): void {
    this.synced.push([...descriptors]);
  }
  rebuilt(descriptors: readonly Descriptor[]): ResidentSlot | undefined {
    this.rebuiltFrom.push([...descriptors]);
    return this.next;
  }
  dispose(): void {
    this.disposed++;
  }
}

describe("Projection and its resident slot", () => {
  it("caches descriptors and keeps them current on append", () => {
    const p = new Projection([user("a"), call("c")]);
    const first = projectionInternals.descriptors(p);
    expect(projectionInternals.descriptors(p)).toBe(first);
    p.append(out("c"));
    expect(projectionInternals.descriptors(p)).toBe(first);
    expect(first).toEqual([user("a"), call("c"), out("c")].map(describeItem));
  });

  it("tells the slot of each append once descriptors exist, never before", () => {
    const p = new Projection([user("a")]);
    const slot = new Recording();
    projectionInternals.attachResident(p, slot);
    expect(projectionInternals.residentSlot(p)).toBe(slot);
    p.append(call("c"));
    expect(slot.synced).toEqual([]);
    projectionInternals.descriptors(p);
    p.append(out("c"));
    expect(slot.synced).toEqual([[user("a"), call("c"), out("c")].map(describeItem)]);
  });

  it("replace rebuilds the slot over the new items and disposes the old one", () => {
    const next = new Recording();
    const slot = new Recording(next);
    const p = new Projection([user("a")]);
    projectionInternals.attachResident(p, slot);
    const items = [call("c"), out("c")];
    p.replace(items);
    expect(slot.rebuiltFrom).toEqual([items.map(describeItem)]);
    expect(slot.disposed).toBe(1);
    expect(projectionInternals.residentSlot(p)).toBe(next);
    expect(projectionInternals.descriptors(p)).toEqual(items.map(describeItem));
    // Without a slot, a replacement computes no descriptors ahead (built on first use).
    const bare = new Projection([user("a")]);
    bare.replace(items);
    expect(projectionInternals.residentSlot(bare)).toBeUndefined();
  });

  it("attaching disposes the previous slot once, never the slot being attached", () => {
    const p = new Projection();
    const [a, b] = [new Recording(), new Recording()];
    projectionInternals.attachResident(p, a);
    projectionInternals.attachResident(p, a);
    expect(a.disposed).toBe(0);
    projectionInternals.attachResident(p, b);
    expect(a.disposed).toBe(1);
    expect(b.disposed).toBe(0);
    expect(projectionInternals.residentSlot(p)).toBe(b);
  });
});
