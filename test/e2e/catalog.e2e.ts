import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '#domain/validation/messages';
import { screenshot, openPage } from './browser';

const appUrl = inject('appUrl');
const login = inject('login');

/** Unique per run so a leftover row from an aborted run cannot satisfy an assertion. */
const RUN = Date.now().toString(36);
const PRODUCT = `E2E Smoked Pecans ${RUN}`;
const KIT = `E2E Pitmaster Box ${RUN}`;
const LINER = `E2E Denim Liner ${RUN}`;
const CUSTOMER = `E2E Ada Lovelace ${RUN}`;
/** A seeded product (infra/local/seed/demo-catalog.seed.ts) at $29. */
const SEEDED = 'Burnt Ends 1 lb';

describe('issue 4 §2 acceptance: catalog pages (products, kits, packaging, boxes, customers)', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ browser, page } = await openPage(pageErrors));

    await page.goto(`${appUrl}/products`);
    await page.waitForURL('**/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(login.email);
    await page.getByLabel('Password', { exact: true }).fill(login.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/products');
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Opens an area from the side navigation. A full-page screenshot of a tall page resizes the
   * viewport for a moment and Cloudscape's AppLayout may fold the navigation; unfold it first.
   */
  const openArea = async (name: string) => {
    const link = page.getByRole('navigation').getByRole('link', { name, exact: true });
    if (!(await link.isVisible())) await page.getByRole('button', { name: /open (side )?navigation/i }).click();
    await link.click();
  };
  const tableLoaded = async (what: string) => {
    await page.locator('table').first().waitFor();
    await expect.poll(() => page.getByText(`Loading ${what}`).count()).toBe(0);
  };
  const form = () => page.locator('form');

  it('accounts §5 Product form: a missing sku shows the spec message, then the product saves', async () => {
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await tableLoaded('products');
    await page.getByRole('link', { name: SEEDED, exact: true }).waitFor();
    await screenshot(page, 'catalog-01-products');

    await page.getByRole('button', { name: 'Create product', exact: true }).click();
    await page.waitForURL('**/products/create');
    await form().getByLabel('Title', { exact: true }).fill(PRODUCT);
    await form().getByLabel('Price', { exact: true }).fill('12.50');
    await form().getByLabel('Length', { exact: true }).fill('6');
    await form().getByLabel('Width', { exact: true }).fill('4');
    await form().getByLabel('Height', { exact: true }).fill('2');
    await form().getByLabel('Weight', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Create product', exact: true }).click();

    await form().getByText(MESSAGES.required, { exact: true }).waitFor();
    // The one message is the SKU's own: FormField ties it to the input through aria-describedby.
    expect(await form().getByText(MESSAGES.required, { exact: true }).count()).toBe(1);
    const skuDescription = await form()
      .getByLabel('SKU', { exact: true })
      .evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    expect(skuDescription).toContain(MESSAGES.required);
    expect(page.url()).toMatch(/\/products\/create$/);
    await screenshot(page, 'catalog-02-product-missing-sku');

    await form().getByLabel('SKU', { exact: true }).fill(`E2E-PECAN-${RUN}`);
    await expect.poll(() => form().getByText(MESSAGES.required, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create product', exact: true }).click();
    await page.waitForURL('**/products');
    await page.getByText(`Product ${PRODUCT} created.`).waitFor();
    await page.getByRole('link', { name: PRODUCT, exact: true }).waitFor();
  });

  it('orders §3 Kit: a make-a-box kit of two products found by search is priced from its contents', async () => {
    await page.getByRole('button', { name: 'Create product', exact: true }).click();
    await page.waitForURL('**/products/create');
    await form().getByLabel('Title', { exact: true }).fill(KIT);
    await form().getByLabel('SKU', { exact: true }).fill(`E2E-KIT-${RUN}`);
    for (const [label, value] of [
      ['Length', '12'],
      ['Width', '10'],
      ['Height', '9'],
      ['Weight', '5'],
    ] as const) {
      await form().getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByText('This product is a kit', { exact: true }).click();

    const addProduct = form().getByRole('combobox', { name: 'Branch products' });
    /** Searches, waits for the search's own answer (not the list it replaces), picks the product and sees its line. */
    const addBranchProduct = async (query: string, title: string) => {
      await addProduct.fill(query);
      await expect.poll(() => page.getByText('Searching', { exact: true }).count()).toBe(0);
      await page.getByRole('option', { name: new RegExp(title) }).click();
      await form().getByLabel(`Quantity of ${title}`, { exact: true }).waitFor();
    };
    await addBranchProduct('pecans', PRODUCT);
    await addBranchProduct('burnt ends', SEEDED);
    await form().getByLabel(`Quantity of ${SEEDED}`, { exact: true }).fill('2');

    await page.getByText('Make-a-box SKU', { exact: true }).click();
    // 12.50 × 1 + 29.00 × 2 (orders §3: priced from the contents).
    await expect.poll(() => page.getByTestId('make-a-box-price').textContent()).toBe('$70.50');
    expect(await form().getByLabel('Price', { exact: true }).inputValue()).toBe('70.50');
    await screenshot(page, 'catalog-03-kit-editor');

    await page.getByRole('button', { name: 'Create product', exact: true }).click();
    await page.waitForURL('**/products');
    await page.getByText(`Kit ${KIT} created.`).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: KIT, exact: true }) });
    await row.getByText('Kit', { exact: true }).waitFor();
    await row.getByText('$70.50').waitFor();
    await screenshot(page, 'catalog-04-kit-in-table');
  });

  it('orders §3 Liner: a packaging liner with material and thickness', async () => {
    await openArea('Packaging');
    await page.waitForURL('**/packaging');
    await tableLoaded('packagings');
    await page.getByRole('button', { name: 'Create packaging', exact: true }).click();
    await page.waitForURL('**/packaging/create');
    await form().getByLabel('Title', { exact: true }).fill(LINER);
    await form().getByLabel('SKU', { exact: true }).fill(`E2E-LINER-${RUN}`);
    await form().getByLabel('Price', { exact: true }).fill('6.10');
    await form().getByLabel('Material', { exact: true }).click();
    await page.getByRole('option', { name: 'Denim', exact: true }).click();
    await form().getByLabel('Thickness', { exact: true }).click();
    await page.getByRole('option', { name: '1in', exact: true }).click();
    for (const [label, value] of [
      ['Length', '12'],
      ['Width', '10'],
      ['Height', '9'],
      ['Weight', '18'],
    ] as const) {
      await form().getByLabel(label, { exact: true }).fill(value);
    }
    await form().getByLabel('Weight unit', { exact: true }).click();
    await page.getByRole('option', { name: 'oz', exact: true }).click();
    await screenshot(page, 'catalog-05-liner-form');
    await page.getByRole('button', { name: 'Create packaging', exact: true }).click();

    await page.waitForURL('**/packaging');
    await page.getByText(`Packaging ${LINER} created.`).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: LINER, exact: true }) });
    await row.getByText('Denim', { exact: true }).waitFor();
    await row.getByText('Liner', { exact: true }).waitFor();
    await screenshot(page, 'catalog-06-packaging-table');
  });

  it('orders §9: adds carrier packages from the presets, then edits one with computed volume and weight', async () => {
    await openArea('Boxes');
    await page.waitForURL('**/boxes');
    await tableLoaded('boxes');
    await page.getByRole('button', { name: 'Add presets', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Add presets' });
    await dialog.getByText('16x16x16', { exact: false }).first().waitFor();
    // The seed already holds the three default boxes of orders §9: they show as added and cannot be chosen twice.
    expect(await dialog.getByRole('checkbox', { name: 'Select preset 10x10x10' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Select preset FedEx Pak' }).check();
    await dialog.getByRole('checkbox', { name: 'Select preset FedEx Tube' }).check();
    await screenshot(page, 'catalog-07-box-presets');
    await dialog.getByRole('button', { name: 'Add 2 boxes', exact: true }).click();
    await page.getByText('2 boxes added.').waitFor();
    await page.getByRole('link', { name: 'FedEx Pak', exact: true }).waitFor();
    await page.getByRole('link', { name: 'FedEx Tube', exact: true }).waitFor();

    await page.getByRole('checkbox', { name: 'Select box FedEx Pak' }).check();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL('**/boxes/*/edit');
    await page.getByRole('heading', { name: 'Edit FedEx Pak', level: 1 }).waitFor();
    // 15.5 × 12 × 1.5 in, and the 20 lb the pak may carry (orders §9).
    await page.getByText('279 in³', { exact: true }).waitFor();
    expect(await form().getByLabel('Max weight allowed - optional', { exact: true }).inputValue()).toBe('20');

    await form().getByLabel('Cost', { exact: true }).fill('1.25');
    await form().getByLabel('Weight', { exact: true }).fill('0.5');
    await page.getByText('Ships with dry ice', { exact: true }).click();
    await form().getByLabel('Dry ice weight', { exact: true }).fill('200');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await form().getByText(MESSAGES.maxWeight(150, 'lb'), { exact: true }).waitFor();
    await form().getByLabel('Dry ice weight', { exact: true }).fill('2');
    // orders §9 weight math: 0.5 lb box + 2 lb dry ice.
    await page.getByText('2.5 lb', { exact: true }).waitFor();
    await screenshot(page, 'catalog-08-box-edit');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();

    await page.waitForURL('**/boxes');
    await page.getByText('Box FedEx Pak saved.').waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'FedEx Pak', exact: true }) });
    await row.getByText('$1.25').waitFor();
    await row.getByText('2 lb', { exact: true }).waitFor();
    await screenshot(page, 'catalog-09-boxes-table');
  });

  it('deletes the added boxes after confirming', async () => {
    await page.getByRole('checkbox', { name: 'Select box FedEx Pak' }).check();
    await page.getByRole('checkbox', { name: 'Select box FedEx Tube' }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Delete boxes' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('2 boxes deleted.').waitFor();
    await page.getByRole('link', { name: 'FedEx Pak', exact: true }).waitFor({ state: 'detached' });
  });

  it('orders §3 customer: creates a customer and finds it with the filter', async () => {
    await openArea('Customers');
    await page.waitForURL('**/customers');
    await tableLoaded('customers');
    await page.getByRole('button', { name: 'Create customer', exact: true }).click();
    await page.waitForURL('**/customers/create');
    await form().getByLabel('Name', { exact: true }).fill(CUSTOMER);
    await form().getByLabel('Email - optional', { exact: true }).fill(`ada.${RUN}@example.com`);
    await page.getByText('Save an address for this customer', { exact: true }).click();
    await form().getByLabel('Address', { exact: true }).fill('500 E 5th St');
    await form().getByLabel('City', { exact: true }).fill('Austin');
    await form().getByLabel('State', { exact: true }).click();
    await page.getByRole('option', { name: 'Texas (TX)' }).click();
    await form().getByLabel('Zip code', { exact: true }).fill('78701');
    await page.getByRole('button', { name: 'Create customer', exact: true }).click();
    await page.waitForURL('**/customers');
    await page.getByText(`Customer ${CUSTOMER} created.`).waitFor();

    const filter = page.getByPlaceholder('Find customers');
    await filter.fill(RUN);
    await filter.press('Enter');
    await page.getByText('1 match', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: CUSTOMER, exact: true }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: /^Select customer / }).count()).toBe(1);
    await screenshot(page, 'catalog-10-customer-found');
  });

  it('orders §7 bulk create: imports customers from a CSV and reports the bad row by row and field', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL('**/customers/import');
    const csv = [
      'name,email,address1,city,state,zip',
      `E2E Import One ${RUN},one.${RUN}@example.com,350 5th Ave,New York,NY,10118`,
      `E2E Import Two ${RUN},not-an-email,,,,`,
      `E2E Import Three ${RUN},,233 S Wacker Dr,Chicago,IL,60606`,
    ].join('\n');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('customers.csv').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByText(`email: ${MESSAGES.invalidEmail}`).waitFor();
    await screenshot(page, 'catalog-11-import-preview');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Import 2 rows', exact: true }).click();

    await page.getByText('2 created, 0 updated, 0 unchanged, 1 failed').first().waitFor();
    const errorRow = page.getByRole('row').filter({ hasText: MESSAGES.invalidEmail });
    await errorRow.getByRole('cell', { name: '3', exact: true }).waitFor();
    await screenshot(page, 'catalog-12-import-results');

    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await page.waitForURL('**/customers');
    await page.getByRole('link', { name: `E2E Import One ${RUN}`, exact: true }).waitFor();
  });

  it('accounts §5 Product form in an import: products upsert by SKU, the bad row is reported by row and column', async () => {
    await openArea('Products');
    await page.waitForURL('**/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL('**/products/import');
    const csv = [
      'Title,SKU,Price,Length,Width,Height,Weight,Weight Unit',
      `E2E Imported Rub ${RUN},E2E-RUB-${RUN},9.75,3,3,6,11,oz`,
      `${PRODUCT},E2E-PECAN-${RUN},14.00,6,4,2,1,lb`,
      `E2E No Sku ${RUN},,5,1,1,1,1,lb`,
    ].join('\n');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('products.csv').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // The shared mapping rule matched every header; the preview shows the Product form's message.
    await page.getByText(`sku: ${MESSAGES.required}`).waitFor();
    await screenshot(page, 'catalog-13-products-import-mapping');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Import 2 rows', exact: true }).click();

    await page.getByText('1 created, 1 updated, 0 unchanged, 1 failed').first().waitFor();
    const errorRow = page.getByRole('row').filter({ hasText: MESSAGES.required });
    await errorRow.getByRole('cell', { name: '4', exact: true }).waitFor();
    await screenshot(page, 'catalog-14-products-import-results');

    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await page.waitForURL('**/products');
    await page.getByRole('link', { name: `E2E Imported Rub ${RUN}`, exact: true }).waitFor();
    const pecans = page.getByRole('row').filter({ has: page.getByRole('link', { name: PRODUCT, exact: true }) });
    await pecans.getByText('$14.00').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
