// Where rules-info.ts gets PREFLIGHT_RULES: from the rules (the bundler, edge and CommonJS builds,
// the tests). The Node ESM build swaps in rules-info-source.node.ts, built from the generated
// copy, so that build loads the rules only at the first preflight call.
export { PREFLIGHT_RULES } from "./rules.js";
