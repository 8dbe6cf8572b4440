/**
 * Debian's Chromium for the tests that open the HTML report (through playwright-core): where it is
 * missing the test skips with a one-line reason, or fails under STRINGENT_REQUIRE_SYSTEM_TOOLS (CI).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

const CHROMIUM = process.env.STRINGENT_CHROMIUM ?? '/usr/bin/chromium';
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

interface Teardown {
  fail(message: string): void;
  comment(message: string): void;
  teardown(fn: () => unknown): void;
}

/** Headless Chromium, closed when the test ends; undefined (the test skipped or failed) where it is missing. */
export async function launchChromium(t: Teardown): Promise<Browser | undefined> {
  if (!existsSync(CHROMIUM)) {
    if (process.env.STRINGENT_REQUIRE_SYSTEM_TOOLS) t.fail(`${CHROMIUM} is missing and STRINGENT_REQUIRE_SYSTEM_TOOLS forbids skipping`);
    else t.comment(`skip: Chromium is not installed at ${CHROMIUM}; the HTML report was not opened in a browser`);
    return undefined;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  t.teardown(() => browser.close());
  return browser;
}

/** A path under test-artifacts/ (kept for a person to open after the run). */
export function artifactPath(name: string): string {
  const dir = path.join(ROOT, 'test-artifacts');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}
