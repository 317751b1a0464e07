// Preloaded into a command line run (`node --import`) by tests/cli/linear-fix.test.ts: counts the
// entries Array and typed-array methods walk, and one per Map and Set operation, over the whole
// process, and writes the total to $ARRAY_WORK_FILE at exit. A measure of work that does not depend
// on the machine's load: a search over the whole list per item (`items.indexOf` per repair, a scan
// testing `seen.has(s)` per slot) makes it grow with the input's square. Bare loops are not seen.
import { writeFileSync } from "node:fs";
import { isMainThread } from "node:worker_threads";

let work = 0;
let calls = 0;

// The entries one call walks: `[start, end)` of its receiver for the ranged methods, else all.
const clamp = (value, length, fallback) => {
  if (value === undefined) return fallback;
  const n = Math.trunc(Number(value)) || 0;
  return n < 0 ? Math.max(length + n, 0) : Math.min(n, length);
};
const RANGED = {
  slice: (len, args) => clamp(args[1], len, len) - clamp(args[0], len, 0),
  fill: (len, args) => clamp(args[2], len, len) - clamp(args[1], len, 0),
  splice: (len, args) => len - clamp(args[0], len, 0) + Math.max(args.length - 2, 0),
  indexOf: (len, args, result) =>
    result < 0 ? len - clamp(args[1], len, 0) : result - clamp(args[1], len, 0) + 1,
  lastIndexOf: (len, _args, result) => (result < 0 ? len : len - result),
  findIndex: (len, _args, result) => (result < 0 ? len : result + 1),
  findLastIndex: (len, _args, result) => (result < 0 ? len : len - result),
  set: (_len, args) => args[0]?.length ?? 0,
  subarray: () => 0,
  at: () => 1,
};

const ONE = () => 1;

function instrument(proto, names, each) {
  for (const name of names) {
    const original = proto[name];
    if (typeof original !== "function") continue;
    const cost = each ?? RANGED[name];
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: function (...args) {
        const result = original.apply(this, args);
        const length = Number(this?.length) || 0;
        work += Math.max(cost ? cost(length, args, result) : length, 0);
        calls++;
        return result;
      },
    });
  }
}

const WALKS = [
  "concat",
  "copyWithin",
  "every",
  "fill",
  "filter",
  "find",
  "findIndex",
  "findLast",
  "findLastIndex",
  "flat",
  "flatMap",
  "forEach",
  "includes",
  "indexOf",
  "join",
  "lastIndexOf",
  "map",
  "reduce",
  "reduceRight",
  "reverse",
  "shift",
  "slice",
  "some",
  "sort",
  "splice",
  "toReversed",
  "toSorted",
  "toSpliced",
  "unshift",
  "with",
];
instrument(Array.prototype, WALKS);
instrument(Object.getPrototypeOf(Int32Array.prototype), [...WALKS, "set"]);
for (const proto of [Map.prototype, Set.prototype, WeakMap.prototype, WeakSet.prototype])
  instrument(proto, ["get", "set", "has", "add", "delete"], ONE);

if (isMainThread && process.env.ARRAY_WORK_FILE) {
  const file = process.env.ARRAY_WORK_FILE;
  process.on("exit", () => writeFileSync(file, JSON.stringify({ work, calls })));
}
