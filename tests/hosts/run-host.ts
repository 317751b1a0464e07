// Runs a real host (installed in tests/hosts/node_modules) resuming a session file, offline,
// against the loopback API: what it exited with, printed, and sent.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { fixInPlace } from "../../bindings/cli/in-place.js";
import type { HostRequest, LoopbackApi } from "./loopback-api.js";

const here = dirname(fileURLToPath(import.meta.url));

/** The pi command line of the pinned package. */
export const PI_CLI = join(here, "node_modules/@mariozechner/pi-coding-agent/dist/cli.js");

/** Claude Code's native binary (the package's postinstall puts it in place of bin/claude.exe). */
export const CLAUDE_BIN = join(here, "node_modules/@anthropic-ai/claude-code/bin/claude.exe");

/** Codex's launcher (it runs the native binary of @openai/codex-<platform>). */
export const CODEX_CLI = join(here, "node_modules/@openai/codex/bin/codex.js");

/** Whether tests/hosts is installed (`npm ci` in it; script/check does). */
export const hostsInstalled = existsSync(PI_CLI);

/** A host run's result. */
export interface HostRun {
  code: number | null;
  output: string;
  requests: HostRequest[];
}

/** A fresh folder with `agent/` and `work/` (the host's home and its working folder). */
export function hostHome(): { root: string; agent: string; work: string } {
  const root = mkdtempSync(join(tmpdir(), "clinker-host-e2e-"));
  const agent = join(root, "agent");
  const work = join(root, "work");
  mkdirSync(agent);
  mkdirSync(work);
  return { root, agent, work };
}

function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  api: LoopbackApi,
): Promise<HostRun> {
  const before = api.requests.length;
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d));
    child.stderr.on("data", (d: Buffer) => (output += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, requests: api.requests.slice(before) });
    });
  });
}

/** The provider and model pi resumes with: Anthropic's (its Messages API) by default. */
export interface PiTarget {
  readonly provider: "anthropic" | "openai";
  readonly model: string;
}

const PI_ANTHROPIC: PiTarget = { provider: "anthropic", model: "claude-sonnet-4-5" };

/**
 * pi resuming `file` in print mode (`-p`), the target's provider pointed at the loopback API
 * (OpenAI's: its Responses API under `/v1`).
 */
export function runPi(
  file: string,
  home: { agent: string; work: string },
  api: LoopbackApi,
  target: PiTarget = PI_ANTHROPIC,
): Promise<HostRun> {
  const baseUrl = target.provider === "openai" ? `${api.url}/v1` : api.url;
  writeFileSync(
    join(home.agent, "models.json"),
    JSON.stringify({ providers: { [target.provider]: { baseUrl } } }),
  );
  const args = [
    PI_CLI,
    "-p",
    "go on",
    "--session",
    file,
    "--provider",
    target.provider,
    "--model",
    target.model,
  ];
  const quiet = [
    "--offline",
    "--no-extensions",
    "--no-skills",
    "--no-context-files",
    "--no-prompt-templates",
    "--no-themes",
  ];
  const env = {
    ...process.env,
    PI_CODING_AGENT_DIR: home.agent,
    ANTHROPIC_API_KEY: "sk-loopback",
    OPENAI_API_KEY: "sk-loopback",
    PI_OFFLINE: "1",
  };
  return run(process.execPath, [...args, ...quiet], home.work, env, api);
}

/**
 * Claude Code resuming session `id` (its file under `<agent>/projects/<cwd>/`) in print mode,
 * with `ANTHROPIC_BASE_URL` at the loopback API and telemetry, updates and other traffic off.
 */
export function runClaude(
  id: string,
  home: { agent: string; work: string },
  api: LoopbackApi,
): Promise<HostRun> {
  const env = {
    ...process.env,
    CLAUDE_CONFIG_DIR: home.agent,
    ANTHROPIC_BASE_URL: api.url,
    ANTHROPIC_API_KEY: "sk-ant-loopback",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_ERROR_REPORTING: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  };
  const args = ["-p", "go on", "--resume", id, "--model", "claude-sonnet-4-5"];
  return run(CLAUDE_BIN, args, home.work, env, api);
}

/**
 * Codex resuming session `id` (its rollout under `<agent>/sessions/`) with `codex exec resume`,
 * its model provider the loopback Responses API (config.toml in `CODEX_HOME`).
 */
export function runCodex(
  id: string,
  home: { agent: string; work: string },
  api: LoopbackApi,
): Promise<HostRun> {
  const config = [
    'model = "gpt-5-codex"',
    'model_provider = "loopback"',
    'approval_policy = "never"',
    'sandbox_mode = "read-only"',
    "[model_providers.loopback]",
    'name = "loopback"',
    `base_url = "${api.url}/v1"`,
    'wire_api = "responses"',
    'env_key = "LOOPBACK_API_KEY"',
    "supports_websockets = false",
    "[analytics]",
    "enabled = false",
    "[otel]",
    'exporter = "none"',
  ].join("\n");
  writeFileSync(join(home.agent, "config.toml"), `${config}\n`);
  const env = { ...process.env, CODEX_HOME: home.agent, LOOPBACK_API_KEY: "sk-loopback" };
  const args = [CODEX_CLI, "exec", "--skip-git-repo-check", "resume", id, "go on"];
  return run(process.execPath, args, home.work, env, api);
}

/**
 * pi on `file` refused by the API (400, exit 1), then, after `fix --in-place`, accepted (200,
 * exit 0): the accepted run.
 */
export async function piRefusedThenFixed(
  file: string,
  home: { agent: string; work: string },
  api: LoopbackApi,
): Promise<HostRun> {
  const unfixed = await runPi(file, home, api);
  expect(unfixed.code).toBe(1);
  expect(unfixed.requests.map((r) => r.status)).toEqual([400]);
  expect(fixInPlace(file, { force: true })).toMatchObject({ ok: true, changed: true });
  const run = await runPi(file, home, api);
  expect(run.code, run.output).toBe(0);
  expect(run.requests.map((r) => r.status)).toEqual([200]);
  return run;
}
