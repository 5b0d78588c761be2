/**
 * What the print documents show (orders §2 print dialog, accounts §2 manifest and order PDFs), as
 * plain data: the rules in this folder build them from orders, the renderers draw them. Money is
 * integer cents, weights pounds, dates YYYY-MM-DD.
 */
import type { PostalAddress } from '../address/postal-address';

/** An address as printed: the internal address's lines, every part a (possibly empty) text. */
export type PrintAddress = Required<
  Pick<PostalAddress, 'name' | 'company' | 'street1' | 'street2' | 'city' | 'state' | 'zip' | 'country'>
>;

/** A warehouse the goods leave from: its name and address. */
export interface PrintShipFrom {
  name: string;
  address: PrintAddress;
}

export interface PrintItemComponent {
  sku: string;
  title: string;
  /** Per kit × the kit line's quantity: what goes in the box. */
  quantity: number;
}

/** A product line; a kit lists its branch products as components under it. */
export interface PrintItem {
  sku: string;
  title: string;
  quantity: number;
  components: PrintItemComponent[];
}

/** A company logo's bytes as documents draw it. */
export interface CompanyLogoImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
}

export interface PackingSlip {
  companyName: string;
  /** Stands in for the company's logo when it has none: its initials. */
  logoText: string;
  /** The company logo (accounts §3), drawn in place of the initials. */
  logo?: CompanyLogoImage;
  /** The company's email, phone and website (accounts §3), under the title when given. */
  companyContact?: string;
  orderNumber: string;
  orderDate: string;
  shipTo: PrintAddress;
  shipFrom: PrintShipFrom;
  /** This slip's shipment, 1-based, of the order's shipmentCount. */
  shipmentNumber: number;
  shipmentCount: number;
  /** Present once the shipment has a label. */
  trackingCode?: string;
  service?: string;
  items: PrintItem[];
  comment: string;
}

export interface PickListRow {
  sku: string;
  title: string;
  quantity: number;
  /** The orders needing this item, sorted, each once. */
  orderNumbers: string[];
}

export interface PickListGroup {
  warehouseId: string;
  warehouseName: string;
  /** Sorted by SKU; items without a SKU after them, by title. */
  rows: PickListRow[];
  totalQuantity: number;
}

export interface PickList {
  printedOn: string;
  orderCount: number;
  groups: PickListGroup[];
}

export interface ManifestRow {
  recipient: string;
  service: string;
  weightLb: number;
  costCents: number;
  trackingCode: string;
  orderNumber: string;
  items: number;
}

export interface ManifestTotals {
  packages: number;
  items: number;
  weightLb: number;
  costCents: number;
  labelsPrinted: number;
}

/** One warehouse's labels handed to the carriers on one ship date. */
export interface Manifest {
  warehouseName: string;
  /** The warehouse address on one line. */
  warehouseAddress: string;
  shipDate: string;
  rows: ManifestRow[];
  totals: ManifestTotals;
}

export interface OrderSummaryShipmentOptions {
  /** Pounds of dry ice, when the shipment carries any. */
  dryIceLb?: number;
  saturdayDelivery: boolean;
  /** The carrier insurance amount, when active. */
  insuranceCents?: number;
}

export interface OrderSummaryShipment {
  /** 1-based, as the order form numbers shipments. */
  number: number;
  box: string;
  weightLb: number;
  service: string;
  trackingCode: string;
  /** What the label cost, once bought. */
  costCents?: number;
  status: string;
  options: OrderSummaryShipmentOptions;
}

export interface OrderSummary {
  companyName: string;
  orderNumber: string;
  orderDate: string;
  status: string;
  shipTo: PrintAddress;
  shipFrom: PrintShipFrom;
  items: PrintItem[];
  shipments: OrderSummaryShipment[];
  comment: string;
  tags: string[];
  pickUpNotes: string;
  dropOffNotes: string;
}
