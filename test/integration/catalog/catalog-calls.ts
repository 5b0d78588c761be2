import type { Handler } from '#lib/http/http-route';
import { apiEvent, invoke, type TestUser } from '#test/support/api-events';

/** Calls a catalog handler the way API Gateway would: method, path, params, body, caller and account. */
export function call(
  handler: Handler,
  opts: {
    method: string;
    path: string;
    user?: TestUser;
    accountId?: string;
    body?: unknown;
    pathParameters?: Record<string, string>;
    query?: Record<string, string>;
  },
) {
  return invoke(handler, apiEvent(opts));
}

export const product = (overrides: Record<string, unknown> = {}) => ({
  title: 'Smoked Brisket',
  sku: 'BRISKET-5LB',
  price: 89.5,
  dimensions: { length: 14, width: 10, height: 5, units: 'in', weight: { value: 5, units: 'lb' } },
  ...overrides,
});

export const packaging = (overrides: Record<string, unknown> = {}) => ({
  packagingType: 'coolant',
  title: 'Gel Pack 24oz',
  sku: 'GEL-24',
  price: 1.25,
  dimensions: { length: 8, width: 6, height: 1, units: 'in', weight: { value: 24, units: 'oz' } },
  ...overrides,
});

export const box = (overrides: Record<string, unknown> = {}) => ({
  name: 'Insulated Shipper 12x10x9',
  cost: 6.4,
  dimensions: { length: 12, width: 10, height: 9, units: 'in' },
  weight: { value: 1.5, units: 'lb' },
  ...overrides,
});

export const customer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '512-555-0188',
  company: 'Gonzalez Catering',
  address: { address1: '500 E 5th St', city: 'Austin', state: 'TX', zip: '78701' },
  ...overrides,
});
