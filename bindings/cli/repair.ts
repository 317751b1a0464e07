// Repairs as `fix` and `compact` write them: the library's one repair policy for the repair text.
export { repairPolicy as repairWith } from "../reconcile/repair-policy.js";
