// Bytes one call allocates: the JS heap's and external memory's growth over the call, plus what
// every collection inside it freed (v8.GCProfiler reports each one synchronously).
import { GCProfiler, getHeapStatistics } from "node:v8";
import { consume, median } from "../measure.js";

const used = () => {
  const s = getHeapStatistics();
  return s.used_heap_size + s.external_memory;
};

/** One call's allocated bytes (JS heap + external, typed arrays' stores included). */
function once(run: () => unknown): number {
  const profiler = new GCProfiler();
  const before = used();
  profiler.start();
  const result = run();
  const after = used();
  const { statistics } = profiler.stop();
  consume(result);
  let freed = 0;
  for (const gc of statistics) {
    const b = gc.beforeGC.heapStatistics;
    const a = gc.afterGC.heapStatistics;
    freed += b.usedHeapSize + b.externalMemory - (a.usedHeapSize + a.externalMemory);
  }
  return after - before + freed;
}

/**
 * The median over `calls` calls of the bytes each allocates (a promise's value is not awaited:
 * the allocation counted is the call's synchronous part, all of each variant here but ai's).
 */
export function allocatedBytes(run: () => unknown, calls = 5): number {
  return median(Array.from({ length: calls }, () => once(run)));
}
