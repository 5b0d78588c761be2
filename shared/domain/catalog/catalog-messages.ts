/**
 * Catalog messages the spec does not word (ours; spec messages live in validation/messages.ts).
 */
export const CATALOG_MESSAGES = {
  skuTaken: 'A product with this SKU already exists',
  emailTaken: 'A customer with this email already exists',
  notInCatalog: 'Not found in your catalog',
  kitInKit: 'A kit cannot contain another kit',
  kitInItself: 'A kit cannot contain itself',
} as const;
