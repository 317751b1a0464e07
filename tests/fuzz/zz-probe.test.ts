import { it } from "vitest";
import { runCase } from "./harness/harness.js";
it("probe", () => { runCase("objects", 5, 55); }, 0);
