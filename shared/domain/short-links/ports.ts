import type { ShortLinkTarget } from './short-link.rules';

export interface ShortLinkRecord extends ShortLinkTarget {
  code: string;
  /** The account whose shipment it tracks (never shown: the page checks the number belongs to its account). */
  accountId: string;
  createdAt: string;
  /** Epoch seconds after which the link no longer answers. */
  expiresAt: number;
}

/**
 * Stored links: one item per code, written only if the code is free, and at most one live link per shipment
 * (account, tracking number and tracking page), so an email sent again links to the same code.
 */
export interface ShortLinkStore {
  /**
   * Never overwrites: `code-taken` (the caller draws another), `shipment-has-link` (another send made one
   * first: ask `linkOf`).
   */
  create(link: ShortLinkRecord): Promise<'created' | 'code-taken' | 'shipment-has-link'>;
  /** The code of the shipment's live link to that tracking page, if it has one. */
  linkOf(target: ShortLinkTarget & { accountId: string }): Promise<string | undefined>;
  get(code: string): Promise<ShortLinkRecord | undefined>;
}

/**
 * What the tracking emails ask for: the short address of a shipment's page on the merchant's branded
 * tracking site, or undefined when the merchant has no tracking page (the email keeps the carrier's link).
 */
export interface TrackingPageLinks {
  linkFor(accountId: string, trackingCode: string): Promise<string | undefined>;
}
