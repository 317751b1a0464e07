// No module-level mutable state in the library outside bindings/internal/hooks.ts and the loaders
// (issue 31): a module-level `let`/`var`, or a module-level container (object, array, Map, Set,
// typed array) that its file writes to, couples every caller of the module. State the process
// keeps goes in `kept` (internal/hooks.ts), state a pass needs is made by the pass.
// assembly/ is not scanned: the wasm instance is the core's unit of state (one call's register,
// fixed scratch regions), rebuilt from the compiled Module after a trap.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOTS = ["bindings", "common"];

/** The modules allowed state, and why. */
const ALLOWED = new Set([
  "bindings/internal/hooks.ts", // the hooks and what the library keeps for the process
  "bindings/engine/loader.ts", // the compiled core and its instance
  "bindings/msgpack/msgpackr-source.node.ts", // msgpackr, required on first use
  "bindings/preflight/checker-source.node.ts", // the preflight rules, required on first use
]);

/** Methods that change the container they are called on. */
const MUTATORS = new Set([
  "set",
  "add",
  "delete",
  "clear",
  "push",
  "pop",
  "shift",
  "unshift",
  "splice",
  "fill",
  "sort",
  "reverse",
  "copyWithin",
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** A fresh container: an object or array literal, or `new` of a built-in collection or typed array. */
function isContainer(init: ts.Expression | undefined): boolean {
  if (init === undefined) return false;
  while (
    ts.isAsExpression(init) ||
    ts.isSatisfiesExpression(init) ||
    ts.isParenthesizedExpression(init)
  )
    init = init.expression;
  if (ts.isObjectLiteralExpression(init) || ts.isArrayLiteralExpression(init)) return true;
  return (
    ts.isNewExpression(init) &&
    /^(Map|Set|WeakMap|WeakSet|Array|(Big)?(Int|Uint|Float)\d+(Clamped)?Array)$/.test(
      init.expression.getText(),
    )
  );
}

/** The name an access chain (`a.b[c].d`) starts from. */
function rootName(node: ts.Expression): string | undefined {
  while (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node))
    node = node.expression;
  return ts.isIdentifier(node) ? node.text : undefined;
}

/** Every module-level `let`/`var`, and every module-level container the file writes to. */
function moduleState(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const containers = new Map<string, number>();
  const where = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const constant = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of list.declarations) {
      const name = declaration.name.getText();
      if (!constant) found.push(`${file}:${where(declaration)}: let/var ${name}`);
      else if (isContainer(declaration.initializer)) containers.set(name, where(declaration));
    }
  }
  const written = new Set<string>();
  const visit = (node: ts.Node): void => {
    // A class's static block runs once, as its module loads: it initializes, it keeps no state.
    if (ts.isClassStaticBlockDeclaration(node)) return;
    let target: ts.Expression | undefined;
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment
    )
      target = node.left;
    else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken ||
        node.operator === ts.SyntaxKind.MinusMinusToken)
    )
      target = node.operand;
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && MUTATORS.has(callee.name.text))
        target = callee.expression;
      else if (callee.getText() === "Object.assign" && node.arguments.length > 0)
        target = node.arguments[0];
    }
    const name = target === undefined ? undefined : rootName(target);
    if (name !== undefined && containers.has(name)) written.add(name);
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const name of written)
    found.push(`${file}:${containers.get(name)}: written container ${name}`);
  return found;
}

describe("no module-level mutable state", () => {
  it("finds the state it bans (the scanner itself)", () => {
    const text = [
      "let a = 1;",
      "export var b = 2;",
      "const C = { kind: 0 };",
      "const D: string[] = [''];",
      "const E = new Map<string, number>();",
      "const F = new Int32Array(4);",
      "const G = { kind: 0 };",
      "const H = new Set(['x']);",
      "function f(key: string) { C.kind = 1; D[0] = key; E.set(key, 1); F[0]++; }",
      "function g() { let local = G.kind; const m = new Map(); m.set(1, 2); return H.has('x') || local; }",
      "class K { static { Object.assign(G, { kind: 1 }); } }",
    ].join("\n");
    expect(moduleState("x.ts", text)).toEqual([
      "x.ts:1: let/var a",
      "x.ts:2: let/var b",
      "x.ts:3: written container C",
      "x.ts:4: written container D",
      "x.ts:5: written container E",
      "x.ts:6: written container F",
    ]);
  });

  it("product code holds none outside the hooks module and the loaders", () => {
    const files = ROOTS.flatMap(sources).filter((file) => !ALLOWED.has(file.replaceAll("\\", "/")));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => moduleState(file, readFileSync(file, "utf8")))).toEqual([]);
  });
});
