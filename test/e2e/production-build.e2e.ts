import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';

const appUrl = inject('appUrl');

/**
 * Stands in for React DevTools' hook: react-dom hands every renderer it starts to
 * `inject`, with `bundleType` 0 for the production build and 1 for the development one.
 */
function recordReactBundles() {
  const bundleTypes: number[] = [];
  Object.assign(window, {
    __reactBundleTypes: bundleTypes,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: (renderer: { bundleType: number }) => bundleTypes.push(renderer.bundleType),
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      setStrictMode: () => undefined,
    },
  });
}

describe('the browser tests run the production build of the web app', () => {
  let browser: Browser;
  let page: Page;
  const requested: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.addInitScript(recordReactBundles);
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("React runs its production build, and nothing of Vite's dev server is loaded", async () => {
    await page.goto(`${appUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __reactBundleTypes: number[] }).__reactBundleTypes),
    ).toEqual([0]);
    expect(requested.filter((path) => path.startsWith('/@') || path.startsWith('/src/'))).toEqual([]);
    expect(requested.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
  });

  it('the SPA fallback and /runtime-config.json answer on the app origin and on a branded *.localhost host', async () => {
    const tracking = appUrl.replace('//localhost', '//hill-country.localhost');
    // Through the browser: only Chromium resolves every *.localhost to this machine.
    for (const origin of [appUrl, tracking]) {
      const deepLink = await page.goto(`${origin}/orders/no-such-order`);
      expect(deepLink?.status()).toBe(200);
      expect(await deepLink?.text()).toMatch(/<script type="module"[^>]+src="\/assets\//);
      const config = await page.evaluate(async () => {
        const res = await fetch('/runtime-config.json');
        return { status: res.status, body: (await res.json()) as unknown };
      });
      expect(config).toMatchObject({ status: 200, body: { environment: 'local' } });
    }
  });
});
