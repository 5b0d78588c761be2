/**
 * The columns a spreadsheet import can fill (orders §3 Order, Shipping address, Product;
 * accounts §3 Customer). `aliases` are header spellings stores and spreadsheets use, compared
 * after normalising (lower case, punctuation to spaces), so "Ship To - Zip" finds `zip`.
 */
export interface ImportField<K extends string = string> {
  key: K;
  label: string;
  aliases: readonly string[];
  /** The mapping step must assign these before rows can be sent. */
  required?: boolean;
}

/**
 * The order columns' keys, written out rather than mapped from ORDER_IMPORT_FIELDS: a function that checks
 * keys (a queue message, an import row) then bundles no labels or header spellings. A unit test holds the
 * two lists equal, in order.
 */
export const ORDER_IMPORT_FIELD_KEYS = [
  'orderNumber',
  'orderDate',
  'sku',
  'productTitle',
  'quantity',
  'price',
  'weight',
  'weightUnit',
  'recipientName',
  'company',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'tags',
  'batchNumber',
  'comment',
  'warehouseName',
] as const;
export type OrderImportField = (typeof ORDER_IMPORT_FIELD_KEYS)[number];

export const ORDER_IMPORT_FIELDS = [
  {
    key: 'orderNumber',
    label: 'Order Number',
    aliases: ['order number', 'order no', 'order id', 'order', 'order name', 'order number id'],
    required: true,
  },
  {
    key: 'orderDate',
    label: 'Order Date',
    aliases: ['date', 'created at', 'order created', 'placed at', 'purchase date', 'paid at'],
  },
  { key: 'sku', label: 'SKU', aliases: ['sku', 'lineitem sku', 'item sku', 'product sku', 'variant sku'] },
  {
    key: 'productTitle',
    label: 'Product Title',
    aliases: ['product', 'product name', 'product title', 'item', 'item name', 'title', 'lineitem name', 'description'],
  },
  {
    key: 'quantity',
    label: 'Quantity',
    aliases: ['qty', 'quantity', 'lineitem quantity', 'item quantity', 'units'],
    required: true,
  },
  { key: 'price', label: 'Price', aliases: ['price', 'unit price', 'item price', 'lineitem price'] },
  { key: 'weight', label: 'Weight', aliases: ['weight', 'item weight', 'product weight', 'lineitem weight'] },
  { key: 'weightUnit', label: 'Weight Unit', aliases: ['weight unit', 'weight units', 'unit of weight', 'weight uom'] },
  {
    key: 'recipientName',
    label: 'Recipient Name',
    aliases: ['name', 'recipient', 'recipient name', 'ship to name', 'shipping name', 'customer name', 'full name'],
  },
  { key: 'company', label: 'Company', aliases: ['company', 'shipping company', 'ship to company', 'business'] },
  { key: 'email', label: 'Email', aliases: ['email', 'e mail', 'customer email', 'recipient email'] },
  {
    key: 'phone',
    label: 'Phone',
    aliases: ['phone', 'phone number', 'shipping phone', 'recipient phone', 'telephone'],
  },
  {
    key: 'address1',
    label: 'Address 1',
    aliases: [
      'address',
      'address1',
      'address 1',
      'street',
      'street1',
      'street 1',
      'shipping address1',
      'shipping street',
      'address line 1',
    ],
  },
  {
    key: 'address2',
    label: 'Address 2',
    aliases: ['address2', 'address 2', 'street2', 'street 2', 'apt', 'suite', 'shipping address2', 'address line 2'],
  },
  { key: 'city', label: 'City', aliases: ['city', 'shipping city', 'town'] },
  {
    key: 'state',
    label: 'State',
    aliases: ['state', 'province', 'region', 'shipping province', 'shipping state', 'state code', 'province code'],
  },
  {
    key: 'zip',
    label: 'Zip',
    aliases: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'shipping zip', 'postal'],
  },
  { key: 'country', label: 'Country', aliases: ['country', 'country code', 'shipping country'] },
  { key: 'tags', label: 'Tags', aliases: ['tags', 'tag', 'labels'] },
  { key: 'batchNumber', label: 'Batch Number', aliases: ['batch', 'batch number', 'batch no', 'batch id'] },
  {
    key: 'comment',
    label: 'Comment',
    aliases: ['comment', 'comments', 'notes', 'note', 'order notes', 'instructions'],
  },
  { key: 'warehouseName', label: 'Warehouse Name', aliases: ['warehouse', 'warehouse name', 'ship from', 'location'] },
] as const satisfies readonly ImportField<OrderImportField>[];

/** The product columns' keys, written out like the order ones. */
export const PRODUCT_IMPORT_FIELD_KEYS = [
  'sku',
  'title',
  'price',
  'length',
  'width',
  'height',
  'dimensionUnit',
  'weight',
  'weightUnit',
] as const;
export type ProductImportField = (typeof PRODUCT_IMPORT_FIELD_KEYS)[number];

/** Product import (accounts §3 Product, the Product form of accounts §5). */
export const PRODUCT_IMPORT_FIELDS = [
  { key: 'sku', label: 'SKU', aliases: ['sku', 'variant sku', 'item sku', 'product sku'], required: true },
  {
    key: 'title',
    label: 'Title',
    aliases: ['title', 'product', 'product name', 'product title', 'name', 'item name'],
    required: true,
  },
  { key: 'price', label: 'Price', aliases: ['price', 'unit price', 'variant price'] },
  { key: 'length', label: 'Length', aliases: ['length', 'l'] },
  { key: 'width', label: 'Width', aliases: ['width', 'w'] },
  { key: 'height', label: 'Height', aliases: ['height', 'h'] },
  {
    key: 'dimensionUnit',
    label: 'Dimension Unit',
    aliases: ['dimension unit', 'dimension units', 'length unit', 'dimensions unit'],
  },
  { key: 'weight', label: 'Weight', aliases: ['weight', 'variant weight', 'grams'] },
  { key: 'weightUnit', label: 'Weight Unit', aliases: ['weight unit', 'weight units', 'variant weight unit'] },
] as const satisfies readonly ImportField<ProductImportField>[];

/** Customer import, sent to POST /api/customers/create/bulk (orders §7). */
export const CUSTOMER_IMPORT_FIELDS = [
  { key: 'name', label: 'Name', aliases: ['name', 'customer name', 'full name'], required: true },
  { key: 'email', label: 'Email', aliases: ['email', 'e mail', 'customer email'] },
  { key: 'phone', label: 'Phone', aliases: ['phone', 'phone number', 'telephone'] },
  { key: 'company', label: 'Company', aliases: ['company', 'business'] },
  { key: 'address1', label: 'Address 1', aliases: ['address', 'address1', 'address 1', 'street', 'street1'] },
  { key: 'address2', label: 'Address 2', aliases: ['address2', 'address 2', 'street2', 'apt', 'suite'] },
  { key: 'city', label: 'City', aliases: ['city', 'town'] },
  { key: 'state', label: 'State', aliases: ['state', 'province', 'region'] },
  { key: 'zip', label: 'Zip', aliases: ['zip', 'zip code', 'postal code', 'postcode'] },
  { key: 'country', label: 'Country', aliases: ['country', 'country code'] },
] as const satisfies readonly ImportField[];
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number]['key'];

/** Rows per import request: the browser sends chunks of at most this many. */
export const IMPORT_CHUNK_ROWS = 500;
