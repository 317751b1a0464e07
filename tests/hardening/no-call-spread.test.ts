// No array is spread into a call's arguments in product code: past ~120k elements V8 throws a raw
// RangeError (issue 30: preflight at 120k violations, the CLI's counts). Use appendAll or a loop.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOTS = ["bindings", "common", "assembly"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every `f(...x)` / `new F(...x)` in `text`, as "file:line: call". */
function callSpreads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const parent = node.parent;
    if (ts.isSpreadElement(node) && (ts.isCallExpression(parent) || ts.isNewExpression(parent))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${parent.getText().slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("no spread into call arguments", () => {
  it("finds the spreads it bans (the scanner itself)", () => {
    const text =
      "a.push(...b); f(1, ...c); new X(...d); const e = [...b]; g({ ...o }); function h(...r: number[]) {}";
    expect(callSpreads("x.ts", text)).toHaveLength(3);
  });

  it("product code holds none", () => {
    const files = ROOTS.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => callSpreads(file, readFileSync(file, "utf8")))).toEqual([]);
  });
});
