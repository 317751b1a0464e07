// Copies what `script/demo` prints into docs/cli.md (between the cli-demo markers), so the
// docs show the commands' real output, never typed output.
//   node script/demo-readme.mjs           rewrite the docs/cli.md block
//   node script/demo-readme.mjs --check   exit 1 when the block differs from a fresh run
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const PAGE = join(root, "docs", "cli.md");
const BEGIN = "<!-- cli-demo:begin -->";
const END = "<!-- cli-demo:end -->";

const env = { ...process.env };
delete env.FORCE_COLOR;
const demo = spawnSync("bash", [join(root, "script", "demo")], {
  cwd: root,
  encoding: "utf8",
  env,
});
if (demo.status !== 0 || demo.stderr !== "") {
  process.stderr.write(`script/demo failed (exit ${demo.status}):\n${demo.stderr}`);
  process.exit(2);
}
const block = `${BEGIN}\n\`\`\`text\n${demo.stdout.replace(/^\n+/, "")}\`\`\`\n${END}`;

const page = readFileSync(PAGE, "utf8");
const start = page.indexOf(BEGIN);
const end = page.indexOf(END);
if (start < 0 || end < start) {
  process.stderr.write(`docs/cli.md has no ${BEGIN} ... ${END} block\n`);
  process.exit(2);
}
const current = page.slice(start, end + END.length);
if (process.argv.includes("--check")) {
  if (current === block) process.exit(0);
  process.stderr.write(
    "docs/cli.md's demo block differs from script/demo: run node script/demo-readme.mjs\n",
  );
  process.exit(1);
}
writeFileSync(PAGE, page.slice(0, start) + block + page.slice(end + END.length));
console.log(
  current === block
    ? "docs/cli.md demo block already up to date"
    : "docs/cli.md demo block rewritten",
);
