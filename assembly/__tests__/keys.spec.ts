import { addKey, findKey, growKeys } from "../engine/keys";
import { addItem, createTables, freeTables, reserveItems, Tables } from "../engine/tables";

/** Writes the key "k<i>" (decimal) at ptr; its length. */
function writeKey(ptr: usize, i: i32): u32 {
  store<u8>(ptr, 0x6b);
  let len: u32 = 1;
  let digits = i.toString();
  for (let j = 0; j < digits.length; j++) store<u8>(ptr + len++, <u8>digits.charCodeAt(j));
  return len;
}

const SCRATCH: usize = memory.data(16, 8);

describe("key index", () => {
  it("grows before it is 3/4 full and finds every key after each growth", () => {
    let t = changetype<Tables>(createTables(7, 1));
    let n = 1000;
    expect(reserveItems(t, n)).toBe(true);
    let over = -1;
    for (let i = 0; i < n && over < 0; i++) {
      addItem(t, 0, 0);
      if (!addKey(t, SCRATCH, writeKey(SCRATCH, i)) || t.keys != i + 1) over = i;
      // Past 3/4 an open-addressed table probes long; full, a miss would never end: stop at once.
      if (t.keys > t.capKeys - (t.capKeys >> 2)) over = i;
    }
    expect(over).toBe(-1);
    for (let i = 0; i < n; i++) expect(findKey(t, SCRATCH, writeKey(SCRATCH, i))).toBe(i);
    expect(findKey(t, SCRATCH, writeKey(SCRATCH, n))).toBe(-1);
    freeTables(t);
  });

  it("presizes for `need` keys at most 3/4 full", () => {
    let t = changetype<Tables>(createTables(7, 1));
    for (let need = 1; need < 5000; need += 97) {
      expect(growKeys(t, need)).toBe(true);
      expect(<i64>(t.capKeys - (t.capKeys >> 2))).toBeGreaterThanOrEqual(need);
    }
    freeTables(t);
  });
});
