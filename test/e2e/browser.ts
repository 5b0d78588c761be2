import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with everything that phones home switched off (docs/architecture.md §6). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Full-page PNG named by step, for a human (or reviewer) to look at after the run.
 *
 * Not Playwright's `fullPage`: headless Chromium reports a 1×1 window while it captures beyond
 * the viewport, Cloudscape's AppLayout takes that for a phone and closes the side navigation.
 * Growing the viewport to the page's height keeps the width, so the page stays as the test left it.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // From the top: a capture of a scrolled page draws sticky headers mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const viewport = page.viewportSize();
  const contentHeight = await page.evaluate(() =>
    Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
  );
  if (viewport && contentHeight > viewport.height)
    await page.setViewportSize({ width: viewport.width, height: Math.min(contentHeight, 8000) });
  try {
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

/** A fresh browser and page at the size the screenshots are read at, its errors collected into `pageErrors`. */
export async function openPage(
  pageErrors?: string[],
  options: BrowserContextOptions = { viewport: { width: 1366, height: 900 } },
): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await launchBrowser();
  const context = await browser.newContext(options);
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  if (pageErrors) page.on('pageerror', (error) => pageErrors.push(error.message));
  return { browser, context, page };
}

/** A fresh browser signed in as `login`, landed on the orders grid (the app's home). */
export async function signedInPage(
  appUrl: string,
  login: { email: string; password: string },
  /** Where the sign-in lands: the orders grid for a merchant, the claims review for Shipdeck staff. */
  landing = '**/orders',
): Promise<{ browser: Browser; page: Page }> {
  const { browser, page } = await openPage();
  await page.goto(`${appUrl}/sign-in`);
  await page.getByLabel('Email', { exact: true }).fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(landing);
  return { browser, page };
}
