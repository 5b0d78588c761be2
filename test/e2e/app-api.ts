import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface Answer {
  status: number;
  body: any;
}

/** The API as the signed-in app calls it: the page's own Cognito ID token in x-authorization. */
export async function api(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ([m, p, b]) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const res = await fetch(p as string, {
        method: m as string,
        headers: {
          'x-authorization': key ? (localStorage.getItem(key) ?? '') : '',
          ...(b === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

/** A complete perishable order to Boston from the account's default warehouse. */
export const orderBody = (orderNumber: string) => ({
  orderNumber,
  shippingAddress: {
    name: 'Maria Lopez',
    email: 'maria@example.com',
    phone: '617-555-0199',
    address1: '100 Cambridge St',
    city: 'Boston',
    state: 'MA',
    country: 'US',
    zip: '02114',
    residential: true,
  },
  shipments: [
    {
      box: {
        name: '12x12x12 Insulated',
        dimensions: { length: 12, width: 12, height: 12, units: 'in' },
        weight: { value: 2, units: 'lb' },
      },
      products: [
        {
          _id: 'p-brisket',
          sku: 'BRISKET-5',
          title: 'Smoked brisket 5 lb',
          quantity: 1,
          price: 89,
          dimensions: { length: 10, width: 6, height: 4, units: 'in', weight: { value: 5, units: 'lb' } },
        },
      ],
      options: { dryIceActive: true, dryIceWeight: 3, dryIceUnit: 'lb' },
    },
  ],
});

/** Types a property-filter token into the grid's filter ("Order number ^ X-", "Printed = labelPrinted"). */
export async function addFilterToken(page: Page, text: string): Promise<void> {
  const input = page.getByPlaceholder(/^Filter orders by/);
  await input.click();
  await input.fill(text);
  // Let the suggestions settle so Enter takes the typed token, not a highlighted suggestion.
  await page.waitForTimeout(300);
  await input.press('Enter');
}

/**
 * Ticks an order's row checkbox from the keyboard: a row scrolled up under the table's sticky
 * header would take a pointer click on the header instead. Again if the grid re-rendered meanwhile.
 */
export async function selectOrder(page: Page, orderNumber: string): Promise<void> {
  const box = page.getByRole('checkbox', { name: `Select order ${orderNumber}` });
  await expect
    .poll(
      async () => {
        if (!(await box.isChecked().catch(() => false))) {
          await box.focus({ timeout: 3_000 }).catch(() => undefined);
          await page.keyboard.press('Space');
        }
        return box.isChecked().catch(() => false);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}
