// The exports of the core (release build): a one-shot plan (one-shot.ts) and the resident index
// (resident/exports.ts), both over the tables of engine/, read by handle (plan.ts). The debug build adds test hooks (debug.ts).
export * from "./one-shot";
export * from "./plan";
export * from "./resident/exports";
