// The descriptors the wasm core derives from stored msgpack items, read back from its tables: what
// the server path plans from, compared in tests with describeItems over the decoded items.

import type { CoreExports } from "../../bindings/engine/abi.js";
import { withCore } from "../../bindings/engine/loader.js";
import type { Descriptor } from "../../bindings/engine/types.js";
import { scanBytes } from "../../bindings/msgpack/wasm-scan.js";
import {
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_ITEMS,
  MP_OK,
  PLAN_FLAGS,
  PLAN_ITEMS,
  PLAN_KINDS,
} from "../../common/codes.js";

const decoder = new TextDecoder();

function keyAt(core: CoreExports, item: number, ord: number): string | undefined {
  const length = core.planKeyLength(core.oneShot(), item, ord);
  if (length < 0) return undefined;
  const at = core.planKeyPtr(core.oneShot(), item, ord) >>> 0;
  return decoder.decode(new Uint8Array(core.memory.buffer, at, length));
}

/** The core's descriptors of `bytes` (a msgpack array of items); throws where the scan fails. */
export function describeStored(bytes: Uint8Array): Descriptor[] {
  return withCore((core) => {
    const status = scanBytes(core, bytes, DEFAULT_MAX_ITEMS, DEFAULT_MAX_DEPTH, 1);
    if (status !== MP_OK) throw new Error(`scan failed: ${status}`);
    const handle = core.oneShot();
    const items = core.planField(handle, PLAN_ITEMS);
    const kinds = new Uint8Array(
      core.memory.buffer,
      core.planField(handle, PLAN_KINDS),
      items,
    ).slice();
    const flags = new Uint8Array(
      core.memory.buffer,
      core.planField(handle, PLAN_FLAGS),
      items,
    ).slice();
    const out: Descriptor[] = [];
    for (let i = 0; i < items; i++) {
      const keys: string[] = [];
      for (let ord = 0, key = keyAt(core, i, 0); key !== undefined; key = keyAt(core, i, ++ord))
        keys.push(key);
      out.push({ kind: kinds[i], flags: flags[i], keys });
    }
    return out;
  });
}
