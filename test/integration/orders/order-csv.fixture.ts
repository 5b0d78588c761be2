import Papa from 'papaparse';

/** Real US addresses (ZIP, city, state agree in the ZIP database) for generated import files. */
export const US_ADDRESSES = [
  { address1: '2000 S Lamar Blvd', city: 'Austin', state: 'TX', zip: '78704' },
  { address1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
  { address1: '1600 Pennsylvania Ave NW', city: 'Washington', state: 'DC', zip: '20500' },
  { address1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
  { address1: '400 Broad St', city: 'Seattle', state: 'WA', zip: '98109' },
  { address1: '1 Dr Carlton B Goodlett Pl', city: 'San Francisco', state: 'CA', zip: '94102' },
  { address1: '700 Clark Ave', city: 'Saint Louis', state: 'MO', zip: '63102' },
  { address1: '1000 Vin Scully Ave', city: 'Los Angeles', state: 'CA', zip: '90012' },
] as const;

export const ORDER_CSV_HEADERS = [
  'Order #',
  'Order Date',
  'Shipping Name',
  'Email',
  'Phone',
  'Address 1',
  'Address 2',
  'City',
  'State',
  'Zip',
  'Country',
  'SKU',
  'Product Name',
  'Qty',
  'Price',
  'Weight',
  'Weight Unit',
  'Tags',
  'Batch',
  'Notes',
] as const;
export type OrderCsvRow = Record<(typeof ORDER_CSV_HEADERS)[number], string>;

/** A plausible order line; `n` makes it unique, `line` is its line within the order. */
export function orderCsvRow(n: number, line = 0, prefix = 'IMP'): OrderCsvRow {
  const a = US_ADDRESSES[n % US_ADDRESSES.length];
  const month = String((n % 12) + 1).padStart(2, '0');
  const day = String((n % 27) + 1).padStart(2, '0');
  return {
    'Order #': `${prefix}-${String(n).padStart(6, '0')}`,
    'Order Date': `${month}/${day}/2026`,
    'Shipping Name': `Customer ${n}`,
    Email: `customer${n}@example.com`,
    Phone: '512-555-0199',
    'Address 1': a.address1,
    'Address 2': '',
    City: a.city,
    State: a.state,
    Zip: a.zip,
    Country: 'US',
    SKU: `SKU-${(n + line) % 40}`,
    'Product Name': `Smoked product ${(n + line) % 40}`,
    Qty: String(1 + ((n + line) % 3)),
    Price: (19 + ((n * 7) % 60)).toFixed(2),
    Weight: String(1 + ((n + line) % 5)),
    'Weight Unit': 'lb',
    Tags: n % 5 === 0 ? 'VIP, Gift' : '',
    Batch: n % 10 === 0 ? `B-${Math.floor(n / 10)}` : '',
    Notes: n % 7 === 0 ? 'Leave at the back door' : '',
  };
}

export function toCsv(rows: readonly OrderCsvRow[]): string {
  return Papa.unparse({ fields: [...ORDER_CSV_HEADERS], data: rows.map((r) => ORDER_CSV_HEADERS.map((h) => r[h])) });
}
