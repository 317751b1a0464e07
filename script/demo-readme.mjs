// Copies what `script/demo` prints into the README's "Command line" section (between the
// cli-demo markers), so the README shows the commands' real output, never typed output.
//   node script/demo-readme.mjs           rewrite the README block
//   node script/demo-readme.mjs --check   exit 1 when the README block differs from a fresh run
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const README = join(root, "README.md");
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

const readme = readFileSync(README, "utf8");
const start = readme.indexOf(BEGIN);
const end = readme.indexOf(END);
if (start < 0 || end < start) {
  process.stderr.write(`README.md has no ${BEGIN} ... ${END} block\n`);
  process.exit(2);
}
const current = readme.slice(start, end + END.length);
if (process.argv.includes("--check")) {
  if (current === block) process.exit(0);
  process.stderr.write(
    "README.md's demo block differs from script/demo: run node script/demo-readme.mjs\n",
  );
  process.exit(1);
}
writeFileSync(README, readme.slice(0, start) + block + readme.slice(end + END.length));
console.log(
  current === block ? "README demo block already up to date" : "README demo block rewritten",
);
