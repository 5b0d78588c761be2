/**
 * Make-a-box SKUs are priced from their contents (orders §3 "Kit"): the sum of each branch
 * product's and packaging's unit price × quantity, plus the branch box's cost × quantity.
 * Money is integer cents (docs/architecture.md §3.7), so the sum is exact.
 */
export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface KitContentsPrices {
  products: readonly PricedLine[];
  packagings: readonly PricedLine[];
  box?: PricedLine | null;
}

const lineCents = (line: PricedLine): number => {
  const qty = Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0;
  const unit = Number.isFinite(line.unitPriceCents) && line.unitPriceCents > 0 ? line.unitPriceCents : 0;
  return Math.round(unit * qty);
};

export function kitPriceCents(contents: KitContentsPrices): number {
  const lines = [...contents.products, ...contents.packagings, ...(contents.box ? [contents.box] : [])];
  return lines.reduce((sum, line) => sum + lineCents(line), 0);
}
