// When recorded producers make signed content foreign, for the two rules that report it
// (anthropic/foreign-thinking, responses/foreign-encrypted-content): one condition, one reading.
import { isForeignProducer } from "../model-signed.js";
import type { PreflightOptions } from "./types.js";

/**
 * Do the options record producers and name the current family or model to compare them with? (What
 * info.ts's FOREIGN_STATED says in the rule table.)
 */
export function recordsProducers(options: PreflightOptions): boolean {
  return (
    (options.family !== undefined && options.itemFamilies !== undefined) ||
    (options.model !== undefined && options.itemModels !== undefined)
  );
}

/**
 * Is the family or model recorded for `value` (else, when given, for its `container`, e.g. a
 * block's message) another than the options' current one?
 */
export function hasForeignProducer(
  options: PreflightOptions,
  value: unknown,
  container?: unknown,
): boolean {
  const { family, itemFamilies, model, itemModels } = options;
  return (
    isForeignProducer(recorded(itemFamilies, value, container), family) ||
    isForeignProducer(recorded(itemModels, value, container), model)
  );
}

function recorded(
  map: ReadonlyMap<unknown, string> | undefined,
  value: unknown,
  container: unknown,
): string | undefined {
  const own = map?.get(value);
  return container === undefined ? own : (own ?? map?.get(container));
}
