import type { StorePlatform } from '../constants/settings.constants';
import { ORDER_IMPORT_FIELDS } from '../imports/import-fields.constants';

/**
 * Platforms Shipdeck cannot call (no public order API it could confirm) bring their orders in as a
 * spreadsheet: the merchant exports orders from the platform's admin and copies them into this
 * template, whose headers are the CSV import's own column labels, so the import's column mapping
 * finds every one without being touched. One example order of two lines shows how lines repeat
 * the order's cells.
 */
export const CSV_TEMPLATE_PLATFORMS = ['grazeCart', 'freshly', 'jetti'] as const satisfies readonly StorePlatform[];
export type CsvTemplatePlatform = (typeof CSV_TEMPLATE_PLATFORMS)[number];

export const isCsvTemplatePlatform = (platform: StorePlatform): platform is CsvTemplatePlatform =>
  (CSV_TEMPLATE_PLATFORMS as readonly string[]).includes(platform);

/** The columns a template carries: every order column except warehouse and batch (the account's own). */
const TEMPLATE_FIELDS = ORDER_IMPORT_FIELDS.filter((f) => f.key !== 'warehouseName' && f.key !== 'batchNumber');
type TemplateKey = (typeof TEMPLATE_FIELDS)[number]['key'];

/** An example per platform, so a merchant sees which of their products sit where (a farm, a meal box, a dropship item). */
const EXAMPLES: Record<CsvTemplatePlatform, { prefix: string; lines: [sku: string, title: string, price: string][] }> =
  {
    grazeCart: {
      prefix: 'GC',
      lines: [
        ['BEEF-GROUND-1LB', 'Grass-fed ground beef 1 lb', '9.50'],
        ['EGGS-DOZEN', 'Pasture-raised eggs, dozen', '7.00'],
      ],
    },
    freshly: {
      prefix: 'FR',
      lines: [
        ['MEAL-CHICKEN-PESTO', 'Chicken pesto meal', '11.99'],
        ['MEAL-STEAK-PEPPERCORN', 'Steak peppercorn meal', '12.99'],
      ],
    },
    jetti: {
      prefix: 'JT',
      lines: [
        ['DS-MUG-12OZ', 'Stoneware mug 12 oz', '18.00'],
        ['DS-COASTER-SET', 'Cork coaster set of 4', '12.00'],
      ],
    },
  };

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The template's file name as the browser saves it. */
export const csvTemplateFileName = (platform: CsvTemplatePlatform) => `shipdeck-${platform.toLowerCase()}-orders.csv`;

/** The template's text: the header row and one example order, CRLF-separated as spreadsheets write them. */
export function csvTemplate(platform: CsvTemplatePlatform): string {
  const example = EXAMPLES[platform];
  const rows = example.lines.map(([sku, title, price], i) => {
    const cells: Record<TemplateKey, string> = {
      orderNumber: `${example.prefix}-1001`,
      orderDate: '11/02/2026',
      sku,
      productTitle: title,
      quantity: String(i + 1),
      price,
      weight: '1.25',
      weightUnit: 'lb',
      recipientName: 'Jordan Rivera',
      company: '',
      email: 'jordan.rivera@example.com',
      phone: '512-555-0147',
      address1: '2000 S Lamar Blvd',
      address2: 'Apt 4',
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      country: 'US',
      tags: platform,
      comment: i === 0 ? 'Leave at the back door' : '',
    };
    return TEMPLATE_FIELDS.map((f) => csvCell(cells[f.key])).join(',');
  });
  return [TEMPLATE_FIELDS.map((f) => csvCell(f.label)).join(','), ...rows].join('\r\n') + '\r\n';
}
