/** SKUs are unique per account (orders §3 product identifier), compared trimmed and case-insensitively. */
export function productSkuKey(sku: string): string {
  return sku.trim().toLowerCase();
}
