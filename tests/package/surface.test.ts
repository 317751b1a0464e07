// Every entry exports exactly the names ARCHITECTURE.md's "Public surface" lists for it, and the
// edge twins the same as their entries: an entry re-exports a module that is public in full with
// `export *`, so a name added to such a module would otherwise become public unseen.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

/** Each subpath's entry file, as ARCHITECTURE.md names the subpath. */
const ENTRIES: Record<string, string> = {
  "clinker-transcript": "bindings/index.ts",
  "clinker-transcript/provider": "bindings/provider/index.ts",
  "clinker-transcript/session": "bindings/session/index.ts",
  "clinker-transcript/readers": "bindings/readers/index.ts",
  "clinker-transcript/ai-sdk": "bindings/ai-sdk/index.ts",
  "clinker-transcript/agents": "bindings/agents/index.ts",
};
const EDGE: Record<string, string> = {
  "bindings/edge/index.ts": "bindings/index.ts",
  "bindings/edge/provider.ts": "bindings/provider/index.ts",
  "bindings/edge/session.ts": "bindings/session/index.ts",
  "bindings/edge/readers.ts": "bindings/readers/index.ts",
};

/** The names in the first column of each entry's table, by subpath. */
function documented(): Map<string, string[]> {
  const text = readFileSync(join(root, "ARCHITECTURE.md"), "utf8");
  const section = text.slice(text.indexOf("## Public surface"));
  const tables = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of section.split("\n").slice(1)) {
    if (line.startsWith("## ")) break;
    const heading = /^\*\*`([^`]+)`\*\*/.exec(line);
    if (heading) {
      current = [];
      tables.set(heading[1], current);
    } else if (current && line.startsWith("| `")) {
      const first = line.split(" | ")[0];
      current.push(...[...first.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
    }
  }
  return tables;
}

/** The names a module exports, values and types (what a user can import from it). */
function exported(files: readonly string[]): Map<string, string[]> {
  const paths = files.map((f) => join(root, f));
  const program = ts.createProgram(paths, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    // The framework entries import the main entry by its package name.
    paths: { "clinker-transcript": [join(root, "bindings/index.ts")] },
  });
  const checker = program.getTypeChecker();
  return new Map(
    files.map((file, i) => {
      const source = program.getSourceFile(paths[i]);
      const module = source && checker.getSymbolAtLocation(source);
      if (!module) throw new Error(`${file}: not read`);
      return [file, checker.getExportsOfModule(module).map((s) => s.name)];
    }),
  );
}

describe("the public surface", () => {
  const tables = documented();
  const exports = exported([...Object.values(ENTRIES), ...Object.keys(EDGE)]);
  const sorted = (names: readonly string[] | undefined) => [...(names ?? [])].sort();

  it.each(Object.entries(ENTRIES))("%s exports what ARCHITECTURE.md lists", (subpath, file) => {
    const listed = tables.get(subpath);
    expect(listed, `a table for ${subpath}`).toBeDefined();
    expect(new Set(listed).size, `${subpath}: a name listed twice`).toBe(listed?.length);
    expect(sorted(exports.get(file))).toEqual(sorted(listed));
  });

  it.each(Object.entries(EDGE))("%s exports what %s does", (edge, entry) => {
    expect(sorted(exports.get(edge))).toEqual(sorted(exports.get(entry)));
  });
});
