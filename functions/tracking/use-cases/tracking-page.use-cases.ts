import {
  SUBDOMAIN_TAKEN,
  TRACKING_LOOKUP_MISS,
  TRACKING_PAGE_MISS,
  type TrackingLookup,
  type TrackingLookupView,
  type TrackingPageBrandingView,
  type TrackingPageSettingsChange,
  type TrackingPageSettingsView,
} from '#api/tracking-page';
import type { StoredTrackingPageSettings, TrackingPageOrders, TrackingPageStore } from '#domain/tracking/ports';
import { emailMatchesOrder, trackingPageViewFor } from '#domain/tracking/tracking-page.rules';
import {
  defaultTrackingPageSettings,
  trackingPageSettingsSchema,
  type TrackingPageSettings,
} from '#domain/tracking/tracking-page.schema';
import { ConflictError, NotFoundError } from '#lib/errors';

export const STALE_TRACKING_PAGE =
  'The tracking page settings were changed by someone else meanwhile. Reload them and save again.';

/** Orders with one number an email-and-order lookup reads at most (one per store, in practice). */
export const LOOKUP_ORDERS_MAX = 10;

export interface TrackingPageDeps {
  pages: TrackingPageStore;
  orders: TrackingPageOrders;
  /** The company's name (its profile's, else the account's) and a public link to its logo, if any. */
  company: (accountId: string) => Promise<{ companyName: string; logoUrl?: string }>;
}

function present(stored: StoredTrackingPageSettings | undefined): TrackingPageSettingsView {
  return stored
    ? { ...stored.settings, version: stored.version, isDefault: false, updatedAt: stored.updatedAt }
    : { ...defaultTrackingPageSettings(), version: 0, isDefault: true, updatedAt: null };
}

/** Every miss of a lookup is this one answer, so a visitor learns nothing from how it missed. */
const miss = () => new NotFoundError(TRACKING_LOOKUP_MISS);

/**
 * The branded tracking page: its settings (accounts §3 subDomain; the merchant's, by their
 * account) and the public lookup (accounts §3 Tracking lookup), which acts for the account that
 * holds the page's subdomain and reads nothing of any other.
 */
export function makeTrackingPageUseCases({ pages, orders, company }: TrackingPageDeps) {
  async function pageOf(subDomain: string): Promise<{ accountId: string; settings: TrackingPageSettings }> {
    const accountId = await pages.accountOfSubdomain(subDomain);
    const stored = accountId ? await pages.get(accountId) : undefined;
    // A claim whose settings no longer name it (never left by a write, but read defensively) is no page.
    if (!accountId || !stored || stored.settings.subDomain !== subDomain.toLowerCase())
      throw new NotFoundError(TRACKING_PAGE_MISS);
    return { accountId, settings: stored.settings };
  }

  async function brandingOf(accountId: string, settings: TrackingPageSettings): Promise<TrackingPageBrandingView> {
    const { subDomain: _subDomain, ...branding } = settings;
    if (branding.companyName && branding.logoUrl) return branding;
    // What the page's own settings leave empty comes from the company profile (accounts §3).
    const profile = await company(accountId);
    return {
      ...branding,
      companyName: branding.companyName || profile.companyName,
      logoUrl: branding.logoUrl || profile.logoUrl || '',
    };
  }

  return {
    async getSettings(accountId: string): Promise<TrackingPageSettingsView> {
      return present(await pages.get(accountId));
    },

    /** Replaces them; a save from a form loaded at an older version answers 409, a subdomain another account holds too. */
    async putSettings(accountId: string, request: TrackingPageSettingsChange): Promise<TrackingPageSettingsView> {
      const { version, ...change } = request;
      const current = await pages.get(accountId);
      const currentVersion = current?.version ?? 0;
      if (version !== undefined && version !== currentVersion) throw new ConflictError(STALE_TRACKING_PAGE);
      const settings = trackingPageSettingsSchema.parse(change);
      const saved = await pages.put(accountId, settings, currentVersion, current?.settings.subDomain ?? '');
      if (saved === 'taken') throw new ConflictError(SUBDOMAIN_TAKEN, { subDomain: SUBDOMAIN_TAKEN });
      if (saved === 'stale') throw new ConflictError(STALE_TRACKING_PAGE);
      return present(saved);
    },

    async branding(subDomain: string): Promise<TrackingPageBrandingView> {
      const { accountId, settings } = await pageOf(subDomain);
      return brandingOf(accountId, settings);
    },

    /**
     * By tracking number: the shipment only when its code belongs to this page's account. By email
     * and order number: the order of that number whose recipient email is the one given.
     */
    async lookup(request: TrackingLookup): Promise<TrackingLookupView> {
      const { accountId, settings } = await pageOf(request.subDomain);
      const branding = await brandingOf(accountId, settings);
      if (request.tracking) {
        const ref = await orders.findByTrackingCode(request.tracking);
        if (!ref || ref.accountId !== accountId) throw miss();
        const order = await orders.get(accountId, ref.orderId);
        const view = order && trackingPageViewFor({ branding, order, shipmentId: ref.shipmentId });
        if (!view || view.shipments.length === 0) throw miss();
        return view;
      }
      const found = await orders.findByOrderNumberInAnyStore(accountId, request.order, LOOKUP_ORDERS_MAX);
      const order = found.find((o) => !o.isDeleted && emailMatchesOrder(o, request.email));
      if (!order) throw miss();
      return trackingPageViewFor({ branding, order });
    },
  };
}
