/**
 * Tracking links (orders §7): for the four major carriers a link to the carrier's own tracking
 * page built from the joined tracking codes (one link for several shipments, as many codes as the
 * carrier's page takes at once); for any other carrier the tracking URL stored with the label.
 */
export const MAJOR_CARRIERS = ['UPS', 'FedEx', 'USPS', 'DHL'] as const;
export type MajorCarrier = (typeof MAJOR_CARRIERS)[number];

interface CarrierTrackingPage {
  /** The page; the joined codes follow it. */
  prefix: string;
  /** Codes the page tracks at once. */
  maxCodes: number;
}

/** Each carrier's public tracking page and how many comma-separated numbers it takes. */
export const CARRIER_TRACKING_PAGES: Readonly<Record<MajorCarrier, CarrierTrackingPage>> = {
  UPS: { prefix: 'https://www.ups.com/track?loc=en_US&tracknum=', maxCodes: 25 },
  FedEx: { prefix: 'https://www.fedex.com/fedextrack/?trknbr=', maxCodes: 30 },
  USPS: { prefix: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=', maxCodes: 35 },
  DHL: { prefix: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=', maxCodes: 10 },
};

/**
 * The major carrier of a carrier name as EasyPost and our labels spell it (UPSSurePost and
 * UPSDAP are tracked on ups.com, FedExDefault on fedex.com, DHLExpress on dhl.com); undefined
 * for any other carrier.
 */
export function majorCarrierOf(carrier: string | null | undefined): MajorCarrier | undefined {
  const name = (carrier ?? '').trim().toUpperCase();
  return MAJOR_CARRIERS.find((c) => name.startsWith(c.toUpperCase()));
}

export interface TrackedShipment {
  carrier?: string | null;
  trackingCode?: string | null;
  /** The tracking URL stored with the label (the carrier's or EasyPost's public page). */
  trackingUrl?: string | null;
}

export interface TrackingLink {
  url: string;
  trackingCodes: string[];
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The tracking links of some shipments (an order's, say), in the order their carriers first
 * appear: one per major carrier (more when it has more codes than its page takes), each code
 * URL-encoded and each code once; one per other shipment with a stored tracking URL. A shipment
 * with neither a code of a major carrier nor a URL has no link.
 */
export function trackingLinksFor(shipments: readonly TrackedShipment[]): TrackingLink[] {
  const byCarrier = new Map<MajorCarrier, string[]>();
  const links: (TrackingLink | MajorCarrier)[] = [];
  for (const s of shipments) {
    const code = s.trackingCode?.trim();
    const carrier = majorCarrierOf(s.carrier);
    if (carrier && code) {
      const codes = byCarrier.get(carrier);
      if (!codes) {
        byCarrier.set(carrier, [code]);
        links.push(carrier);
      } else if (!codes.includes(code)) codes.push(code);
    } else if (s.trackingUrl?.trim()) {
      links.push({ url: s.trackingUrl.trim(), trackingCodes: code ? [code] : [] });
    }
  }
  return links.flatMap((link) => {
    if (typeof link !== 'string') return [link];
    const page = CARRIER_TRACKING_PAGES[link];
    return chunks(byCarrier.get(link) ?? [], page.maxCodes).map((codes) => ({
      url: page.prefix + codes.map(encodeURIComponent).join(','),
      trackingCodes: codes,
    }));
  });
}
