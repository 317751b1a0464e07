// The Node ESM build's checker-source.ts: the preflight rules (a fifth of the main entry's code,
// ~1.5 ms of its import) load from dist/preflight.cjs at the first preflight call.
import * as codes from "../../common/codes.js";
import * as appendAll from "../append-all.js";
import * as select from "../engine/select.js";
import * as errors from "../errors.js";
import * as family from "../family.js";
import * as classify from "../items/classify.js";
import * as describe from "../items/describe.js";
import * as kinds from "../items/kinds.js";
import * as serverTools from "../items/server-tools.js";
import * as limits from "../limits.js";
import * as modelSigned from "../model-signed.js";
import { requireBeside } from "../node-require.js";
import * as projection from "../projection.js";
import * as readPlan from "../reconcile/read-plan.js";
import type { Checker } from "./checker-source.js";

export type { Checker } from "./checker-source.js";

/**
 * The library modules the rules use, by path from the repository root: dist/preflight.cjs holds
 * none of its own, so `TranscriptError`, `Projection` and the wasm core are this chunk's.
 */
const DEPS = {
  "common/codes": codes,
  "bindings/append-all": appendAll,
  "bindings/engine/select": select,
  "bindings/errors": errors,
  "bindings/family": family,
  "bindings/items/classify": classify,
  "bindings/items/describe": describe,
  "bindings/items/kinds": kinds,
  "bindings/items/server-tools": serverTools,
  "bindings/limits": limits,
  "bindings/model-signed": modelSigned,
  "bindings/projection": projection,
  "bindings/reconcile/read-plan": readPlan,
};

let loaded: Checker | undefined;

/** The rules' runner from dist/preflight.cjs (beside this chunk), loaded on the first call. */
export function preflightChecker(): Checker {
  const load = () =>
    requireBeside("./preflight.cjs") as (deps: typeof DEPS) => { preflight: Checker };
  loaded ??= load()(DEPS).preflight;
  return loaded;
}
