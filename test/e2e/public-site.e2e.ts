import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request, Response } from 'playwright-core';
import { formatCents } from '#domain/money/cents.rules';
import { PLANS_V2 } from '#domain/plans/plan-tables.constants';
import { PUBLIC_SITE_HOME_PATH } from '#api/public-site-paths';
import { parseArticle } from '../../web/build/site-content.plugin';
import { screenshot, openPage } from './browser';

const appUrl = inject('appUrl');

const BLOG_DIR = join(process.cwd(), 'web', 'src', 'site', 'content', 'blog');
const ARTICLES = readdirSync(BLOG_DIR)
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({
    path: `/blog/${file.slice(0, -3)}`,
    heading: parseArticle(readFileSync(join(BLOG_DIR, file), 'utf8'), file).meta.title,
  }));

/** Every page of the public site this part serves, with its main heading. */
const PAGES = [
  { path: PUBLIC_SITE_HOME_PATH, heading: 'Ship perishables that arrive cold, on time, and insured.' },
  { path: '/pricing', heading: 'Plans that grow with your shipping' },
  { path: '/docs', heading: 'Shipdeck documentation' },
  { path: '/docs/getting-started', heading: 'Getting started' },
  { path: '/docs/what-is-the-confidence-score', heading: 'What is the confidence score?' },
  { path: '/docs/api', heading: 'Public API reference' },
  { path: '/blog', heading: 'Shipping perishables, explained' },
  ...ARTICLES,
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/terms-of-use', heading: 'Terms of use' },
];

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('issue 26: the public site', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openPage(pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the first load of the home page is the site alone (no Cloudscape, Amplify or runtime config), within 120 kB gzip', async () => {
    const requested: string[] = [];
    const assetGzipBytes: Promise<number>[] = [];
    const onRequest = (request: Request) => requested.push(new URL(request.url()).pathname);
    // Every script and stylesheet the first paint needs, the page's own chunk included, gzipped as a server would.
    const onResponse = (response: Response) => {
      if (/^\/assets\/.+\.(js|css)$/.test(new URL(response.url()).pathname))
        assetGzipBytes.push(response.body().then((body) => gzipSync(body).length));
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    try {
      const response = await page.goto(`${appUrl}${PUBLIC_SITE_HOME_PATH}`);
      expect(response?.status()).toBe(200);
      await h1(page, PAGES[0].heading).waitFor();
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', onRequest);
      page.off('response', onResponse);
    }
    expect(requested.filter((path) => /cloudscape|amplify/i.test(path))).toEqual([]);
    expect(requested).not.toContain('/runtime-config.json');
    expect(requested).not.toContain('/index.html');
    expect(requested.some((path) => /^\/assets\/site-.+\.js$/.test(path))).toBe(true);
    const firstLoadBytes = (await Promise.all(assetGzipBytes)).reduce((sum, bytes) => sum + bytes, 0);
    expect(firstLoadBytes).toBeGreaterThan(0);
    expect(firstLoadBytes).toBeLessThanOrEqual(120_000);
    expect(await page.title()).toContain('Shipdeck');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/perishable|food/i);
    await screenshot(page, 'public-site-01-home');
  });

  it('every site page answers 200 without signing in, with its heading, title and description', async () => {
    for (const { path, heading } of PAGES) {
      const response = await page.goto(`${appUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await h1(page, heading).waitFor();
      expect(await page.title(), path).toMatch(/ \| Shipdeck$/);
      expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
    }
    expect(ARTICLES).toHaveLength(4);
    expect(pageErrors).toEqual([]);
  });

  it('the header, footer and in-text links move between pages without reloading the site', async () => {
    await page.goto(`${appUrl}${PUBLIC_SITE_HOME_PATH}`);
    await h1(page, PAGES[0].heading).waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const sameDocument = () => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
    const header = page.getByRole('navigation', { name: 'Main' });

    await header.getByRole('link', { name: 'Pricing', exact: true }).click();
    await h1(page, 'Plans that grow with your shipping').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');
    expect(await page.title()).toBe('Pricing | Shipdeck');

    await header.getByRole('link', { name: 'Docs', exact: true }).click();
    await h1(page, 'Shipdeck documentation').waitFor();
    await page.getByRole('link', { name: /What is the confidence score\?/ }).click();
    await h1(page, 'What is the confidence score?').waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'Very High Risk' }).isVisible()).toBe(true);

    await header.getByRole('link', { name: 'Blog', exact: true }).click();
    await h1(page, 'Shipping perishables, explained').waitFor();
    const article = ARTICLES.find((a) => a.path.includes('frozen'))!;
    await page.getByRole('link', { name: new RegExp(article.heading.slice(0, 20)) }).click();
    await h1(page, article.heading).waitFor();
    expect(await page.title()).toBe(`${article.heading} | Shipdeck`);
    // A link inside the article's markdown is a site page too.
    await page.getByRole('link', { name: 'dry ice guide' }).click();
    await h1(page, ARTICLES.find((a) => a.path.includes('dry-ice'))!.heading).waitFor();
    await screenshot(page, 'public-site-03-article');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await h1(page, 'Terms of use').waitFor();
    expect(await sameDocument()).toBe(true);

    await page.goBack();
    await h1(page, ARTICLES.find((a) => a.path.includes('dry-ice'))!.heading).waitFor();
    expect(await sameDocument()).toBe(true);
  });

  it('pricing switches between monthly and yearly prices from the plan table', async () => {
    await page.goto(`${appUrl}/pricing`);
    const grow = page.getByRole('article', { name: 'Grow' });
    const monthly = formatCents(PLANS_V2.grow.monthlyPriceCents!);
    const yearly = formatCents(PLANS_V2.grow.yearlyPriceCents!);
    await expect.poll(() => grow.textContent()).toContain(`${monthly} per month`);
    expect(await grow.textContent()).toContain(`${formatCents(PLANS_V2.grow.labelFeeCents)} per label`);

    // As a visitor does: the segmented control's label is what shows and what is clicked.
    await page.getByText('Yearly', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Yearly' }).isChecked()).toBe(true);
    await expect.poll(() => grow.textContent()).toContain(`${yearly} per year`);
    const saving = PLANS_V2.grow.monthlyPriceCents! * 12 - PLANS_V2.grow.yearlyPriceCents!;
    expect(await grow.textContent()).toContain(`Save ${formatCents(saving)} a year`);
    expect(await page.getByRole('article', { name: 'Start' }).textContent()).toContain('Free');
    await screenshot(page, 'public-site-02-pricing-yearly');

    await page.getByText('Monthly', { exact: true }).click();
    await expect.poll(() => grow.textContent()).toContain(`${monthly} per month`);
  });

  it('the API reference lists the public API from its OpenAPI document', async () => {
    await page.goto(`${appUrl}/docs/api`);
    await h1(page, 'Public API reference').waitFor();
    expect(await page.getByRole('heading', { name: /POST \/api\/public\/v1\/orders$/ }).count()).toBe(1);
    expect(await page.getByText('x-shipdeck-api-key').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#schema-OrderRequest').textContent()).toContain('orderNumber');
    await screenshot(page, 'public-site-04-api-reference');
  });

  it('Sign in and Start free lead into the app, and / is still the app door', async () => {
    await page.goto(`${appUrl}/pricing`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Start free' }).click();
    await page.waitForURL('**/sign-up');
    await page.goto(`${appUrl}/home`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.goto(appUrl);
    await page.waitForURL('**/sign-in');
  });

  it('on a phone the header folds into a menu that opens the site navigation', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await phone.goto(`${appUrl}${PUBLIC_SITE_HOME_PATH}`);
      await h1(phone, PAGES[0].heading).waitFor();
      const nav = phone.getByRole('navigation', { name: 'Main' });
      expect(await nav.isVisible()).toBe(false);
      await phone.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: 'Blog', exact: true }).click();
      await h1(phone, 'Shipping perishables, explained').waitFor();
      expect(await nav.isVisible()).toBe(false);
      await screenshot(phone, 'public-site-05-phone-blog');
    } finally {
      await phone.close();
    }
  });

  it('an unknown site page shows the site’s not-found page', async () => {
    const response = await page.goto(`${appUrl}/blog/no-such-article`);
    expect(response?.status()).toBe(200);
    await h1(page, 'Page not found').waitFor();
  });
});
