// Server tool results whose `server_tool_use` is not before them (preflight's
// `anthropic/orphan-server-tool-result`): the API refuses the whole history for one, and nothing
// can answer it, so `fix` leaves them out as it leaves out orphan outputs.
import type { Item } from "../items/types.js";
import { type PreflightApi, preflight } from "../preflight/index.js";
import { itemIndexOf, preflightInput } from "./preflight-input.js";

/** The rule naming them: it reads no option, only the blocks and their pairing. */
export const STRAY_RULES: ReadonlySet<string> = new Set(["anthropic/orphan-server-tool-result"]);

/** The items of `items` that are server tool results without their use, as preflight finds them. */
export function strayServerResults(items: readonly Item[], api: PreflightApi): Set<Item> {
  if (api !== "anthropic") return new Set();
  const of = preflightInput(items, api);
  const { violations } = preflight(of.input, { api });
  const stray = violations.filter((v) => STRAY_RULES.has(v.rule));
  return new Set(stray.map((v) => items[itemIndexOf(of, v.index, v.block)]));
}
