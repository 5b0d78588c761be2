/**
 * Money is integer cents (docs/architecture.md §3.7) wherever it is kept or added up: catalog records, invoices,
 * balances, charges. The spec's order fields (a line's `price`, `orderValue`, a shipment box's
 * `cost`, declared values), store platforms, CSV files and every API body speak dollars to the
 * cent; they cross into cents and back only through toCents and fromCents, so a name ending in
 * `Cents` is cents and any other amount is dollars.
 */

/** Whole cents. */
export type Cents = number;
/** Dollars to the cent, as the spec, stores, files and API bodies give them. */
export type Dollars = number;

/** Dollars → cents; toFixed first so 1.005 (stored as 1.00499…) rounds to 101, as a person would. */
export function toCents(dollars: Dollars): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  const cents = Math.round(Number((dollars * 100).toFixed(6)));
  return cents === 0 ? 0 : cents;
}

export function fromCents(cents: Cents): Dollars {
  return cents / 100;
}

/** '$1,234.56' / '-$5.00' (en-US). */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents as a dollar amount an input holds ('1234.50': no currency sign, no separators). */
export function centsToDollarText(cents: Cents): string {
  return fromCents(cents).toFixed(2);
}

/** Dollars as the API answers them, shown as money ('$12.50'): through cents, so 1.005 shows as $1.01. */
export function formatDollars(dollars: Dollars): string {
  return formatCents(toCents(dollars));
}
