// Preflight of a replay for the API it will be sent to: the provider's 400s, caught here.
import {
  hasFamilyPrivateContent,
  type Item,
  isFamilyPrivateItem,
  type PreflightApi,
  PreflightError,
  preflight,
} from "clinker-transcript";

/**
 * Throws when `api` would reject `items` (a replay, already projected for `family`: every private
 * item or part left in it is that family's, which is what `itemFamilies` tells preflight).
 * @throws PreflightError `preflight`, with every violation.
 */
export function checkPreflight(items: readonly Item[], api: PreflightApi, family?: string): void {
  const itemFamilies =
    family === undefined
      ? undefined
      : new Map(
          items
            .filter((item) => isFamilyPrivateItem(item) || hasFamilyPrivateContent(item))
            .map((item) => [item, family]),
        );
  const result = preflight(items, { api, family, itemFamilies });
  if (!result.ok) throw new PreflightError(result.violations);
}
