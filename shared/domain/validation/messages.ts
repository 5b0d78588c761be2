/** Field messages, worded exactly as the specification (orders §5, accounts §5/§8). */
export const MESSAGES = {
  required: 'This field is required',
  invalid: 'Invalid value',
  positive: 'Must be a positive number',
  negative: 'Must be a negative number',
  integer: 'Must be an integer',
  passwordsDoNotMatch: 'Passwords do not match',
  emailsDoNotMatch: 'Emails do not match',
  invalidEmail: 'Invalid email',
  invalidSubdomain: 'Invalid subdomain',
  invalidUrl: 'Invalid URL',
  tooShort: 'Value is too short',
  tooLong: 'Value is too long',
  invalidZip: 'Invalid Zip',
  zipFormat: 'xxxxx or xxxxx-xxxx or A1A 1A1 or UK zipcode format',
  phoneFormat: 'xxx-xxx-xxxx or x-xxx-xxx-xxxx or UK phone format',
  invalidState: 'Invalid value',
  maxDimension: (n: number, unit: string) => `Max dimension allowed: ${n}${unit}`,
  maxWeight: (n: number, unit: string) => `Max weight allowed: ${n}${unit}`,
  // Order form (accounts §5 "Order").
  quantityRequired: 'Quantity is required',
  quantityPositive: 'Quantity must be positive',
  quantityInteger: 'Quantity must be an integer',
  quantityAtLeastOne: 'Quantity must be at least 1',
  priceAtLeastOne: 'Price must be at least $1',
  // Product form (accounts §5).
  productWeightMax: 'Weight must be under 150lbs',
  // Claim form (accounts §5 "Claim").
  lossDateBeforeShipDate: "Loss date can't be before the ship date",
  merchandiseAboveDeclared: 'Merchandise Amount cannot be greater than declared value',
  // Rate settings (accounts §5).
  markdownBelowMin: 'Markdown value cannot be below -100%',
  markupAboveMax: 'Markup value cannot be greater than 100%',
} as const;

/**
 * Messages the spec names but does not word ("exact wording not shown"); ours, listed as such
 * in docs/traceability/validation-and-weights.md.
 */
export const OUR_MESSAGES = {
  exactlyOneIdentifier: 'Exactly one identifier is required',
  atLeastOneShipment: 'At least one shipment is required',
  atLeastOneProduct: 'At least one product is required',
  invalidDate: 'Date must be MM/DD/YYYY',
  minAmount: (min: number) => `Amount must be at least $${min}`,
  amountBetween: (min: number, max: number) => `Amount must be between $${min} and $${max}`,
  validNumber: 'Must be a valid number',
  atLeastOne: (what: string) => `At least one ${what} is required`,
  logoTooLarge: 'Logo must be 2 MB or smaller',
  archiveDays: 'Archive days must be between 15 and 365',
  mustBeAtLeast: (n: number) => `Must be at least ${n}`,
  mustBeAtMost: (n: number) => `Must be at most ${n}`,
  quantityAtMost: (n: number) => `Quantity must be at most ${n}`,
  totalQuantityAtMost: (n: number) => `Total quantity must be at most ${n}`,
  maxAmount: (max: number) => `Amount must be at most $${max}`,
  atMost: (n: number) => `At most ${n} allowed`,
  orderTooLarge: 'Order is too large to save: split it into several orders',
  exactLength: (n: number) => `Must be exactly ${n} characters`,
  surepostWeight: 'Surepost weight must be between 1 and 9 lb',
  surepostVolume: 'Surepost volume must be at most 1000 cubic inches',
  surepostDryIce: 'Surepost does not allow dry ice',
  surepostHazmat: 'Surepost does not allow hazardous materials',
  commodityClassNeeds: 'Commodity class needs a commodity and dimensions',
  duplicateFilterName: 'A filter with this name already exists',
  csvFileRequired: 'File must be a CSV file',
} as const;

/**
 * Order-submit lines the spec names but does not word (orders §5, accounts §8 "exact wording
 * not shown"); ours, each listed in the traceability table.
 */
export const OUR_ORDER_ISSUES = {
  fromAddressInvalid: 'From Address Missing or Invalid',
  productInvalid: 'Products Missing or Invalid',
  packagingInvalid: 'Packaging Invalid',
  dryIceWeightAndUnit: 'Dry Ice Weight and Unit Required',
  internationalDryIceLimit: 'International dry ice weight should not exceed 5.5 lb',
  dryIceMoreThanParcel: 'Dry ice weight should not exceed package weight',
  internationalSettingsInvalid: 'International Settings Missing or Invalid',
} as const;
