// Every code block of README.md runs as written. A JavaScript block is a file of examples/ (the
// marker line `<!-- example: PATH -->` before it), shown verbatim and run here: it must exit 0
// and print, in order, the `// → ` lines it promises. A shell block's commands must each be one
// that a test or CI runs (COMMANDS).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const built = existsSync(join(root, "dist", "index.js"));
if (!built) console.warn("dist/ missing (run npm run build): skipping the README examples' runs");

/** The shell commands README.md may show, and what runs each. */
const COMMANDS: Record<string, string> = {
  "npm install clinker-transcript": "tests/package/pack.test.ts installs the packed package",
  "script/demo": "tests/cli/readme-demo.test.ts runs it",
  "script/check": "CI runs it (.ci/run)",
};

interface Block {
  lang: string;
  body: string;
  line: number;
  example?: string;
}

/** The fenced code blocks of a Markdown text, each with the example marker line before it. */
function codeBlocks(markdown: string): Block[] {
  const lines = markdown.split("\n");
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.indexOf("```", i + 1);
    if (end < 0) throw new Error(`README.md line ${i + 1}: a code block never closed`);
    const marker = /^<!-- example: (\S+) -->$/.exec(lines[i - 1] ?? "");
    blocks.push({
      lang: open[1],
      body: lines.slice(i + 1, end).join("\n"),
      line: i + 1,
      example: marker?.[1],
    });
    i = end;
  }
  return blocks;
}

/** The output lines an example promises: its `// → ` comments, in order. */
function promisedOutput(code: string): string[] {
  return [...code.matchAll(/\/\/ → (.*)$/gm)].map((match) => match[1].trimEnd());
}

const blocks = codeBlocks(readFileSync(join(root, "README.md"), "utf8"));
const scripts = blocks.filter((block) => /^(js|javascript|mjs|ts|typescript)$/.test(block.lang));
const shells = blocks.filter((block) => /^(sh|bash|shell)$/.test(block.lang));

describe("README.md's code blocks", () => {
  it("are all JavaScript or shell, each of a kind this test runs", () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const block of blocks)
      expect([...scripts, ...shells], `line ${block.line}: \`\`\`${block.lang}`).toContain(block);
  });

  it("show each JavaScript example as the file it runs, verbatim", () => {
    for (const block of scripts) {
      expect(
        block.example,
        `line ${block.line}: no <!-- example: PATH --> before it`,
      ).toBeDefined();
      const file = readFileSync(join(root, block.example!), "utf8");
      expect(`${block.body}\n`, `${block.example} differs from README.md line ${block.line}`).toBe(
        file,
      );
    }
  });

  it("show only shell commands that a test or CI runs", () => {
    for (const block of shells)
      for (const line of block.body.split("\n")) {
        const command = line.replace(/#.*$/, "").trim();
        if (command === "") continue;
        expect(Object.keys(COMMANDS), `README.md line ${block.line}: ${command}`).toContain(
          command,
        );
      }
  });

  it.skipIf(!built)("run: each JavaScript example exits 0 and prints what it promises", () => {
    for (const block of scripts) {
      const file = join(root, block.example!);
      const run = spawnSync(process.execPath, [file], { encoding: "utf8", cwd: root });
      expect(run.stderr, block.example).toBe("");
      expect(run.status, block.example).toBe(0);
      const promised = promisedOutput(readFileSync(file, "utf8"));
      expect(promised.length, `${block.example} promises no output`).toBeGreaterThan(0);
      expect(run.stdout.trimEnd().split("\n"), block.example).toEqual(promised);
    }
  });
});
