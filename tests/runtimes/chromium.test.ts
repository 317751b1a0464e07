// The browser build in headless Chromium (Debian's, through playwright-core): a page reconciles
// a transcript and shows it; the screenshot is kept as build/runtimes/chromium.png. Under a CSP
// without 'wasm-unsafe-eval' the page still works, on the reference engine.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distReady, ROOT, toolReady } from "./support.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`${CHROMIUM} missing (apt-get install chromium): skipping the browser test`);
const ready = distReady("index.js") && hasChromium && toolReady("playwright-core");
const page = join(import.meta.dirname, "page");
const ORIGIN = "http://clinker.test";

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };

/** Opens the page with every request answered from disk (no server, no network). */
async function open(browser: Browser, csp?: string) {
  const context = await browser.newContext({ viewport: { width: 760, height: 420 } });
  await context.route("**/*", (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = path.startsWith("/dist/")
      ? join(ROOT, path)
      : join(page, path === "/" ? "index.html" : path);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    const headers: Record<string, string> = {
      "content-type": TYPES[file.slice(file.lastIndexOf("."))] ?? "application/octet-stream",
    };
    if (csp) headers["content-security-policy"] = csp;
    return route.fulfill({ body: readFileSync(file), headers });
  });
  const tab = await context.newPage();
  await tab.goto(`${ORIGIN}/`);
  await tab.waitForSelector("#status[data-done]");
  return tab;
}

describe.skipIf(!ready)("the package in headless Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    const { chromium } = await import("playwright-core");
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("reconciles a transcript on the wasm engine and shows it", async () => {
    const tab = await open(browser);
    expect(await tab.textContent("#status")).toBe(
      "6 items, 1 repaired, engine: wasm, initialized: true",
    );
    const rows = await tab.locator("#transcript li").allTextContents();
    expect(rows[3]).toContain("function_call_output call_paris");
    expect(rows[4]).toContain("function_call_output call_rome interrupted");
    mkdirSync(join(ROOT, "build", "runtimes"), { recursive: true });
    await tab.screenshot({ path: join(ROOT, "build", "runtimes", "chromium.png") });
  });

  it("under a CSP without 'wasm-unsafe-eval', plans on the reference engine", async () => {
    const tab = await open(browser, "script-src 'self'");
    expect(await tab.textContent("#status")).toBe(
      "6 items, 1 repaired, engine: reference (wasm-failure), initialized: false",
    );
  });
});
