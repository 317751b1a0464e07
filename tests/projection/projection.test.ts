import { describe, expect, it } from "vitest";
import { Projection, TranscriptError } from "../../bindings/index.js";
import { deepFreeze } from "../support/freeze.js";
import { call, out, user } from "../support/items.js";

const KEY = Symbol("meta");

describe("Projection", () => {
  it("holds items in order, shares identities, keeps storage independent", () => {
    const source = deepFreeze([user("a"), call("c1")]);
    const p = new Projection(source);
    expect(p.length).toBe(2);
    expect(p.at(0)).toBe(source[0]);
    expect(p.at(-1)).toBe(source[1]);
    expect(p.at(5)).toBeUndefined();
    const items = p.items();
    expect(items).toEqual(source);
    expect(items).not.toBe(source);
    items.pop();
    expect(p.length).toBe(2);
  });

  it("appends in order and returns itself", () => {
    const p = new Projection();
    const a = user("a");
    const b = out("c1");
    expect(p.append(a, b)).toBe(p);
    expect(p.items()).toEqual([a, b]);
  });

  it("accepts any iterable of items, including another projection", () => {
    const a = user("a");
    const p = new Projection(new Set([a]));
    expect(new Projection(p).items()).toEqual([a]);
  });

  it("rejects non-objects and compaction triggers atomically", () => {
    const p = new Projection([user("a")]);
    expect(() => p.append(user("b"), 5 as never)).toThrow(TranscriptError);
    expect(p.length).toBe(1);
    try {
      p.append({ type: "compaction_trigger" });
    } catch (e) {
      expect((e as TranscriptError).code).toBe("invalid-item");
      expect((e as TranscriptError).reason).toBe("compaction-trigger");
      expect((e as TranscriptError).index).toBe(1);
    }
    expect(p.length).toBe(1);
    expect(() => new Projection("ab" as never)).toThrow(TranscriptError);
    expect(() => new Projection([null] as never)).toThrow(TranscriptError);
  });

  it("refuses an own `type` of compaction_trigger on any object, and only an own one", () => {
    const reason = (make: () => unknown) => {
      try {
        make();
        return "accepted";
      } catch (e) {
        return `${(e as TranscriptError).reason} ${(e as TranscriptError).index}`;
      }
    };
    const trigger = { type: "compaction_trigger" };
    const bare = Object.assign(Object.create(null), trigger);
    const getter = Object.defineProperty({}, "type", { get: () => "compaction_trigger" });
    class Held {
      type = "compaction_trigger";
    }
    for (const item of [trigger, bare, getter, new Held()])
      expect(reason(() => new Projection([user("a"), item as never]))).toBe("compaction-trigger 1");
    expect(reason(() => new Projection([user("a")]).append(user("b"), trigger as never))).toBe(
      "compaction-trigger 2",
    );
    // Inherited, it is not the item's own type: the item is a message.
    const proto = Object.prototype as { type?: string };
    proto.type = "compaction_trigger";
    try {
      expect(reason(() => new Projection([{ role: "user", content: "hi" } as never]))).toBe(
        "accepted",
      );
    } finally {
      delete proto.type;
    }
  });

  it("has one metadata table per key, compared by identity", () => {
    const p = new Projection();
    expect(p.metadataTable(KEY)).toBe(p.metadataTable(KEY));
    expect(p.metadataTable({})).not.toBe(p.metadataTable({}));
    expect(p.metadataKeys()).toContain(KEY);
  });

  it("replace keeps metadata only for retained identities, explicit undefined and null too", () => {
    const [a, b, c, d] = [user("a"), user("b"), user("c"), user("d")];
    const p = new Projection([a, b, c, d]);
    const table = p.metadataTable(KEY);
    table.set(a, "A");
    table.set(b, undefined);
    table.set(c, null);
    table.set(d, "D");
    const e = user("e");
    p.replace([a, b, c, e]);
    const fresh = p.metadataTable(KEY);
    expect(fresh).not.toBe(table);
    expect([...fresh.entries()]).toEqual([
      [a, "A"],
      [b, undefined],
      [c, null],
    ]);
    expect(fresh.has(d)).toBe(false);
    // The old table is detached: writing to it changes nothing in the projection.
    table.set(e, "E");
    expect(p.metadataTable(KEY).has(e)).toBe(false);
    expect(p.items()).toEqual([a, b, c, e]);
  });

  it("a failed replace leaves the projection as it was", () => {
    const a = user("a");
    const p = new Projection([a]);
    p.metadataTable(KEY).set(a, 1);
    expect(() => p.replace([user("x"), { type: "compaction_trigger" }])).toThrow(TranscriptError);
    expect(() => p.replace(7 as never)).toThrow(TranscriptError);
    expect(p.items()).toEqual([a]);
    expect(p.metadataTable(KEY).get(a)).toBe(1);
  });

  it("never mutates the arrays it is given", () => {
    const source = deepFreeze([user("a")]);
    const p = new Projection(source);
    p.append(user("b"));
    p.replace(deepFreeze([user("c")]));
    expect(source.length).toBe(1);
  });
});
