/**
 * The parts every print document reads from an order the same way: its addresses, its item lines
 * (kits with their components), what a bought label says, and the order of order numbers.
 */
import { fromShippingAddress, fromWarehouse } from '../address/address-mappers.rules';
import type { PostalAddress } from '../address/postal-address';
import { findCarrierService } from '../carriers/carrier-services.constants';
import { zonedParts } from '../dates/zoned-time.rules';
import { billOfLadingOf, selectedRateOf, type BillOfLading } from '../labels/label-purchase.rules';
import { toCents } from '../money/cents.rules';
import type { OrderRecord } from '../orders/order-record';
import { displayServiceName, type ServiceRef, type ServiceSettings } from '../rates/service-filter.rules';
import type { Shipment } from '../shipments/shipment.schema';
import type { PrintAddress, PrintItem, PrintItemComponent, PrintShipFrom } from './print-documents.models';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A count as printed: a missing quantity counts once, anything not a positive number as 0. */
export function quantityOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 1;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Every line of an address as printed: a missing part prints as nothing. */
function printed(a: PostalAddress): PrintAddress {
  return {
    name: a.name ?? '',
    company: a.company ?? '',
    street1: a.street1,
    street2: a.street2 ?? '',
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
  };
}

export function shipToOf(order: Pick<OrderRecord, 'shippingAddress'>): PrintAddress {
  return printed(fromShippingAddress(order.shippingAddress));
}

/** The order's warehouse (its copy on the order): name and address; the address's company is the sender line. */
export function shipFromOf(order: Pick<OrderRecord, 'warehouse'>): PrintShipFrom {
  // A printed document shows the full ZIP+4 when the warehouse has one.
  return {
    name: textOf(order.warehouse?.name),
    address: printed(fromWarehouse(order.warehouse, { zip: 'fullZipCode' })),
  };
}

/** An address on one line: "1100 Congress Ave, Suite 200, Austin, TX 78701" (the country only outside the US). */
export function addressOneLine(address: PrintAddress): string {
  const region = [address.state, address.zip].filter(Boolean).join(' ');
  const country = address.country && address.country !== 'US' ? address.country : '';
  return [address.street1, address.street2, address.city, region, country].filter(Boolean).join(', ');
}

type ProductLine = Shipment['products'][number];

function componentsOf(product: ProductLine, kitQuantity: number): PrintItemComponent[] {
  const kitting = product.kitting;
  if (typeof kitting !== 'object' || kitting === null) return [];
  return kitting.branchProducts.map((branch) => ({
    sku: textOf(branch.sku),
    title: textOf(branch.title),
    quantity: quantityOf(branch.quantity) * kitQuantity,
  }));
}

/** A shipment's product lines; a kit carries its branch products, quantities multiplied by the kit's. */
export function itemsOf(shipment: Pick<Shipment, 'products'>): PrintItem[] {
  return shipment.products.map((product) => {
    const quantity = quantityOf(product.quantity);
    return {
      sku: textOf(product.sku),
      title: textOf(product.title),
      quantity,
      components: componentsOf(product, quantity),
    };
  });
}

/**
 * A service as documents print it: the merchant's custom name when one is set, else the carrier's
 * name of it ("USPS Ground Advantage" for USPS GroundAdvantage), else the carrier and the code.
 */
export function printedServiceName(ref: ServiceRef, settings: ServiceSettings = {}): string {
  const custom = displayServiceName(ref, settings);
  if (custom !== ref.service) return custom;
  return findCarrierService(ref.carrier, ref.service)?.name ?? [ref.carrier, ref.service].filter(Boolean).join(' ');
}

/**
 * What a shipment's label was bought as: the selected rate (as the grid reads it), else the label
 * record. The service prints under the name the merchant bought it by (their custom name then).
 */
export interface BoughtLabel {
  bill: BillOfLading;
  service: string;
  costCents: number;
}

export function boughtLabelOf(shipment: Shipment): BoughtLabel | undefined {
  const bill = billOfLadingOf(shipment);
  if (!bill) return undefined;
  const selected = selectedRateOf(shipment);
  const carrier = selected?.carrier ?? textOf(bill.carrier);
  const service = selected?.service ?? textOf(bill.service);
  const rate = selected?.rate;
  return {
    bill,
    service: selected?.serviceName ?? printedServiceName({ carrier, service }),
    costCents: rate !== undefined && rate > 0 ? toCents(rate) : 0,
  };
}

/** A refund takes a label out of use; a refund the carrier rejected leaves the label standing. */
export function isRefunded(shipment: Pick<Shipment, 'refund'>): boolean {
  const refund = shipment.refund;
  return refund !== null && refund !== undefined && refund.refund_status !== 'rejected';
}

/** YYYY-MM-DD of an instant in the merchant's timezone (UTC when none is given); an unreadable instant prints as given. */
export function calendarDateOf(instant: string, timeZone = 'UTC'): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return textOf(instant);
  const d = zonedParts(at, timeZone);
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** Order numbers and SKUs as people sort them: "#2" before "#10". */
export function compareNatural(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A company's initials: the logo's stand-in ("Hill Country Provisions" → "HCP"). */
export function initialsOf(companyName: string): string {
  const words = companyName.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 3)
    .map((w) => Array.from(w)[0].toUpperCase())
    .join('');
}
